import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '@/lib/redirect-target';
import { accessDeniedMessage, decideAccess, loginPathFor } from './access-decision';

const base = {
  pathname: '/candidate/dashboard',
  status: 'authenticated' as const,
  role: 'candidate' as const,
  allowedRoles: ['candidate' as const],
};

describe('the guarded-route rules (SPEC.md §2)', () => {
  it('1: waits while authentication loads', () => {
    expect(decideAccess({ ...base, status: 'loading', role: null })).toEqual({ kind: 'loading' });
  });

  it('2: sends the anonymous to login', () => {
    expect(decideAccess({ ...base, status: 'anonymous', role: null })).toEqual({ kind: 'login' });
  });

  it('3: an empty list admits any signed-in user, even one with no role', () => {
    expect(decideAccess({ ...base, role: null, allowedRoles: [] })).toEqual({ kind: 'allow' });
  });

  it('4: a signed-in user with no role chooses one first', () => {
    expect(decideAccess({ ...base, role: null })).toEqual({ kind: 'chooseRole' });
  });

  it('5: the admin enters any guarded area', () => {
    expect(decideAccess({ ...base, role: 'admin', allowedRoles: ['orgadmin'] })).toEqual({ kind: 'allow' });
  });

  it('6: anyone else outside the list is denied with the access-denied toast text', () => {
    expect(decideAccess({ ...base, role: 'candidate', allowedRoles: ['admin'] })).toEqual({
      kind: 'deny',
      message: 'Access denied. This area is restricted to admin users.',
    });
    expect(accessDeniedMessage(['interviewer', 'orgadmin'])).toBe(
      'Access denied. This area is restricted to interviewer, orgadmin users.',
    );
    expect(decideAccess({ ...base, role: 'interviewer', allowedRoles: ['interviewer', 'orgadmin'] })).toEqual({
      kind: 'allow',
    });
  });

  it('7: /code-editor/github_pr_{n}_{n.n} skips sign-in and roles, other editor ids do not', () => {
    const anonymous = { ...base, status: 'anonymous' as const, role: null };
    expect(decideAccess({ ...anonymous, pathname: '/code-editor/github_pr_12_3.4' })).toEqual({ kind: 'allow' });
    expect(decideAccess({ ...anonymous, status: 'loading', pathname: '/code-editor/github_pr_12_3.4' })).toEqual({
      kind: 'allow',
    });
    expect(decideAccess({ ...anonymous, pathname: '/code-editor/github_pr_12_3' })).toEqual({ kind: 'login' });
    expect(decideAccess({ ...anonymous, pathname: '/code-editor/task-1' })).toEqual({ kind: 'login' });
  });
});

describe('redirects', () => {
  it('keeps path, search and hash, URL-encoded', () => {
    expect(loginPathFor({ pathname: '/candidate/tasks/x', search: '?tab=2', hash: '#code' })).toBe(
      '/login?redirect=%2Fcandidate%2Ftasks%2Fx%3Ftab%3D2%23code',
    );
  });

  it('follows only paths on this site', () => {
    expect(safeRedirectTarget('/candidate/tasks/x?tab=2#code')).toBe('/candidate/tasks/x?tab=2#code');
    for (const bad of ['https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '', null])
      expect(safeRedirectTarget(bad)).toBeNull();
  });
});
