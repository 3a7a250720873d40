import { afterEach, beforeEach, vi } from 'vitest';
import { toast } from '@/lib/toast';

type ToastKind = 'success' | 'error' | 'info' | 'warning';

/**
 * Registers hooks for a page test that talks to a stubbed fetch: the named toasts are spied on before each test, and
 * the fetch stub and the spies are undone after it so no test sees another's answers.
 */
export function spyOnToastsEachTest(...kinds: ToastKind[]): void {
  beforeEach(() => {
    for (const kind of kinds) vi.spyOn(toast, kind);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
