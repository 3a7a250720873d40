// `npm run bench:library`: the three lists that read the challenge library (issue 25, item 4), with the library
// seeded, on a fresh embedded database (PGlite in a temporary DATA_DIR, as `npm start` runs without DATABASE_URL):
//  - GET /api/v1/candidate/dashboard and GET /api/v1/candidate/practice as the demo candidate, who first starts
//    BENCH_PRACTICE_TASKS (5) practice tasks of the library (the dashboard then lists them and their versions);
//  - GET /api/v1/templates (first page) as the demo interviewer: the organization's templates and the library's.
// Each for BENCH_REQUESTS (200) requests one after another after BENCH_WARMUP (20) unmeasured ones; prints p50, p95,
// p99 and the mean. Target: p95 < 50 ms, printed, not enforced. Fails only when a
// request failed or answered anything but 2xx. Before 28 Nov these lists read every template's content (megabytes of
// tests) out of the database for a few fields: see bench/README.md for the figures of that code.
// Writes bench/results/library-endpoints.json.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildForBench } from './build.mjs';
import { percentile } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const PRACTICE_TASKS = Number(process.env.BENCH_PRACTICE_TASKS ?? 5);
const TARGET_P95_MS = 50;
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'assay-demo';

buildForBench();

const dataDir = mkdtempSync(join(tmpdir(), 'assay-bench-library-'));
let api = null;
process.on('exit', () => {
  if (api && api.exitCode === null) api.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

async function waitFor(url, child) {
  for (let attempt = 0; attempt < 3000; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the API exited with ${child.exitCode} before answering.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer.`);
}

async function signIn(origin, email) {
  const response = await fetch(`${origin}/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const token = await fetch(`${origin}/auth/token`, { headers: { cookie, origin } });
  if (!token.ok) throw new Error(`token of ${email}: ${token.status} ${await token.text()}`);
  return (await token.json()).token;
}

async function call(origin, method, path, token, body) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

// One request after another on a kept-alive connection (node:http: fetch's own cost per request would be counted as
// the API's), each timed from the request to the body's last byte.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function timedGet(url, token) {
  return new Promise((resolve, reject) => {
    const begun = performance.now();
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: performance.now() - begun, status: response.statusCode }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function measure(origin, path, token) {
  for (let index = 0; index < WARMUP; index += 1) await timedGet(`${origin}${path}`, token);
  const times = [];
  let non2xx = 0;
  for (let index = 0; index < REQUESTS; index += 1) {
    const { ms, status } = await timedGet(`${origin}${path}`, token);
    if (status < 200 || status > 299) non2xx += 1;
    times.push(ms);
  }
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    meanMs: round(times.reduce((sum, ms) => sum + ms, 0) / times.length),
    requests: times.length,
    non2xx,
  };
}

async function main() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  api = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
      SEED_DEMO: 'true',
      SEED_LIBRARY: 'true',
      DEMO_PASSWORD,
      RATE_LIMIT_MAX: '100000000',
      SESSION_JWT_TTL_SECONDS: '3600',
      RUNNER_PROCESSES: '0',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${origin}/health`, api);
  console.log(`API up with the library seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (PGlite).`);

  const candidate = await signIn(origin, 'candidate@demo.assay.dev');
  const interviewer = await signIn(origin, 'interviewer@demo.assay.dev');
  const catalogue = await call(origin, 'GET', '/api/v1/candidate/practice?limit=100', candidate);
  for (const challenge of catalogue.challenges.slice(0, PRACTICE_TASKS))
    await call(origin, 'POST', '/api/v1/public/tasks', candidate, { template_id: challenge.id });
  const templates = await call(origin, 'GET', '/api/v1/templates', interviewer);
  console.log(
    `${catalogue.total} challenges in the library, ${templates.total} templates the interviewer sees; the candidate started ${Math.min(PRACTICE_TASKS, catalogue.challenges.length)} practice tasks.`,
  );
  console.log(`${REQUESTS} requests per route, one after another, after ${WARMUP} unmeasured.\n`);

  const routes = {
    dashboard: ['GET /api/v1/candidate/dashboard', '/api/v1/candidate/dashboard', candidate],
    practice: ['GET /api/v1/candidate/practice', '/api/v1/candidate/practice', candidate],
    templates: ['GET /api/v1/templates', '/api/v1/templates', interviewer],
  };
  const results = {};
  console.log(
    `${'route'.padEnd(36)}${'p50'.padEnd(10)}${'p95'.padEnd(10)}${'p99'.padEnd(10)}${'mean'.padEnd(10)}target`,
  );
  for (const [name, [label, path, token]] of Object.entries(routes)) {
    const figures = await measure(origin, path, token);
    results[name] = { route: label, ...figures, targetHolds: figures.p95Ms < TARGET_P95_MS };
    console.log(
      `${label.padEnd(36)}${`${figures.p50Ms} ms`.padEnd(10)}${`${figures.p95Ms} ms`.padEnd(10)}${`${figures.p99Ms} ms`.padEnd(10)}${`${figures.meanMs.toFixed(1)} ms`.padEnd(10)}${figures.p95Ms < TARGET_P95_MS ? 'p95 < 50 ms ok' : 'p95 < 50 ms MISSED'}`,
    );
  }
  const failed = Object.entries(results).filter(([, figures]) => figures.non2xx > 0);
  for (const [name, figures] of failed)
    console.error(`${name}: ${figures.non2xx} non-2xx answers — these figures measure errors.`);

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/library-endpoints.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, database: 'pglite', requests: REQUESTS, warmup: WARMUP, challenges: catalogue.total, templatesSeen: templates.total, practiceTasks: PRACTICE_TASKS, targetP95Ms: TARGET_P95_MS, results }, null, 2)}\n`,
  );
  return failed.length === 0;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error);
} finally {
  if (api && api.exitCode === null) {
    const exited = new Promise((done) => api.once('exit', done));
    api.kill('SIGTERM');
    await exited;
  }
}
process.exit(ok ? 0 : 1);
