import { PRODUCT_NAME_DEFAULT } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { useTwoNodes } from '../../../test/two-nodes.js';

const redisUrl = process.env.REDIS_URL;
const SOON = { timeout: 5_000, interval: 20 };
/**
 * A client address of its own: the rate limit this test lowers to 10 counts requests per address, in Redis, which
 * other runs share; the polls below would otherwise spend an address's 10 before they saw the change.
 */
const anAddress = () => `127.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

describe.skipIf(!redisUrl)('product settings with two API nodes sharing a database and Redis', () => {
  const cluster = useTwoNodes(redisUrl);

  it('a change saved on one node is in force on the other at once: name, sign-up and rate limit', async () => {
    const { nodes, configs } = cluster;
    const product = async (node: number) =>
      (await nodes[node]!.inject({ method: 'GET', url: '/api/v1/product', remoteAddress: anAddress() })).json<{
        productName: string;
        signUp: string;
      }>();
    // Node B has read (and keeps) the defaults before the change.
    expect(await product(1)).toEqual({ productName: PRODUCT_NAME_DEFAULT, signUp: 'open' });

    const admin = await signIn(nodes[0], 'admin@demo.assay.dev', configs[0].DEMO_PASSWORD);
    const saved = await nodes[0].inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: { origin: configs[0].publicUrl, ...bearer(admin.token) },
      payload: { productName: 'Acme Skills', signUp: 'invitation_only', rateLimitMax: 10, rateLimitWindowSeconds: 60 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await product(0)).toEqual({ productName: 'Acme Skills', signUp: 'invitation_only' });
    // No expiry bounds node B's copy: only the broadcast explains a pass.
    await expect.poll(() => product(1), SOON).toEqual({ productName: 'Acme Skills', signUp: 'invitation_only' });

    const refused = await nodes[1].inject({
      method: 'POST',
      url: '/auth/sign-up/email',
      headers: { origin: configs[1].publicUrl },
      payload: { email: 'stranger@example.test', password: 'a-good-password', name: 'Stranger' },
      remoteAddress: anAddress(),
    });
    expect(refused.statusCode).toBe(403);
    const from = anAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await nodes[1].inject({ method: 'GET', url: '/api/v1/no-such-thing', remoteAddress: from })).statusCode,
      );
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429]);
  });
});
