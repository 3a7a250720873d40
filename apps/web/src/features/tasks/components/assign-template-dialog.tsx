import { createInvitationInputSchema } from '@assay/contracts';
import { Send, UserPlus } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/components/form/field-errors';
import { FieldShell } from '@/components/form/field-shell';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useAssignCandidates } from '@/features/tasks/api/assign-candidates';
import { useCreateAssessment } from '@/features/tasks/api/create-assessment';
import { assessmentLink } from '@/features/tasks/components/assessment-link';

const emailSchema = createInvitationInputSchema.shape.email;

/** Addresses typed or read from a file: separated by commas, semicolons, spaces or lines (a CSV's cells too). */
export function emailsIn(text: string): { emails: string[]; invalid: string[] } {
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const token of text.split(/[\s,;"]+/)) {
    if (!token) continue;
    const parsed = emailSchema.safeParse(token);
    if (parsed.success) {
      if (!emails.includes(parsed.data)) emails.push(parsed.data);
    } else if (token.includes('@')) invalid.push(token);
  }
  return { emails, invalid };
}

interface AssignTemplateDialogProps {
  templateId: string;
  title: string;
  version: number;
  /** The organization's candidates to tick (another feature's; the page composes it). */
  candidatePicker: (selected: string[], onChange: (emails: string[]) => void) => ReactNode;
}

/**
 * "Assign" on a published template: an assessment of its current version, given to the candidates ticked and the
 * addresses typed or read from a CSV — anyone not yet in the organization is invited and gets the task on joining.
 */
export function AssignTemplateDialog({ templateId, title, version, candidatePicker }: AssignTemplateDialogProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const create = useCreateAssessment();
  const assign = useAssignCandidates();
  const { emails: typedEmails, invalid } = emailsIn(typed);
  const emails = [...new Set([...picked, ...typedEmails])];
  const busy = create.isPending || assign.isPending;

  async function readFile(file: File) {
    const found = emailsIn(await file.text());
    if (found.emails.length === 0) setFileProblem(`${file.name} holds no email addresses.`);
    else {
      setFileProblem(null);
      setTyped((current) => [current.trim(), ...found.emails].filter(Boolean).join('\n'));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (emails.length === 0 || invalid.length > 0) return;
    create.mutate(
      { template_id: templateId },
      { onSuccess: (assessment) => assign.mutate({ assessment_id: assessment.id, candidate_emails: emails }) },
    );
  }

  const result = assign.data;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          create.reset();
          assign.reset();
        }
      }}
    >
      <Button type="button" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        Assign
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{`Assign “${title}”`}</DialogTitle>
        <DialogDescription>
          {`A new assessment of version ${version}, given to each candidate you choose. Anyone not yet in your organization is invited as a candidate and gets the task on joining.`}
        </DialogDescription>
        {result ? (
          <div aria-live="polite" className="flex flex-col gap-3">
            <FormAlert tone={result.skipped.length === 0 ? 'success' : 'error'}>
              <p>{`Assigned to ${result.assigned.length} ${result.assigned.length === 1 ? 'candidate' : 'candidates'}.`}</p>
              {result.invited.length > 0 ? (
                <p>{`Invited, and given the task on joining: ${result.invited.join(', ')}.`}</p>
              ) : null}
              {result.skipped.map((skip) => (
                <p key={skip.candidate}>{`${skip.candidate}: ${skip.reason}`}</p>
              ))}
            </FormAlert>
            {create.data ? (
              <Button asChild variant="outline" className="self-start">
                <Link to={assessmentLink(create.data.id)}>Open the assessment</Link>
              </Button>
            ) : null}
          </div>
        ) : (
          <form noValidate onSubmit={submit} aria-label="Assign the template" className="flex flex-col gap-4">
            {candidatePicker(picked, setPicked)}
            <FieldShell
              label="Invite by email"
              hint="Separated by commas or new lines; or read them from a CSV file."
              error={invalid.length > 0 ? `Not email addresses: ${invalid.join(', ')}.` : undefined}
            >
              {(control) => (
                <Textarea {...control} rows={3} value={typed} onChange={(event) => setTyped(event.target.value)} />
              )}
            </FieldShell>
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">Emails from a CSV file</span>
              <input
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-1"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void readFile(file);
                  event.target.value = '';
                }}
              />
            </label>
            {fileProblem ? <FormAlert>{fileProblem}</FormAlert> : null}
            {create.isError ? <FormAlert>{errorMessage(create.error)}</FormAlert> : null}
            {assign.isError ? <FormAlert>{errorMessage(assign.error)}</FormAlert> : null}
            <div className="flex items-center justify-end gap-3">
              <span className="text-sm text-muted-foreground">{`${emails.length} chosen`}</span>
              <Button type="submit" loading={busy} disabled={emails.length === 0 || invalid.length > 0}>
                {busy ? null : <Send aria-hidden="true" />}
                {`Assign to ${emails.length} ${emails.length === 1 ? 'candidate' : 'candidates'}`}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
