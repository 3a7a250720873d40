import { useCallback, useEffect, useRef, useState } from 'react';

/** Reads a stored JSON value, or `fallback` when there is none, it does not parse, or storage is unavailable. */
function readStored<T>(key: string, fallback: T, accept: (value: unknown) => value is T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/**
 * State kept in localStorage under `key` (a challenge's edits, a review's comments), so a reload keeps the work; a
 * storage that refuses (private mode, full) only loses the keeping, never the state.
 */
export function useStoredState<T>(key: string, fallback: () => T, accept: (value: unknown) => value is T) {
  const [value, setValue] = useState<T>(() => readStored(key, fallback(), accept));
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or refused: the work stays on the page.
    }
  }, [key, value]);
  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing kept to remove.
    }
  }, [key]);
  return [value, setValue, clear] as const;
}
