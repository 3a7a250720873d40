import { INVITABLE_ROLES } from '@assay/contracts';
import type { ComponentProps } from 'react';
import { roleLabels } from '@/components/role-labels';
import { NativeSelect } from '@/components/ui/native-select';
import type { InvitableRole } from '@/features/organizations/api/change-member-role';

interface RoleSelectProps extends Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> {
  value: InvitableRole;
  onChange: (role: InvitableRole) => void;
}

function isInvitableRole(value: string): value is InvitableRole {
  return (INVITABLE_ROLES as readonly string[]).includes(value);
}

/** Candidate, interviewer or organization admin: the roles an orgadmin gives (never platform admin). */
export function RoleSelect({ value, onChange, ...select }: RoleSelectProps) {
  return (
    <NativeSelect
      value={value}
      onChange={(event) => {
        if (isInvitableRole(event.target.value)) onChange(event.target.value);
      }}
      {...select}
    >
      {INVITABLE_ROLES.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </NativeSelect>
  );
}
