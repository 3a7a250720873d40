import {
  ORGANIZATION_ID_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  USER_ROLE_STORAGE_KEY,
  isRole,
  registrationStorageKey,
  storedSessionSchema,
  type Role,
  type StoredSession,
} from '@assay/contracts';

declare global {
  interface Window {
    /** Holds the session only when the browser refuses both storages (private modes, sandboxed frames). */
    __assaySession?: StoredSession;
  }
}

type StorageName = 'sessionStorage' | 'localStorage';

// Merely touching window.localStorage throws a SecurityError where storage is blocked, so every access is guarded.
function storageOf(name: StorageName): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

function getItem(name: StorageName, key: string): string | null {
  try {
    return storageOf(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function setItem(name: StorageName, key: string, value: string): boolean {
  const storage = storageOf(name);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function removeItem(name: StorageName, key: string): void {
  try {
    storageOf(name)?.removeItem(key);
  } catch {
    // Nothing was stored where storage is blocked, so there is nothing to remove.
  }
}

/** The stored JSON as a session, or null when absent, unparseable or not shaped like one. */
export function parseStoredSession(raw: string | null | undefined): StoredSession | null {
  if (raw === null || raw === undefined) return null;
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function globalSession(): StoredSession | null {
  const parsed = storedSessionSchema.safeParse(window.__assaySession);
  return parsed.success ? parsed.data : null;
}

/** This tab's copy first, then the one shared by all tabs, then the in-memory last resort. */
export function readStoredSession(): StoredSession | null {
  return (
    parseStoredSession(getItem('sessionStorage', SESSION_STORAGE_KEY)) ??
    parseStoredSession(getItem('localStorage', SESSION_STORAGE_KEY)) ??
    globalSession()
  );
}

export function writeStoredSession(session: StoredSession): void {
  const valid = storedSessionSchema.parse(session);
  const raw = JSON.stringify(valid);
  const inSession = setItem('sessionStorage', SESSION_STORAGE_KEY, raw);
  const inLocal = setItem('localStorage', SESSION_STORAGE_KEY, raw);
  if (inSession || inLocal) delete window.__assaySession;
  else window.__assaySession = valid;
  notify();
}

export function clearStoredSession(): void {
  removeItem('sessionStorage', SESSION_STORAGE_KEY);
  removeItem('localStorage', SESSION_STORAGE_KEY);
  delete window.__assaySession;
  notify();
}

export type StoredSessionListener = (session: StoredSession | null) => void;

const listeners = new Set<StoredSessionListener>();

function notify(): void {
  const session = readStoredSession();
  for (const listener of [...listeners]) listener(session);
}

/**
 * Another tab wrote or cleared the shared copy. This tab's sessionStorage copy is read first, so it is brought in
 * step; otherwise a sign-out elsewhere would leave this tab holding the old token.
 */
function onStorageEvent(event: StorageEvent): void {
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
  if (event.storageArea !== null && event.storageArea === storageOf('localStorage')) {
    const shared = parseStoredSession(event.key === null ? null : event.newValue);
    if (shared) setItem('sessionStorage', SESSION_STORAGE_KEY, JSON.stringify(shared));
    else removeItem('sessionStorage', SESSION_STORAGE_KEY);
  }
  notify();
}

/** Calls `listener` with the session as it now reads whenever it changes, in this tab or another. */
export function onStoredSessionChange(listener: StoredSessionListener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorageEvent);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorageEvent);
  };
}

/** The remembered role, only when it is one of the four platform roles (SPEC.md §5). */
export function readStoredRole(): Role | null {
  const value = getItem('sessionStorage', USER_ROLE_STORAGE_KEY);
  return isRole(value) ? value : null;
}

/** Null forgets the role (a user who has not chosen one yet). */
export function writeStoredRole(role: Role | null): void {
  if (role === null) removeItem('sessionStorage', USER_ROLE_STORAGE_KEY);
  else setItem('sessionStorage', USER_ROLE_STORAGE_KEY, role);
}

export function readStoredOrganizationId(): string | null {
  const value = getItem('sessionStorage', ORGANIZATION_ID_STORAGE_KEY);
  return value ? value : null;
}

export function writeStoredOrganizationId(organizationId: string | null): void {
  if (organizationId) setItem('sessionStorage', ORGANIZATION_ID_STORAGE_KEY, organizationId);
  else removeItem('sessionStorage', ORGANIZATION_ID_STORAGE_KEY);
}

export function storeRegistrationAttributes(attributes: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(attributes))
    setItem('sessionStorage', registrationStorageKey(name), value);
}

export function readRegistrationAttribute(name: string): string | null {
  return getItem('sessionStorage', registrationStorageKey(name));
}

export function clearRegistrationAttributes(): void {
  const storage = storageOf('sessionStorage');
  if (!storage) return;
  const prefix = registrationStorageKey('');
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) removeItem('sessionStorage', key);
}

/** Everything kept about the signed-in user except the session itself. */
export function clearUserStorage(): void {
  writeStoredRole(null);
  writeStoredOrganizationId(null);
  clearRegistrationAttributes();
}

/** Sign-out: nothing of this user may be left for the next one on this browser. */
export function clearAuthStorage(): void {
  clearUserStorage();
  clearStoredSession();
}
