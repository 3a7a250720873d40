import { Mail, ShieldCheck, UserRound, UsersRound } from 'lucide-react';
import type { Invitation } from '@assay/contracts';
import type { Member } from '@/features/organizations/api/get-members';
import { StatTile } from '@/components/stat-tile';

interface OverviewStatsProps {
  /** undefined while loading (or after a failure, which the sections below report). */
  members: Member[] | undefined;
  invitations: Invitation[] | undefined;
}

function countRole(members: Member[] | undefined, role: Member['role']): number | undefined {
  return members?.filter((member) => member.role === role).length;
}

/** The row of tiles: members by role, and invitations waiting for an answer. */
export function OverviewStats({ members, invitations }: OverviewStatsProps) {
  return (
    <section aria-labelledby="overview-stats-title">
      <h2 id="overview-stats-title" className="sr-only">
        Figures
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile label="Organization admins" value={countRole(members, 'orgadmin')} icon={<ShieldCheck />} />
        <StatTile label="Interviewers" value={countRole(members, 'interviewer')} icon={<UsersRound />} />
        <StatTile label="Candidates" value={countRole(members, 'candidate')} icon={<UserRound />} />
        <StatTile label="Pending invitations" value={invitations?.length} icon={<Mail />} />
      </dl>
    </section>
  );
}
