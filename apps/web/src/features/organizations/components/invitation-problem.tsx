import { INVITATION_ERROR_CODES, INVITATION_TTL_DAYS, type Role } from '@assay/contracts';
import type { ReactNode } from 'react';
import { roleLabels } from '@/components/role-labels';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { isApiError } from '@/lib/api-client/api-error';

export type InvitationProblemKind =
  | 'missingToken'
  | 'notFound'
  | 'expired'
  | 'used'
  | 'revoked'
  | 'wrongAccount'
  | 'staffElsewhere'
  | 'secondRole'
  | 'failed';

export interface InvitationProblem {
  kind: InvitationProblemKind;
  title: string;
  message: string;
  /** Trying again cannot help: the invitation or the account has to change. */
  final: boolean;
}

/** What the page knows that makes a message specific. */
export interface InvitationProblemContext {
  invitedEmail?: string | undefined;
  signedInEmail?: string | undefined;
  invitedRole?: Role | undefined;
  currentRole?: Role | null | undefined;
  organizationName?: string | undefined;
}

/** "a candidate", "an organization admin", "the platform admin". */
function roleWithArticle(role: Role): string {
  if (role === 'admin') return 'the platform admin';
  const label = roleLabels[role].toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
}

const codeToKind: Record<string, InvitationProblemKind> = {
  [INVITATION_ERROR_CODES.notFound]: 'notFound',
  [INVITATION_ERROR_CODES.expired]: 'expired',
  [INVITATION_ERROR_CODES.used]: 'used',
  [INVITATION_ERROR_CODES.revoked]: 'revoked',
  [INVITATION_ERROR_CODES.wrongAccount]: 'wrongAccount',
  [INVITATION_ERROR_CODES.staffElsewhere]: 'staffElsewhere',
  [INVITATION_ERROR_CODES.secondRole]: 'secondRole',
};

/** The plain-words message for each way an invitation cannot be used (SPEC.md §8 leaves them to us). */
export function describeInvitationProblem(
  kind: InvitationProblemKind,
  context: InvitationProblemContext = {},
  error?: unknown,
): InvitationProblem {
  const invited = context.invitedEmail || 'the address it was sent to';
  const organization = context.organizationName || 'the organization that sent it';
  switch (kind) {
    case 'missingToken':
      return {
        kind,
        final: true,
        title: 'This invitation link is incomplete',
        message:
          'The link has no invitation code. Open the link from your invitation email again, copying the whole address if you paste it.',
      };
    case 'notFound':
      return {
        kind,
        final: true,
        title: "We couldn't find this invitation",
        message:
          "Check that you opened the whole link from your invitation email. If it still doesn't work, ask the person who invited you to send a new one.",
      };
    case 'expired':
      return {
        kind,
        final: true,
        title: 'This invitation has expired',
        message: `Invitations can be accepted for ${INVITATION_TTL_DAYS} days. Ask the person who invited you to send a new one.`,
      };
    case 'used':
      return {
        kind,
        final: true,
        title: 'This invitation has already been used',
        message:
          'Each invitation can be accepted once. If you accepted it, sign in and carry on from your dashboard; otherwise ask for a new invitation.',
      };
    case 'revoked':
      return {
        kind,
        final: true,
        title: 'This invitation was withdrawn',
        message: `It was withdrawn by ${organization}, so it can no longer be accepted. If you think that's a mistake, ask them to invite you again.`,
      };
    case 'wrongAccount':
      return {
        kind,
        final: true,
        title: 'This invitation is for another account',
        message: `It was sent to ${invited}${context.signedInEmail ? `, but you're signed in as ${context.signedInEmail}` : ''}. Sign out, then sign in with ${invited} to accept it.`,
      };
    case 'staffElsewhere':
      return {
        kind,
        final: true,
        title: 'You already belong to another organization',
        message: `Interviewers and organization admins work in one organization only, and your account already works in another. To join ${organization}, leave your current organization first, or accept with a different account.`,
      };
    case 'secondRole': {
      const current = context.currentRole
        ? `You're already ${roleWithArticle(context.currentRole)}`
        : 'Your account already has a role';
      const offered = context.invitedRole ? ` as ${roleLabels[context.invitedRole].toLowerCase()}` : '';
      return {
        kind,
        final: true,
        title: 'Your account already has a different role',
        message: `${current}, and one account holds one role, so it can't accept an invitation${offered}. Ask for an invitation with your current role, or accept this one with a different account.`,
      };
    }
    case 'failed':
      return {
        kind,
        final: false,
        title: 'Something went wrong',
        message: errorMessage(error, 'The invitation could not be loaded. Please try again.'),
      };
  }
}

/** A failed preview or accept, by the error code the API sent. */
export function invitationProblemFrom(error: unknown, context: InvitationProblemContext = {}): InvitationProblem {
  const kind = (isApiError(error) && error.code && codeToKind[error.code]) || 'failed';
  return describeInvitationProblem(kind, context, error);
}

/** A problem, in place: its title, what to do, and any way forward (`actions`). */
export function InvitationProblemNotice({ problem, actions }: { problem: InvitationProblem; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <FormAlert>
        <p className="font-medium">{problem.title}</p>
        <p className="mt-1 text-muted-foreground">{problem.message}</p>
      </FormAlert>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
