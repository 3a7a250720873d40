import { organizationPaths } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fillPath } from './fill-path';

describe('fillPath', () => {
  it('fills every placeholder, encoding each value', () => {
    expect(fillPath(organizationPaths.resendInvitation, { id: 'org 1', invId: 'inv/2' })).toBe(
      '/organizations/org%201/invitations/inv%2F2/resend',
    );
    expect(fillPath(organizationPaths.member, { id: 'org-1', userId: 'u-2' })).toBe('/organizations/org-1/members/u-2');
  });

  it('fills a page pattern of config/paths the same way', () => {
    expect(fillPath(paths.taskDetail, { taskId: 'task 1' })).toBe('/tasks/task%201');
  });

  it('refuses a template whose placeholder has no value', () => {
    expect(() => fillPath(organizationPaths.member, { id: 'org-1' })).toThrow('No value for :userId');
  });
});
