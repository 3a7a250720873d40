import { randomUUID } from 'node:crypto';
import type { AdminPath, Funnel, PathContent, adminPathSummarySchema } from '@assay/contracts';
import type { z } from 'zod';
import type { Database, DbExecutor } from '../../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { UserRow } from '../users/users.service.js';
import type { LearningRepository, PathRow } from './learning.repository.js';
import { challengeTemplateIdOf, type ChallengeStanding } from './learning.service.js';
import type { SeededPath } from './path-library.js';
import { refOf, stepsOf } from './path-outline.js';

type AdminPathSummary = z.infer<typeof adminPathSummarySchema>;

/** A new path's draft: enough to validate, for the author to replace. */
const starterContent = (title: string): PathContent => ({
  title,
  summary: 'What this path teaches, in one sentence.',
  description: 'Who this path is for and what they will be able to do after it.',
  level: 'beginner',
  topics: [],
  unlock: 'sequential',
  prerequisites: [],
  resources: [],
  modules: [
    {
      key: 'first-module',
      title: 'First module',
      summary: 'What this module covers.',
      steps: [
        {
          key: 'first-lesson',
          kind: 'lesson',
          title: 'First lesson',
          minutes: 5,
          body: '# First lesson\n\nWrite the lesson here.',
        },
      ],
    },
  ],
});

