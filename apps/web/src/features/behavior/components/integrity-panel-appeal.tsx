import { appealReplyInputSchema, type Appeal } from '@assay/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage, serverFieldErrors, zodFieldErrors, type FieldErrors } from '@/components/form/field-errors';
import { FieldShell } from '@/components/form/field-shell';
import { FormAlert } from '@/components/form/form-alert';
import { RelativeTime } from '@/components/relative-time';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useReplyToAppeal } from '@/features/behavior/api/integrity';
import { toast } from '@/lib/toast';

function ReplyForm({ submissionId }: { submissionId: string }) {
  const reply = useReplyToAppeal(submissionId);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'reply'>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = appealReplyInputSchema.safeParse({ reply: text });
    setErrors(zodFieldErrors(parsed));
    setFailure(null);
    if (!parsed.success) return;
    reply.mutate(parsed.data, {
      onSuccess: () => toast.success('Your answer has been sent to the candidate.'),
      onError: (error) => {
        const fields = serverFieldErrors(error, ['reply'] as const);
        setErrors(fields);
        if (!fields.reply) setFailure(errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <FieldShell label="Your answer" hint="The candidate reads it with their signals." error={errors.reply}>
        {(control) => <Textarea {...control} rows={4} value={text} onChange={(event) => setText(event.target.value)} />}
      </FieldShell>
      <div>
        <Button type="submit" loading={reply.isPending}>
          Send the answer
        </Button>
      </div>
    </form>
  );
}

/** The candidate's explanation of their signals, and the reviewer's answer (or a form to give one). */
export function AppealSection({ submissionId, appeal }: { submissionId: string; appeal: Appeal | null }) {
  return (
    <section aria-labelledby="integrity-appeal-title" className="flex flex-col gap-3">
      <h3 id="integrity-appeal-title" className="text-base font-semibold">
        The candidate’s explanation
      </h3>
      {!appeal ? (
        <p className="text-sm text-muted-foreground">The candidate has not written an explanation.</p>
      ) : (
        <>
          <figure className="flex flex-col gap-1 rounded-md border border-border bg-muted/40 p-3">
            <blockquote className="text-sm whitespace-pre-wrap">{appeal.explanation}</blockquote>
            <figcaption className="text-xs text-muted-foreground">
              Written <RelativeTime value={appeal.submitted_at} />
            </figcaption>
          </figure>
          {appeal.reply !== null ? (
            <div className="flex flex-col gap-1 rounded-md border border-border p-3">
              <h4 className="text-sm font-medium">Answer</h4>
              <p className="text-sm whitespace-pre-wrap">{appeal.reply}</p>
              <p className="text-xs text-muted-foreground">
                {`By ${appeal.replied_by ?? 'a reviewer'}`}
                {appeal.replied_at ? (
                  <>
                    {', '}
                    <RelativeTime value={appeal.replied_at} />
                  </>
                ) : null}
              </p>
            </div>
          ) : (
            <ReplyForm submissionId={submissionId} />
          )}
        </>
      )}
    </section>
  );
}
