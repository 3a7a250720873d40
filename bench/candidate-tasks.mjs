// `npm run bench:tasks`: the candidate's task routes under load (issue 6), against the floor of a bare Fastify route,
// in one run.
//  - the real API (`node apps/api/dist/server.js`, production build) on a fresh PostgreSQL database holding 10,000
//    tasks: 200 candidates of the demo organization with 50 tasks each (one per assessment), mixed statuses, drafts;
//  - GET /api/v1/candidate/tasks (first page, 20 per page) and GET /api/v1/candidate/tasks/{id}, each for
//    BENCH_DURATION_S (10) seconds at BENCH_CONNECTIONS (50) connections with autocannon; each connection is one of
//    ten candidates who signed up and signed in through /auth (bearer JWT), the detail route cycling through that
//    candidate's tasks (each URL opened once before, so the first open's write to in_progress is not measured);
//  - the floor: `app.get('/bare', () => ({ ok: true }))` on a plain Fastify instance, logger off, in a child process
//    as the API is, measured the same way before each route and after the last (each route's ratio is to the mean
//    of the floors measured just before and after it: the shared machine's capacity drifts during a run);
//  - for reference, GET /api/v1/users/me through the real API: what a signed-in request costs before any work.
// Prints requests/s, p50, p99, the ratio to the floor's requests/s, and the CPU time per request of the server process
// and of the database's backends (steadier than requests/s on a machine busy with other work). Targets: ratio >= 0.25
// and p99 < 100 ms, reported, not enforced. Fails only when a measured route answered anything but 2xx or a request
// failed, since the figures would then be those of errors. Writes bench/results/candidate-tasks.json.
// Needs PostgreSQL at BENCH_PG_URL (postgres://postgres@127.0.0.1:5432, trust auth): makes a database of its own and
// drops it at the end. BENCH_WARMUP_S (2): load before each measurement, not counted. BENCH_CPU_PROF_DIR=dir: a CPU
// profile of the API process, written there when it stops.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { seedTasks } from './candidate-tasks-seed.mjs';
import { benchScratch, cpuMsOf, freePort, signIn, waitFor } from './api-process.mjs';
import { buildForBench } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
const PG_SERVER = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF_DIR ? resolve(process.env.BENCH_CPU_PROF_DIR) : null;
const CANDIDATES = 200; // in the organization, the demo candidate and the signed-in ones included
const ASSESSMENTS = 50; // each candidate has one task of each: 200 × 50 = 10,000 tasks
const SIGNED_IN = 10; // candidates whose sessions the load is spread over (the demo candidate and 9 who sign up)
const TARGETS = { minRatio: 0.25, maxP99Ms: 100 };
const PASSWORD = 'bench-password-1';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'assay-demo';

buildForBench();

// pg and fastify are the API's dependencies: take them from there.
const requireFromApi = createRequire(join(root, 'apps/api/package.json'));
const pg = requireFromApi('pg');
const fastifyEntry = pathToFileURL(requireFromApi.resolve('fastify')).href;

const scratch = benchScratch({ pg, pgServer: PG_SERVER, name: 'tasks' });
const { database, dataDir, children, cleanup } = scratch;

