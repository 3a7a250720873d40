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
  return {
    async record(tx: DbExecutor, event: NewDomainEvent): Promise<string> {
      const id = randomUUID();
      await repository.insert({ id, ...event }, tx);
      return id;
    },
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
