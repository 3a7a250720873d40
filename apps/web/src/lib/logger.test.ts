import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';

let spies: Record<'success' | 'info' | 'warning' | 'error', ReturnType<typeof vi.spyOn>>;

beforeEach(() => {
  for (const method of ['debug', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation(() => {});
  spies = {
    success: vi.spyOn(toast, 'success').mockReturnValue(1),
    info: vi.spyOn(toast, 'info').mockReturnValue(1),
    warning: vi.spyOn(toast, 'warning').mockReturnValue(1),
    error: vi.spyOn(toast, 'error').mockReturnValue(1),
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

function toastCalls() {
  return Object.values(spies).reduce((sum, spy) => sum + spy.mock.calls.length, 0);
}

describe('logger', () => {
  it('writes debug and info to the console without raising a toast', () => {
    logger.debug('Cache warmed', { entries: 3 });
    logger.info('Signed in');
    expect(console.debug).toHaveBeenCalledWith('[assay] Cache warmed', { entries: 3 });
    expect(console.info).toHaveBeenCalledWith('[assay] Signed in');
    expect(toastCalls()).toBe(0);
  });

  it('raises a warning toast for warn', async () => {
    logger.warn('Token does not start with ghp_');
    expect(console.warn).toHaveBeenCalledWith('[assay] Token does not start with ghp_');
    // A moment later: the toasts' code is loaded on first use (toast-later.ts).
    await vi.waitFor(() => expect(spies.warning).toHaveBeenCalledWith('Token does not start with ghp_'));
    expect(toastCalls()).toBe(1);
  });

  it('raises an error toast for error', async () => {
    const cause = new Error('boom');
    logger.error('Failed to import pull requests', cause);
    expect(console.error).toHaveBeenCalledWith('[assay] Failed to import pull requests', cause);
    await vi.waitFor(() => expect(spies.error).toHaveBeenCalledWith('Failed to import pull requests'));
    expect(toastCalls()).toBe(1);
  });
});
