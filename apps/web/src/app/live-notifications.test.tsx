import type { Notification } from '@assay/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveNotifications } from '@/app/live-notifications';
import { GameModePage } from '@/app/routes/candidate/game-mode/game-mode-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import {
  sampleActivity,
  sampleBadges,
  sampleDailyChallenge,
  sampleGameProfile,
  sampleLeaderboard,
} from '@/testing/gamification';
import { renderPage } from '@/testing/render-page';
import { toast } from '@/lib/toast';

/** The browser's EventSource, standing still until the test sends it an event. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  send(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const badgeNotification: Notification = {
  id: 'n-1',
  kind: 'badge_awarded',
  title: 'You earned a badge: Warming up',
  body: 'Solve 5 different challenges.',
  link: paths.gameMode,
  created_at: '2026-11-28T12:00:00.000Z',
  read_at: null,
};

/** The signed-in layout's part that matters here: the one live stream, and the page. */
function LiveGameMode() {
  useLiveNotifications();
  return <GameModePage />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeEventSource.opened = [];
});

describe('the live stream and the game mode', { timeout: 20_000 }, () => {
  it('refreshes XP, level and badges when a notification arrives, without a reload', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    // Before the notification: 90 XP and one badge; after it, 340 XP and a second one.
    let scored = false;
    const calls = stubApiRoutes({
      'POST /api/v1/notifications/stream-ticket': () =>
        jsonResponse({ ticket: 'ticket-1', expires_at: '2026-11-28T12:01:00.000Z' }, 201),
      'GET /api/v1/gamification/profile/me': () => jsonResponse(sampleGameProfile(scored ? 340 : 90)),
      'GET /api/v1/gamification/badges': () =>
        jsonResponse({
          badges: sampleBadges({
            'first-solve': '2026-11-20T10:00:00.000Z',
            ...(scored ? { 'five-solves': '2026-11-28T12:00:00.000Z' } : {}),
          }),
        }),
      'GET /api/v1/gamification/activity': () => jsonResponse(sampleActivity()),
      'GET /api/v1/gamification/leaderboard': () => jsonResponse(sampleLeaderboard('global', 'all-time')),
      'GET /api/v1/gamification/daily-challenge': () => jsonResponse(sampleDailyChallenge()),
    });
    renderPage(<LiveGameMode />, { path: paths.gameMode, auth: authValue('candidate') });

    expect(await screen.findByRole('progressbar', { name: 'Level 1' })).toHaveAttribute('aria-valuenow', '90');
    expect(await screen.findByRole('region', { name: 'Badges (1 of 23)' })).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const profileReads = () => calls.filter((call) => call.key === 'GET /api/v1/gamification/profile/me').length;
    expect(profileReads()).toBe(1);

    scored = true;
    act(() => FakeEventSource.opened[0]!.send('notification', badgeNotification));

    // 340 XP: level 3 began at 300.
    const bar = await screen.findByRole('progressbar', { name: 'Level 3' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    const badges = await screen.findByRole('region', { name: 'Badges (2 of 23)' });
    expect(
      within(within(badges).getByRole('list', { name: 'Earned' })).getByRole('heading', { name: 'Warming up' }),
    ).toBeInTheDocument();
    expect(profileReads()).toBe(2);
    // The page's stream is the app's one: no second EventSource was opened.
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('refreshes the figures quietly when points were paid without a notification (a practice attempt)', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const toasted = vi.spyOn(toast, 'info');
    let paid = false;
    const calls = stubApiRoutes({
      'POST /api/v1/notifications/stream-ticket': () =>
        jsonResponse({ ticket: 'ticket-1', expires_at: '2026-11-28T12:01:00.000Z' }, 201),
      'GET /api/v1/gamification/profile/me': () => jsonResponse(sampleGameProfile(paid ? 140 : 90)),
      'GET /api/v1/gamification/badges': () => jsonResponse({ badges: sampleBadges({}) }),
      'GET /api/v1/gamification/activity': () => jsonResponse(sampleActivity()),
      'GET /api/v1/gamification/leaderboard': () => jsonResponse(sampleLeaderboard('global', 'all-time')),
      'GET /api/v1/gamification/daily-challenge': () => jsonResponse(sampleDailyChallenge()),
    });
    renderPage(<LiveGameMode />, { path: paths.gameMode, auth: authValue('candidate') });
    expect(await screen.findByRole('progressbar', { name: 'Level 1' })).toHaveAttribute('aria-valuenow', '90');
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    paid = true;
    act(() => FakeEventSource.opened[0]!.send('points', {}));

    // 140 XP: level 2 began at 100.
    expect(await screen.findByRole('progressbar', { name: 'Level 2' })).toHaveAttribute('aria-valuenow', '40');
    expect(calls.filter((call) => call.key === 'GET /api/v1/gamification/profile/me')).toHaveLength(2);
    expect(toasted).not.toHaveBeenCalled();
  });
});
