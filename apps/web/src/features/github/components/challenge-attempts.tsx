import { CheckCircle2, CircleSlash } from 'lucide-react';
import { RelativeTime } from '@/components/relative-time';
import { ScoreBadge } from '@/components/score-badge';
import type { GithubAttempt } from '@/features/github/api/github-challenges';

const tally = ({ passed, total }: { passed: number; total: number }) => `${passed} of ${total}`;

/** One attempt's outcome: its score, then the implement tallies or the review's findings. */
export function AttemptOutcome({ attempt }: { attempt: GithubAttempt }) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <ScoreBadge score={attempt.score} />
        <span className="text-sm text-muted-foreground">
          <RelativeTime value={attempt.submitted_at} />
        </span>
      </div>
      {attempt.implement ? (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Fail-to-pass tests now passing</dt>
            <dd className="font-medium tabular-nums">{tally(attempt.implement.fail_to_pass)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Pass-to-pass tests still passing</dt>
            <dd className="font-medium tabular-nums">{tally(attempt.implement.pass_to_pass)}</dd>
          </div>
          {attempt.implement.broken.length > 0 ? (
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">Tests your change broke</dt>
              <dd>
                <ul className="list-disc pl-5 font-mono text-xs break-words">
                  {attempt.implement.broken.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          {attempt.implement.error ? (
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">Why the tests could not all run</dt>
              <dd className="break-words">{attempt.implement.error}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {attempt.review ? (
        <div className="flex flex-col gap-3 text-sm">
          <dl className="grid grid-cols-3 gap-2">
            <div>
              <dt className="text-muted-foreground">Located</dt>
              <dd className="font-medium tabular-nums">
                {tally({ passed: attempt.review.located, total: attempt.review.real })}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Real comments</dt>
              <dd className="font-medium tabular-nums">{attempt.review.real}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">False alarms</dt>
              <dd className="font-medium tabular-nums">{attempt.review.false_alarms}</dd>
            </div>
          </dl>
          <ul className="flex flex-col gap-2" aria-label="Your comments, marked">
            {attempt.review.comments.map((comment, index) => (
              <li key={index} className="flex min-w-0 items-start gap-2 rounded-md border border-border p-2">
                {comment.located ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                ) : (
                  <CircleSlash aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                )}
                <div className="min-w-0">
                  <p className="font-mono text-xs break-all text-muted-foreground">
                    {comment.path}:{comment.line} · {comment.located ? 'Located a real comment' : 'Not located'}
                  </p>
                  <p className="break-words whitespace-pre-wrap">{comment.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The signed-in caller's earlier attempts, newest first. */
export function AttemptHistory({ attempts }: { attempts: readonly GithubAttempt[] }) {
  if (attempts.length === 0) return <p className="text-sm text-muted-foreground">No attempts yet.</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label="Your attempts">
      {attempts.map((attempt) => (
        <li key={attempt.id} className="flex flex-wrap items-center gap-3 rounded-md border border-border p-2 text-sm">
          <ScoreBadge score={attempt.score} />
          {attempt.implement ? (
            <span className="tabular-nums text-muted-foreground">
              fail-to-pass {tally(attempt.implement.fail_to_pass)}, pass-to-pass {tally(attempt.implement.pass_to_pass)}
            </span>
          ) : null}
          {attempt.review ? (
            <span className="tabular-nums text-muted-foreground">
              located {tally({ passed: attempt.review.located, total: attempt.review.real })},{' '}
              {attempt.review.false_alarms} false alarms
            </span>
          ) : null}
          <span className="ml-auto text-muted-foreground">
            <RelativeTime value={attempt.submitted_at} />
          </span>
        </li>
      ))}
    </ol>
  );
}
