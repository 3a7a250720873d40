import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskCountdown, TIME_WARNINGS } from '@/features/tasks/components/task-countdown';

const [oneMinute, fiveMinutes] = TIME_WARNINGS;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe("a timed task's clock", () => {
  it('counts down by the server clock and warns once at five minutes and once at one', () => {
    // The server is 30 s ahead of this machine: the deadline is read on its clock.
    render(
      <TaskCountdown
        deadline="2026-11-20T10:06:00.000Z"
        serverTime="2026-11-20T10:00:30.000Z"
        loadedAt={Date.parse('2026-11-20T10:00:00.000Z')}
      />,
    );
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('5:30 left');
    expect(screen.getByRole('status')).toHaveTextContent('');

    act(() => vi.advanceTimersByTime(31_000));
    expect(screen.getByRole('timer')).toHaveTextContent('4:59 left');
    expect(screen.getByRole('status')).toHaveTextContent(fiveMinutes.text);

    act(() => vi.advanceTimersByTime(4 * 60_000));
    expect(screen.getByRole('status')).toHaveTextContent(oneMinute.text);

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Time is up');
  });
});
