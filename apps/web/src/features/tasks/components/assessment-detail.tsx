import { ScoreBadge } from '@/components/score-badge';
import { LANGUAGE_NAMES, type Assessment, type ReviewerSubmission } from '@assay/contracts';
import { useState, type FormEvent } from 'react';
import { taskStatusLabels } from '@/components/task-status-labels';
import { errorMessage } from '@/components/form/field-errors';
import { FieldShell } from '@/components/form/field-shell';
import { FormAlert } from '@/components/form/form-alert';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { verdictBadgeVariants, verdictLabels } from '@/components/verdicts';
import { useAssignCandidates } from '@/features/tasks/api/assign-candidates';
import { useAssessmentSubmissions } from '@/features/tasks/api/get-assessment-submissions';

function AssignForm({ assessment }: { assessment: Assessment }) {
  const [emails, setEmails] = useState('');
  const assign = useAssignCandidates();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const list = emails
      .split(/[\s,;]+/)
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean);
    if (list.length > 0)
      assign.mutate({ assessment_id: assessment.id, candidate_emails: list }, { onSuccess: () => setEmails('') });
  }
  return (
    <form noValidate onSubmit={submit} aria-label="Assign candidates" className="flex flex-col gap-3">
      <FieldShell
        label="Candidates' emails"
        hint="Separated by commas or new lines. Anyone not yet in your organization is invited as a candidate and gets the task on joining."
      >
        {(control) => (
          <Textarea {...control} rows={2} value={emails} onChange={(event) => setEmails(event.target.value)} />
        )}
      </FieldShell>
      <div>
        <Button type="submit" loading={assign.isPending} disabled={emails.trim() === ''}>
          Assign
        </Button>
      </div>
      <div aria-live="polite">
        {assign.isError ? <FormAlert>{errorMessage(assign.error)}</FormAlert> : null}
        {assign.isSuccess ? (
          <FormAlert tone={assign.data.skipped.length === 0 ? 'success' : 'error'}>
            <p>{`Assigned to ${assign.data.assigned.length} ${assign.data.assigned.length === 1 ? 'candidate' : 'candidates'}.`}</p>
            {assign.data.invited.length > 0 ? (
              <p>{`Invited, and given the task on joining: ${assign.data.invited.join(', ')}.`}</p>
            ) : null}
            {assign.data.skipped.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {assign.data.skipped.map((skip) => (
                  <li key={skip.candidate}>{`${skip.candidate}: ${skip.reason}`}</li>
                ))}
              </ul>
            ) : null}
          </FormAlert>
        ) : null}
      </div>
    </form>
  );
}

function SubmissionDetail({ submission }: { submission: ReviewerSubmission }) {
  return (
    <details className="rounded-md border border-border p-3 text-sm">
      <summary className="cursor-pointer">{`${submission.kind === 'final' ? 'Final submission' : 'Attempt'}${submission.submitted_by === 'time_up' ? ' (submitted when the time was up)' : ''} · ${LANGUAGE_NAMES[submission.language]} · ${submission.score === null ? submission.status : `score ${submission.score}`}`}</summary>
      <pre aria-label="Submitted code" className="mt-2 overflow-x-auto rounded bg-muted p-2 font-mono text-xs">
        {submission.code}
      </pre>
      <ul className="mt-2 flex flex-col gap-1" aria-label="Test results">
        {submission.tests.map((test) => (
          <li key={test.id} className="flex flex-wrap items-center gap-2">
            <span>{test.hidden ? `${test.name} (hidden)` : test.name}</span>
            <Badge variant={verdictBadgeVariants[test.verdict]}>{verdictLabels[test.verdict]}</Badge>
            <span className="text-muted-foreground tabular-nums">{`${test.time_ms} ms · ${Math.round(test.memory_kb / 1024)} MB`}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One assessment: assign it, then follow each candidate's task and read every submission (hidden tests included). */
export function AssessmentDetail({ assessment }: { assessment: Assessment }) {
  const review = useAssessmentSubmissions(assessment.id);
  return (
    <section aria-labelledby="assessment-title" className="flex flex-col gap-6 rounded-lg border border-border p-4">
      <h2
        id="assessment-title"
        className="text-lg font-semibold"
      >{`${assessment.title} · version ${assessment.template_version}`}</h2>
      <AssignForm assessment={assessment} />
      {review.isPending ? null : review.isError ? (
        <QueryError
          what="The candidates' tasks could not be loaded."
          error={review.error}
          retrying={review.isFetching}
          onRetry={() => void review.refetch()}
        />
      ) : review.data.tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody has this task yet.</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Candidates">
          {review.data.tasks.map((task) => (
            <li key={task.task_id} className="flex flex-col gap-2">
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <span className="font-medium">{task.candidate.name || task.candidate.email}</span>
                <span className="text-muted-foreground">{task.candidate.email}</span>
                <Badge variant="outline">{taskStatusLabels[task.status]}</Badge>
                {task.score === null ? null : <ScoreBadge score={task.score} />}
              </div>
              {task.submissions.map((submission) => (
                <SubmissionDetail key={submission.id} submission={submission} />
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
