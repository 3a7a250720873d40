import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * A user's connection to GitHub: the access token (sealed by the secret box, never stored or sent in clear) and the
 * account it belongs to as GitHub described it when the token was last checked.
 */
export const githubConnections = pgTable('github_connections', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `v1.<iv>.<tag>.<ciphertext>` (platform/secrets/secret-box.ts). */
  tokenSealed: text('token_sealed').notNull(),
  tokenKind: text('token_kind').$type<'user' | 'installation'>().notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  login: text('login').notNull(),
  name: text('name'),
  avatarUrl: text('avatar_url'),
  htmlUrl: text('html_url'),
  /** How many repositories an installation token sees; null for a person's token. */
  repositoryCount: integer('repository_count'),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  tokenUpdatedAt: timestamp('token_updated_at', { withTimezone: true }).notNull().defaultNow(),
});
