import { TASK_ERROR_CODES } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { startTwoNodes, type TwoNodes } from '../../../test/two-nodes.js';

const redisUrl = process.env.REDIS_URL;
const SOON = { timeout: 5_000, interval: 20 }; // far below the entries' expiry (60 s): only a broadcast explains a pass
type Who = 'candidate' | 'interviewer' | 'orgadmin';

describe.skipIf(!redisUrl)('kept reads with two API nodes sharing a database and Redis', () => {
  let cluster: TwoNodes;
  let configs: TwoNodes['configs'];
  let nodes: TwoNodes['nodes'];
  const token = {} as Record<Who, string>;

  const call = (
    node: number,
    who: Who,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    nodes[node]!.inject({
      method,
      url,
      headers: { origin: configs[node]!.publicUrl, ...bearer(token[who]) },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    cluster = await startTwoNodes(redisUrl!);
    ({ nodes, configs } = cluster);
    for (const who of ['candidate', 'interviewer', 'orgadmin'] as const)
      token[who] = (await signIn(nodes[0], `${who}@demo.assay.dev`, configs[0].DEMO_PASSWORD)).token;
  });
  afterAll(() => cluster?.close());

  it('what one node changes, the other shows at once: a new task, a saved draft, a removal from the organization', async () => {
    const list = async () =>
      (await call(0, 'candidate', 'GET', '/api/v1/candidate/tasks?limit=100')).json<{ total: number }>().total;
    const before = await list();
    expect(before).toBeGreaterThan(0);

    const assessment = (
      await call(1, 'interviewer', 'POST', '/api/v1/interviewer/tasks', { template_id: 'platform-fizzbuzz' })
    ).json<{ id: string }>();
    const assigned = await call(1, 'interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
      assessment_id: assessment.id,
      candidate_emails: ['candidate@demo.assay.dev'],
    });
    const taskId = assigned.json<{ assigned: { task_id: string }[] }>().assigned[0]!.task_id;
    await expect.poll(list, SOON).toBe(before + 1);

    const page = async () =>
      (await call(0, 'candidate', 'GET', `/api/v1/candidate/tasks/${taskId}`)).json<{
        status: string;
        draft: { code: string } | null;
      }>();
    // Read (and kept) on node 0 before any work: not started yet.
    expect(await page()).toMatchObject({ status: 'assigned', draft: null });
    expect(
      (
        await call(1, 'candidate', 'PUT', `/api/v1/candidate/tasks/${taskId}/draft`, {
          language: 'python',
          code: 'print(1)',
        })
      ).statusCode,
    ).toBe(200);
    await expect.poll(async () => (await page()).draft?.code, SOON).toBe('print(1)');
    // The draft on node 1 started the task: node 0 shows that too.
    expect((await page()).status).toBe('in_progress');

    const me = (await call(0, 'candidate', 'GET', '/api/v1/users/me')).json<{ id: string }>();
    expect(
      (await call(1, 'orgadmin', 'DELETE', `/api/v1/organizations/demo-organization/members/${me.id}`)).statusCode,
    ).toBe(200);
    await expect
      .poll(
        async () => (await call(0, 'candidate', 'GET', '/api/v1/candidate/tasks')).json<{ code?: string }>().code,
        SOON,
      )
      .toBe(TASK_ERROR_CODES.organizationRequired);
  });
});
