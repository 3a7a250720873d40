import { BulkInviteDialog } from '@/features/organizations/components/bulk-invite-dialog';
import { InvitationsSection } from '@/features/organizations/components/invitations-section';
import { InviteForm } from '@/features/organizations/components/invite-form';
import { MembersSection } from '@/features/organizations/components/members-section';
import { OrgAdminPage } from '@/app/routes/org-admin/org-admin-page';

function InviteSection({ organizationId }: { organizationId: string }) {
  return (
    <section aria-labelledby="invite-title" className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="invite-title" className="text-lg font-semibold">
            Invite people
          </h2>
          <p className="text-sm text-muted-foreground">
            They get an email with a link to join with the role you choose.
          </p>
        </div>
        <BulkInviteDialog organizationId={organizationId} />
      </div>
      <InviteForm organizationId={organizationId} />
    </section>
  );
}

/** /org-admin/users: members and their roles, invitations, and inviting more people. */
export function OrgAdminUsersPage() {
  return (
    <OrgAdminPage
      title="Users"
      width="full"
      className="gap-10"
      description="Invite people, change their roles and remove members of your organization."
    >
      {(organizationId) => (
        <>
          <InviteSection organizationId={organizationId} />
          <MembersSection organizationId={organizationId} />
          <InvitationsSection organizationId={organizationId} />
        </>
      )}
    </OrgAdminPage>
  );
}
