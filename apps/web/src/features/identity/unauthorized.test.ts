import { describe, expect, it, vi } from 'vitest';
import { handleUnauthorized, onUnauthorized } from './unauthorized';

describe('handleUnauthorized', () => {
  it('tells every current listener, and none that unsubscribed', () => {
    const stay = vi.fn();
    const leave = vi.fn();
    const unsubscribeStay = onUnauthorized(stay);
    const unsubscribeLeave = onUnauthorized(leave);
    unsubscribeLeave();
    handleUnauthorized();
    expect(stay).toHaveBeenCalledOnce();
    expect(leave).not.toHaveBeenCalled();
    unsubscribeStay();
  });
});
