import type { Playback, TelemetryEvent } from '@assay/contracts';
import { EditorView } from '@codemirror/view';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionPlayback } from '@/features/behavior/components/playback/session-playback';
import { seriousViolations } from '@/testing/axe';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const FINAL = 'n = 1\nprint(n)\nprint(n * 2)\nprint(n * 3)';
const EVENTS: TelemetryEvent[] = [
  { t: T0, type: 'snapshot', language: 'python', doc: 'n = 1\n' },
  { t: T0 + 1_000, type: 'edit', language: 'python', changes: [6, [0, 'print(n)']] },
  { t: T0 + 2_000, type: 'run', action: 'examples', language: 'python' },
  { t: T0 + 2_500, type: 'result', action: 'examples', passed: 1, total: 2, compile_error: false },
  { t: T0 + 60_000, type: 'blur' },
  { t: T0 + 180_000, type: 'focus' },
  { t: T0 + 181_000, type: 'paste', language: 'python', length: 26, lines: 2, external: true },
  { t: T0 + 181_000, type: 'edit', language: 'python', changes: [14, [0, '', 'print(n * 2)', 'print(n * 3)']] },
  { t: T0 + 200_000, type: 'run', action: 'final', language: 'python' },
];

function playback(overrides: Partial<Playback> = {}): Playback {
  return {
    submission_id: 's1',
    events: EVENTS,
    streams: 1,
    capped: false,
    available: true,
    final: { language: 'python', code: FINAL, submitted_at: '2026-11-24T10:03:20.000Z' },
    ...overrides,
  };
}

function open(answer: Playback = playback()) {
  const calls = stubApiRoutes({ 'GET /api/v1/behavior/submissions/s1/playback': () => jsonResponse(answer) });
  return { calls, ...renderPage(<SessionPlayback submissionId="s1" />, { path: '/review' }) };
}

/** The text of the read-only editor, from CodeMirror's own state (jsdom draws only part of a document). */
async function replayedCode() {
  await screen.findByLabelText('Replayed code');
  return codeNow();
}

/** The same, at once (under fake timers, where waiting for the editor would wait on a frozen clock). */
function codeNow() {
  const content = screen.getByLabelText('Replayed code');
  return EditorView.findFromDOM(content.closest('.cm-editor') as HTMLElement)!.state.doc.toString();
}

/**
 * Lets `ms` of fake time pass in small steps, each in its own act(): the playback sets its next timer once the
 * previous event has been drawn, which happens when an act() ends.
 */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 25) act(() => vi.advanceTimersByTime(Math.min(25, left)));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the session playback', { timeout: 20_000 }, () => {
  it('starts on the first snapshot, ends on the submitted code, and jumps to any moment by marker, scrubber or keys', async () => {
    const { calls, user, container } = open();
    expect(await replayedCode()).toBe('n = 1\n');
    expect(calls[0]!.key).toBe('GET /api/v1/behavior/submissions/s1/playback');

    await user.click(screen.getByRole('button', { name: 'Jump to the end' }));
    expect(await replayedCode()).toBe(FINAL);
    expect(screen.getByTestId('playback-clock')).toHaveTextContent('03:20');

    const moments = screen.getByRole('list', { name: 'Moments in the session' });
    expect(
      within(moments)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '00:02Ran the examples: 1 of 2 passed',
      '01:00Left the page for 2 min',
      '03:01Pasted 26 characters, 2 lines, from outside the editorFrom outside',
      '03:20Submitted the final code',
    ]);
    await user.click(within(moments).getByRole('button', { name: /Ran the examples/ }));
    expect(await replayedCode()).toBe('n = 1\nprint(n)');
    await user.click(within(moments).getByRole('button', { name: /Pasted 26 characters/ }));
    expect(await replayedCode()).toBe(FINAL);

    const scrubber = screen.getByRole('slider', { name: 'Position in the session' });
    fireEvent.change(scrubber, { target: { value: '999' } });
    expect(await replayedCode()).toBe('n = 1\n');
    expect(scrubber).toHaveAttribute('aria-valuetext', '00:00 of 03:20, event 1 of 9');
    scrubber.focus();
    await user.keyboard('{ArrowRight}');
    expect(await replayedCode()).toBe('n = 1\nprint(n)');
    await user.keyboard('{End}');
    expect(scrubber).toHaveAttribute('aria-valuetext', '03:20 of 03:20, event 9 of 9');
    await user.keyboard('{Home}');
    expect(await replayedCode()).toBe('n = 1\n');

    expect(await seriousViolations(container)).toEqual([]);
  });

  it('plays at the chosen speed, a long pause shortened to two seconds', async () => {
    open();
    expect(await replayedCode()).toBe('n = 1\n');
    expect(screen.getByText(/pauses longer than 2 s of playback are shortened to 2 s/)).toBeInTheDocument();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(screen.getByRole('button', { name: '4×' }));
    expect(screen.getByRole('button', { name: '4×' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    // One second of the session is a quarter of a second at 4×.
    advance(249);
    expect(codeNow()).toBe('n = 1\n');
    advance(1);
    expect(codeNow()).toBe('n = 1\nprint(n)');
    advance(250 + 125);
    expect(screen.getByTestId('playback-clock')).toHaveTextContent('00:02');
    // Nearly a minute without an event: two seconds, not fourteen.
    advance(2_000);
    expect(screen.getByTestId('playback-clock')).toHaveTextContent('01:00');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    advance(3_000);
    expect(screen.getByTestId('playback-clock')).toHaveTextContent('01:00');

    // At 32× the rest plays out within a few seconds and stops at the end.
    fireEvent.click(screen.getByRole('button', { name: '32×' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    advance(3_000);
    expect(codeNow()).toBe(FINAL);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('shows what changed between two moments as a unified diff', async () => {
    const { user } = open();
    await replayedCode();
    expect(screen.getByText(/set it as A, then to another and set it as B/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set A at 00:00' }));
    await user.click(screen.getByRole('button', { name: /Pasted 26 characters/ }));
    await user.click(screen.getByRole('button', { name: 'Set B at 03:01' }));

    const diff = screen.getByLabelText('Changes from A (00:00) to B (03:01)');
    expect(diff).toHaveTextContent('added: print(n)');
    expect(diff).toHaveTextContent('added: print(n * 3)');
    expect(screen.getByText('3 lines added, 0 removed, from A (00:00) to B (03:01).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set A at 03:01' }));
    expect(screen.getByText('The two are the same.')).toBeInTheDocument();
  });

  it('says when the recording was capped', async () => {
    open(playback({ capped: true }));
    expect(await screen.findByText(/The recording was capped/)).toBeInTheDocument();
  });

  it('shows an empty state when the recording is no longer kept', async () => {
    open(playback({ available: false, events: [] }));
    expect(await screen.findByRole('heading', { name: 'No recording' })).toBeInTheDocument();
    expect(screen.getByText(/kept 180 days/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Replayed code')).not.toBeInTheDocument();
  });
});
