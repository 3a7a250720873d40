import { SIGNAL_TIER_LABELS, SIGNAL_TIERS, type IntegritySignal, type SignalTier } from '@assay/contracts';
import { Clock } from 'lucide-react';
import type { ComponentProps } from 'react';
import { QueryError } from '@/components/query-error';
import { formatExactTime, RelativeTime } from '@/components/relative-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useIntegrityReport } from '@/features/behavior/api/integrity';
import { usePlayback } from '@/features/behavior/api/playback';
import { AppealSection } from '@/features/behavior/components/integrity-panel-appeal';
import { SimilarityMatches } from '@/features/behavior/components/integrity-panel-matches';

/** The strongest first. */
const TIER_ORDER: readonly SignalTier[] = [...SIGNAL_TIERS].reverse();
const TIER_BADGES: Record<SignalTier, ComponentProps<typeof Badge>['variant']> = {
  info: 'outline',
  review: 'secondary',
  strong: 'warning',
};

function SignalItem({ signal, onJump }: { signal: IntegritySignal; onJump: ((at: string) => void) | undefined }) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-medium">{signal.title}</h4>
        <Badge variant={TIER_BADGES[signal.tier]}>{SIGNAL_TIER_LABELS[signal.tier]}</Badge>
      </div>
      <p className="text-sm">{signal.evidence}</p>
      {signal.at ? (
        onJump ? (
          <div>
            <Button size="sm" variant="outline" onClick={() => onJump(signal.at!)}>
              <Clock aria-hidden="true" />
              {`Show ${formatExactTime(Date.parse(signal.at))} in the playback`}
            </Button>
          </div>
        ) : (
          <p className="text-xs text-muted-foreground">
            At <RelativeTime value={signal.at} exact />
          </p>
        )
      ) : null}
      {signal.excerpt ? (
        <pre
          aria-label={`Excerpt: ${signal.title}`}
          tabIndex={0}
          className="max-h-48 overflow-auto rounded-md border border-border bg-muted/40 p-2 font-mono text-xs"
        >
          {signal.excerpt}
        </pre>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">How is this defined?</summary>
        <p className="mt-2">{signal.definition}</p>
      </details>
    </li>
  );
}

interface IntegrityPanelProps {
  submissionId: string;
  /** Shows a moment in the session playback, when the page has one. */
  onJump?: (at: string) => void;
}

/**
 * The integrity report on the review page: signals by tier with their evidence and published definitions, the most
 * similar code side by side, and the candidate's explanation with the reviewer's answer. Signals, never conclusions:
 * each is a reason to read the code and the replay, not a finding.
 */
export function IntegrityPanel({ submissionId, onJump }: IntegrityPanelProps) {
  const report = useIntegrityReport(submissionId);
  const playback = usePlayback(submissionId);

  const body = () => {
    if (report.error)
      return (
        <QueryError
          what="The integrity report could not be loaded."
          error={report.error}
          retrying={report.isFetching}
          onRetry={report.refetch}
        />
      );
    if (!report.data)
      return (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading the integrity report…</span>
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-24 w-full" />
        </div>
      );
    const data = report.data;
    if (data.computed_at === null)
      return (
        <p role="status" className="text-sm text-muted-foreground">
          The report is being prepared: it is ready once the submission has been scored. This page checks again by
          itself.
        </p>
      );
    const code = playback.data?.final.code ?? null;
    return (
      <>
        <p className="text-sm text-muted-foreground">
          Signals point to what is worth reading in the code and the replay; each shows what it rests on and how it is
          defined. None is a conclusion about the candidate.
        </p>
        <ul aria-label="Signals by tier" className="flex flex-wrap gap-2">
          {TIER_ORDER.map((tier) => (
            <li key={tier}>
              <Badge variant={TIER_BADGES[tier]}>{`${SIGNAL_TIER_LABELS[tier]}: ${data.summary[tier]}`}</Badge>
            </li>
          ))}
        </ul>
        {!data.telemetry_available ? (
          <p className="text-sm text-muted-foreground">
            The recording these signals rest on has been deleted after its retention period; the summary stays.
          </p>
        ) : data.telemetry_capped ? (
          <p className="text-sm text-muted-foreground">
            The recording reached its size limit: what happened after that was not recorded, nor read for signals.
          </p>
        ) : null}
        {data.signals.length === 0 ? (
          <p className="text-sm text-muted-foreground">No signals were raised for this submission.</p>
        ) : (
          TIER_ORDER.map((tier) => {
            const signals = data.signals.filter((signal) => signal.tier === tier);
            if (signals.length === 0) return null;
            return (
              <section key={tier} aria-labelledby={`integrity-tier-${tier}`} className="flex flex-col gap-2">
                <h3 id={`integrity-tier-${tier}`} className="text-base font-semibold">
                  {SIGNAL_TIER_LABELS[tier]}
                </h3>
                <ul className="flex flex-col gap-3">
                  {signals.map((signal, index) => (
                    <SignalItem key={`${signal.kind}-${index}`} signal={signal} onJump={onJump} />
                  ))}
                </ul>
              </section>
            );
          })
        )}
        <SimilarityMatches
          matches={data.matches}
          code={code}
          codeMissing={
            playback.error
              ? 'This submission’s code could not be loaded beside the matches.'
              : 'Loading this submission’s code…'
          }
        />
        <AppealSection submissionId={submissionId} appeal={data.appeal} />
      </>
    );
  };

  return (
    <section aria-labelledby="integrity-panel-title" className="flex min-w-0 flex-col gap-4">
      <h2 id="integrity-panel-title" className="text-lg font-semibold">
        Integrity signals
      </h2>
      {body()}
    </section>
  );
}
