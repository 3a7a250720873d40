import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFixtureLibrary } from '@assay/challenges/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { librarySeeder } from './challenge-library.seed.js';

describe('seeding the challenge library', () => {
  let t: TestApp;
  let root: string;
  let candidate: string;
  const seed = (enabled = true) =>
    librarySeeder(root).run({
      services: t.app.services,
      config: { ...t.config, SEED_LIBRARY: enabled },
      log: t.app.log,
    });
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...bearer(candidate) },
      ...(payload ? { payload } : {}),
    });
  const published = async () => (await call('GET', '/api/v1/public/tasks/library-line-sum')).json();

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    candidate = (await signIn(t.app, 'candidate@demo.assay.dev', t.config.DEMO_PASSWORD)).token;
    root = writeFixtureLibrary();
  });
  afterAll(() => t.close());

  it('is off when SEED_LIBRARY is false: no library template appears', async () => {
    await seed(false);
    expect((await call('GET', '/api/v1/public/tasks/library-line-sum')).statusCode).toBe(404);
  });

  it('publishes each challenge as a platform template in the catalogue, its category the first tag', async () => {
    await seed();
    expect(await published()).toMatchObject({
      id: 'library-line-sum',
      version: 1,
      tags: ['arrays-and-strings', 'sums'],
      languages: ['python'],
      tests: 10,
      content: { title: 'Line Sum', hidden_tests: { count: 8 } },
    });
    const list = (await call('GET', '/api/v1/public/tasks?search=Line%20Sum')).json();
    expect(list.tasks.map((task: { id: string }) => task.id)).toEqual(['library-line-sum']);
  });

  it('seeds again without a new version; a changed folder becomes version 2 and a started task keeps version 1', async () => {
    const started = await call('POST', '/api/v1/public/tasks', { template_id: 'library-line-sum' });
    expect(started.statusCode).toBe(201);
    await seed();
    expect((await published()).version).toBe(1);

    writeFileSync(join(root, 'line-sum', 'statement.md'), 'Print the sum of the numbers on the one line of input.\n');
    await seed();
    expect(await published()).toMatchObject({
      version: 2,
      content: { statement: 'Print the sum of the numbers on the one line of input.\n' },
    });
    expect((await call('GET', `/api/v1/candidate/tasks/${started.json().id}`)).json()).toMatchObject({
      template_version: 1,
    });
    await seed();
    expect((await published()).version).toBe(2);
  });
});
