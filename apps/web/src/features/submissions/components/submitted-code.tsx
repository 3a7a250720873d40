import { LANGUAGE_NAMES } from '@assay/contracts';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { LazyCodeEditor } from '@/components/lazy-code-editor';
import { DescriptionList } from '@/components/ui/description-list';
import type { CandidateSubmission } from '@/features/submissions/api/create-submission';
import { useSubmissions } from '@/features/submissions/api/get-submissions';

const ignore = () => undefined;

/** What follows a final submission, in order; practice has nobody reviewing it. */
export function nextSteps(reviewed: boolean): string[] {
  return reviewed
    ? [
        'Your code is scored against every test, hidden ones included; this usually takes under a minute.',
        'The people reviewing this assessment read your code and score it against their rubric.',
        'You get a notification when your feedback is released, and it appears on this page.',
      ]
    : ['Your code is scored against every test, hidden ones included; the score appears on this page.'];
}

/** The receipt of a final submission: when, in what, and the fingerprint of exactly the code the server keeps. */
function Receipt({ submission }: { submission: CandidateSubmission }) {
  return (
    <DescriptionList
      rows={[
        ['Submitted', new Date(submission.created_at).toLocaleString()],
        ['Language', LANGUAGE_NAMES[submission.language]],
        [
          'SHA-256 of the code',
          <code key="hash" className="font-mono text-xs break-all">
            {submission.code_sha256}
          </code>,
        ],
      ]}
    />
  );
}

/**
 * A closed task's editor: exactly the code handed in, read-only, with its receipt and what happens next. A task that
 * closed with nothing handed in (it expired) shows `fallback`, the editor read-only with the last draft.
 */
export function SubmittedCode({
  taskId,
  reviewed,
  fallback,
}: {
  taskId: string;
  reviewed: boolean;
  fallback: ReactNode;
}) {
  const submissions = useSubmissions(taskId);
  const final = submissions.data?.find((entry) => entry.kind === 'final');
  if (submissions.isPending) return null;
  if (!final) return fallback;
  return (
    <section aria-labelledby="submitted-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 rounded-md border border-border p-4">
        <h2 id="submitted-title" className="flex items-center gap-2 text-lg font-semibold">
          <CircleCheck aria-hidden="true" className="size-5" />
          Submitted — what happens next
        </h2>
        <ol className="ml-5 list-decimal text-sm">
          {nextSteps(reviewed).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h3 className="mt-2 text-sm font-medium">Your receipt</h3>
        <Receipt submission={final} />
      </div>
      <div className="h-96 min-h-80">
        <LazyCodeEditor
          label={`Submitted ${LANGUAGE_NAMES[final.language]} code`}
          value={final.code}
          language={final.language}
          readOnly
          onChange={ignore}
        />
      </div>
    </section>
  );
}
