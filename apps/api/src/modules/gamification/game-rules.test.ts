import { BADGES, levelOf, quickFireBonus, xpToReachLevel } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { BADGE_RULES, badgesMet, type GameFigures, isoWeek, periodKey, streakEndingAt } from './game-rules.js';

const nothing: GameFigures = {
  totalPoints: 0,
  solvedChallenges: 0,
  perfectChallenges: 0,
  solvedLanguages: [],
  solvedCategories: [],
  mostInOneCategory: 0,
  solvedHard: false,
  solvedExpert: false,
  cameBack: false,
  dailySolves: 0,
  quickFireSolves: 0,
  fastQuickFire: false,
  streakDays: 0,
};

/** For each badge: figures just short of its criterion, and figures that meet it. */
const thresholds: Record<string, [Partial<GameFigures>, Partial<GameFigures>]> = {
  'first-solve': [{ solvedChallenges: 0 }, { solvedChallenges: 1 }],
  'five-solves': [{ solvedChallenges: 4 }, { solvedChallenges: 5 }],
  'ten-solves': [{ solvedChallenges: 9 }, { solvedChallenges: 10 }],
  'twenty-five-solves': [{ solvedChallenges: 24 }, { solvedChallenges: 25 }],
  'streak-7': [{ streakDays: 6 }, { streakDays: 7 }],
  'streak-30': [{ streakDays: 29 }, { streakDays: 30 }],
  'streak-100': [{ streakDays: 99 }, { streakDays: 100 }],
  polyglot: [
    { solvedLanguages: ['javascript', 'typescript', 'python', 'cpp', 'go', 'sql'] },
    { solvedLanguages: ['javascript', 'typescript', 'python', 'cpp', 'java'] },
  ],
  'sql-solver': [{ solvedLanguages: ['python'] }, { solvedLanguages: ['sql'] }],
  'all-categories': [
    {
      solvedCategories: [
        'arrays-and-strings',
        'hashing',
        'two-pointers',
        'stacks-and-queues',
        'trees-and-graphs',
        'dynamic-programming',
        'greedy',
        'intervals',
        'parsing',
        'practical',
      ],
    },
    {
      solvedCategories: [
        'arrays-and-strings',
        'hashing',
        'two-pointers',
        'stacks-and-queues',
        'trees-and-graphs',
        'dynamic-programming',
        'greedy',
        'intervals',
        'parsing',
        'practical',
        'sql',
      ],
    },
  ],
  'category-specialist': [{ mostInOneCategory: 4 }, { mostInOneCategory: 5 }],
  'hard-solve': [{ solvedHard: false }, { solvedHard: true }],
  'expert-solve': [{ solvedExpert: false }, { solvedExpert: true }],
  'perfect-first': [{ perfectChallenges: 0 }, { perfectChallenges: 1 }],
  'perfect-ten': [{ perfectChallenges: 9 }, { perfectChallenges: 10 }],
  comeback: [{ cameBack: false }, { cameBack: true }],
  'daily-first': [{ dailySolves: 0 }, { dailySolves: 1 }],
  'daily-seven': [{ dailySolves: 6 }, { dailySolves: 7 }],
  'quick-fire-first': [{ quickFireSolves: 0 }, { quickFireSolves: 1 }],
  speed: [{ fastQuickFire: false }, { fastQuickFire: true }],
  'level-5': [{ totalPoints: xpToReachLevel(5) - 1 }, { totalPoints: xpToReachLevel(5) }],
  'level-10': [{ totalPoints: xpToReachLevel(10) - 1 }, { totalPoints: xpToReachLevel(10) }],
  'points-1000': [{ totalPoints: 999 }, { totalPoints: 1000 }],
};

describe('game rules', () => {
  it('publishes at least 20 badges, each with a criterion and a rule', () => {
    expect(BADGES.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(BADGE_RULES).sort()).toEqual(BADGES.map((badge) => badge.id).sort());
    expect(Object.keys(thresholds).sort()).toEqual(BADGES.map((badge) => badge.id).sort());
  });

  it.each(BADGES.map((badge) => badge.id))('%s is met at its criterion and not just before', (id) => {
    const [short, met] = thresholds[id]!;
    expect(BADGE_RULES[id]({ ...nothing, ...short })).toBe(false);
    expect(BADGE_RULES[id]({ ...nothing, ...met })).toBe(true);
  });

  it('nothing earns nothing', () => {
    expect(badgesMet(nothing)).toEqual([]);
  });

  it('levels: level 1 with 100 XP to the next (SPEC §9), each level 100 XP more than the last', () => {
    expect(levelOf(0)).toEqual({ current_level: 1, xp_progress: 0, xp_for_next_level: 100 });
    expect(levelOf(99)).toEqual({ current_level: 1, xp_progress: 99, xp_for_next_level: 100 });
    expect(levelOf(100)).toEqual({ current_level: 2, xp_progress: 0, xp_for_next_level: 200 });
    expect(levelOf(299)).toEqual({ current_level: 2, xp_progress: 199, xp_for_next_level: 200 });
    expect(levelOf(300)).toEqual({ current_level: 3, xp_progress: 0, xp_for_next_level: 300 });
    for (let points = 0; points < 200_000; points += 997) {
      const { current_level, xp_progress, xp_for_next_level } = levelOf(points);
      expect(xpToReachLevel(current_level) + xp_progress).toBe(points);
      expect(xp_progress).toBeLessThan(xp_for_next_level);
    }
  });

  it('streaks: consecutive UTC days ending today or yesterday; a missed day ends one', () => {
    expect(streakEndingAt(['2026-11-26', '2026-11-27', '2026-11-28'], '2026-11-28')).toBe(3);
    // Today not solved yet: yesterday's streak still stands.
    expect(streakEndingAt(['2026-11-26', '2026-11-27'], '2026-11-28')).toBe(2);
    // A whole day without a solve: the streak is over.
    expect(streakEndingAt(['2026-11-25', '2026-11-26'], '2026-11-28')).toBe(0);
    expect(streakEndingAt(['2026-11-24', '2026-11-26', '2026-11-27', '2026-11-27'], '2026-11-27')).toBe(2);
    // Across a month and a year.
    expect(streakEndingAt(['2025-12-31', '2026-01-01'], '2026-01-01')).toBe(2);
  });

  it('period keys: the UTC month, ISO week and day', () => {
    const at = new Date('2026-11-28T23:59:59.999Z');
    expect(periodKey('all-time', at)).toBe('all-time');
    expect(periodKey('monthly', at)).toBe('2026-11');
    expect(periodKey('weekly', at)).toBe('2026-W48');
    expect(periodKey('daily', at)).toBe('2026-11-28');
    // ISO weeks at year ends: 2027-01-01 is a Friday of 2026's week 53; 2024-12-30 a Monday of 2025's week 1.
    expect(isoWeek(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
    expect(isoWeek(new Date('2026-01-04T12:00:00Z'))).toBe('2026-W01');
  });

  it('the quick-fire bonus falls with the time used and is nothing after the countdown', () => {
    expect(quickFireBonus('easy', 600, 600)).toBe(10);
    expect(quickFireBonus('easy', 300, 600)).toBe(5);
    expect(quickFireBonus('medium', 1, 1200)).toBe(0);
    expect(quickFireBonus('easy', 0, 600)).toBe(0);
    expect(quickFireBonus('easy', -5, 600)).toBe(0);
  });
});
