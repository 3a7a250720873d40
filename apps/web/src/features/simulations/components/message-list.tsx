import type { SimulationMessage } from '@assay/contracts';
import { Lightbulb, MessageCircleQuestion, MessageSquare, Reply } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';
import { messageKindLabels } from './simulation-labels';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

const kindLooks: Partial<Record<SimulationMessage['kind'], { className: string; Icon: typeof MessageSquare }>> = {
  nudge: { className: 'border-l-4 border-l-warning', Icon: Lightbulb },
  follow_up: { className: 'border-l-4 border-l-primary', Icon: Reply },
  clarification: { className: 'border-l-4 border-l-muted-foreground', Icon: MessageCircleQuestion },
};

/**
 * The conversation with the persona, oldest first: the persona's messages on the left, each with its kind in words
 * (a nudge, a follow-up, an answer), the candidate's on the right. `scroll` keeps the newest in view.
 */
export function MessageList({
  messages,
  personaName,
  scroll = false,
  className,
}: {
  messages: SimulationMessage[];
  personaName: string;
  scroll?: boolean;
  className?: string;
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (scroll && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [scroll, messages.length]);
  if (messages.length === 0) return <p className="text-sm text-muted-foreground">No messages yet.</p>;
  return (
    <ol
      ref={list}
      // A scrolling list is a stop for the keyboard, so it can be scrolled without a mouse.
      {...(scroll ? { tabIndex: 0, 'aria-label': `Conversation with ${personaName}` } : {})}
      className={cn('flex flex-col gap-3 outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
    >
      {messages.map((message) => {
        const mine = message.from === 'candidate';
        const look = mine ? undefined : kindLooks[message.kind];
        const Icon = look?.Icon ?? MessageSquare;
        return (
          <li
            key={message.id}
            data-kind={message.kind}
            className={cn(
              'flex max-w-[90%] flex-col gap-1 rounded-lg border border-border p-3 text-sm',
              mine ? 'self-end bg-primary/10' : 'self-start bg-card',
              look?.className,
            )}
          >
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              {mine ? null : <Icon aria-hidden="true" className="size-3.5" />}
              <span className="font-medium text-foreground">{mine ? 'You' : personaName}</span>
              {mine ? null : <span>{messageKindLabels[message.kind]}</span>}
              <time dateTime={message.at} className="tabular-nums">
                {timeOf(message.at)}
              </time>
            </p>
            <p className="whitespace-pre-wrap">{message.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
