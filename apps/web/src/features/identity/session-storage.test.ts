// @vitest-environment jsdom
import { SESSION_STORAGE_KEY } from '@assay/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAuthStorage,
  clearRegistrationAttributes,
  clearStoredSession,
  onStoredSessionChange,
  readRegistrationAttribute,
  readStoredOrganizationId,
  readStoredRole,
  readStoredSession,
  storeRegistrationAttributes,
  writeStoredOrganizationId,
  writeStoredRole,
  writeStoredSession,
} from './session-storage';

const first = { token: 'token-one', refreshExpiry: 1_900_000_000_000 };
const second = { token: 'token-two', refreshExpiry: 1_900_000_500_000 };

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  delete window.__assaySession;
});

describe('the stored session', () => {
  it('is written to both storages under descope.session', () => {
    writeStoredSession(first);
    expect(JSON.parse(sessionStorage.getItem('descope.session') ?? 'null')).toEqual(first);
    expect(JSON.parse(localStorage.getItem('descope.session') ?? 'null')).toEqual(first);
    expect(readStoredSession()).toEqual(first);
  });

  it('is read from sessionStorage before localStorage', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(first));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(second));
    expect(readStoredSession()).toEqual(first);
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
    expect(readStoredSession()).toEqual(second);
  });

  it('falls back to the global when neither storage has a valid session', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: '', refreshExpiry: 5 }));
    expect(readStoredSession()).toBeNull();
    window.__assaySession = second;
    expect(readStoredSession()).toEqual(second);
  });

  it('keeps the session in the global when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    writeStoredSession(first);
    expect(window.__assaySession).toEqual(first);
    expect(readStoredSession()).toEqual(first);
  });

  it('refuses to store a session without a token', () => {
    expect(() => writeStoredSession({ token: '', refreshExpiry: 1 })).toThrow();
    expect(readStoredSession()).toBeNull();
  });

  it('is cleared from both storages and the global', () => {
    writeStoredSession(first);
    window.__assaySession = second;
    clearStoredSession();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(readStoredSession()).toBeNull();
  });
});

describe('onStoredSessionChange', () => {
  it('reports writes and clears in this tab until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = onStoredSessionChange(listener);
    writeStoredSession(first);
    clearStoredSession();
    expect(listener.mock.calls).toEqual([[first], [null]]);
    unsubscribe();
    writeStoredSession(second);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows another tab through the storage event, bringing this tab’s copy in step', () => {
    writeStoredSession(first);
    const listener = vi.fn();
    const unsubscribe = onStoredSessionChange(listener);
    const raw = JSON.stringify(second);
    localStorage.setItem(SESSION_STORAGE_KEY, raw);
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: raw, storageArea: localStorage }),
    );
    expect(listener).toHaveBeenLastCalledWith(second);
    expect(readStoredSession()).toEqual(second);

    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null, storageArea: localStorage }),
    );
    expect(listener).toHaveBeenLastCalledWith(null);
    expect(readStoredSession()).toBeNull();
    unsubscribe();
  });

  it('ignores storage events for other keys', () => {
    const listener = vi.fn();
    const unsubscribe = onStoredSessionChange(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: localStorage }));
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});

describe('user keys in session storage', () => {
  it('accepts only the four platform roles for user_role', () => {
    writeStoredRole('orgadmin');
    expect(sessionStorage.getItem('user_role')).toBe('orgadmin');
    expect(readStoredRole()).toBe('orgadmin');
    sessionStorage.setItem('user_role', 'superuser');
    expect(readStoredRole()).toBeNull();
    writeStoredRole('admin');
    writeStoredRole(null);
    expect(sessionStorage.getItem('user_role')).toBeNull();
  });

  it('keeps and forgets the organization id', () => {
    writeStoredOrganizationId('org-7');
    expect(sessionStorage.getItem('organizationId')).toBe('org-7');
    expect(readStoredOrganizationId()).toBe('org-7');
    writeStoredOrganizationId(null);
    expect(readStoredOrganizationId()).toBeNull();
  });

  it('keeps registration attributes under registration_{attribute} and clears only those', () => {
    sessionStorage.setItem('unrelated', 'stay');
    storeRegistrationAttributes({ company: 'Acme', referrer: 'friend' });
    expect(sessionStorage.getItem('registration_company')).toBe('Acme');
    expect(readRegistrationAttribute('referrer')).toBe('friend');
    clearRegistrationAttributes();
    expect(readRegistrationAttribute('company')).toBeNull();
    expect(readRegistrationAttribute('referrer')).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('stay');
  });

  it('clearAuthStorage leaves nothing of the user behind', () => {
    writeStoredSession(first);
    writeStoredRole('candidate');
    writeStoredOrganizationId('org-1');
    storeRegistrationAttributes({ company: 'Acme' });
    clearAuthStorage();
    expect(readStoredSession()).toBeNull();
    expect(readStoredRole()).toBeNull();
    expect(readStoredOrganizationId()).toBeNull();
    expect(readRegistrationAttribute('company')).toBeNull();
  });
});
