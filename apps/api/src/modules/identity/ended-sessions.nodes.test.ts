import { describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { useTwoNodes } from '../../../test/two-nodes.js';

const redisUrl = process.env.REDIS_URL;
const SOON = { timeout: 5_000, interval: 20 }; // far below the token's lifetime: only a broadcast explains a pass

describe.skipIf(!redisUrl)('ended sessions with two API nodes sharing a database and Redis', () => {
  const cluster = useTwoNodes(redisUrl);

  it('a sign-out on one node is refused at once by the other, which had the token verified and kept', async () => {
    const { nodes, configs } = cluster;
    const session = await signIn(nodes[0], 'candidate@demo.assay.dev', configs[0].DEMO_PASSWORD);
    const me = (node: number) =>
      nodes[node]!.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(session.token) });
    // Node B verifies the token (and keeps it verified) before the sign-out.
    expect((await me(1)).statusCode).toBe(200);
    expect((await me(1)).statusCode).toBe(200);

    const out = await nodes[0].inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: session.cookie, origin: configs[0].publicUrl },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    expect((await me(0)).statusCode).toBe(401);
    await expect.poll(async () => (await me(1)).statusCode, SOON).toBe(401);
    expect((await me(1)).json().code).toBe('INVALID_TOKEN');
  });
});
