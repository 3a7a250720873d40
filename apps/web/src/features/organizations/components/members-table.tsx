import { useState } from 'react';
import { MemberRow } from '@/features/organizations/components/member-row';
import { RemoveMemberDialog } from '@/features/organizations/components/remove-member-dialog';
import { DataTable } from '@/components/ui/data-table';
import type { Member } from '@/features/organizations/api/get-members';

interface MembersTableProps {
  organizationId: string;
  members: Member[];
  selfId: string | null;
}

export function MembersTable({ organizationId, members, selfId }: MembersTableProps) {
  const [removing, setRemoving] = useState<Member | null>(null);
  return (
    <>
      <DataTable
        stickyHeader
        caption="Members of your organization, by name. Change a role with its menu; it is saved at once."
        columns={['Name', 'Email', 'Role', 'Joined', { label: 'Actions', hidden: true, className: 'text-right' }]}
      >
        {members.map((member) => (
          <MemberRow
            key={member.userId}
            organizationId={organizationId}
            member={member}
            isSelf={member.userId === selfId}
            onRemove={setRemoving}
          />
        ))}
      </DataTable>
      <RemoveMemberDialog organizationId={organizationId} member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