const sameContent = (a: PathContent, b: PathContent) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Authoring learning paths (platform admins): drafts, publishing a new version (learners keep theirs), retiring, the
 * seeded paths of content/learning, and where learners stop (each step's figures).
 */
export function createLearningAuthoringService({
  db,
  repository,
  practice,
  audit,
}: {
  db: Database;
  repository: LearningRepository;
  practice: ChallengeStanding;
  audit: AuditService;
}) {
  async function found(id: string): Promise<PathRow> {
    const path = await repository.path(id);
    if (!path) throw new NotFoundError('Learning path not found.');
    return path;
  }

  async function summaryOf(
    path: PathRow,
    figures?: { learners: number; completions: number },
  ): Promise<AdminPathSummary> {
    const current = path.currentVersion === null ? null : await repository.version(path.id, path.currentVersion);
    return {
      id: path.id,
      title: path.draft.title,
      status: path.status,
      version: path.currentVersion,
      unpublished_changes: !current || !sameContent(current.content, path.draft),
      learners: figures?.learners ?? 0,
      completions: figures?.completions ?? 0,
      updated_at: path.updatedAt.toISOString(),
    };
  }

  /** What the schema cannot check: challenges in the library, prerequisites that exist and are not this path. */
  async function checkReferences(id: string, content: PathContent, caller: UserRow): Promise<void> {
    const steps = stepsOf(content).flatMap(({ step }) => (step.kind === 'challenge' ? [step] : []));
    const known = new Set(
      (
        await practice.standing(
          caller.id,
          steps.map((step) => challengeTemplateIdOf(step.challenge)),
        )
      ).map((row) => row.id),
    );
    const missing = steps.filter((step) => !known.has(challengeTemplateIdOf(step.challenge)));
    if (missing.length > 0)
      throw new ValidationError(
        `These challenges are not in the library: ${missing.map((step) => step.challenge).join(', ')}.`,
      );
    for (const prerequisite of content.prerequisites) {
      if (prerequisite === id) throw new ValidationError('A path cannot be its own prerequisite.');
      if (!(await repository.path(prerequisite)))
        throw new ValidationError(`No learning path has the id “${prerequisite}”.`);
    }
  }

  async function publishLocked(id: string, publishedBy: string | null, tx: DbExecutor, seedFingerprint?: string) {
    const path = (await repository.lockPath(id, tx))!;
    const current = path.currentVersion === null ? null : await repository.version(id, path.currentVersion, tx);
    if (current && sameContent(current.content, path.draft)) return null;
    const version = (path.currentVersion ?? 0) + 1;
    await repository.insertVersion({ pathId: id, version, content: path.draft, publishedBy }, tx);
    await repository.updatePath(
      id,
      {
        currentVersion: version,
        status: path.status === 'retired' ? 'retired' : 'published',
        ...(seedFingerprint ? { seedFingerprint } : {}),
      },
      tx,
    );
    return version;
  }

  async function detail(id: string): Promise<AdminPath> {
    const path = await found(id);
    const figures = (await repository.figures()).get(id);
    const versions = await repository.versionsOf(id);
    return {
      ...(await summaryOf(path, figures)),
      draft: path.draft,
      versions: versions.map((row) => ({
        version: row.version,
        published_at: row.publishedAt.toISOString(),
        learners: row.learners,
        steps: stepsOf(row.content).length,
      })),
    };
  }

  return {
    async list(): Promise<{ items: AdminPathSummary[] }> {
      const figures = await repository.figures();
      const paths = await repository.paths();
      return { items: await Promise.all(paths.map((path) => summaryOf(path, figures.get(path.id)))) };
    },

    detail,

    async create(caller: UserRow, title: string): Promise<AdminPath> {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await repository.insertPath({ id, draft: starterContent(title), createdBy: caller.id }, tx);
        await audit.record(
          {
            actorId: caller.id,
            action: 'learning.path_created',
            targetType: 'learning_path',
            targetId: id,
            metadata: { title },
          },
          tx,
        );
      });
      return detail(id);
    },

    async saveDraft(caller: UserRow, id: string, content: PathContent): Promise<AdminPath> {
      await found(id);
      await checkReferences(id, content, caller);
      await repository.updatePath(id, { draft: content });
      return detail(id);
    },

    /** Publishes the draft as the next version; learners already enrolled stay on theirs until they move. */
    async publish(caller: UserRow, id: string): Promise<AdminPath> {
      const path = await found(id);
      await checkReferences(id, path.draft, caller);
      await db.transaction(async (tx) => {
        const version = await publishLocked(id, caller.id, tx);
        if (version === null)
          throw new ConflictError(
            `Nothing changed since version ${path.currentVersion}.`,
            'LEARNING_NOTHING_TO_PUBLISH',
          );
        await audit.record(
          {
            actorId: caller.id,
            action: 'learning.path_published',
            targetType: 'learning_path',
            targetId: id,
            metadata: { version },
          },
          tx,
        );
      });
      return detail(id);
    },

    /** Closes a published path to new learners (enrolled ones go on), or opens it again. */
    async setRetired(caller: UserRow, id: string, retired: boolean): Promise<AdminPath> {
      const path = await found(id);
      if (path.currentVersion === null)
        throw new ConflictError('Publish this path before you retire it.', 'LEARNING_NOT_PUBLISHED');
      await db.transaction(async (tx) => {
        await repository.updatePath(id, { status: retired ? 'retired' : 'published' }, tx);
        await audit.record(
          {
            actorId: caller.id,
            action: retired ? 'learning.path_retired' : 'learning.path_restored',
            targetType: 'learning_path',
            targetId: id,
          },
          tx,
        );
      });
      return detail(id);
    },

    /** Per step of a version: learners who opened it, completed it, and stopped at it (completed the step before, not this). */
    async funnel(id: string, version?: number): Promise<Funnel> {
      const path = await found(id);
      const chosen = version ?? path.currentVersion;
      const row = chosen === null ? null : await repository.version(id, chosen);
      if (!row) throw new NotFoundError('That version of the path does not exist.');
      const [counts, completions, learners] = await Promise.all([
        repository.funnel(id, row.version),
        repository.completedByLearner(id, row.version),
        repository.learnersOn(id, row.version),
      ]);
      const byKey = new Map(counts.map((count) => [count.stepKey, count]));
      const doneBy = new Map<string, Set<string>>();
      for (const { userId, stepKey } of completions) doneBy.set(userId, (doneBy.get(userId) ?? new Set()).add(stepKey));
      const steps = stepsOf(row.content);
      return {
        version: row.version,
        learners,
        steps: steps.map((placed, index) => {
          const before = index > 0 ? steps[index - 1]!.step.key : null;
          const stalled = [...doneBy.values()].filter(
            (done) => (before === null || done.has(before)) && !done.has(placed.step.key),
          ).length;
          return {
            ...refOf(placed),
            opened: byKey.get(placed.step.key)?.opened ?? 0,
            completed: byKey.get(placed.step.key)?.completed ?? 0,
            stalled: before === null ? learners - (byKey.get(placed.step.key)?.completed ?? 0) : stalled,
          };
        }),
      };
    },

    /**
     * A path of content/learning: created and published the first time, republished as a new version when its folder
     * changed (its fingerprint), left alone otherwise. The folder is the source: an admin's edit of a seeded path's
     * draft is replaced when the folder changes.
     */
    async syncSeeded(seeded: SeededPath): Promise<'created' | 'updated' | 'unchanged'> {
      const existing = await repository.path(seeded.id);
      if (existing?.seedFingerprint === seeded.fingerprint) return 'unchanged';
      return db.transaction(async (tx) => {
        if (!existing) await repository.insertPath({ id: seeded.id, draft: seeded.content, status: 'draft' }, tx);
        else await repository.updatePath(seeded.id, { draft: seeded.content }, tx);
        await publishLocked(seeded.id, null, tx, seeded.fingerprint);
        await repository.updatePath(seeded.id, { seedFingerprint: seeded.fingerprint }, tx);
        return existing ? 'updated' : 'created';
      });
    },
  };
}
export type LearningAuthoringService = ReturnType<typeof createLearningAuthoringService>;
