import {
  BADGES,
  levelOf,
  type Badge,
  type DailyChallenge,
  type GamificationActivity,
  type GamificationProfile,
  type Leaderboard,
  type LeaderboardEntry,
  type QuickFireRound,
} from '@assay/contracts';

/** A candidate's game profile with `points` XP in all; its level figures follow the contracts' curve. */
export function sampleGameProfile(points = 240, overrides: Partial<GamificationProfile> = {}): GamificationProfile {
  return {
    user_id: 'u-1',
    username: 'Ada Lovelace',
    total_points: points,
    ...levelOf(points),
    badges: ['first-solve'],
    tasks_completed: 6,
    perfect_submissions: 1,
    streak_days: 3,
    points_by_category: { hashing: points },
    ...overrides,
  };
}

export function sampleActivity(overrides: Partial<GamificationActivity> = {}): GamificationActivity {
  return {
    recent: [
      {
        kind: 'challenge',
        points: 25,
        challenge_id: 'tpl-2',
        challenge_title: 'Balanced Brackets',
        created_at: '2026-11-27T09:00:00.000Z',
      },
      {
        kind: 'daily',
        points: 50,
        challenge_id: 'tpl-2',
        challenge_title: 'Balanced Brackets',
        created_at: '2026-11-27T09:00:00.000Z',
      },
    ],
    solve_days: [
      { date: '2026-11-26', solves: 1 },
      { date: '2026-11-27', solves: 3 },
    ],
    days: 84,
    ...overrides,
  };
}

/** The catalogue, with the given badges earned (on 2026-11-20 unless said). */
export function sampleBadges(earned: Record<string, string> = { 'first-solve': '2026-11-20T10:00:00.000Z' }): Badge[] {
  return BADGES.map((badge) => ({
    ...badge,
    earned: badge.id in earned,
    earned_at: earned[badge.id] ?? null,
  }));
}

const entry = (rank: number, username: string, points: number, isMe = false): LeaderboardEntry => ({
  rank,
  user_id: isMe ? 'u-1' : `u-${rank + 100}`,
  username,
  points,
  current_level: levelOf(points).current_level,
  is_me: isMe,
});

/** A board's top five; the caller among them when `myRank` is one of 1–5, below them otherwise. */
export function sampleLeaderboard(
  leaderboard_type: Leaderboard['leaderboard_type'],
  period: Leaderboard['period'],
  myRank: number | null = 3,
): Leaderboard {
  const names = ['Grace Hopper', 'Alan Turing', 'Anonymous', 'Edsger Dijkstra', 'Barbara Liskov'];
  const entries = names.map((name, index) =>
    index + 1 === myRank
      ? entry(index + 1, 'Ada Lovelace', 500 - index * 50, true)
      : entry(index + 1, name, 500 - index * 50),
  );
  return {
    leaderboard_type,
    period,
    period_key: period === 'all-time' ? 'all-time' : '2026-11',
    entries,
    me: { rank: myRank, points: myRank === null ? 0 : myRank <= 5 ? 500 - (myRank - 1) * 50 : 40 },
    total: 57,
  };
}

export function sampleDailyChallenge(overrides: Partial<DailyChallenge> = {}): DailyChallenge {
  return {
    date: '2026-11-28',
    challenge: {
      id: 'tpl-7',
      title: 'Word Frequencies',
      difficulty: 'medium',
      category: 'arrays-and-strings',
      points: 25,
    },
    bonus: 50,
    solved: false,
    next_at: '2026-11-29T00:00:00.000Z',
    server_now: '2026-11-28T12:00:00.000Z',
    ...overrides,
  };
}

export function sampleQuickFireRound(overrides: Partial<QuickFireRound> = {}): QuickFireRound {
  return {
    id: 'qf-1',
    task_id: 'task-qf-1',
    challenge: { id: 'tpl-3', title: 'Two Sum', difficulty: 'easy', category: 'hashing', points: 10 },
    started_at: '2026-11-28T12:02:00.000Z',
    deadline_at: '2026-11-28T12:12:00.000Z',
    server_now: '2026-11-28T12:02:00.000Z',
    status: 'running',
    submission_id: null,
    ...overrides,
  };
}
