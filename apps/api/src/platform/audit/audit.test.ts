import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { auditLogs } from './audit.tables.js';

/** The message of an error and of every cause under it (drizzle wraps the database's error in its own). */
function errorChainText(error: unknown): string {
  const parts: string[] = [];
  for (let current: unknown = error; current instanceof Error; current = current.cause) parts.push(current.message);
  return parts.join(' <- ');
}

async function rejectionOf(promise: PromiseLike<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return errorChainText(error);
  }
  throw new Error('expected the statement to be refused, but it succeeded');
}

describe('audit log', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const entry = {
    actorId: 'user-1',
    action: 'role.changed',
    organizationId: 'org-1',
    targetType: 'user',
    targetId: 'user-2',
    metadata: { from: 'candidate', to: 'interviewer', nested: { reason: 'promotion' } },
    requestId: 'req-abc',
    ip: '127.0.0.1',
  };

  it('records who did what, where, to what and from which request', async () => {
    const { db, audit } = testApp.app.services;
    const before = Date.now();
    const recorded = await audit.record(entry);

    const [row] = await db.select().from(auditLogs).where(eq(auditLogs.id, recorded.id));
    expect(row).toEqual(recorded);
    expect(row).toMatchObject(entry);
    expect(row!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(row!.createdAt).toBeInstanceOf(Date);
    // The database's clock sets it; the same machine's clock agrees to within a generous minute.
    expect(Math.abs(row!.createdAt.getTime() - before)).toBeLessThan(60_000);
  });

  it('gives an entry without metadata an empty object and leaves unknown fields null', async () => {
    const { db, audit } = testApp.app.services;
    const recorded = await audit.record({ action: 'system.started' });
    const [row] = await db.select().from(auditLogs).where(eq(auditLogs.id, recorded.id));
    expect(row).toMatchObject({
      action: 'system.started',
      metadata: {},
      actorId: null,
      organizationId: null,
      targetId: null,
      requestId: null,
    });
  });

  it('refuses UPDATE and DELETE in the database, so rows are never changed', async () => {
    const { db, audit } = testApp.app.services;
    const recorded = await audit.record({ ...entry, action: 'task.assigned' });

    expect(
      await rejectionOf(db.update(auditLogs).set({ action: 'task.unassigned' }).where(eq(auditLogs.id, recorded.id))),
    ).toMatch(/audit_logs is append-only: UPDATE is not allowed/);
    expect(await rejectionOf(db.update(auditLogs).set({ metadata: {} }))).toMatch(/append-only/);
    expect(await rejectionOf(db.delete(auditLogs).where(eq(auditLogs.id, recorded.id)))).toMatch(
      /audit_logs is append-only: DELETE is not allowed/,
    );
    expect(await rejectionOf(db.delete(auditLogs))).toMatch(/append-only/);

    const [row] = await db.select().from(auditLogs).where(eq(auditLogs.id, recorded.id));
    expect(row).toEqual(recorded);
  });

  it('leaves no row when the transaction of the audited change rolls back', async () => {
    const { db, audit, transaction } = testApp.app.services;
    let recordedId: string | undefined;
    await expect(
      transaction(async (tx) => {
        recordedId = (await audit.record({ ...entry, action: 'invitation.accepted' }, tx)).id;
        const [inside] = await tx.select().from(auditLogs).where(eq(auditLogs.id, recordedId));
        expect(inside?.action).toBe('invitation.accepted');
        throw new Error('the audited change failed');
      }),
    ).rejects.toThrow('the audited change failed');

    expect(recordedId).toBeDefined();
    expect(await db.select().from(auditLogs).where(eq(auditLogs.id, recordedId!))).toEqual([]);
    expect(await db.select().from(auditLogs).where(eq(auditLogs.action, 'invitation.accepted'))).toEqual([]);
  });
});
