import { describe, expect, it } from 'vitest';
import { createLocalBroadcast } from '../broadcast/broadcast.js';
import { createReadCache } from './read-cache.js';

interface Row {
  id: string;
  owner: string;
  version: number;
}

function cacheWithLoads() {
  const cache = createReadCache<Row>({ name: 'test', max: 100, ttlMs: 60_000, broadcast: createLocalBroadcast() });
  const loads: string[] = [];
  let version = 0;
  const get = (id: string, owner: string) =>
    cache.get(
      id,
      async () => {
        loads.push(id);
        version += 1;
        return { id, owner, version };
      },
      (row) => [row.owner],
    );
  return { cache, loads, get };
}

describe('read cache', () => {
  it('keeps what it loaded until the scope is forgotten, and forgets only that scope', async () => {
    const { cache, loads, get } = cacheWithLoads();
    const first = await get('a1', 'alice');
    await get('b1', 'bob');
    expect(await get('a1', 'alice')).toBe(first);
    expect(loads).toEqual(['a1', 'b1']);

    cache.forget('alice');
    expect((await get('a1', 'alice'))?.version).toBeGreaterThan(first!.version);
    await get('b1', 'bob');
    expect(loads).toEqual(['a1', 'b1', 'a1']);
  });

  it('keeps nothing from a load during which a scope was forgotten (it may have read the replaced rows)', async () => {
    const cache = createReadCache<Row>({ name: 'test', max: 100, ttlMs: 60_000, broadcast: createLocalBroadcast() });
    let release!: () => void;
    const slowLoad = cache.get(
      'a1',
      () => new Promise<Row>((done) => (release = () => done({ id: 'a1', owner: 'alice', version: 1 }))),
      (row) => [row.owner],
    );
    await Promise.resolve();
    cache.forget('alice'); // a write committed while the read was on its way
    release();
    expect(await slowLoad).toMatchObject({ version: 1 }); // the caller gets what it read…
    const fresh = await cache.get(
      'a1',
      async () => ({ id: 'a1', owner: 'alice', version: 2 }),
      (row) => [row.owner],
    );
    expect(fresh).toMatchObject({ version: 2 }); // …but the next one reads again
  });

  it('does not keep a missing row, and hands out kept values frozen so that no request can change another’s', async () => {
    const cache = createReadCache<{ rows: Row[] }>({
      name: 'test',
      max: 100,
      ttlMs: 60_000,
      broadcast: createLocalBroadcast(),
    });
    let loads = 0;
    const missing = () =>
      cache.get(
        'none',
        async () => ((loads += 1), null),
        () => [],
      );
    expect(await missing()).toBeNull();
    expect(await missing()).toBeNull();
    expect(loads).toBe(2);

    await cache.get(
      'page',
      async () => ({ rows: [{ id: 'a1', owner: 'alice', version: 1 }] }),
      () => ['alice'],
    );
    const kept = (await cache.get(
      'page',
      async () => null,
      () => [],
    ))!;
    expect(() => kept.rows.push({ id: 'x', owner: 'x', version: 0 })).toThrow(TypeError);
    expect(() => ((kept.rows[0] as Row).version = 9)).toThrow(TypeError);
  });

  it('lets an entry go when it expires, a bound on staleness should a message between nodes be lost', async () => {
    const cache = createReadCache<Row>({ name: 'test', max: 100, ttlMs: 20, broadcast: createLocalBroadcast() });
    let loads = 0;
    const get = () =>
      cache.get(
        'a1',
        async () => ({ id: 'a1', owner: 'alice', version: (loads += 1) }),
        (row) => [row.owner],
      );
    await get();
    await get();
    expect(loads).toBe(1);
    await new Promise((done) => setTimeout(done, 40));
    await get();
    expect(loads).toBe(2);
  });
});
