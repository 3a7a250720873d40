import type { ReactNode } from 'react';
import { useInvitations } from '@/features/organizations/api/get-invitations';
import { useManagedOrganization } from '@/features/organizations/api/get-managed-organization';
import { useMembers } from '@/features/organizations/api/get-members';
import { ExpiringInvitations } from '@/features/organizations/components/expiring-invitations';
import { OverviewStats } from '@/features/organizations/components/overview-stats';
import { RecentActivity } from '@/features/organizations/components/recent-activity';
import { RecentMembers } from '@/features/organizations/components/recent-members';

interface OrganizationOverviewProps {
  organizationId: string;
  /** Below the tiles: the organization's task figures, which the tasks feature shows. */
  taskFigures: ReactNode;
}

/** The orgadmin's dashboard (DESIGN.md: tiles, then what needs you now, then activity). */
export function OrganizationOverview({ organizationId, taskFigures }: OrganizationOverviewProps) {
  const members = useMembers(organizationId);
  const invitations = useInvitations(organizationId);
  return (
    <>
      <OverviewStats members={members.data?.members} invitations={invitations.data?.invitations} />
      {taskFigures}
      <ExpiringInvitations organizationId={organizationId} invitations={invitations} />
      <div className="grid gap-8 lg:grid-cols-2">
        <RecentMembers members={members} />
        <RecentActivity organizationId={organizationId} />
      </div>
    </>
  );
}

/** The overview's lead: the organization's name once it is read. */
export function OverviewDescription({ organizationId }: { organizationId: string }) {
  const organization = useManagedOrganization(organizationId);
  if (!organization.data) return <>Your organization at a glance: its members and what needs you now.</>;
  return (
    <>
      <span className="font-medium text-foreground">{organization.data.name}</span> at a glance: its members and what
      needs you now.
    </>
  );
}
