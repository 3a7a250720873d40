import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { roleLabels } from '@/components/role-labels';
import { errorMessage } from '@/components/form/field-errors';
import { ChangeRoleDialog, type RoleChange } from '@/features/organizations/components/change-role-dialog';
import { RoleSelect } from '@/features/organizations/components/role-select';
import { RelativeTime } from '@/components/relative-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useChangeMemberRole, type InvitableRole } from '@/features/organizations/api/change-member-role';
import type { Member } from '@/features/organizations/api/get-members';
import { toast } from '@/lib/toast';

interface MemberRowProps {
  organizationId: string;
  member: Member;
  /** The signed-in orgadmin's own row: another orgadmin changes or removes them. */
  isSelf: boolean;
  onRemove: (member: Member) => void;
}

export function displayName(member: Pick<Member, 'name' | 'email'>): string {
  return member.name || member.email;
}

function RoleCell({ organizationId, member, isSelf }: Omit<MemberRowProps, 'onRemove'>) {
  const change = useChangeMemberRole(organizationId);
  // The role picked in the list, waiting for the orgadmin to confirm it; the list keeps the current role till then.
  const [picked, setPicked] = useState<RoleChange | null>(null);
  const name = displayName(member);
  const current = member.role;
  // The platform admin's role is not the organization's to change, and an orgadmin does not demote themselves here.
  if (current === 'admin' || isSelf) return <Badge variant="outline">{roleLabels[current]}</Badge>;

  async function changeTo(role: InvitableRole) {
    setPicked(null);
    try {
      await change.mutateAsync({ userId: member.userId, role });
      toast.success(`Role of ${name} changed to ${roleLabels[role]}.`);
    } catch (error) {
      toast.error(errorMessage(error, `The role of ${name} could not be changed. Please try again.`));
    }
  }

  return (
    <>
      <RoleSelect
        aria-label={`Role of ${name}`}
        value={current}
        onChange={(role) => {
          if (role !== current) setPicked({ name, email: member.email, from: current, to: role });
        }}
        className="h-9"
      />
      <ChangeRoleDialog
        change={picked}
        onCancel={() => setPicked(null)}
        onConfirm={(confirmed) => void changeTo(confirmed.to)}
      />
    </>
  );
}

export function MemberRow({ organizationId, member, isSelf, onRemove }: MemberRowProps) {
  const name = displayName(member);
  return (
    <tr className="border-t border-border align-middle">
      <td className="px-3 py-2 font-medium">
        {name}
        {isSelf ? <span className="ml-2 text-sm font-normal text-muted-foreground">(you)</span> : null}
      </td>
      <td className="px-3 py-2 break-all">{member.email}</td>
      <td className="px-3 py-2">
        <RoleCell organizationId={organizationId} member={member} isSelf={isSelf} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        <RelativeTime value={member.joinedAt} />
      </td>
      <td className="px-3 py-2 text-right">
        {isSelf || member.role === 'admin' ? null : (
          <Button variant="ghost" size="sm" onClick={() => onRemove(member)} aria-label={`Remove ${name}`}>
            <UserMinus aria-hidden="true" />
            Remove
          </Button>
        )}
      </td>
    </tr>
  );
}
