import { GITHUB_CHALLENGE_KIND_NAMES } from '@assay/contracts';
import { CheckCircle2, CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { fillPath } from '@/lib/fill-path';
import type { ChallengePreview } from '@/features/github/api/github-challenges';

function Eligibility({ label, eligible, reason }: { label: string; eligible: boolean; reason: string | null }) {
  return (
    <p className="flex items-start gap-2 text-sm">
      {eligible ? (
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
      ) : (
        <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      )}
      <span className="min-w-0 break-words">
        <span className="font-medium">{label}:</span>{' '}
        {eligible ? 'can be made' : `cannot be made — ${reason ?? 'no reason given'}`}
      </span>
    </p>
  );
}

function Names({ label, names, empty }: { label: string; names: readonly string[]; empty: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">
        {label} <span className="tabular-nums">({names.length})</span>
      </dt>
      <dd>
        {names.length === 0 ? (
          <span className="text-sm text-muted-foreground">{empty}</span>
        ) : (
          <ul className="max-h-40 overflow-y-auto font-mono text-xs [overflow-wrap:anywhere]">
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

/** One pull request's preview: can it be an implement challenge, a review one, with which tests and files. */
function PreviewCard({ preview }: { preview: ChallengePreview }) {
  const { implement, review } = preview;
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4"
      aria-label={`#${preview.number} ${preview.title}`}
    >
      <h3 className="text-base font-semibold break-words">
        <span className="font-mono tabular-nums">#{preview.number}</span> {preview.title}
      </h3>
      <Eligibility label="Implement" eligible={implement.eligible} reason={implement.reason} />
      {implement.eligible || implement.fail_to_pass.length > 0 ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Names label="Fail-to-pass tests" names={implement.fail_to_pass} empty="None" />
          <Names label="Pass-to-pass tests" names={implement.pass_to_pass} empty="None" />
          <Names label="Editable files" names={implement.editable_files} empty="None" />
          <Names label="Hidden test files" names={implement.hidden_test_files} empty="None" />
        </dl>
      ) : null}
      {implement.toolchain ? (
        <p className="text-xs text-muted-foreground">
          Tests run with {implement.toolchain === 'node' ? 'Node’s test runner' : 'Python’s unittest'}.
        </p>
      ) : null}
      <Eligibility label="Review" eligible={review.eligible} reason={review.reason} />
      <p className="text-sm text-muted-foreground tabular-nums">
        {review.real_comment_count === 1
          ? '1 substantive review comment'
          : `${review.real_comment_count} substantive review comments`}
      </p>
      {preview.existing.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium">Already published from this pull request</p>
          <ul className="flex flex-col gap-1">
            {preview.existing.map((challenge) => (
              <li key={challenge.id}>
                <Link
                  className="text-primary underline-offset-4 hover:underline"
                  to={fillPath(paths.codeEditor, { taskId: challenge.id })}
                >
                  {GITHUB_CHALLENGE_KIND_NAMES[challenge.kind]}
                </Link>{' '}
                <span className="font-mono text-xs break-all text-muted-foreground">{challenge.id}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

export function ChallengePreviews({ previews }: { previews: readonly ChallengePreview[] }) {
  if (previews.length === 0)
    return <p className="text-sm text-muted-foreground">This repository has no imported pull request to preview.</p>;
  return (
    <ul aria-label="Previews" className="grid gap-4 xl:grid-cols-2">
      {previews.map((preview) => (
        <PreviewCard key={preview.pull_request_id} preview={preview} />
      ))}
    </ul>
  );
}
