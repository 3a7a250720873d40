import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type { SubmissionScoredPayload } from '../src/modules/judging/submission-scored.js';
import { organizationMembers } from '../src/modules/organizations/organizations.tables.js';
import { users } from '../src/modules/users/users.tables.js';
import { outboxEvents } from '../src/platform/outbox/outbox.tables.js';
import { bearer, signIn, signUp } from './auth-helpers.js';

const PASSWORD = 'a-good-password';

/** A practice score as the game mode receives it (defaults: an easy hashing attempt in Python, now). */
export interface Scored {
  challengeId?: string;
  difficulty?: 'easy' | 'medium' | 'hard' | 'expert';
  category?: string | null;
  language?: string;
  score: number;
  submittedAt?: Date;
  kind?: 'attempt' | 'final';
  submissionId?: string;
  trigger?: 'submitted' | 're_evaluation';
  practice?: boolean;
  taskId?: string;
}

/** Records a `submission.scored` event as judging does and waits for the outbox to deliver it: its id and payload. */
export async function recordScored(app: FastifyInstance, userId: string, event: Scored) {
  const payload: SubmissionScoredPayload = {
    submissionId: event.submissionId ?? randomUUID(),
    taskId: event.taskId ?? randomUUID(),
    candidateId: userId,
    kind: event.kind ?? 'attempt',
    score: event.score,
    trigger: event.trigger ?? 'submitted',
    title: `Challenge ${event.challengeId ?? 'c-easy'}`,
    assignedBy: null,
    candidateName: 'Someone',
    practice:
      event.practice === false
        ? null
        : {
            challengeId: event.challengeId ?? 'c-easy',
            difficulty: event.difficulty ?? 'easy',
            category: (event.category === undefined ? 'hashing' : event.category) as 'hashing' | null,
            language: event.language ?? 'python',
            submittedAt: (event.submittedAt ?? new Date()).toISOString(),
          },
  };
  const id = await app.services.db.transaction((tx) =>
    app.services.outbox.record(tx, { type: 'submission.scored', payload, actorId: userId }),
  );
  await untilOutboxIdle(app);
  return { id, payload };
}

/**
 * Waits until every recorded event has been delivered (or given up on), those the deliveries record included (a
 * badge's). Draining alone is not enough: the app's own poller may hold an event this node's drain then skips.
 */
export async function untilOutboxIdle(app: FastifyInstance): Promise<void> {
  await vi.waitFor(
    async () => {
      await app.services.events.drain();
      const [row] = await app.services.db
        .select({ pending: sql<number>`count(*)::int` })
        .from(outboxEvents)
        .where(and(isNull(outboxEvents.deliveredAt), isNull(outboxEvents.failedAt)));
      expect(row!.pending).toBe(0);
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** A candidate signed up through the API, a member of an organization when one is named: their id and token. */
export async function signedUpCandidate(app: FastifyInstance, name: string, organizationId?: string) {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}@example.test`;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url: `/api/v1${url}`, headers: { origin: app.config.publicUrl, ...bearer(token) }, payload });
  expect((await signUp(app, { email, password: PASSWORD, name })).statusCode).toBe(200);
  const { token } = await signIn(app, email, PASSWORD);
  expect((await call(token, 'POST', '/users/me/role', { role: 'candidate' })).statusCode).toBe(200);
  const id = (await call(token, 'GET', '/users/me')).json<{ id: string }>().id;
  if (organizationId) {
    await app.services.db.update(users).set({ organizationId }).where(eq(users.id, id));
    await app.services.db.insert(organizationMembers).values({ organizationId, userId: id, role: 'candidate' });
    app.services.readCaches.clear();
  }
  return { id, token };
}
