import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../../db/client.js';
import type { OutboxRepository } from './outbox.repository.js';

/** What a subscriber receives. `id` is the idempotency key: a subscriber may see the same event twice. */
export interface DomainEvent<TPayload extends Record<string, unknown> = Record<string, unknown>> {
  id: string;
  type: string;
  payload: TPayload;
  organizationId: string | null;
  actorId: string | null;
  requestId: string | null;
  createdAt: Date;
}

export interface NewDomainEvent {
  type: string;
  payload: Record<string, unknown>;
  organizationId?: string | null;
  actorId?: string | null;
  requestId?: string | null;
}

/** Records domain events. Always pass the transaction of the change, so the event exists iff the change does. */
export function createOutboxService({ repository }: { repository: OutboxRepository }) {
  /** Several events in one statement, in this order; their ids. */
  async function recordMany(tx: DbExecutor, events: readonly NewDomainEvent[]): Promise<string[]> {
    const rows = events.map((event) => ({ id: randomUUID(), ...event }));
    if (rows.length > 0) await repository.insert(rows, tx);
    return rows.map((row) => row.id);
  }

  return {
    async record(tx: DbExecutor, event: NewDomainEvent): Promise<string> {
      const [id] = await recordMany(tx, [event]);
      return id!;
    },
    recordMany,
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
