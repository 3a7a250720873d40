import { ScoreBadge } from '@/components/score-badge';
import { LANGUAGE_NAMES, type CandidateHiddenTests, type LimitBucket } from '@assay/contracts';
import { RelativeTime } from '@/components/relative-time';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useSubmissions } from '@/features/submissions/api/get-submissions';
import type { CandidateSubmission } from '@/features/submissions/api/create-submission';
import { verdictBadgeVariants, verdictLabels } from '@/components/verdicts';

/** Shown with a submission the server made from the latest draft when a timed task's time ran out. */
export const TIME_UP_NOTE = 'Submitted for you when the time was up, from your last saved draft.';

const stageLabels: Record<CandidateSubmission['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  scored: 'Scored',
  error: 'Could not be scored',
};

/** Where the hidden tests' time or memory fell against the task's limit (the server never sends the figures). */
export const limitBucketLabels: Record<LimitBucket, string> = {
  within_limit: 'within the limit',
  over: 'over the limit',
};

/** The hidden tests as a whole: how many passed, their worst verdict, and time and memory against the limits. */
function HiddenTestsSummary({ hidden }: { hidden: CandidateHiddenTests }) {
  const entries: { key: string; text: string; variant: BadgeProps['variant'] }[] = [
    {
      key: 'passed',
      text: `${hidden.passed} of ${hidden.total} hidden ${hidden.total === 1 ? 'test' : 'tests'} passed`,
      variant: hidden.passed === hidden.total ? 'success' : 'outline',
    },
    {
      key: 'verdict',
      text: `Hidden tests: ${verdictLabels[hidden.verdict]}`,
      variant: verdictBadgeVariants[hidden.verdict],
    },
    {
      key: 'time',
      text: `Time: ${limitBucketLabels[hidden.time]}`,
      variant: hidden.time === 'over' ? 'warning' : 'outline',
    },
    {
      key: 'memory',
      text: `Memory: ${limitBucketLabels[hidden.memory]}`,
      variant: hidden.memory === 'over' ? 'warning' : 'outline',
    },
  ];
  return entries.map((entry) => (
    <li key={`hidden-${entry.key}`}>
      <Badge variant={entry.variant}>{entry.text}</Badge>
    </li>
  ));
}

function SubmissionRow({ submission }: { submission: CandidateSubmission }) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium">{submission.kind === 'final' ? 'Final submission' : 'Attempt'}</span>
        <Badge
          variant={
            // The stage only: whether the score is good is the score's own colour, never this badge's.
            submission.status === 'error' ? 'destructive' : 'outline'
          }
        >
          {stageLabels[submission.status]}
        </Badge>
        {submission.score === null ? null : <ScoreBadge score={submission.score} />}
        <span className="text-muted-foreground">{LANGUAGE_NAMES[submission.language]}</span>
        <span className="text-muted-foreground">
          <RelativeTime value={submission.created_at} />
        </span>
      </div>
      {submission.submitted_by === 'time_up' ? <p className="text-muted-foreground">{TIME_UP_NOTE}</p> : null}
      <details className="group">
        <summary className="cursor-pointer text-sm font-medium text-primary underline-offset-4 hover:underline">
          Show the code
        </summary>
        <pre
          aria-label={`Code of this ${submission.kind === 'final' ? 'final submission' : 'attempt'}`}
          className="mt-2 max-h-80 overflow-auto rounded bg-muted p-2 font-mono text-xs"
        >
          {submission.code}
        </pre>
      </details>
      {submission.error ? <p className="text-destructive">{submission.error}</p> : null}
      {submission.compile_error ? (
        <pre aria-label="Compiler output" className="overflow-x-auto rounded bg-muted p-2 font-mono text-xs">
          {submission.compile_error}
        </pre>
      ) : null}
      {/* Once, at the top: code that did not compile has no verdict per test to list. */}
      {submission.status === 'scored' && !submission.compile_error ? (
        <ul className="flex flex-wrap gap-2" aria-label="Verdicts">
          {submission.tests.map((test) => (
            <li key={test.id}>
              <Badge
                variant={verdictBadgeVariants[test.verdict]}
              >{`${test.name}: ${verdictLabels[test.verdict]}`}</Badge>
            </li>
          ))}
          {submission.hidden ? <HiddenTestsSummary hidden={submission.hidden} /> : null}
        </ul>
      ) : null}
    </li>
  );
}

/** Every attempt and the final submission, newest first; each moves queued → running → scored as it happens. */
export function SubmissionHistory({ taskId }: { taskId: string }) {
  const submissions = useSubmissions(taskId);
  if (submissions.isPending || submissions.isError || submissions.data.length === 0) return null;
  return (
    <section aria-labelledby="submissions-title" className="flex flex-col gap-3">
      <h2 id="submissions-title" className="text-lg font-semibold">
        Submissions
      </h2>
      <ul className="flex flex-col gap-3" aria-live="polite">
        {submissions.data.map((submission) => (
          <SubmissionRow key={submission.id} submission={submission} />
        ))}
      </ul>
    </section>
  );
}
