import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { testConfig } from './build-test-app.js';
import { createTestDatabase } from './test-database.js';

export interface TwoNodes {
  nodes: [FastifyInstance, FastifyInstance];
  configs: [Config, Config];
  close(): Promise<void>;
}

/**
 * Two API nodes as a deployment runs them: one database, one Redis, a broadcast prefix and a runner queue of their
 * own (so parallel test files never hear each other), with the demo accounts.
 */
export async function startTwoNodes(redisUrl: string): Promise<TwoNodes> {
  const testDb = await createTestDatabase('demo');
  const prefix = `assay-test-${randomUUID()}:`;
  const configs: Config[] = [];
  const nodes: FastifyInstance[] = [];
  for (let node = 0; node < 2; node += 1) {
    const config = testConfig(testDb.url, {
      SEED_DEMO: 'true',
      REDIS_URL: redisUrl,
      BROADCAST_REDIS_PREFIX: prefix,
      RUNNER_QUEUE: `assay-test-${randomUUID()}`,
    });
    configs.push(config);
    nodes.push(await buildApp(config, { database: await testDb.open() }));
  }
  return {
    nodes: nodes as [FastifyInstance, FastifyInstance],
    configs: configs as [Config, Config],
    async close() {
      await Promise.all(nodes.map((node) => node.close()));
      await testDb.dispose();
      for (const config of configs) rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers the hooks that start two nodes before a describe block's tests and close them after; read `nodes` and
 * `configs` inside the tests.
 */
export function useTwoNodes(redisUrl: string | undefined): Omit<TwoNodes, 'close'> {
  let cluster: TwoNodes | undefined;
  beforeAll(async () => {
    cluster = await startTwoNodes(redisUrl!);
  });
  afterAll(() => cluster?.close());
  const started = () => {
    if (!cluster) throw new Error('The two nodes are not started: read them inside a test.');
    return cluster;
  };
  return {
    get nodes() {
      return started().nodes;
    },
    get configs() {
      return started().configs;
    },
  };
}
