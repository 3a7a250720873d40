import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { MAX_INVITATIONS_AT_ONCE, parseEmailList } from '@/features/organizations/components/parse-email-list';
import { RoleSelect } from '@/features/organizations/components/role-select';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import type { InvitableRole } from '@/features/organizations/api/change-member-role';
import { useCreateInvitations, type BulkInvitationResult } from '@/features/organizations/api/create-invitations';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Why each address was refused, after the others went out. */
function FailedList({ failed, sent }: { failed: BulkInvitationResult['failed']; sent: number }) {
  return (
    <FormAlert>
      <p className="font-medium">
        {sent > 0 ? `${plural(sent, 'invitation was', 'invitations were')} sent. ` : ''}
        {plural(failed.length, 'address was', 'addresses were')} not invited; they are left in the list to fix or
        remove:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {failed.map((entry) => (
          <li key={entry.email}>
            <span className="break-all">{entry.email}</span>: {entry.message}
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}

function BulkInviteForm({ organizationId, onDone }: { organizationId: string; onDone: () => void }) {
  const textId = useId();
  const errorId = `${textId}-error`;
  const [text, setText] = useState('');
  const [role, setRole] = useState<InvitableRole>('candidate');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ failed: BulkInvitationResult['failed']; sent: number } | null>(null);
  const invite = useCreateInvitations(organizationId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const { emails, invalid } = parseEmailList(text);
    const problem =
      invalid.length > 0
        ? `${invalid.length === 1 ? 'This line is' : 'These lines are'} not an email address: ${invalid.join(', ')}.`
        : emails.length === 0
          ? 'Enter at least one email address, one per line.'
          : emails.length > MAX_INVITATIONS_AT_ONCE
            ? `Invite at most ${MAX_INVITATIONS_AT_ONCE} people at once; this list has ${emails.length}.`
            : null;
    setError(problem);
    if (problem) {
      document.getElementById(textId)?.focus();
      return;
    }
    invite.mutate(
      emails.map((email) => ({ email, role })),
      {
        onSuccess: ({ invitations, failed }) => {
          if (invitations.length > 0) toast.success(`${plural(invitations.length, 'invitation', 'invitations')} sent.`);
          if (failed.length === 0) {
            onDone();
            return;
          }
          // Only the refused addresses stay, so nothing typed is lost and nobody is invited twice.
          setText(failed.map((entry) => entry.email).join('\n'));
          setResult({ failed, sent: invitations.length });
        },
        onError: (cause) => setError(errorMessage(cause, 'The invitations could not be sent. Please try again.')),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {result ? <FailedList failed={result.failed} sent={result.sent} /> : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={textId}>Email addresses</Label>
        <p id={`${textId}-hint`} className="text-sm text-muted-foreground">
          One per line, up to {MAX_INVITATIONS_AT_ONCE}.
        </p>
        <textarea
          id={textId}
          name="emails"
          rows={8}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${textId}-hint ${errorId}` : `${textId}-hint`}
          className="w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-invalid:border-destructive"
          placeholder={'ada@example.com\ngrace@example.com'}
        />
        {error ? (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${textId}-role`}>Role for everyone in the list</Label>
        <RoleSelect id={`${textId}-role`} name="role" value={role} onChange={setRole} className="w-full sm:w-64" />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={invite.isPending}>
          Send invitations
        </Button>
      </div>
    </form>
  );
}

/** "Invite several": a list of addresses, one role for all of them, one call. */
export function BulkInviteDialog({ organizationId }: { organizationId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Invite several</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Invite several people</DialogTitle>
        <DialogDescription>
          Each person gets an email with a link to join your organization with the role you choose.
        </DialogDescription>
        <BulkInviteForm organizationId={organizationId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
