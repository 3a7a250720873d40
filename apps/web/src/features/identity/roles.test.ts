// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  hasRole,
  homePathForRole,
  isAdmin,
  isCandidate,
  isInterviewer,
  isOrgAdmin,
  roleFromProvider,
  roleOf,
} from './roles';

afterEach(() => sessionStorage.clear());

describe('role checks', () => {
  it('accept a user, a bare role or nothing', () => {
    expect(roleOf({ role: 'interviewer' })).toBe('interviewer');
    expect(roleOf('admin')).toBe('admin');
    expect(roleOf({ role: null })).toBeNull();
    expect(roleOf(undefined)).toBeNull();
  });

  it('each name its own role only', () => {
    expect([isAdmin('admin'), isOrgAdmin('admin'), isInterviewer('admin'), isCandidate('admin')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([isAdmin('orgadmin'), isOrgAdmin('orgadmin')]).toEqual([false, true]);
    expect(isInterviewer({ role: 'interviewer' })).toBe(true);
    expect(isCandidate({ role: 'candidate' })).toBe(true);
    expect(isCandidate(null)).toBe(false);
  });

  it('hasRole takes one role or a list and does not let admin pass', () => {
    expect(hasRole({ role: 'interviewer' }, ['interviewer', 'orgadmin'])).toBe(true);
    expect(hasRole('candidate', ['interviewer', 'orgadmin'])).toBe(false);
    expect(hasRole('admin', 'candidate')).toBe(false);
    expect(hasRole({ role: null }, ['candidate'])).toBe(false);
  });
});

describe('homePathForRole', () => {
  it('sends each role to its home', () => {
    expect(homePathForRole('orgadmin')).toBe('/org-admin');
    expect(homePathForRole('interviewer')).toBe('/interviewer/dashboard');
    expect(homePathForRole('admin')).toBe('/admin');
    expect(homePathForRole('candidate')).toBe('/candidate/dashboard');
    expect(homePathForRole(null)).toBe('/candidate/dashboard');
  });
});

describe('roleFromProvider', () => {
  it('takes the first platform role among the role names first', () => {
    expect(
      roleFromProvider({ roleNames: ['Tenant Admin', 'interviewer'], customAttributes: { role: 'orgadmin' } }, 'admin'),
    ).toBe('interviewer');
  });

  it('then the custom role attribute', () => {
    expect(roleFromProvider({ roleNames: ['viewer'], customAttributes: { role: 'orgadmin' } }, 'admin')).toBe(
      'orgadmin',
    );
  });

  it('then the remembered role', () => {
    expect(roleFromProvider({ roleNames: [], customAttributes: { role: 'boss' } }, 'admin')).toBe('admin');
    sessionStorage.setItem('user_role', 'interviewer');
    expect(roleFromProvider({ roleNames: [], customAttributes: {} })).toBe('interviewer');
  });

  it('else candidate, ignoring a remembered value that is not a role', () => {
    sessionStorage.setItem('user_role', 'superuser');
    expect(roleFromProvider({ roleNames: [], customAttributes: {} })).toBe('candidate');
  });
});
