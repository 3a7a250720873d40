import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import {
  createRepositoryWithMergedPr,
  LINKED_ISSUE,
  publishBare,
  pullRequestRecordFor,
} from '../../../api/test/github/git-fixtures.js';
import { startGitHttpServer } from '../../../api/test/github/git-http-server.js';
import { startGithubStandIn } from '../../../api/test/github/github-stand-in.js';
import { OIDC_CLIENT, startOidcProvider } from '../../../api/test/oidc-stand-in.js';
import { startStripeStandIn } from '../../../api/test/stripe/stripe-stand-in.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    webDistDir: string;
    /** The server's AUTH_SECRET: a journey signs a report link as it would read once expired, without waiting. */
    authSecret: string;
    /**
     * Tokens the GitHub stand-in accepts (the organization's, the platform admin's), and a repository both see with a
     * merged pull request, served over git's smart HTTP protocol for its challenges.
     */
    github: { token: string; adminToken: string; repository: string };
  }
}

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}):\n${output()}`);
    const healthy = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy in time:\n${output()}`);
}

/** Builds (unless E2E_SKIP_BUILD=1), then starts the production server on a free port with a fresh DATA_DIR. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: root,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: test what ships.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'assay-e2e-'));
  chmodSync(dataDir, 0o711); // the runner's slot uids reach the pull-request challenges' trees in it
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Google sign-in goes to a real OpenID provider on loopback.
  let oidcPort = await freePort();
  while (oidcPort === port) oidcPort = await freePort();
  const oidc = await startOidcProvider(`${baseURL}/auth/callback/google`, oidcPort);
  // GitHub is a stand-in of its REST API on loopback, with a real repository's merged pull request.
  const github = {
    token: `ghp_${randomBytes(18).toString('hex')}`,
    adminToken: `ghp_${randomBytes(18).toString('hex')}`,
    repository: 'acme/slugify-demo',
  };
  const standIn = await startGithubStandIn();
  standIn.state.addToken(github.token, {
    login: 'acme-admin',
    id: 10,
    name: 'Acme Admin',
    scopes: ['repo', 'read:user'],
  });
  standIn.state.addToken(github.adminToken, {
    login: 'assay-platform',
    id: 11,
    name: 'Assay Platform',
    scopes: ['repo'],
  });
  const githubDir = mkdtempSync(join(tmpdir(), 'assay-e2e-github-'));
  const fixture = await createRepositoryWithMergedPr(join(githubDir, 'work'));
  await publishBare(fixture, join(githubDir, 'served'), github.repository);
  const gitServer = await startGitHttpServer(join(githubDir, 'served'), { tokens: [github.token, github.adminToken] });
  standIn.state.addRepository(github.repository, {
    language: 'JavaScript',
    size: 12,
    private: true,
    clone_url: `${gitServer.url}/${github.repository}.git`,
    visibleTo: [github.token, github.adminToken],
  });
  standIn.state.addPullRequest(
    github.repository,
    await pullRequestRecordFor(fixture, { number: 7, fullName: github.repository }),
  );
  standIn.state.addIssue(github.repository, LINKED_ISSUE);
  // Stripe is a stand-in of its API on loopback, with its hosted checkout page; webhooks come back signed.
  const stripe = await startStripeStandIn();
  let log = '';
  const authSecret = randomBytes(32).toString('base64url');
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      AUTH_SECRET: authSecret,
      // Browser journeys load many pages quickly from one address.
      RATE_LIMIT_MAX: '100000',
      // Short session JWTs, so a journey sees several refreshes.
      SESSION_JWT_TTL_SECONDS: '20',
      // A timed task's journey waits out its time and grace: a quick sweep submits it soon after, not up to 15 s later.
      TIMED_TASK_SWEEP_MS: '2000',
      // No journey reads a reference timing; timing the whole library's references would hold a runner slot throughout.
      REFERENCE_TIMING: 'false',
      GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      GOOGLE_ISSUER: oidc.issuer,
      GITHUB_API_URL: standIn.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(baseURL, server, () => log);
  stripe.state.setWebhookUrl(`${baseURL}/api/v1/subscriptions/stripe-webhook`);
  project.provide('baseURL', baseURL);
  project.provide('webDistDir', join(root, 'apps/web/dist'));
  project.provide('authSecret', authSecret);
  project.provide('github', github);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await oidc.close();
    await standIn.close();
    await stripe.close();
    await gitServer.close();
    rmSync(githubDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
