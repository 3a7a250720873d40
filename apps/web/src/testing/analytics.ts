import type { OrgAnalytics, TaskAnalytics, UserAnalytics } from '@assay/contracts';

/** Ten deciles from counts, lowest band first. */
export function deciles(counts: number[]) {
  return counts.map((count, index) => ({ from: index * 10, to: index * 10 + 10, count }));
}

/** Every day of a window ending 2026-11-28, zeros but for the given days. */
function dailyRows(days: number, active: Record<string, { sent: number; submitted: number; reviewed: number }>) {
  const end = Date.UTC(2026, 10, 28);
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return { date, ...(active[date] ?? { sent: 0, submitted: 0, reviewed: 0 }) };
  });
}

export function sampleOrgAnalytics(days = 30, overrides: Partial<OrgAnalytics> = {}): OrgAnalytics {
  return {
    organizationId: 'org-1',
    days,
    from: new Date(Date.UTC(2026, 10, 28) - days * 86_400_000).toISOString(),
    to: '2026-11-28T00:00:00.000Z',
    funnel: { sent: 12, started: 10, submitted: 8, scored: 8, reviewed: 5 },
    medianHoursToSubmit: 26.5,
    scoreDeciles: deciles([0, 0, 0, 1, 0, 1, 2, 2, 1, 1]),
    assessments: [
      {
        assessmentId: 'as-1',
        title: 'Balanced Brackets',
        sent: 7,
        submitted: 5,
        passRate: 0.6,
        medianScore: 74,
      },
      { assessmentId: 'as-2', title: 'FizzBuzz', sent: 5, submitted: 3, passRate: null, medianScore: null },
    ],
    decisions: { advance: 3, hold: 1, reject: 1 },
    languages: [
      { language: 'javascript', submissions: 2 },
      { language: 'python', submissions: 6 },
    ],
    reviewers: [
      { reviewerId: 'u-2', name: 'Ivan Interviewer', reviews: 4, decided: 3, medianHoursToReview: 0.5 },
      { reviewerId: 'u-1', name: 'Olga Orgadmin', reviews: 1, decided: 1, medianHoursToReview: 72 },
    ],
    medianHoursToReview: 3,
    daily: dailyRows(days, { '2026-11-27': { sent: 4, submitted: 2, reviewed: 1 } }),
    ...overrides,
  };
}

/** A window in which nothing was sent, submitted or reviewed. */
export function emptyOrgAnalytics(days = 30): OrgAnalytics {
  return sampleOrgAnalytics(days, {
    funnel: { sent: 0, started: 0, submitted: 0, scored: 0, reviewed: 0 },
    medianHoursToSubmit: null,
    medianHoursToReview: null,
    scoreDeciles: deciles(Array(10).fill(0) as number[]),
    assessments: [],
    decisions: { advance: 0, hold: 0, reject: 0 },
    languages: [],
    reviewers: [],
    daily: dailyRows(days, {}),
  });
}

export function sampleTaskAnalytics(overrides: Partial<TaskAnalytics> = {}): TaskAnalytics {
  return {
    kind: 'assessment',
    id: 'as-1',
    title: 'Balanced Brackets',
    attempts: 12,
    candidates: 11,
    scoreDeciles: deciles([0, 1, 0, 0, 1, 2, 3, 2, 2, 1]),
    tests: [
      { testId: 't-5', position: 5, hidden: true, runs: 12, passed: 3, passRate: 0.25 },
      { testId: 't-4', position: 4, hidden: true, runs: 12, passed: 9, passRate: 0.75 },
      { testId: 't-1', position: 1, hidden: false, runs: 12, passed: 12, passRate: 1 },
    ],
    medianMinutesToSolve: 42,
    languages: [{ language: 'python', submissions: 12 }],
    discriminationIndex: 0.46,
    ...overrides,
  };
}

export function samplePerformance(period = '30d', overrides: Partial<UserAnalytics> = {}): UserAnalytics {
  const days = Number(period.slice(0, -1));
  return {
    userId: 'u-9',
    name: 'Cora Candidate',
    days,
    from: new Date(Date.UTC(2026, 10, 28) - days * 86_400_000).toISOString(),
    to: '2026-11-28T00:00:00.000Z',
    scores: [
      { taskId: 'task-1', title: 'FizzBuzz', score: 55, submittedAt: '2026-11-20T10:00:00.000Z' },
      { taskId: 'task-2', title: 'Balanced Brackets', score: 90, submittedAt: '2026-11-26T15:30:00.000Z' },
    ],
    byDifficulty: [
      { difficulty: 'easy', tasks: 1, medianScore: 55 },
      { difficulty: 'medium', tasks: 1, medianScore: 90 },
    ],
    byCategory: [{ category: 'strings', tasks: 2, medianScore: 72.5 }],
    languages: [{ language: 'python', submissions: 2 }],
    runsPerTask: [
      { taskId: 'task-1', title: 'FizzBuzz', runs: 4 },
      { taskId: 'task-2', title: 'Balanced Brackets', runs: 2 },
    ],
    medianMinutesToFirstPass: 18,
    ...overrides,
  };
}
