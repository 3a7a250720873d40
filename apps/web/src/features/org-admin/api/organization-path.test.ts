import { organizationPaths } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { organizationPath } from './organization-path';

describe('organizationPath', () => {
  it('fills every placeholder, encoding each value', () => {
    expect(organizationPath(organizationPaths.resendInvitation, { id: 'org 1', invId: 'inv/2' })).toBe('/organizations/org%201/invitations/inv%2F2/resend');
    expect(organizationPath(organizationPaths.member, { id: 'org-1', userId: 'u-2' })).toBe('/organizations/org-1/members/u-2');
  });

  it('refuses a template whose placeholder has no value', () => {
    expect(() => organizationPath(organizationPaths.member, { id: 'org-1' })).toThrow('No value for :userId');
  });
});
