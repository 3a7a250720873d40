import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Sets or clears query parameters, keeping the others, without adding a history entry for each change. */
export function useSearchParamUpdater() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '' || value === 1) next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
}

/** A page number from the query: a whole number from 1, else 1. */
export function readPage(params: URLSearchParams, name: string): number {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
