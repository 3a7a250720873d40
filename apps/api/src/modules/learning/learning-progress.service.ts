import {
  DAILY_GOAL_DEFAULT,
  type Learner,
  type Progress,
  type Resources,
  type resourcesQuerySchema,
} from '@assay/contracts';
import type { z } from 'zod';
import { NotFoundError } from '../../lib/errors.js';
import type { UserRow } from '../users/users.service.js';
import type { LearningRepository } from './learning.repository.js';
import type { LearningService } from './learning.service.js';
import { stepsOf } from './path-outline.js';
import { utcDay } from './step-completion.js';

const DAY_MS = 86_400_000;
const dayBefore = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS));

/** Days in a row, ending `today` (or yesterday while today's goal is still open), on which `goal` steps were done. */
export function streakOf(stepsByDay: ReadonlyMap<string, number>, today: string, goal: number): number {
  let day = (stepsByDay.get(today) ?? 0) >= goal ? today : dayBefore(today, 1);
  let streak = 0;
  while ((stepsByDay.get(day) ?? 0) >= goal) {
    streak += 1;
    day = dayBefore(day, 1);
  }
  return streak;
}

/** The longest run of consecutive days meeting the goal. */
export function bestStreakOf(stepsByDay: ReadonlyMap<string, number>, goal: number): number {
  const met = [...stepsByDay]
    .filter(([, steps]) => steps >= goal)
    .map(([day]) => day)
    .sort();
  let best = 0;
  let run = 0;
  met.forEach((day, index) => {
    run = index > 0 && dayBefore(day, 1) === met[index - 1] ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

/** Progress pages, the daily goal and its streak, and the curated resources of the published paths. */
export function createLearningProgressService({
  repository,
  learning,
  now = () => new Date(),
}: {
  repository: LearningRepository;
  learning: Pick<LearningService, 'enrolled' | 'summariesOf'>;
  now?: () => Date;
}) {
  return {
    async me(caller: UserRow): Promise<Learner> {
      const goal = (await repository.dailyGoal(caller.id)) ?? DAILY_GOAL_DEFAULT;
      const today = utcDay(now());
      // A year back is enough for the best streak shown; older days are not read.
      const activity = await repository.activityOf(caller.id, dayBefore(today, 365));
      const stepsByDay = new Map(activity.map((row) => [row.day, row.steps]));
      const byDay = new Map(activity.map((row) => [row.day, row]));
      const days = Array.from({ length: 14 }, (_, index) => dayBefore(today, 13 - index)).map((day) => ({
        day,
        steps: byDay.get(day)?.steps ?? 0,
        seconds: byDay.get(day)?.seconds ?? 0,
      }));
      return {
        daily_goal: goal,
        today_steps: stepsByDay.get(today) ?? 0,
        streak_days: streakOf(stepsByDay, today, goal),
        best_streak_days: bestStreakOf(stepsByDay, goal),
        days,
      };
    },

    async setGoal(caller: UserRow, dailyGoal: number): Promise<Learner> {
      await repository.setDailyGoal(caller.id, dailyGoal);
      return this.me(caller);
    },

    async progress(caller: UserRow, id: string): Promise<Progress> {
      const summary = (await learning.summariesOf(caller)).find((entry) => entry.id === id);
      if (!summary?.enrollment) throw new NotFoundError('You are not enrolled in this path.');
      const { enrollment, content, completed } = await learning.enrolled(caller, id);
      const rows = new Map((await repository.progressOf(caller.id, id)).map((row) => [row.stepKey, row]));
      const since = utcDay(new Date(Math.max(enrollment.enrolledAt.getTime(), now().getTime() - 59 * DAY_MS)));
      const attempts = await repository.attemptsOf(caller.id, id);
      const steps = stepsOf(content);
      return {
        path: summary,
        modules: content.modules.map((module) => ({
          key: module.key,
          title: module.title,
          completed_steps: module.steps.filter((step) => completed.has(step.key)).length,
          total_steps: module.steps.length,
          seconds: module.steps.reduce((sum, step) => sum + (rows.get(step.key)?.seconds ?? 0), 0),
          minutes_estimated: module.steps.reduce((sum, step) => sum + step.minutes, 0),
        })),
        days: await repository.activityOf(caller.id, since, id),
        seconds_total: [...rows.values()].reduce((sum, row) => sum + row.seconds, 0),
        minutes_remaining: steps
          .filter((placed) => !completed.has(placed.step.key))
          .reduce((sum, placed) => sum + placed.step.minutes, 0),
        quizzes: steps.flatMap(({ step }) => {
          if (step.kind !== 'quiz') return [];
          const mine = attempts.filter((attempt) => attempt.stepKey === step.key);
          return [
            {
              key: step.key,
              title: step.title,
              attempts: mine.length,
              best_percent: Math.max(0, ...mine.map((attempt) => Math.floor((attempt.correct * 100) / attempt.total))),
            },
          ];
        }),
      };
    },

    async resources(query: z.infer<typeof resourcesQuerySchema>): Promise<Resources> {
      const published = (await repository.currentVersions()).filter((row) => row.status === 'published');
      const needle = query.search?.toLowerCase();
      return {
        paths: published.map((row) => ({ id: row.pathId, title: row.content.title })),
        items: published
          .filter((row) => !query.path || row.pathId === query.path)
          .flatMap((row) =>
            row.content.resources.map((resource) => ({
              ...resource,
              path_id: row.pathId,
              path_title: row.content.title,
            })),
          )
          .filter((resource) => !query.kind || resource.kind === query.kind)
          .filter(
            (resource) =>
              !needle || `${resource.title} ${resource.description} ${resource.url}`.toLowerCase().includes(needle),
          ),
      };
    },
  };
}
export type LearningProgressService = ReturnType<typeof createLearningProgressService>;
