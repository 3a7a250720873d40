import type { OrganizationActivityEntry } from '@assay/contracts';
import { roleLabels } from '@/components/role-labels';

/** One line of the overview's activity feed, in plain words: "Ada invited grace@example.com as Interviewer". */
export function activitySentence(entry: OrganizationActivityEntry): string {
  const actor = entry.actorName ?? 'A former member';
  const subject = entry.subject ?? 'someone';
  const role = entry.role ? roleLabels[entry.role] : 'a member';
  switch (entry.action) {
    case 'organization.created':
      return `${actor} created the organization`;
    case 'organization.updated':
      return `${actor} changed the organization's name or website`;
    case 'organization.settings_changed':
      return `${actor} changed the organization's settings`;
    case 'organization.invitation_sent':
      return `${actor} invited ${subject} as ${role}`;
    case 'organization.invitation_resent':
      return `${actor} sent the invitation to ${subject} again`;
    case 'organization.invitation_revoked':
      return `${actor} withdrew the invitation to ${subject}`;
    case 'organization.invitation_accepted':
      return `${actor} joined as ${role}`;
    case 'organization.member_role_changed':
      return `${actor} made ${subject} ${role}`;
    case 'organization.member_removed':
      return `${actor} removed ${subject} (${role})`;
  }
}
