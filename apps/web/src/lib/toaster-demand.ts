import { useSyncExternalStore } from 'react';

// Whether anything has shown a toast yet. The toaster (sonner, ~11 KB gzip) is mounted from then on only: a public
// page that never toasts never loads it. sonner replays the toasts made before its Toaster subscribed, so the first
// toast, made a render before the Toaster mounts, still shows.
let wanted = false;
const listeners = new Set<() => void>();

/** Called by every toast: mounts the toaster if it is not yet. */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast was made. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => wanted,
  );
}
