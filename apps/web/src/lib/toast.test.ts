// @vitest-environment jsdom
import { TOAST_MERGE_WINDOW_MS } from '@assay/contracts';
import { toast as sonner } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';

function activeToast(id: string | number) {
  const found = sonner.getToasts().filter((entry) => entry.id === id);
  expect(found).toHaveLength(1);
  return found[0] as { title?: unknown; type?: unknown };
}

// Each test uses its own texts: merging is keyed by text, and the toast store is shared by the whole file.
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  sonner.dismiss();
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('toast', () => {
  it('merges an error repeated within 5 s into the existing toast, with a count', () => {
    const first = toast.error('Could not save the draft');
    vi.advanceTimersByTime(TOAST_MERGE_WINDOW_MS - 1);
    const second = toast.error('Could not save the draft');

    expect(second).toBe(first);
    expect(activeToast(first)).toMatchObject({ title: 'Could not save the draft ×2', type: 'error' });
    expect(sonner.getToasts().filter((entry) => String(entry.id) !== String(first))).toHaveLength(0);

    toast.error('Could not save the draft');
    expect(activeToast(first).title).toBe('Could not save the draft ×3');
  });

  it('shows a new toast when the same error comes back after 5 s', () => {
    const first = toast.error('Session expired');
    vi.advanceTimersByTime(TOAST_MERGE_WINDOW_MS);
    const second = toast.error('Session expired');

    expect(second).not.toBe(first);
    expect(activeToast(second).title).toBe('Session expired');
  });

  it('counts the window from the latest repeat', () => {
    const first = toast.error('Runner unavailable');
    vi.advanceTimersByTime(4_000);
    toast.error('Runner unavailable');
    vi.advanceTimersByTime(4_000);
    expect(toast.error('Runner unavailable')).toBe(first);
  });

  it('keeps different error texts apart', () => {
    const a = toast.error('Upload failed');
    const b = toast.error('Compilation failed');
    expect(a).not.toBe(b);
    expect(activeToast(a).title).toBe('Upload failed');
    expect(activeToast(b).title).toBe('Compilation failed');
  });

  it('never merges success, info or warning toasts', () => {
    const ids = [
      toast.success('Saved'),
      toast.success('Saved'),
      toast.info('Heads up'),
      toast.info('Heads up'),
      toast.warning('Careful'),
      toast.warning('Careful'),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(activeToast(id).title).toMatch(/^(Saved|Heads up|Careful)$/);
  });

  it('starts a new toast after the merged one was dismissed', () => {
    const first = toast.error('Network unreachable');
    toast.dismiss(first);
    vi.advanceTimersByTime(100);
    const second = toast.error('Network unreachable');
    expect(second).not.toBe(first);
    expect(activeToast(second).title).toBe('Network unreachable');
  });
});
