import type {
  ScenarioContent,
  SimulationStatus,
  StageKind,
  StageResult,
  StageWork,
  STAGE_END_REASONS,
  STAGE_STATUSES,
} from '@assay/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.tables.js';
import { users } from '../users/users.tables.js';

/** The scenarios on offer: seeded from content/simulations (their fingerprint says when a file changed). */
export const simulationScenarios = pgTable('simulation_scenarios', {
  slug: text('slug').primaryKey(),
  content: jsonb('content').$type<ScenarioContent>().notNull(),
  seedFingerprint: text('seed_fingerprint'),
  /** Retired scenarios start no new simulations; those begun go on. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One run of a scenario, with its own copy of the scenario (a changed file never changes a simulation under way).
 * The clock: while `in_progress`, time runs from `segment_started_at`; `overall_used_ms` (and each stage's `used_ms`)
 * is the time used before that. Pausing folds the running segment into them and stops the clock.
 */
export const simulations = pgTable(
  'simulations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scenarioSlug: text('scenario_slug').notNull(),
    scenario: jsonb('scenario').$type<ScenarioContent>().notNull(),
    status: text('status').$type<SimulationStatus>().notNull(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The running or paused stage's position (0-based); null before the start and after the end. */
    currentStage: integer('current_stage'),
    segmentStartedAt: timestamp('segment_started_at', { withTimezone: true }),
    overallUsedMs: bigint('overall_used_ms', { mode: 'number' }).notNull().default(0),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    sharedOrganizationId: text('shared_organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('simulations_user_idx').on(table.userId, table.createdAt),
    // The sweep's reads: what is running, paused or waiting.
    index('simulations_open_idx')
      .on(table.status)
      .where(sql`${table.status} in ('scheduled', 'in_progress', 'paused')`),
    index('simulations_shared_idx').on(table.sharedOrganizationId),
  ],
);

/** A simulation's stages, by position; a code stage keeps the challenge version it was given at the start. */
export const simulationStages = pgTable(
  'simulation_stages',
  {
    simulationId: text('simulation_id')
      .notNull()
      .references(() => simulations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    key: text('key').notNull(),
    kind: text('kind').$type<StageKind>().notNull(),
    status: text('status').$type<(typeof STAGE_STATUSES)[number]>().notNull().default('pending'),
    challengeVersionId: text('challenge_version_id'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: text('ended_by').$type<(typeof STAGE_END_REASONS)[number]>(),
    usedMs: bigint('used_ms', { mode: 'number' }).notNull().default(0),
    work: jsonb('work').$type<StageWork>(),
    workSavedAt: timestamp('work_saved_at', { withTimezone: true }),
    result: jsonb('result').$type<StageResult>(),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ name: 'simulation_stages_pk', columns: [table.simulationId, table.position] })],
);

/**
 * The conversation: the persona's scripted (or model-phrased) messages and the candidate's questions. `once_key` makes
 * a message the clock or a retried event would add twice (a nudge, a follow-up) appear once.
 */
export const simulationMessages = pgTable(
  'simulation_messages',
  {
    id: text('id').primaryKey(),
    simulationId: text('simulation_id')
      .notNull()
      .references(() => simulations.id, { onDelete: 'cascade' }),
    stageKey: text('stage_key'),
    sender: text('sender').$type<'persona' | 'candidate'>().notNull(),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    phrasedByModel: boolean('phrased_by_model').notNull().default(false),
    onceKey: text('once_key'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Orders messages of the same instant as they were written. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('simulation_messages_simulation_idx').on(table.simulationId, table.at),
    unique('simulation_messages_once').on(table.simulationId, table.onceKey),
  ],
);
