import type { PathContent } from '@assay/contracts';
import type { Database, DbExecutor } from '../../db/client.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { LearningRepository } from './learning.repository.js';
import { stepsOf } from './path-outline.js';

/** What issuing a certificate needs; the certificates service answers it inside the completing transaction. */
export interface CertificateIssue {
  userId: string;
  holderName: string;
  pathId: string;
  pathTitle: string;
  pathDescription: string;
  version: number;
  completedAt: Date;
}
export interface CertificateIssuer {
  issue(input: CertificateIssue, tx: DbExecutor): Promise<{ id: string }>;
}

/** `learning.step_completed`: the game ledger pays for it; anything else that reacts to learning may subscribe. */
export interface StepCompletedPayload {
  [key: string]: unknown;
  userId: string;
  pathId: string;
  pathTitle: string;
  version: number;
  stepKey: string;
  stepTitle: string;
  kind: 'lesson' | 'challenge' | 'quiz';
  completedAt: string;
}
/** `learning.path_completed`, with the certificate it issued. */
export interface PathCompletedPayload {
  [key: string]: unknown;
  userId: string;
  pathId: string;
  pathTitle: string;
  version: number;
  certificateId: string;
  completedAt: string;
}

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Completing a step, in one transaction: the step once (a repeat changes nothing and records nothing), the day's
 * activity, its event, and — when it was the version's last step — the enrollment's completion with its certificate
 * and event. The learner's enrollment row is locked first, so two completions of a learner's last two steps on two
 * nodes cannot both miss that the path is done, nor both issue its certificate.
 */
export function createStepCompletion({
  db,
  repository,
  certificates,
  outbox,
  now = () => new Date(),
}: {
  db: Database;
  repository: LearningRepository;
  certificates: CertificateIssuer;
  outbox: OutboxService;
  now?: () => Date;
}) {
  interface Target {
    userId: string;
    holderName: string;
    pathId: string;
    version: number;
    content: PathContent;
  }

  /** Within the learner's lock: when every step of the version is complete, completes the path and issues its certificate. */
  async function finishIfDone(target: Target, at: Date, tx: DbExecutor): Promise<string | null> {
    const { userId, pathId, version, content } = target;
    const enrollment = await repository.lockEnrollment(userId, pathId, tx);
    if (!enrollment || enrollment.completedAt || enrollment.version !== version) return null;
    const done = (await repository.completedKeys(userId, tx)).get(pathId) ?? new Set<string>();
    if (!stepsOf(content).every((entry) => done.has(entry.step.key))) return null;
    await repository.updateEnrollment(userId, pathId, { completedAt: at }, tx);
    const certificate = await certificates.issue(
      {
        userId,
        holderName: target.holderName,
        pathId,
        pathTitle: content.title,
        pathDescription: content.summary,
        version,
        completedAt: at,
      },
      tx,
    );
    await outbox.record(tx, {
      type: 'learning.path_completed',
      payload: {
        userId,
        pathId,
        pathTitle: content.title,
        version,
        certificateId: certificate.id,
        completedAt: at.toISOString(),
      } satisfies PathCompletedPayload,
      actorId: userId,
    });
    return certificate.id;
  }

  return {
    async completeStep(
      input: Target & { stepKey: string },
    ): Promise<{ completed: boolean; certificateId: string | null }> {
      const { userId, pathId, version, content, stepKey } = input;
      const placed = stepsOf(content).find((entry) => entry.step.key === stepKey);
      if (!placed) return { completed: false, certificateId: null };
      const at = now();
      return db.transaction(async (tx) => {
        if (!(await repository.lockEnrollment(userId, pathId, tx))) return { completed: false, certificateId: null };
        const completed = await repository.completeStep(userId, pathId, stepKey, version, at, tx);
        if (!completed) return { completed: false, certificateId: null };
        await repository.addActivity({ userId, pathId, day: utcDay(at), steps: 1, seconds: 0 }, tx);
        await outbox.record(tx, {
          type: 'learning.step_completed',
          payload: {
            userId,
            pathId,
            pathTitle: content.title,
            version,
            stepKey,
            stepTitle: placed.step.title,
            kind: placed.step.kind,
            completedAt: at.toISOString(),
          } satisfies StepCompletedPayload,
          actorId: userId,
        });
        return { completed: true, certificateId: await finishIfDone(input, at, tx) };
      });
    },

    /** After moving to a version whose steps are all complete already (it dropped the ones left). */
    finishIfDone: (target: Target) => db.transaction((tx) => finishIfDone(target, now(), tx)),
  };
}
export type StepCompletion = ReturnType<typeof createStepCompletion>;
