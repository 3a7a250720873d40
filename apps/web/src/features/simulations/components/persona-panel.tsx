import { SIMULATION_LIMITS, type Simulation } from '@assay/contracts';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAskPersona } from '@/features/simulations/api/stage-work';
import { MessageList } from './message-list';

/**
 * The interviewer: who they are, the conversation, and a box for a clarifying question about the running stage. A
 * persona's message that arrives while the page is open (an answer, a nudge, a follow-up) is announced once.
 */
export function PersonaPanel({ simulation, canAsk }: { simulation: Simulation; canAsk: boolean }) {
  const { persona } = simulation.scenario;
  const ask = useAskPersona(simulation.id);
  const [question, setQuestion] = useState('');
  // Messages there when the panel opened are read, not announced; the newest persona message after them is.
  const [known] = useState(() => simulation.messages.length);
  const latest = simulation.messages
    .slice(known)
    .filter((message) => message.from === 'persona')
    .at(-1);

  const submit = () => {
    const body = question.trim();
    if (!body || ask.isPending) return;
    ask.mutate(body, { onSuccess: () => setQuestion('') });
  };

  return (
    <section
      aria-labelledby="persona-heading"
      className="flex min-h-0 flex-col gap-3 rounded-lg border border-border p-4"
    >
      <div className="flex flex-col gap-0.5">
        <h2 id="persona-heading" className="text-base font-semibold">
          {`Your interviewer: ${persona.name}`}
        </h2>
        <p className="text-sm text-muted-foreground">{persona.title}</p>
      </div>
      <MessageList
        messages={simulation.messages}
        personaName={persona.name}
        scroll
        className="max-h-[28rem] overflow-y-auto pr-1"
      />
      <p aria-live="polite" className="sr-only">
        {latest ? `${persona.name}: ${latest.body}` : ''}
      </p>
      {canAsk ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Label htmlFor="persona-question">{`Ask ${persona.name} a clarifying question`}</Label>
          <Textarea
            id="persona-question"
            rows={2}
            value={question}
            maxLength={SIMULATION_LIMITS.messageChars}
            onChange={(event) => setQuestion(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                submit();
              }
            }}
          />
          {ask.isError ? <FormAlert>{errorMessage(ask.error)}</FormAlert> : null}
          <div>
            <Button type="submit" size="sm" loading={ask.isPending} disabled={!question.trim()} title="Ctrl+Enter">
              {ask.isPending ? null : <Send aria-hidden="true" />}
              Ask
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
