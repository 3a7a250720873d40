import {
  SIGNAL_TIER_LABELS,
  SIGNAL_TIERS,
  type CandidateIntegrity,
  type IntegritySignal,
  type SignalTier,
} from '@assay/contracts';
import { ShieldCheck } from 'lucide-react';
import { RelativeTime } from '@/components/relative-time';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isNotReleased, useCandidateIntegrity } from '@/features/behavior/api/candidate-integrity';
import { CandidateAppeal } from '@/features/behavior/components/candidate-appeal';
import { DefinitionPopover } from '@/features/behavior/components/candidate-definition';

export const tierBadge: Record<SignalTier, BadgeProps['variant']> = {
  info: 'outline',
  review: 'secondary',
  strong: 'warning',
};

/** Session-wide signals (time away, similarity) first, then the timed ones in the order they happened. */
function timeline(signals: IntegritySignal[]): IntegritySignal[] {
  return [...signals].sort((a, b) => (a.at === null ? -1 : b.at === null ? 1 : a.at.localeCompare(b.at)));
}

function summaryText(summary: CandidateIntegrity['summary']): string {
  return [...SIGNAL_TIERS]
    .reverse()
    .map((tier) => `${SIGNAL_TIER_LABELS[tier]}: ${summary[tier]}`)
    .join(' · ');
}

function SignalItem({ signal }: { signal: IntegritySignal }) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border bg-background p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={tierBadge[signal.tier]}>{SIGNAL_TIER_LABELS[signal.tier]}</Badge>
        <h4 className="font-medium">{signal.title}</h4>
        <span className="text-sm text-muted-foreground">
          {signal.at ? <RelativeTime value={signal.at} exact /> : 'Across the session'}
        </span>
        <span className="ml-auto">
          <DefinitionPopover title={signal.title} definition={signal.definition} />
        </span>
      </div>
      <p className="text-sm">{signal.evidence}</p>
      {signal.excerpt ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Show the text it rests on</summary>
          <pre
            tabIndex={0}
            aria-label="What you pasted"
            className="mt-2 max-h-64 overflow-auto rounded bg-muted p-2 font-mono text-xs"
          >
            {signal.excerpt}
          </pre>
        </details>
      ) : null}
    </li>
  );
}

/** The report: the summary, the timeline, what the recording rests on, and the candidate's explanation. */
function IntegrityReport({ taskId, report }: { taskId: string; report: CandidateIntegrity }) {
  if (report.computed_at === null)
    return (
      <p className="text-sm text-muted-foreground">
        Your signals are being prepared: they appear here once your submission is scored.
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm tabular-nums">{summaryText(report.summary)}</p>
      {report.signals.length === 0 ? (
        <p className="text-sm">No signals were raised on this submission.</p>
      ) : (
        <section aria-labelledby="integrity-timeline-title" className="flex flex-col gap-2">
          <h3 id="integrity-timeline-title" className="font-medium">
            Timeline
          </h3>
          <ol className="flex flex-col gap-2">
            {timeline(report.signals).map((signal, index) => (
              <SignalItem key={`${signal.kind}-${signal.at ?? 'session'}-${index}`} signal={signal} />
            ))}
          </ol>
        </section>
      )}
      {report.telemetry_available ? null : (
        <p className="text-sm text-muted-foreground">
          The recording of your work is no longer kept (recordings are deleted after a set period); the signals raised
          from it stay.
        </p>
      )}
      {report.telemetry_capped ? (
        <p className="text-sm text-muted-foreground">
          The recording reached its size limit: what came after it was not kept.
        </p>
      ) : null}
      <CandidateAppeal taskId={taskId} appeal={report.appeal} canAppeal={report.can_appeal} />
    </div>
  );
}

/**
 * "Integrity signals" under the released feedback of an organization's task: what the candidate's reviewer sees,
 * signals and never verdicts, each with its evidence and its definition, and a place to answer them. Nothing before
 * the feedback is released (the API answers 404 until then).
 */
export function CandidateIntegritySignals({ taskId }: { taskId: string }) {
  const integrity = useCandidateIntegrity(taskId);
  if (integrity.isPending) return null;
  if (integrity.isError && isNotReleased(integrity.error)) return null;
  return (
    <section
      aria-labelledby="integrity-signals-title"
      className="flex flex-col gap-4 rounded-lg border border-border bg-muted/30 p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="integrity-signals-title" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5" />
          Integrity signals
        </h2>
        <p className="text-sm text-muted-foreground">
          What the recording of your work and the similarity check raised, as your reviewer sees it. Signals, never
          verdicts: each says what it rests on, and you can answer them.
        </p>
      </div>
      {integrity.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p>Your integrity signals could not be loaded.</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={integrity.isFetching}
            onClick={() => void integrity.refetch()}
          >
            Retry
          </Button>
        </div>
      ) : (
        <IntegrityReport taskId={taskId} report={integrity.data} />
      )}
    </section>
  );
}
