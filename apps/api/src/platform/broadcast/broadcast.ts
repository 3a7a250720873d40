import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type BroadcastHandler = (message: unknown) => void;

/**
 * Messages every API node hears, whichever sent them: through Redis pub/sub when REDIS_URL is set, else only within
 * this process (the embedded single node). A node does not hear its own messages (it has acted on them already).
 * Delivery is at most once: a node that lost its Redis connection is told to resync when it is back, since what was
 * sent meanwhile is gone.
 */
export interface Broadcast {
  publish(channel: string, message: unknown): void;
  subscribe(channel: string, handler: BroadcastHandler): void;
  /** Called when this node may have missed messages (its subscriber connection came back). */
  onResync(handler: () => void): void;
  close(): Promise<void>;
}

interface Envelope {
  origin: string;
  message: unknown;
}

/** One process, one node: nobody else to tell. */
export function createLocalBroadcast(): Broadcast {
  return {
    publish: () => undefined,
    subscribe: () => undefined,
    onResync: () => undefined,
    close: async () => undefined,
  };
}

/** Redis pub/sub between API nodes; `prefix` keeps installations that share one Redis apart. */
export function createRedisBroadcast({
  url,
  prefix,
  log,
}: {
  url: string;
  prefix: string;
  log: FastifyBaseLogger;
}): Broadcast {
  const origin = randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  const handlers = new Map<string, BroadcastHandler[]>();
  const resyncHandlers: (() => void)[] = [];
  let connectedOnce = false;
  // Connection errors are retried by ioredis; an unhandled 'error' event would end the process.
  for (const connection of [publisher, subscriber])
    connection.on('error', (error: Error) => log.warn({ err: error }, 'broadcast: Redis connection error'));

  subscriber.on('ready', () => {
    if (connectedOnce) for (const handler of resyncHandlers) handler();
    connectedOnce = true;
  });
  subscriber.on('message', (channel: string, raw: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.origin === origin) return;
    for (const handler of handlers.get(channel.slice(prefix.length)) ?? []) handler(envelope.message);
  });

  return {
    publish(channel, message) {
      publisher
        .publish(prefix + channel, JSON.stringify({ origin, message } satisfies Envelope))
        .catch((error: Error) => {
          log.warn(
            { err: error, channel },
            'broadcast: a message could not be sent; other nodes resync on reconnection or when their entries expire',
          );
        });
    },
    subscribe(channel, handler) {
      const existing = handlers.get(channel);
      if (existing) {
        existing.push(handler);
        return;
      }
      handlers.set(channel, [handler]);
      subscriber
        .subscribe(prefix + channel)
        .catch((error: Error) => log.error({ err: error, channel }, 'broadcast: could not subscribe'));
    },
    onResync(handler) {
      resyncHandlers.push(handler);
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
