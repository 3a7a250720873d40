import { useState } from 'react';
import { MemberRow } from '@/app/routes/org-admin/member-row';
import { RemoveMemberDialog } from '@/app/routes/org-admin/remove-member-dialog';
import type { Member } from '@/features/org-admin/api/get-members';

interface MembersTableProps {
  organizationId: string;
  members: Member[];
  selfId: string | null;
}

export function MembersTable({ organizationId, members, selfId }: MembersTableProps) {
  const [removing, setRemoving] = useState<Member | null>(null);
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">Members of your organization, by name. Change a role with its menu; it is saved at once.</caption>
          <thead className="sticky top-0 bg-muted text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">Name</th>
              <th scope="col" className="px-3 py-2 font-medium">Email</th>
              <th scope="col" className="px-3 py-2 font-medium">Role</th>
              <th scope="col" className="px-3 py-2 font-medium">Joined</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <MemberRow key={member.userId} organizationId={organizationId} member={member} isSelf={member.userId === selfId} onRemove={setRemoving} />
            ))}
          </tbody>
        </table>
      </div>
      <RemoveMemberDialog organizationId={organizationId} member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
