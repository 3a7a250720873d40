// Matrix rows for the game mode (issue 27): every route is a candidate's (the admin passes every role check; the
// role-less caller has become a candidate in the identity rows). The profile is created before it is read.
import { type MatrixRow, type Outcome, type Caller, signedIn } from './outcomes.js';

const players: Record<Caller, Outcome> = { ...signedIn(403), candidate: 'ok', noRole: 'ok', admin: 'ok' };

export const gamificationRows: MatrixRow[] = [
  {
    route: 'POST /api/v1/gamification/profile',
    request: () => ({ url: '/api/v1/gamification/profile', payload: {} }),
    expect: players,
  },
  {
    route: 'GET /api/v1/gamification/profile/me',
    request: () => ({ url: '/api/v1/gamification/profile/me' }),
    expect: players,
  },
  {
    route: 'GET /api/v1/gamification/profile/settings',
    request: () => ({ url: '/api/v1/gamification/profile/settings' }),
    expect: players,
  },
  {
    route: 'PATCH /api/v1/gamification/profile/settings',
    request: () => ({ url: '/api/v1/gamification/profile/settings', payload: { show_on_leaderboard: true } }),
    expect: players,
  },
  {
    route: 'GET /api/v1/gamification/badges',
    request: () => ({ url: '/api/v1/gamification/badges' }),
    expect: players,
  },
  {
    route: 'GET /api/v1/gamification/activity',
    request: () => ({ url: '/api/v1/gamification/activity' }),
    expect: players,
  },
  {
    route: 'GET /api/v1/gamification/leaderboard',
    request: () => ({ url: '/api/v1/gamification/leaderboard?leaderboard_type=organization&period=weekly' }),
    expect: players,
  },
  {
    route: 'GET /api/v1/gamification/daily-challenge',
    request: () => ({ url: '/api/v1/gamification/daily-challenge' }),
    expect: players,
  },
  {
    route: 'POST /api/v1/gamification/public-challenge',
    request: () => ({ url: '/api/v1/gamification/public-challenge', payload: { difficulty: 'easy' } }),
    expect: players,
  },
  {
    route: 'GET /api/v1/gamification/public-challenge',
    request: () => ({ url: '/api/v1/gamification/public-challenge' }),
    expect: players,
  },
  // Nobody's round: not found for whoever may submit one (a round of another is not found either, gamification.test.ts).
  {
    route: 'POST /api/v1/gamification/submit-public-challenge/:id',
    request: () => ({
      url: '/api/v1/gamification/submit-public-challenge/no-such-round',
      payload: { language: 'python', code: 'print(1)' },
    }),
    expect: { ...players, candidate: 404, noRole: 404, admin: 404 },
  },
];
