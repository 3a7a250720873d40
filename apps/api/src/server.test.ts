import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { healthSchema } from '@assay/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createEmptyPostgresDatabase } from '../test/test-database.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

interface ServerProcess {
  child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the first match of `pattern` in the output; rejects if the process exits or `timeoutMs` passes first. */
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
}

/** The real server entry, run from source the way a developer runs it (tsx; workspace packages from their sources). */
function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      // Starting and stopping is what is tested here; the challenge library's seed is tested on its own.
      SEED_LIBRARY: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });

  return {
    child,
    output: () => output,
    exited,
    waitForOutput: (pattern, timeoutMs) =>
      new Promise<RegExpMatchArray>((resolve, reject) => {
        const finish = (outcome: () => void) => {
          listeners.delete(check);
          clearTimeout(timer);
          outcome();
        };
        const check = () => {
          const match = output.match(pattern);
          if (match) finish(() => resolve(match));
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${output}`))),
          timeoutMs,
        );
        listeners.add(check);
        void exited.then(({ code, signal }) =>
          finish(() => reject(new Error(`exited (${code ?? signal}) before ${pattern}; output:\n${output}`))),
        );
        check();
      }),
  };
}

async function exitWithin(server: ServerProcess, timeoutMs: number) {
  return Promise.race([
    server.exited,
    delay(timeoutMs, undefined, { ref: false }).then(() => {
      throw new Error(`still running ${timeoutMs} ms after the signal; output:\n${server.output()}`);
    }),
  ]);
}

/** A GET on a fresh connection (no pooled keep-alive socket), answering the error code when it cannot connect. */
function getOnNewConnection(url: string): Promise<{ statusCode?: number; errorCode?: string }> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false }, (response) => {
      response.resume();
      resolve({ statusCode: response.statusCode });
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ errorCode: error.code }));
  });
}

describe('the server process', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  const running: ServerProcess[] = [];

  afterEach(async () => {
    for (const server of running.splice(0)) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function tempDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'assay-server-test-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  it('starts, answers /health, and shuts down cleanly on SIGTERM', { timeout: 90_000 }, async () => {
    const dir = tempDir();
    const env: Record<string, string> = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: join(dir, 'no-web-build'),
    };
    if (process.env.DATABASE_URL) {
      const database = await createEmptyPostgresDatabase(process.env.DATABASE_URL);
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url;
    }
    const server = startServer(env);
    running.push(server);

    const [, port] = await server.waitForOutput(/is running at http:\/\/127\.0\.0\.1:(\d+)/, 60_000);
    expect(Number(port)).toBeGreaterThan(0);
    const response = await fetch(`http://127.0.0.1:${port}/health`);
    expect(response.status).toBe(200);
    expect(healthSchema.parse(await response.json())).toMatchObject({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });

    server.child.kill('SIGTERM');
    const exit = await exitWithin(server, 15_000);
    expect(exit).toEqual({ code: 0, signal: null });
    const shutdownLine = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; signal?: string })
      .find((line) => line.msg === 'shutting down');
    expect(shutdownLine).toMatchObject({ signal: 'SIGTERM' });
    expect(await getOnNewConnection(`http://127.0.0.1:${port}/health`)).toEqual({ errorCode: 'ECONNREFUSED' });
  });

  // The embedded database only: with DATABASE_URL the server holds no files (and this test starts none with it).
  it.skipIf(process.env.DATABASE_URL)(
    'refuses a second server on the same DATA_DIR, naming the first, which carries on unharmed',
    { timeout: 90_000 },
    async () => {
      const dir = tempDir();
      const env = {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'data'),
        WEB_DIST_DIR: join(dir, 'no-web-build'),
      };
      const first = startServer(env);
      running.push(first);
      const [, port] = await first.waitForOutput(/is running at http:\/\/127\.0\.0\.1:(\d+)/, 60_000);

      const second = startServer(env);
      running.push(second);
      expect(await exitWithin(second, 45_000)).toEqual({ code: 1, signal: null });
      expect(second.output()).toContain(
        `The embedded database in ${env.DATA_DIR} is in use by another Assay process (pid ${first.child.pid}`,
      );
      expect(second.output()).not.toContain('is running at');

      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);
      expect(healthSchema.parse(await health.json())).toMatchObject({ status: 'ok', database: 'pglite' });
      first.child.kill('SIGTERM');
      expect(await exitWithin(first, 15_000)).toEqual({ code: 0, signal: null });
      expect(existsSync(join(env.DATA_DIR, 'db.lock')), 'the lock is released on shutdown').toBe(false);
    },
  );

  it('refuses an invalid configuration with exit code 1, naming the variable', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    const server = startServer({
      PORT: 'notanumber',
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      WEB_DIST_DIR: join(dir, 'no-web-build'),
    });
    running.push(server);

    const exit = await exitWithin(server, 45_000);
    expect(exit).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toMatch(/^\s*PORT: /m);
    expect(server.output()).not.toContain('is running at');
  });
});

/** The real app listening on loopback, with a `/slow` route that takes 300 ms and says when it has started. */
async function listeningAppWithSlowRoute() {
  let markStarted: () => void = () => undefined;
  const slowStarted = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const testApp = await buildTestApp(
    {},
    {
      extend: async (app) => {
        app.get('/slow', async () => {
          markStarted();
          await delay(300);
          return { done: true };
        });
      },
    },
  );
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  return { testApp, slowStarted, baseUrl: `http://127.0.0.1:${port}` };
}

/** A GET through `agent`, answering the status and the JSON body once the response has been read to its end. */
function getJson(url: string, agent: Agent | false): Promise<{ statusCode?: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ statusCode: response.statusCode, body: JSON.parse(text) as unknown }));
    }).on('error', reject);
  });
}

const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), delay(ms, false, { ref: false })]);

describe('graceful close in process', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  function disposeLater(testApp: TestApp) {
    // app.close() is the subject of the test; the file's database and data directory go afterwards.
    cleanups.push(async () => {
      await testApp.testDb.dispose();
      rmSync(testApp.config.dataDir, { recursive: true, force: true });
    });
  }

  it('lets a request in flight finish, then refuses new connections', async () => {
    const { testApp, slowStarted, baseUrl } = await listeningAppWithSlowRoute();
    disposeLater(testApp);

    const slow = getJson(`${baseUrl}/slow`, false);
    await slowStarted;
    const closing = testApp.app.close();

    expect(await slow).toEqual({ statusCode: 200, body: { done: true } });
    expect(await settlesWithin(closing, 5000)).toBe(true);
    expect(await getOnNewConnection(`${baseUrl}/health`)).toEqual({ errorCode: 'ECONNREFUSED' });
  });

  it('lets the request in flight of a keep-alive client finish too', async () => {
    const { testApp, slowStarted, baseUrl } = await listeningAppWithSlowRoute();
    disposeLater(testApp);
    const agent = new Agent({ keepAlive: true });

    const slow = getJson(`${baseUrl}/slow`, agent);
    await slowStarted;
    const closing = testApp.app.close();

    expect(await slow).toEqual({ statusCode: 200, body: { done: true } });
    expect(await getOnNewConnection(`${baseUrl}/health`)).toEqual({ errorCode: 'ECONNREFUSED' });
    // The client drops its now idle connection. Without this, close() currently waits for Fastify's keepAliveTimeout
    // (72 s): responses sent while closing do not say `Connection: close` (a bug in app.ts, see the test report).
    // Once fixed, assert that `closing` settles promptly before this line.
    agent.destroy();
    expect(await settlesWithin(closing, 5000)).toBe(true);
  });
});
