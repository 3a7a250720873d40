import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from './after-commit.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from './client.js';

describe('afterCommit', () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  beforeAll(async () => {
    testDb = await createTestDatabase('empty');
    database = await testDb.open();
  });
  afterAll(() => testDb.dispose());

  it('runs a hook registered inside a transaction once it has committed, not before', async () => {
    const ran: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      afterCommit(tx, () => ran.push('hook'));
      expect(ran).toEqual([]);
      ran.push('last statement');
    });
    expect(ran).toEqual(['last statement', 'hook']);
  });

  it('drops the hooks of a transaction that rolls back', async () => {
    const ran: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('hook'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(ran).toEqual([]);
  });

  it('runs at once outside a transaction (the write it follows has completed)', () => {
    const ran: string[] = [];
    afterCommit(database.db, () => ran.push('hook'));
    expect(ran).toEqual(['hook']);
  });
});
