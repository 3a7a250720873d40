import type { ScenarioContent, SimulationStatus } from '@assay/contracts';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { organizations } from '../organizations/organizations.tables.js';
import { simulationMessages, simulationScenarios, simulationStages, simulations } from './simulations.tables.js';

export type SimulationRow = typeof simulations.$inferSelect;
export type StageRow = typeof simulationStages.$inferSelect;
export type MessageRow = typeof simulationMessages.$inferSelect;
export type NewMessage = Omit<typeof simulationMessages.$inferInsert, 'seq'>;

const OPEN_STATUSES: SimulationStatus[] = ['scheduled', 'in_progress', 'paused'];

/** Scenarios, simulations with their stages, and each simulation's messages. */
export function createSimulationsRepository(db: Database) {
  return {
    /** Keeps a seeded scenario as its file says: created, replaced when the file changed, or left alone. */
    async syncScenario(content: ScenarioContent, fingerprint: string): Promise<'created' | 'updated' | 'unchanged'> {
      const [existing] = await db
        .select({ fingerprint: simulationScenarios.seedFingerprint })
        .from(simulationScenarios)
        .where(eq(simulationScenarios.slug, content.slug));
      if (existing?.fingerprint === fingerprint) return 'unchanged';
      await db
        .insert(simulationScenarios)
        .values({ slug: content.slug, content, seedFingerprint: fingerprint })
        .onConflictDoUpdate({
          target: simulationScenarios.slug,
          set: { content, seedFingerprint: fingerprint, updatedAt: new Date() },
        });
      return existing ? 'updated' : 'created';
    },

    scenarios: () =>
      db
        .select()
        .from(simulationScenarios)
        .where(isNull(simulationScenarios.retiredAt))
        .orderBy(asc(simulationScenarios.slug)),

    async scenario(slug: string) {
      const [row] = await db
        .select()
        .from(simulationScenarios)
        .where(and(eq(simulationScenarios.slug, slug), isNull(simulationScenarios.retiredAt)));
      return row ?? null;
    },

    async insert(
      row: typeof simulations.$inferInsert,
      stages: (typeof simulationStages.$inferInsert)[],
      tx: DbExecutor,
    ): Promise<void> {
      await tx.insert(simulations).values(row);
      await tx.insert(simulationStages).values(stages);
    },

    async byId(id: string, tx: DbExecutor = db): Promise<SimulationRow | null> {
      const [row] = await tx.select().from(simulations).where(eq(simulations.id, id));
      return row ?? null;
    },

    /** Taken by every change: the clock, the candidate's actions and the scorer go one at a time. */
    async lock(id: string, tx: DbExecutor): Promise<SimulationRow | null> {
      const [row] = await tx.select().from(simulations).where(eq(simulations.id, id)).for('update');
      return row ?? null;
    },

    async update(id: string, patch: Partial<typeof simulations.$inferInsert>, tx: DbExecutor): Promise<void> {
      await tx
        .update(simulations)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(simulations.id, id));
    },

    stages: (simulationId: string, tx: DbExecutor = db): Promise<StageRow[]> =>
      tx
        .select()
        .from(simulationStages)
        .where(eq(simulationStages.simulationId, simulationId))
        .orderBy(asc(simulationStages.position)),

    async updateStage(
      simulationId: string,
      position: number,
      patch: Partial<typeof simulationStages.$inferInsert>,
      tx: DbExecutor,
    ): Promise<void> {
      await tx
        .update(simulationStages)
        .set(patch)
        .where(and(eq(simulationStages.simulationId, simulationId), eq(simulationStages.position, position)));
    },

    /** Adds messages; one whose `onceKey` the simulation already has is skipped. */
    async addMessages(rows: readonly NewMessage[], tx: DbExecutor): Promise<void> {
      if (rows.length === 0) return;
      await tx
        .insert(simulationMessages)
        .values([...rows])
        .onConflictDoNothing();
    },

    messages: (simulationId: string, tx: DbExecutor = db): Promise<MessageRow[]> =>
      tx
        .select()
        .from(simulationMessages)
        .where(eq(simulationMessages.simulationId, simulationId))
        .orderBy(asc(simulationMessages.at), asc(simulationMessages.seq)),

    /** The user's running or paused simulation, if any. */
    async activeOf(userId: string, tx: DbExecutor): Promise<SimulationRow | null> {
      const [row] = await tx
        .select()
        .from(simulations)
        .where(and(eq(simulations.userId, userId), inArray(simulations.status, ['in_progress', 'paused'])));
      return row ?? null;
    },

    /**
     * A page of a user's simulations, newest first; `sharedWith` limits it to those shared with these organizations
     * (a reviewer's view of someone else's).
     */
    async list(
      userId: string,
      {
        status,
        page,
        limit,
        sharedWith,
      }: { status?: SimulationStatus; page: number; limit: number; sharedWith?: string[] },
    ) {
      const where = and(
        eq(simulations.userId, userId),
        status ? eq(simulations.status, status) : undefined,
        sharedWith ? inArray(simulations.sharedOrganizationId, sharedWith) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ simulation: simulations, organizationName: organizations.name })
          .from(simulations)
          .leftJoin(organizations, eq(organizations.id, simulations.sharedOrganizationId))
          .where(where)
          .orderBy(desc(simulations.createdAt), desc(simulations.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(simulations).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** The stages of many simulations, by simulation. */
    async stagesOf(ids: readonly string[]): Promise<Map<string, StageRow[]>> {
      const byId = new Map<string, StageRow[]>();
      if (ids.length === 0) return byId;
      const rows = await db
        .select()
        .from(simulationStages)
        .where(inArray(simulationStages.simulationId, [...ids]))
        .orderBy(asc(simulationStages.position));
      for (const row of rows) byId.set(row.simulationId, [...(byId.get(row.simulationId) ?? []), row]);
      return byId;
    },

    /** Every completed simulation of the user (or those shared with `sharedWith`), oldest first: the trends. */
    completed: (userId: string, sharedWith?: string[]) =>
      db
        .select()
        .from(simulations)
        .where(
          and(
            eq(simulations.userId, userId),
            eq(simulations.status, 'completed'),
            sharedWith ? inArray(simulations.sharedOrganizationId, sharedWith) : undefined,
          ),
        )
        .orderBy(asc(simulations.endedAt)),

    /** A user's simulations the clock may move. */
    openOf: (userId: string) =>
      db
        .select({ id: simulations.id })
        .from(simulations)
        .where(and(eq(simulations.userId, userId), inArray(simulations.status, OPEN_STATUSES))),

    /** Simulations the clock may move: running, paused or waiting. */
    open: (limit: number) =>
      db
        .select({ id: simulations.id })
        .from(simulations)
        .where(inArray(simulations.status, OPEN_STATUSES))
        .orderBy(asc(simulations.updatedAt))
        .limit(limit),

    async organizationName(id: string, tx: DbExecutor = db): Promise<string | null> {
      const [row] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, id));
      return row?.name ?? null;
    },
  };
}
export type SimulationsRepository = ReturnType<typeof createSimulationsRepository>;
