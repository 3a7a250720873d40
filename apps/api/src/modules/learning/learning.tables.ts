import type { PathContent } from '@assay/contracts';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * A learning path: its editable draft and the number of its newest published version. Seeded paths (content/learning)
 * keep their folder's fingerprint, so an unchanged folder is not republished.
 */
export const learningPaths = pgTable('learning_paths', {
  id: text('id').primaryKey(),
  /** `draft` (never published), `published`, or `retired` (closed to new learners; enrolled ones go on). */
  status: text('status').$type<'draft' | 'published' | 'retired'>().notNull().default('draft'),
  draft: jsonb('draft').$type<PathContent>().notNull(),
  currentVersion: integer('current_version'),
  seedFingerprint: text('seed_fingerprint'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A published version: frozen content that enrolled learners keep until they choose to move. */
export const learningPathVersions = pgTable(
  'learning_path_versions',
  {
    pathId: text('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<PathContent>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ name: 'learning_path_versions_pk', columns: [table.pathId, table.version] })],
);

/** A learner on a path, on the version they enrolled in (or moved to). */
export const learningEnrollments = pgTable(
  'learning_enrollments',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pathId: text('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /** The step last opened: where "resume" goes while it is unfinished. */
    lastStepKey: text('last_step_key'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'learning_enrollments_pk', columns: [table.userId, table.pathId] }),
    index('learning_enrollments_path_idx').on(table.pathId, table.version),
  ],
);

/**
 * A learner's progress on one step, by its key (stable across versions: moving to a new version keeps what the two
 * share). A row exists once the step is opened; `completedAt` is set once, by the first completion.
 */
export const learningStepProgress = pgTable(
  'learning_step_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pathId: text('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    stepKey: text('step_key').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedVersion: integer('completed_version'),
    seconds: integer('seconds').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'learning_step_progress_pk', columns: [table.userId, table.pathId, table.stepKey] }),
    index('learning_step_progress_path_idx').on(table.pathId, table.stepKey),
  ],
);

/** Every quiz attempt, with the answers given and how they were judged. */
export const learningQuizAttempts = pgTable(
  'learning_quiz_attempts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pathId: text('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    stepKey: text('step_key').notNull(),
    version: integer('version').notNull(),
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    passed: boolean('passed').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('learning_quiz_attempts_step_idx').on(table.userId, table.pathId, table.stepKey, table.attemptedAt),
  ],
);

/** Steps completed and seconds spent per learner, path and UTC day: the daily goal, streaks and progress charts. */
export const learningActivity = pgTable(
  'learning_activity',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pathId: text('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    /** `YYYY-MM-DD`, UTC. */
    day: text('day').notNull(),
    steps: integer('steps').notNull().default(0),
    seconds: integer('seconds').notNull().default(0),
  },
  (table) => [primaryKey({ name: 'learning_activity_pk', columns: [table.userId, table.day, table.pathId] })],
);

/** A learner's settings: the daily goal in steps. */
export const learningLearners = pgTable('learning_learners', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyGoal: integer('daily_goal').notNull(),
});

/**
 * A certificate: the signed credential as issued (a compact JWS), with what it was issued for, and its place in the
 * revocation status list (`statusList`, `statusIndex`). One per learner and path.
 */
export const learningCertificates = pgTable(
  'learning_certificates',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pathId: text('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    holderName: text('holder_name').notNull(),
    pathTitle: text('path_title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    credential: text('credential').notNull(),
    statusList: integer('status_list').notNull(),
    statusIndex: integer('status_index').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    unique('learning_certificates_holder_path_key').on(table.userId, table.pathId),
    unique('learning_certificates_status_key').on(table.statusList, table.statusIndex),
  ],
);

/**
 * The issuer's Ed25519 signing keys. The oldest unretired key signs (two nodes racing to make the first agree on it);
 * every key stays in the DID document so certificates it signed keep verifying. Private keys are stored encrypted with
 * the auth secret.
 */
export const learningIssuerKeys = pgTable('learning_issuer_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  privateKeyEncrypted: text('private_key_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
