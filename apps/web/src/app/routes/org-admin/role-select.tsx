import { INVITABLE_ROLES } from '@assay/contracts';
import type { ComponentProps } from 'react';
import { roleLabels } from '@/app/routes/account/role-labels';
import type { InvitableRole } from '@/features/org-admin/api/change-member-role';
import { cn } from '@/lib/utils';

interface RoleSelectProps extends Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> {
  value: InvitableRole;
  onChange: (role: InvitableRole) => void;
}

function isInvitableRole(value: string): value is InvitableRole {
  return (INVITABLE_ROLES as readonly string[]).includes(value);
}

/** Candidate, interviewer or organization admin: the roles an orgadmin gives (never platform admin). */
export function RoleSelect({ value, onChange, className, ...select }: RoleSelectProps) {
  return (
    <select
      value={value}
      onChange={(event) => {
        if (isInvitableRole(event.target.value)) onChange(event.target.value);
      }}
      className={cn(
        'h-10 rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...select}
    >
      {INVITABLE_ROLES.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </select>
  );
}
