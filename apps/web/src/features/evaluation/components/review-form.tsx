import { DECISION_LABELS, DECISIONS, RUBRIC_SCALE_MAX, type Decision, type EvaluationDetail } from '@assay/contracts';
import { useState, type FormEvent } from 'react';
import { FieldShell } from '@/components/form/field-shell';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useDecide, useReleaseFeedback, useSaveReview } from '@/features/evaluation/api/evaluation';
import { toast } from '@/lib/toast';

const SCALE = Array.from({ length: RUBRIC_SCALE_MAX + 1 }, (_, score) => score);
const failed = (error: Error) => toast.error(error.message);

/** The rubric, scored 0–5 per criterion with a comment each, and notes for the team; saved together. */
function RubricForm({ detail }: { detail: EvaluationDetail }) {
  const save = useSaveReview(detail.submission_id);
  const initial = new Map(detail.rubric_scores.map((entry) => [entry.criterion, entry]));
  const [scores, setScores] = useState(() =>
    detail.rubric.map((_, index) => ({
      score: initial.get(index)?.score ?? null,
      comment: initial.get(index)?.comment ?? '',
    })),
  );
  const [summary, setSummary] = useState(detail.summary);
  const set = (index: number, patch: Partial<(typeof scores)[number]>) =>
    setScores((current) => current.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { rubric_scores: scores.map((entry, criterion) => ({ criterion, ...entry })), summary },
      { onSuccess: () => toast.success('Your scores have been saved.'), onError: failed },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby="rubric-title" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="rubric-title" className="text-lg font-semibold">
          Rubric
        </h2>
        <p className="text-sm text-muted-foreground">
          {detail.rubric_score === null
            ? 'Score every criterion for a rubric score'
            : `Rubric score ${detail.rubric_score} / 100`}
        </p>
      </div>
      {detail.rubric.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          This template has no rubric: your notes and decision carry the review.
        </p>
      ) : null}
      {detail.rubric.map((criterion, index) => (
        <fieldset key={criterion.name} className="flex flex-col gap-3 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium">{`${criterion.name} (weight ${criterion.weight})`}</legend>
          {criterion.description ? <p className="text-sm text-muted-foreground">{criterion.description}</p> : null}
          <FieldShell label={`${criterion.name} score`}>
            {(control) => (
              <NativeSelect
                {...control}
                className="w-40"
                value={scores[index]!.score ?? ''}
                onChange={(event) =>
                  set(index, { score: event.target.value === '' ? null : Number(event.target.value) })
                }
              >
                <option value="">Not scored</option>
                {SCALE.map((score) => (
                  <option key={score} value={score}>{`${score} of ${RUBRIC_SCALE_MAX}`}</option>
                ))}
              </NativeSelect>
            )}
          </FieldShell>
          <FieldShell label={`${criterion.name} comment`}>
            {(control) => (
              <Textarea
                {...control}
                maxLength={2000}
                value={scores[index]!.comment}
                onChange={(event) => set(index, { comment: event.target.value })}
              />
            )}
          </FieldShell>
        </fieldset>
      ))}
      <FieldShell label="Notes for your team" hint="The candidate never sees these.">
        {(control) => (
          <Textarea
            {...control}
            maxLength={5000}
            value={summary}
            onChange={(event) => setSummary(event.target.value)}
          />
        )}
      </FieldShell>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save scores'}
        </Button>
      </div>
    </form>
  );
}

/** Advance, hold or reject: the organization's decision, changeable until feedback is released. */
function DecisionForm({ detail }: { detail: EvaluationDetail }) {
  const decide = useDecide(detail.submission_id);
  const [decision, setDecision] = useState<Decision | null>(detail.decision);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decision)
      decide.mutate(decision, {
        onSuccess: () => toast.success(`Decision recorded: ${DECISION_LABELS[decision]}.`),
        onError: failed,
      });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-lg font-semibold">Decision</legend>
        <div className="flex flex-wrap gap-4">
          {DECISIONS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="decision"
                value={option}
                checked={decision === option}
                onChange={() => setDecision(option)}
                className="size-4 accent-primary"
              />
              {DECISION_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" variant="outline" disabled={!decision || decide.isPending}>
          Record decision
        </Button>
      </div>
    </form>
  );
}

/** The feedback the candidate reads on their task page, with the rubric scores and line comments; final once released. */
function ReleaseForm({ detail }: { detail: EvaluationDetail }) {
  const release = useReleaseFeedback(detail.submission_id);
  const [feedback, setFeedback] = useState(detail.feedback);
  const [confirming, setConfirming] = useState(false);
  const blocker = !detail.decision
    ? 'Record a decision first.'
    : detail.rubric.length > 0 && detail.rubric_score === null
      ? 'Score and save every rubric criterion first.'
      : null;
  const who = detail.candidate.name || detail.candidate.email;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
      className="flex flex-col gap-3"
    >
      <h2 className="text-lg font-semibold">Feedback</h2>
      <FieldShell
        label="Feedback for the candidate"
        hint={blocker ?? `${who} reads this on their task page, with your rubric scores and line comments.`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={10000}
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
          />
        )}
      </FieldShell>
      <div>
        <Button type="submit" disabled={blocker !== null || !feedback.trim()}>
          Release feedback
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Release feedback to ${who}?`}
        description="They are told at once and can read it on their task page. The review cannot be changed afterwards."
        confirmLabel="Release feedback"
        busy={release.isPending}
        error={release.error?.message}
        onConfirm={() =>
          release.mutate(
            { feedback: feedback.trim() },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success('Feedback released.');
              },
            },
          )
        }
      />
    </form>
  );
}

/** The reviewer's side of the page: rubric, decision and feedback. */
export function ReviewForm({ detail }: { detail: EvaluationDetail }) {
  return (
    <div className="flex flex-col gap-8">
      <RubricForm detail={detail} />
      <DecisionForm detail={detail} />
      <ReleaseForm detail={detail} />
    </div>
  );
}
