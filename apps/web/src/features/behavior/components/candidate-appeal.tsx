import { appealInputSchema, type Appeal } from '@assay/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage, serverFieldErrors, zodFieldErrors } from '@/components/form/field-errors';
import { FieldShell } from '@/components/form/field-shell';
import { FormAlert } from '@/components/form/form-alert';
import { RelativeTime } from '@/components/relative-time';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useAppealSignals } from '@/features/behavior/api/candidate-integrity';

const MAX_CHARS = 4000;

/** The candidate's explanation once sent, and their reviewer's answer when there is one. */
function SentAppeal({ appeal }: { appeal: Appeal }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 className="font-medium">Your explanation</h3>
        <p className="text-sm text-muted-foreground">
          Sent <RelativeTime value={appeal.submitted_at} />
        </p>
        <p className="whitespace-pre-wrap text-sm">{appeal.explanation}</p>
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="font-medium">Your reviewer’s answer</h3>
        {appeal.reply === null ? (
          <p className="text-sm text-muted-foreground">Not answered yet: the answer shows here when it is given.</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {appeal.replied_by ? `${appeal.replied_by}, ` : ''}
              {appeal.replied_at ? <RelativeTime value={appeal.replied_at} /> : null}
            </p>
            <p className="whitespace-pre-wrap text-sm">{appeal.reply}</p>
          </>
        )}
      </div>
    </div>
  );
}

/** Attach an explanation to the signals: read by the reviewer beside them. */
function AppealForm({ taskId }: { taskId: string }) {
  const [explanation, setExplanation] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const appeal = useAppealSignals(taskId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = zodFieldErrors<'explanation'>(appealInputSchema.safeParse({ explanation })).explanation;
    setFieldError(found);
    if (found) return;
    appeal.mutate({ explanation: explanation.trim() });
  };

  const serverError = serverFieldErrors(appeal.error, ['explanation'] as const).explanation;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="appeal-title">
      <h3 id="appeal-title" className="font-medium">
        Add your explanation
      </h3>
      <FieldShell
        label="Your explanation"
        hint="Say what happened, in your own words: your reviewer reads it with the signals and can answer. You can send one."
        error={fieldError ?? serverError}
      >
        {(control) => (
          <Textarea
            {...control}
            value={explanation}
            rows={4}
            maxLength={MAX_CHARS + 100}
            onChange={(event) => setExplanation(event.target.value)}
          />
        )}
      </FieldShell>
      {appeal.isError && !serverError ? <FormAlert>{errorMessage(appeal.error)}</FormAlert> : null}
      <div>
        <Button type="submit" loading={appeal.isPending}>
          Send explanation
        </Button>
      </div>
    </form>
  );
}

export function CandidateAppeal({
  taskId,
  appeal,
  canAppeal,
}: {
  taskId: string;
  appeal: Appeal | null;
  canAppeal: boolean;
}) {
  if (appeal) return <SentAppeal appeal={appeal} />;
  return canAppeal ? <AppealForm taskId={taskId} /> : null;
}
