import { createInvitationInputSchema } from '@assay/contracts';
import { useState, type FormEvent } from 'react';
import {
  errorMessage,
  hasErrors,
  serverFieldErrors,
  zodFieldErrors,
  type FieldErrors,
} from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { RoleSelect } from '@/features/organizations/components/role-select';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import type { InvitableRole } from '@/features/organizations/api/change-member-role';
import { useCreateInvitation } from '@/features/organizations/api/create-invitation';
import { toast } from '@/lib/toast';

/** The email field's id, so an empty state elsewhere on the page can send focus here ("Invite someone"). */
export const INVITE_EMAIL_ID = 'invite-email';

export function focusInviteEmail(): void {
  document.getElementById(INVITE_EMAIL_ID)?.focus();
}

type Field = 'email' | 'role';
const FIELDS: readonly Field[] = ['email', 'role'];

/** Invites one person: an email address and the role they will have. */
export function InviteForm({ organizationId }: { organizationId: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('candidate');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, focusFirstError } = useFocusFirstError();
  const invite = useCreateInvitation(organizationId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = createInvitationInputSchema.safeParse({ email, role });
    const found = zodFieldErrors<Field>(parsed);
    setErrors(found);
    if (!parsed.success || hasErrors(found)) {
      focusFirstError();
      return;
    }
    invite.mutate(
      { email: parsed.data.email, role: parsed.data.role },
      {
        onSuccess: (invitation) => {
          toast.success(`Invitation sent to ${invitation.email}.`);
          setEmail('');
        },
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error, FIELDS);
          if (hasErrors(fieldErrors)) {
            setErrors(fieldErrors);
            focusFirstError();
          } else {
            setFailure(errorMessage(error, 'The invitation could not be sent. Please try again.'));
          }
        },
      },
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Invite someone" className="flex flex-col gap-3">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          id={INVITE_EMAIL_ID}
          className="min-w-56 flex-1"
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor="invite-role">Role</Label>
          <RoleSelect id="invite-role" name="role" value={role} onChange={setRole} />
        </div>
        <div className="flex flex-col gap-2">
          {/* Lines the button up with the fields, whose labels sit above them. */}
          <span aria-hidden="true" className="text-sm leading-none">
            &nbsp;
          </span>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </div>
      </div>
    </form>
  );
}
