import type { OrganizationActivityEntry } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity-sentence';

const entry = (overrides: Partial<OrganizationActivityEntry>): OrganizationActivityEntry => ({
  id: 'a-1',
  action: 'organization.created',
  actorName: 'Ada',
  subject: null,
  role: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('activitySentence', () => {
  it.each([
    [entry({}), 'Ada created the organization'],
    [
      entry({ action: 'organization.invitation_sent', subject: 'grace@example.com', role: 'interviewer' }),
      'Ada invited grace@example.com as Interviewer',
    ],
    [
      entry({
        action: 'organization.invitation_accepted',
        actorName: 'Grace',
        subject: 'grace@example.com',
        role: 'interviewer',
      }),
      'Grace joined as Interviewer',
    ],
    [
      entry({ action: 'organization.member_role_changed', subject: 'Grace', role: 'orgadmin' }),
      'Ada made Grace Organization admin',
    ],
    [
      entry({ action: 'organization.member_removed', subject: 'Alan', role: 'candidate' }),
      'Ada removed Alan (Candidate)',
    ],
    [
      entry({ action: 'organization.invitation_revoked', subject: 'late@example.com' }),
      'Ada withdrew the invitation to late@example.com',
    ],
    [
      entry({ action: 'organization.settings_changed', actorName: null }),
      "A former member changed the organization's settings",
    ],
  ])('says %#', (given, said) => {
    expect(activitySentence(given)).toBe(said);
  });
});
