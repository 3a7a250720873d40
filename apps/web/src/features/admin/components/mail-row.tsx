import { ChevronRight, Copy } from 'lucide-react';
import { useState } from 'react';
import { RelativeTime } from '@/components/relative-time';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { MailEntry } from '@/features/admin/api/get-mails';
import { cn } from '@/lib/utils';

const statusBadge: Record<MailEntry['status'], { label: string; variant: BadgeProps['variant'] }> = {
  kept: { label: 'Kept', variant: 'secondary' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};

const COLUMNS = 4;

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Clipboard access needs a secure context and permission; the text above can still be selected by hand.
      setCopied(false);
    }
  }
  return (
    <div className="flex items-center gap-3">
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        Copy text
      </Button>
      <span role="status" className="text-sm text-muted-foreground">
        {copied === true ? 'Copied.' : copied === false ? 'Could not copy: select the text and copy it by hand.' : ''}
      </span>
    </div>
  );
}

/** One mail, whose text opens under it: without SMTP that is how a reset or invitation link reaches its person. */
export function MailRow({ mail }: { mail: MailEntry }) {
  const [open, setOpen] = useState(false);
  const badge = statusBadge[mail.status];
  const detailsId = `mail-${mail.id}-text`;
  return (
    <>
      <tr className="border-t border-border align-top">
        <td className="px-3 py-2">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
            className="flex items-start gap-1 rounded text-left font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ChevronRight
              aria-hidden="true"
              className={cn('mt-0.5 size-4 shrink-0 transition-transform', open && 'rotate-90')}
            />
            {mail.subject}
          </button>
        </td>
        <td className="px-3 py-2 break-all">{mail.to}</td>
        <td className="px-3 py-2">
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </td>
        <td className="px-3 py-2 whitespace-nowrap">
          <RelativeTime value={mail.createdAt} />
        </td>
      </tr>
      {open ? (
        <tr id={detailsId}>
          <td colSpan={COLUMNS} className="bg-muted/50 px-3 py-3">
            {mail.text ? (
              <div className="flex flex-col gap-3">
                <pre className="max-h-80 overflow-auto font-mono text-sm break-words whitespace-pre-wrap">
                  {mail.text}
                </pre>
                <CopyButton text={mail.text} />
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">The text of this mail was not kept: it went out by SMTP.</p>
            )}
          </td>
        </tr>
      ) : null}
    </>
  );
}
