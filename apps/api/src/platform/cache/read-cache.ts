import { LRUCache } from 'lru-cache';
import type { Broadcast } from '../broadcast/broadcast.js';

/**
 * A cache of rows a hot read route would otherwise fetch on every request, kept coherent by whoever writes them:
 * each value belongs to one or more scopes (a user, a candidate), and the writer forgets a scope once its
 * transaction has committed (`afterCommit`). This node forgets at once; the other nodes when the broadcast reaches
 * them (milliseconds), or at the latest when the entry expires (`ttlMs`, the bound should a message be lost).
 */
export interface ReadCache<V> {
  /**
   * The value under `key`: the kept one, or `load()`'s, kept under the scopes `scopesOf` names unless a scope was
   * forgotten while it loaded (the load may then have read what was just replaced). `null` is returned, not kept.
   */
  get(key: string, load: () => Promise<V | null>, scopesOf: (value: V) => readonly string[]): Promise<V | null>;
  /** Forgets every value of `scope`, here and on every other node. */
  forget(scope: string): void;
  clear(): void;
}

const CHANNEL = 'read-cache';

interface Entry<V> {
  value: V;
  scopes: readonly string[];
}

interface ForgetMessage {
  cache: string;
  scope: string;
}

/** Freezes plain objects and arrays all the way down: a kept value is shared by every request that reads it. */
function freezeDeep<T>(value: T): T {
  if (value === null || typeof value !== 'object' || value instanceof Date || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) freezeDeep(inner);
  return Object.freeze(value);
}

export function createReadCache<V extends object>({
  name,
  max,
  ttlMs,
  broadcast,
}: {
  name: string;
  max: number;
  ttlMs: number;
  broadcast: Broadcast;
}): ReadCache<V> {
  /** The keys of each scope, so that forgetting one is not a scan. */
  const keysOf = new Map<string, Set<string>>();
  const entries = new LRUCache<string, Entry<V>>({
    max,
    ttl: ttlMs,
    dispose: (entry, key) => {
      for (const scope of entry.scopes) {
        const keys = keysOf.get(scope);
        keys?.delete(key);
        if (keys?.size === 0) keysOf.delete(scope);
      }
    },
  });
  /** Bumped by every forget: a load that saw it change keeps nothing. */
  let generation = 0;

  function forgetHere(scope: string): void {
    generation += 1;
    const keys = keysOf.get(scope);
    if (!keys) return;
    for (const key of [...keys]) entries.delete(key);
  }

  function clear(): void {
    generation += 1;
    entries.clear();
  }

  broadcast.subscribe(CHANNEL, (message) => {
    const { cache, scope } = message as ForgetMessage;
    if (cache === name && typeof scope === 'string') forgetHere(scope);
  });
  broadcast.onResync(clear);

  return {
    async get(key, load, scopesOf) {
      const kept = entries.get(key);
      if (kept) return kept.value;
      const before = generation;
      const value = await load();
      if (value === null || generation !== before) return value;
      const scopes = scopesOf(value);
      entries.set(key, { value: freezeDeep(value), scopes });
      for (const scope of scopes) {
        const keys = keysOf.get(scope) ?? new Set<string>();
        keys.add(key);
        keysOf.set(scope, keys);
      }
      return value;
    },
    forget(scope) {
      forgetHere(scope);
      broadcast.publish(CHANNEL, { cache: name, scope } satisfies ForgetMessage);
    },
    clear,
  };
}