async function getJson(origin, path, token) {
  const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

// ---- load ----
async function load(title, url, requestsOfConnection, duration = DURATION_S, cpu = null) {
  let connection = 0;
  const before = cpu ? await cpu() : null;
  const result = await autocannon({
    title,
    url,
    connections: CONNECTIONS,
    duration,
    // Each connection is one candidate, spread evenly; a connection's requests are cycled in order.
    setupClient: (client) => {
      client.setRequests(requestsOfConnection(connection));
      connection += 1;
    },
  });
  if (before) {
    const after = await cpu();
    const perRequest = (key) => {
      let used = 0;
      for (const [pid, ms] of after[key]) used += ms - (before[key].get(pid) ?? 0);
      return before[key].size + after[key].size > 0 ? used / result.requests.total : null;
    };
    result.cpuMsPerRequest = { server: perRequest('server'), postgres: perRequest('postgres') };
  }
  return result;
}

const figuresOf = (result) => ({
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  serverCpuMsPerRequest: result.cpuMsPerRequest?.server ?? null,
  postgresCpuMsPerRequest: result.cpuMsPerRequest?.postgres ?? null,
});

async function main() {
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  scratch.databaseCreated = true;
  await admin.end();
  const databaseUrl = `${PG_SERVER}/${database}`;

  // The floor: a bare Fastify route, in a child process as the API is.
  const barePort = await freePort();
  const bareSource = `const { default: Fastify } = await import(${JSON.stringify(fastifyEntry)});
const app = Fastify({ logger: false });
app.get('/bare', () => ({ ok: true }));
await app.listen({ port: ${barePort}, host: '127.0.0.1' });`;
  const bare = spawn(process.execPath, ['--input-type=module', '-e', bareSource], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(bare);

  // The API, as `npm start` runs it in production, on PostgreSQL with the demo data.
  let port = await freePort();
  while (port === barePort) port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const api = spawn(
    process.execPath,
    [...(CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : []), join(root, 'apps/api/dist/server.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: origin,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'true',
        // The bench makes its own 10 000 tasks; the challenge library's templates would only slow the start.
        SEED_LIBRARY: 'false',
        DEMO_PASSWORD,
        RATE_LIMIT_MAX: '100000000',
        // Sessions outlive the run; no code runs here, so no runners are forked.
        SESSION_JWT_TTL_SECONDS: '3600',
        RUNNER_PROCESSES: '0',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.push(api);
  await Promise.all([waitFor(`http://127.0.0.1:${barePort}/bare`, bare), waitFor(`${origin}/health`, api)]);

  // Nine more candidates sign up and sign in as the web app does; joining the organization takes an invitation
  // mail in the product, here it is written directly. The other 190 candidates are rows only.
  const tokens = [await signIn(origin, 'candidate@demo.assay.dev', DEMO_PASSWORD)];
  const signUps = [];
  for (let index = 1; index < SIGNED_IN; index += 1) {
    const email = `bench-signed-in-${index}@bench.assay.dev`;
    const response = await fetch(`${origin}/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password: PASSWORD, name: `Signed-in Candidate ${index}` }),
    });
    if (!response.ok) throw new Error(`sign-up of ${email}: ${response.status} ${await response.text()}`);
    const token = await signIn(origin, email, PASSWORD);
    await getJson(origin, '/api/v1/users/me', token); // the product's user row is made on first sight
    signUps.push(email);
    tokens.push(token);
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let seeded;
  try {
    const { organization_id: organizationId } = (
      await db.query(`SELECT organization_id FROM users WHERE email = 'candidate@demo.assay.dev'`)
    ).rows[0];
    await db.query(
      `WITH joined AS (UPDATE users SET role = 'candidate', organization_id = $1, updated_at = now() WHERE email = ANY($2) RETURNING id)
       INSERT INTO organization_members (organization_id, user_id, role) SELECT $1, id, 'candidate' FROM joined`,
      [organizationId, signUps],
    );
    seeded = await seedTasks(db, organizationId, { candidates: CANDIDATES, assessments: ASSESSMENTS });
  } finally {
    await db.end();
  }

  // Each signed-in candidate's tasks, as their list shows them; then every URL once (the first open is a write).
  const taskIds = [];
  for (const token of tokens) {
    const list = await getJson(origin, '/api/v1/candidate/tasks?limit=100', token);
    if (list.total !== ASSESSMENTS) throw new Error(`a candidate has ${list.total} tasks, not ${ASSESSMENTS}`);
    taskIds.push(list.tasks.map((task) => task.id));
  }
  for (const [index, token] of tokens.entries()) {
    await getJson(origin, '/api/v1/candidate/tasks', token);
    for (const id of taskIds[index]) await getJson(origin, `/api/v1/candidate/tasks/${id}`, token);
  }

  // CPU of the server process, and of the database's backends (the API's pool), around each measurement.
  const monitor = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await monitor.connect();
  const snapshot = (pids) => new Map(pids.map((pid) => [pid, cpuMsOf(pid)]).filter(([, ms]) => ms !== null));
  const cpuOf = (pid, withDatabase) => async () => ({
    server: snapshot([pid]),
    postgres: withDatabase
      ? snapshot(
          (
            await monitor.query(
              `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'`,
              [database],
            )
          ).rows.map((row) => row.pid),
        )
      : new Map(),
  });
  const headersOf = (connection) => ({ authorization: `Bearer ${tokens[connection % tokens.length]}` });
  const routes = {
    floor: {
      path: 'GET /bare (bare Fastify)',
      url: `http://127.0.0.1:${barePort}`,
      cpu: cpuOf(bare.pid, false),
      requests: () => [{ method: 'GET', path: '/bare' }],
    },
    // What every signed-in request costs before any work: the app's own floor (security headers, request id, CORS,
    // rate limit, token, caller; the response is the caller's profile, read from the caller cache).
    signedIn: {
      path: 'GET /api/v1/users/me (no work)',
      url: origin,
      cpu: cpuOf(api.pid, true),
      requests: (connection) => [{ method: 'GET', path: '/api/v1/users/me', headers: headersOf(connection) }],
    },
    list: {
      path: 'GET /api/v1/candidate/tasks',
      url: origin,
      cpu: cpuOf(api.pid, true),
      requests: (connection) => [{ method: 'GET', path: '/api/v1/candidate/tasks', headers: headersOf(connection) }],
    },
    detail: {
      path: 'GET /api/v1/candidate/tasks/{id}',
      url: origin,
      cpu: cpuOf(api.pid, true),
      // Connections of one candidate start at different tasks, so the load is spread over all 50.
      requests: (connection) => {
        const ids = taskIds[connection % tokens.length];
        const start = Math.floor(connection / tokens.length) * 7;
        return ids.map((_, index) => ({
          method: 'GET',
          path: `/api/v1/candidate/tasks/${ids[(start + index) % ids.length]}`,
          headers: headersOf(connection),
        }));
      },
    },
  };

  console.log(
    `\n${seeded.tasks} tasks of ${seeded.candidates} candidates on PostgreSQL; load from ${tokens.length} signed-in candidates; ${CONNECTIONS} connections, ${DURATION_S} s each after a ${WARMUP_S} s warm-up.\n`,
  );
  // The floor is measured before each route and after the last: each route is compared with the floors measured
  // just before and after it, since what the shared machine can give drifts during a run (seen: 21,000 to 43,000
  // req/s for the same bare route within minutes).
  const measure = async (name, route) => {
    if (WARMUP_S > 0) await load(`${name} warm-up`, route.url, route.requests, WARMUP_S);
    return figuresOf(await load(name, route.url, route.requests, DURATION_S, route.cpu));
  };
  const results = {};
  const floors = [];
  const adjacentFloor = {};
  for (const [name, route] of Object.entries(routes)) {
    if (name === 'floor') continue;
    floors.push(await measure('floor', routes.floor));
    results[name] = await measure(name, route);
    adjacentFloor[name] = floors.length - 1;
  }
  floors.push(await measure('floor', routes.floor));
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  results.floor = {
    ...floors[0],
    requestsPerSecond: mean(floors.map((figures) => figures.requestsPerSecond)),
    serverCpuMsPerRequest: mean(floors.map((figures) => figures.serverCpuMsPerRequest ?? 0)),
    non2xx: floors.reduce((sum, figures) => sum + figures.non2xx, 0),
    errors: floors.reduce((sum, figures) => sum + figures.errors, 0),
    eachRun: floors.map((figures) => Math.round(figures.requestsPerSecond)),
  };
  const floorFor = (name) =>
    name === 'floor'
      ? results.floor.requestsPerSecond
      : mean(
          [floors[adjacentFloor[name]], floors[adjacentFloor[name] + 1]].map((figures) => figures.requestsPerSecond),
        );

  await monitor.end();
  const pad = (text, width) => String(text).padEnd(width);
  const cpuText = (ms) => (ms === null ? '-' : `${ms.toFixed(2)} ms`);
  console.log(
    [
      pad('route', 34),
      pad('req/s', 8),
      pad('p50', 9),
      pad('p99', 9),
      pad('ratio', 7),
      pad('CPU/req server', 16),
      pad('CPU/req PostgreSQL', 20),
      'targets (ratio >= 0.25, p99 < 100 ms)',
    ].join(''),
  );
  const report = {};
  for (const [name, route] of Object.entries(routes)) {
    const figures = results[name];
    const ratio = figures.requestsPerSecond / floorFor(name);
    const targets = { ratio: ratio >= TARGETS.minRatio, p99: figures.p99Ms < TARGETS.maxP99Ms };
    report[name] = {
      route: route.path,
      ...figures,
      ratioToFloor: ratio,
      ...(name in { floor: 1, signedIn: 1 } ? {} : { targetsHold: targets }),
    };
    const reference = {
      floor: `(the floor: mean of ${results.floor.eachRun.join(', ')})`,
      signedIn: "(the app's own floor)",
    }[name];
    const verdict =
      reference ?? `${targets.ratio ? 'ratio ok' : 'ratio MISSED'}, ${targets.p99 ? 'p99 ok' : 'p99 MISSED'}`;
    console.log(
      [
        pad(route.path, 34),
        pad(figures.requestsPerSecond.toFixed(0), 8),
        pad(`${figures.p50Ms} ms`, 9),
        pad(`${figures.p99Ms} ms`, 9),
        pad(ratio.toFixed(3), 7),
        pad(cpuText(figures.serverCpuMsPerRequest), 16),
        pad(name === 'floor' ? '-' : cpuText(figures.postgresCpuMsPerRequest), 20),
        verdict,
      ].join(''),
    );
  }
  const failed = Object.entries(results).filter(([, figures]) => figures.non2xx > 0 || figures.errors > 0);
  for (const [name, figures] of failed)
    console.error(
      `${name}: ${figures.non2xx} non-2xx answers, ${figures.errors} errors (${figures.timeouts} timeouts) — these figures measure errors.`,
    );

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/candidate-tasks.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, durationSeconds: DURATION_S, connections: CONNECTIONS, warmupSeconds: WARMUP_S, database: 'postgres', tasks: seeded.tasks, candidates: seeded.candidates, signedInCandidates: tokens.length, targets: TARGETS, results: report }, null, 2)}\n`,
  );
  return failed.length === 0;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error);
} finally {
  await cleanup();
}
process.exit(ok ? 0 : 1);
