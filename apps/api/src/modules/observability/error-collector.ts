import { createHash } from 'node:crypto';
import {
  admitIdenticalError,
  normaliseErrorMessage,
  normaliseStack,
  type ErrorGroup,
  type ErrorSource,
} from '@assay/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { errorGroups } from './observability.tables.js';

export interface ErrorEvent {
  source: ErrorSource;
  message: string;
  /** The page's path (web) or `METHOD pattern` of the route (api): part of the fingerprint. */
  route: string | null;
  stack?: string | undefined;
  requestId?: string | undefined;
  release?: string | undefined;
}

/** Identical errors share a fingerprint: same source, same place, same message once ids and numbers are folded. */
export function fingerprintOf(event: Pick<ErrorEvent, 'source' | 'message' | 'route' | 'stack'>): string {
  const place = event.source === 'api' ? (event.route ?? '') : '';
  return createHash('sha256')
    .update([event.source, place, normaliseErrorMessage(event.message), normaliseStack(event.stack)].join('\n'))
    .digest('hex')
    .slice(0, 32);
}

/**
 * The embedded error collector: groups errors by fingerprint and records at most 10 identical ones per 60 s (SPEC
 * §9); the rest only add to the group's suppressed count. `now` is injectable so the limit is tested without waiting.
 */
export function createErrorCollector({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    async record(event: ErrorEvent, at: Date = now()): Promise<{ recorded: boolean; fingerprint: string }> {
      const fingerprint = fingerprintOf(event);
      return db.transaction(async (tx) => {
        await tx
          .insert(errorGroups)
          .values({
            fingerprint,
            source: event.source,
            message: event.message.slice(0, 1000),
            route: event.route,
            stack: event.stack?.slice(0, 8000) ?? null,
            firstSeen: at,
            lastSeen: at,
          })
          .onConflictDoNothing();
        // The row lock serialises identical errors arriving at once on any node.
        const [group] = await tx
          .select()
          .from(errorGroups)
          .where(eq(errorGroups.fingerprint, fingerprint))
          .for('update');
        const admitted = admitIdenticalError(
          group!.recent.map((time) => time.getTime()),
          at.getTime(),
        );
        await tx
          .update(errorGroups)
          .set(
            admitted.recorded
              ? {
                  count: sql`${errorGroups.count} + 1`,
                  lastSeen: at > group!.lastSeen ? at : group!.lastSeen,
                  lastRequestId: event.requestId ?? group!.lastRequestId,
                  release: event.release ?? group!.release,
                  recent: admitted.recent.map((time) => new Date(time)),
                }
              : {
                  suppressed: sql`${errorGroups.suppressed} + 1`,
                  recent: admitted.recent.map((time) => new Date(time)),
                },
          )
          .where(eq(errorGroups.fingerprint, fingerprint));
        return { recorded: admitted.recorded, fingerprint };
      });
    },

    /** The groups seen most recently first. */
    async recent(limit: number, source?: ErrorSource): Promise<ErrorGroup[]> {
      const rows = await db
        .select()
        .from(errorGroups)
        .where(source ? eq(errorGroups.source, source) : undefined)
        .orderBy(desc(errorGroups.lastSeen))
        .limit(limit);
      return rows.map((row) => ({
        fingerprint: row.fingerprint,
        source: row.source,
        message: row.message,
        route: row.route,
        count: row.count,
        suppressed: row.suppressed,
        firstSeen: row.firstSeen.toISOString(),
        lastSeen: row.lastSeen.toISOString(),
        lastRequestId: row.lastRequestId,
        release: row.release,
        stack: row.stack,
      }));
    },
  };
}
export type ErrorCollector = ReturnType<typeof createErrorCollector>;
