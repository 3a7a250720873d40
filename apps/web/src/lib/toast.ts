import { TOAST_MERGE_WINDOW_MS } from '@assay/contracts';
import { toast as sonner } from 'sonner';
import { wantToaster } from './toaster-demand';

export type ToastId = string | number;

interface RecentError {
  id: ToastId;
  count: number;
  lastShownAt: number;
}

// Keyed by text: a burst of identical failures (a retried request, a polling loop) becomes one toast with a count.
const recentErrors = new Map<string, RecentError>();

function forget(text: string, id: ToastId): void {
  if (recentErrors.get(text)?.id === id) recentErrors.delete(text);
}

function pruneExpired(now: number): void {
  for (const [text, entry] of recentErrors) {
    if (now - entry.lastShownAt >= TOAST_MERGE_WINDOW_MS) recentErrors.delete(text);
  }
}

function withCount(text: string, count: number): string {
  return count > 1 ? `${text} ×${count}` : text;
}

function error(text: string): ToastId {
  wantToaster();
  const now = Date.now();
  pruneExpired(now);
  const existing = recentErrors.get(text);
  // The window slides from the latest repeat; sonner restarts a toast's timer when it is updated, so the merged
  // toast stays on screen for as long as the merge window is open.
  const entry: RecentError = existing
    ? { id: existing.id, count: existing.count + 1, lastShownAt: now }
    : { id: `error-${now}-${Math.random().toString(36).slice(2, 8)}`, count: 1, lastShownAt: now };
  recentErrors.set(text, entry);
  const id = entry.id;
  sonner.error(withCount(text, entry.count), {
    id,
    // A toast closed by hand or by its timer must not be revived by the next repeat.
    onDismiss: () => forget(text, id),
    onAutoClose: () => forget(text, id),
  });
  return id;
}

/** The app's toasts (top right, 5 s). Only error toasts merge; success, info and warning always stack. */
export const toast = {
  success: (text: string): ToastId => (wantToaster(), sonner.success(text)),
  info: (text: string): ToastId => (wantToaster(), sonner.info(text)),
  warning: (text: string): ToastId => (wantToaster(), sonner.warning(text)),
  error,
  dismiss: (id?: ToastId): void => {
    for (const [text, entry] of recentErrors) {
      if (id === undefined || entry.id === id) recentErrors.delete(text);
    }
    sonner.dismiss(id);
  },
};
