import { listChallenges } from '@assay/challenges';
import { describe, expect, it } from 'vitest';
import { loadSeededPaths } from './path-library.js';

/**
 * The seeded paths (content/learning) as a learner will meet them: each loads and validates, is of real depth, and
 * every challenge step names a challenge of the library (whose solutions the library check runs).
 */
describe('the seeded learning paths', () => {
  const paths = loadSeededPaths();
  const challenges = new Set(listChallenges().map((entry) => entry.slug));

  it('cover the six subjects, each with at least 5 modules and 20 steps of every kind', () => {
    expect(paths.map((path) => path.slug)).toEqual(
      expect.arrayContaining([
        'javascript-fundamentals',
        'python-fundamentals',
        'data-structures',
        'algorithms',
        'sql',
        'debugging-and-testing',
      ]),
    );
    for (const { slug, content } of paths) {
      const steps = content.modules.flatMap((module) => module.steps);
      expect(content.modules.length, slug).toBeGreaterThanOrEqual(5);
      expect(steps.length, slug).toBeGreaterThanOrEqual(20);
      expect(new Set(steps.map((step) => step.kind)), slug).toEqual(new Set(['lesson', 'quiz', 'challenge']));
      expect(content.resources.length, slug).toBeGreaterThanOrEqual(5);
    }
  });

  it('name only challenges of the library, and only paths that exist, with no cycle among prerequisites', () => {
    const ids = new Map(paths.map((path) => [path.id, path]));
    for (const { slug, content } of paths) {
      for (const step of content.modules.flatMap((module) => module.steps))
        if (step.kind === 'challenge') expect(challenges.has(step.challenge), `${slug}: ${step.challenge}`).toBe(true);
      for (const prerequisite of content.prerequisites)
        expect(ids.has(prerequisite), `${slug}: ${prerequisite}`).toBe(true);
    }
    const reaches = (from: string, target: string, seen = new Set<string>()): boolean =>
      ids
        .get(from)!
        .content.prerequisites.some(
          (next) => next === target || (!seen.has(next) && (seen.add(next), reaches(next, target, seen))),
        );
    for (const path of paths) expect(reaches(path.id, path.id), path.slug).toBe(false);
  });

  it('write lessons in Markdown with code, and no raw HTML', () => {
    for (const { slug, content } of paths) {
      const lessons = content.modules.flatMap((module) => module.steps).filter((step) => step.kind === 'lesson');
      expect(lessons.filter((lesson) => lesson.body.includes('```')).length, slug).toBeGreaterThanOrEqual(
        Math.ceil(lessons.length / 2),
      );
      for (const lesson of lessons) expect(lesson.body, `${slug}: ${lesson.key}`).not.toMatch(/<\/?[a-z][\s\S]*?>/i);
    }
  });
});
