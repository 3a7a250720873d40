import { ROLES } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { activeLink, commonMenu, isExpanded, isUnder, menuFor, roleMenus } from '@/app/layouts/sidebar-menu';
import { findPageTitle } from '@/app/routes/page-titles';

const candidateSettings = roleMenus.candidate.find((entry) => entry.label === 'Settings');

describe('sidebar menus', () => {
  it('gives a user without a role no role entries', () => {
    expect(menuFor(null)).toEqual([]);
  });

  it.each(ROLES)('links every %s entry to a page of the app', (role) => {
    const entries = [...menuFor(role), ...commonMenu].flatMap((entry) => [entry, ...(entry.children ?? [])]);
    for (const entry of entries) expect(findPageTitle(entry.to), `${entry.label} → ${entry.to}`).toBeDefined();
  });

  it("adds the daily work's entries (issue 25) and keeps SPEC.md's in their order", () => {
    const labels = (role: 'candidate' | 'interviewer' | 'orgadmin') => roleMenus[role].map((entry) => entry.label);
    expect(labels('candidate').slice(0, 4)).toEqual(['Dashboard', 'Practice', 'My submissions', 'Game Mode']);
    expect(labels('interviewer')).toEqual(['Dashboard', 'Task Templates', 'Candidates', 'Assessments', 'Reviews']);
    expect(labels('orgadmin').slice(-2)).toEqual(['Candidates', 'Reviews']);
    expect(labels('orgadmin').slice(0, 2)).toEqual(['Dashboard Overview', 'Task Templates']);
  });

  it('expands the candidate Settings entry under /settings and /profile only', () => {
    if (!candidateSettings) throw new Error('The candidate menu lost its Settings entry.');
    expect(candidateSettings.children?.map((child) => [child.label, child.to])).toEqual([
      ['Profile', '/settings/profile'],
      ['Notifications', '/settings/notifications'],
      ['Security', '/settings/security'],
    ]);
    for (const path of ['/settings', '/settings/github', '/profile'])
      expect(isExpanded(candidateSettings, path)).toBe(true);
    for (const path of ['/', '/profile-setup', '/settingsx', '/candidate/dashboard'])
      expect(isExpanded(candidateSettings, path)).toBe(false);
  });
});

describe('isUnder', () => {
  it('matches whole path segments', () => {
    expect(isUnder('/admin', '/admin')).toBe(true);
    expect(isUnder('/admin/tasks', '/admin')).toBe(true);
    expect(isUnder('/administrators', '/admin')).toBe(false);
  });
});

describe('activeLink', () => {
  it('marks the deepest entry the path is under', () => {
    expect(activeLink(roleMenus.admin, '/admin')).toBe('/admin');
    expect(activeLink(roleMenus.admin, '/admin/templates/create')).toBe('/admin/templates');
    expect(activeLink(roleMenus.orgadmin, '/org-admin/users')).toBe('/org-admin/users');
  });

  it('marks a sub-entry rather than its parent', () => {
    expect(activeLink(roleMenus.candidate, '/settings/security')).toBe('/settings/security');
    expect(activeLink(roleMenus.candidate, '/settings')).toBe('/settings');
  });

  it('marks nothing on a page outside the menu', () => {
    expect(activeLink(roleMenus.interviewer, '/notifications')).toBeUndefined();
  });
});
