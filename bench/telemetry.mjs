// `npm run bench:telemetry`: the editor's recording coming in (issue 29), against the floor of a bare Fastify route,
// in one run.
//  - the real API (`node apps/api/dist/server.js`, production build) on a fresh PostgreSQL database: BENCH_CANDIDATES
//    (500) candidates of the demo organization, each signed up and signed in through /auth (bearer JWT, the role
//    chosen through the API as the web app does), each with one open task (in progress, untimed, due in a week);
//    their membership and tasks are written in bulk SQL;
//  - open-loop load, as editors send it: each candidate posts one batch to POST /api/v1/behavior/tasks/{id}/telemetry
//    every BENCH_INTERVAL_MS (5000) at a phase of its own (random, the same in every measurement), whatever the
//    answers' speed, for BENCH_WARMUP_S (5) s unmeasured then BENCH_DURATION_S (30) s measured — 100 requests/s at
//    the defaults. Each candidate is a browser: a kept-alive connection of its own (500 connections). Each batch is
//    what an editor records in five seconds of work, ~20 events of ~2–4 KB as JSON (keystrokes and a multi-line paste
//    as CodeMirror change sets, the paste, a run and its result, focus and blur; the first batch of a stream opens
//    with the document's snapshot), its `seq` counting up per candidate;
//  - the floor: a bare Fastify POST route (the JSON body parsed, 202 `{ stored: true, capped: false }`), logger off,
//    in a child process as the API is, sent the very same schedule and bodies before the real route and after it.
// Latency is timed from the request's start to its answer's end; the generator's lag (how late a request left
// against its schedule) is shown beside it, so a late generator is seen, not counted against the server. Prints p50,
// p99, max, requests, non-2xx and errors, the offered and achieved rates, and the CPU per request of the server
// process, PostgreSQL's backends, the load generator and the whole machine (/proc). Then checks that the answers
// were real: the batches in the database must be as many as the 202s that said `stored: true`. Target: p99 under
// 50 ms, reported, not enforced. Fails only when a request failed, a route answered anything but 2xx, or the
// database does not hold what was answered. Writes bench/results/telemetry.json.
// Needs PostgreSQL at BENCH_PG_URL (postgres://postgres@127.0.0.1:5432, trust auth): makes a database of its own and
// drops it at the end. BENCH_SIGN_IN_CONCURRENCY (8): sign-ups and sign-ins at once. BENCH_CPU_PROF_DIR=dir: a CPU
// profile of the API process, written there when it stops.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchScratch, cpuMsOf, freePort, signIn, waitFor } from './api-process.mjs';
import { buildForBench } from './build.mjs';
import { openLoop } from './open-loop.mjs';
import { batchesOf, randomOf } from './telemetry-batches.mjs';
import { percentile } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 500);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 5000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 30);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);
const SIGN_IN_CONCURRENCY = Number(process.env.BENCH_SIGN_IN_CONCURRENCY ?? 8);
const PG_SERVER = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF_DIR ? resolve(process.env.BENCH_CPU_PROF_DIR) : null;
const TARGETS = { maxP99Ms: 50 };
const PASSWORD = 'bench-password-1';
const TELEMETRY_PATH = (taskId) => `/api/v1/behavior/tasks/${taskId}/telemetry`;

buildForBench();

// pg and fastify are the API's dependencies: take them from there.
const requireFromApi = createRequire(join(root, 'apps/api/package.json'));
const pg = requireFromApi('pg');
const fastifyEntry = pathToFileURL(requireFromApi.resolve('fastify')).href;

const scratch = benchScratch({ pg, pgServer: PG_SERVER, name: 'telemetry' });
const { database, dataDir, children, cleanup } = scratch;

async function callJson(origin, method, path, token, body) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A new candidate as the web app makes one: sign-up, sign-in, the bearer token, the user row, the role chosen. */
async function signUpCandidate(origin, index) {
  const email = `bench-telemetry-${index}@bench.assay.dev`;
  const response = await fetch(`${origin}/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: PASSWORD, name: `Telemetry Candidate ${index}` }),
  });
  if (!response.ok) throw new Error(`sign-up of ${email}: ${response.status} ${await response.text()}`);
  const token = await signIn(origin, email, PASSWORD);
  await callJson(origin, 'GET', '/api/v1/users/me', token); // the product's user row is made on first sight
  await callJson(origin, 'POST', '/api/v1/users/me/role', token, { role: 'candidate' });
  return { email, token };
}

/** `count` jobs, `concurrency` at a time, in order of their index. */
async function inPool(count, concurrency, job) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        results[index] = await job(index);
      }
    }),
  );
  return results;
}

async function main() {
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  scratch.databaseCreated = true;
  await admin.end();
  const databaseUrl = `${PG_SERVER}/${database}`;

  // The floor: a bare Fastify POST route, the body parsed as JSON, in a child process as the API is.
  const barePort = await freePort();
  const bareSource = `const { default: Fastify } = await import(${JSON.stringify(fastifyEntry)});
const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
app.get('/health', () => ({ ok: true }));
app.post('/bare/:id', (request, reply) => {
  if (!Array.isArray(request.body?.events)) return reply.code(400).send({ error: 'no events' });
  return reply.code(202).send({ stored: true, capped: false });
});
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
        SEED_LIBRARY: 'false',
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
  await Promise.all([waitFor(`http://127.0.0.1:${barePort}/health`, bare), waitFor(`${origin}/health`, api)]);

  // Every candidate signs up and signs in as the web app does, a few at a time; joining the organization takes an
  // invitation mail in the product, here it is written directly, as are the tasks.
  const signInStarted = performance.now();
  const accounts = await inPool(CANDIDATES, SIGN_IN_CONCURRENCY, (index) => signUpCandidate(origin, index + 1));
  const signInSeconds = (performance.now() - signInStarted) / 1000;
  console.log(
    `${accounts.length} candidates signed up and in through /auth in ${signInSeconds.toFixed(0)} s (${SIGN_IN_CONCURRENCY} at a time).`,
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let taskOf;
  try {
    const { organization_id: organizationId } = (
      await db.query(`SELECT organization_id FROM users WHERE email = 'candidate@demo.assay.dev'`)
    ).rows[0];
    const emails = accounts.map((account) => account.email);
    await db.query('BEGIN');
    await db.query(
      `WITH joined AS (UPDATE users SET organization_id = $1, updated_at = now() WHERE email = ANY($2) RETURNING id)
       INSERT INTO organization_members (organization_id, user_id, role) SELECT $1, id, 'candidate' FROM joined`,
      [organizationId, emails],
    );
    // One open task each: in progress since a few minutes, untimed, due in a week, on the organization's assessments
    // in turn.
    const rows = (
      await db.query(
        `WITH candidates AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email = ANY($2)),
              offered AS (SELECT *, row_number() OVER (ORDER BY created_at, id) AS n, count(*) OVER () AS total
                            FROM assessments WHERE organization_id = $1)
         INSERT INTO tasks (id, organization_id, assessment_id, template_version_id, candidate_id, assigned_by, instructions,
                            status, due_at, duration_minutes, started_at, created_at, updated_at)
         SELECT gen_random_uuid()::text, a.organization_id, a.id, a.template_version_id, c.id, a.created_by, a.instructions,
                'in_progress'::task_status, now() + interval '7 days', NULL, now() - interval '1 minute' * (1 + c.n % 30),
                now() - interval '1 day', now() - interval '1 day'
           FROM candidates c JOIN offered a ON a.n = 1 + c.n % a.total
         RETURNING id, candidate_id`,
        [organizationId, emails],
      )
    ).rows;
    await db.query('COMMIT');
    await db.query('ANALYZE');
    const ids = new Map(
      (await db.query(`SELECT id, email FROM users WHERE email = ANY($1)`, [emails])).rows.map((row) => [
        row.email,
        row.id,
      ]),
    );
    const taskByCandidate = new Map(rows.map((row) => [row.candidate_id, row.id]));
    taskOf = (email) => taskByCandidate.get(ids.get(email));
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }

  // Every candidate's phase and batches, the same for the floor and the API.
  const rounds = Math.ceil(((WARMUP_S + DURATION_S) * 1000) / INTERVAL_MS);
  const phaseRandom = randomOf(4242);
  const startT = Date.now();
  const candidates = accounts.map((account, index) => {
    const taskId = taskOf(account.email);
    if (!taskId) throw new Error(`${account.email} has no task`);
    return {
      index,
      token: account.token,
      taskId,
      phase: phaseRandom() * INTERVAL_MS,
      bodies: batchesOf(index + 1, randomUUID(), rounds, startT, INTERVAL_MS),
    };
  });
  const sizes = candidates.flatMap((candidate) => candidate.bodies.map((body) => Buffer.byteLength(body)));
  const eventCounts = candidates.flatMap((candidate) => candidate.bodies.map((body) => JSON.parse(body).events.length));
  const bodyFigures = {
    bytesMin: Math.min(...sizes),
    bytesP50: percentile(sizes, 50),
    bytesMax: Math.max(...sizes),
    eventsMin: Math.min(...eventCounts),
    eventsP50: percentile(eventCounts, 50),
    eventsMax: Math.max(...eventCounts),
  };

  // CPU of the database's backends (the API's pool), around each measurement.
  const monitor = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await monitor.connect();
  const databaseCpu = async () =>
    new Map(
      (
        await monitor.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'`, [
          database,
        ])
      ).rows
        .map((row) => [row.pid, cpuMsOf(row.pid)])
        .filter(([, ms]) => ms !== null),
    );
  const noDatabase = async () => null;

  console.log(
    `\n${CANDIDATES} candidates, one batch each every ${INTERVAL_MS / 1000} s (${((CANDIDATES * 1000) / INTERVAL_MS).toFixed(0)} req/s offered), ${DURATION_S} s measured after a ${WARMUP_S} s warm-up; batches of ${bodyFigures.eventsMin}–${bodyFigures.eventsMax} events (median ${bodyFigures.eventsP50}), ${(bodyFigures.bytesMin / 1024).toFixed(1)}–${(bodyFigures.bytesMax / 1024).toFixed(1)} KB (median ${(bodyFigures.bytesP50 / 1024).toFixed(1)} KB).\n`,
  );
  const floorCandidates = candidates.map((candidate) => ({
    ...candidate,
    token: null,
    path: `/bare/${candidate.taskId}`,
  }));
  const apiCandidates = candidates.map((candidate) => ({ ...candidate, path: TELEMETRY_PATH(candidate.taskId) }));
  // The floor before and after the route: what the shared machine can give drifts during a run.
  const schedule = { intervalMs: INTERVAL_MS, warmupS: WARMUP_S, durationS: DURATION_S };
  const floorBefore = await openLoop('floor, before', barePort, floorCandidates, bare.pid, noDatabase, schedule);
  const real = await openLoop('telemetry', port, apiCandidates, api.pid, databaseCpu, schedule);
  const floorAfter = await openLoop('floor, after', barePort, floorCandidates, bare.pid, noDatabase, schedule);
  await monitor.end();

  // The answers were real: every 202 that said stored is a batch in the database, one session per candidate.
  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const stored = (
    await check.query(
      `SELECT (SELECT count(*)::int FROM telemetry_batches) AS batches,
              (SELECT count(*)::int FROM telemetry_sessions) AS sessions,
              (SELECT coalesce(sum(batches), 0)::int FROM telemetry_sessions) AS counted,
              (SELECT coalesce(sum(bytes), 0)::bigint FROM telemetry_sessions) AS bytes,
              (SELECT count(*)::int FROM telemetry_sessions WHERE capped_at IS NOT NULL) AS capped`,
    )
  ).rows[0];
  await check.end();
  const storedOk = stored.batches === real.storedTrue && stored.counted === real.storedTrue;

  const pad = (text, width) => String(text).padEnd(width);
  const ms = (value) => `${value.toFixed(1)} ms`;
  const cpu = (value) => (value === null ? '-' : value.toFixed(2));
  console.log(
    [
      pad('route', 40),
      pad('requests', 10),
      pad('req/s offered/achieved', 24),
      pad('p50', 10),
      pad('p99', 10),
      pad('max', 10),
      pad('non-2xx/errors', 16),
      pad('CPU ms/req server/PG/client/machine', 37),
      `target (p99 < ${TARGETS.maxP99Ms} ms)`,
    ].join(''),
  );
  const rows = [
    ['floor, before', 'POST /bare/{id} (bare Fastify)', floorBefore],
    ['telemetry', 'POST …/behavior/tasks/{id}/telemetry', real],
    ['floor, after', 'POST /bare/{id} (bare Fastify)', floorAfter],
  ];
  for (const [name, route, figures] of rows) {
    const c = figures.cpuMsPerRequest;
    console.log(
      [
        pad(route, 40),
        pad(figures.requests, 10),
        pad(`${figures.offeredPerSecond.toFixed(1)} / ${figures.achievedPerSecond.toFixed(1)}`, 24),
        pad(ms(figures.p50Ms), 10),
        pad(ms(figures.p99Ms), 10),
        pad(ms(figures.maxMs), 10),
        pad(`${figures.non2xx} / ${figures.errors}`, 16),
        pad(`${cpu(c.server)} / ${cpu(c.postgres)} / ${cpu(c.client)} / ${cpu(c.machine)}`, 37),
        name === 'telemetry' ? (figures.p99Ms < TARGETS.maxP99Ms ? 'p99 ok' : 'p99 MISSED') : '(the floor)',
      ].join(''),
    );
  }
  const floorP99 = (floorBefore.p99Ms + floorAfter.p99Ms) / 2;
  console.log(
    `\nAbove the floor (mean of before and after): p50 +${(real.p50Ms - (floorBefore.p50Ms + floorAfter.p50Ms) / 2).toFixed(1)} ms, p99 +${(real.p99Ms - floorP99).toFixed(1)} ms.` +
      ` Generator lag (sent after its time), p99 / max: ${rows.map(([name, , f]) => `${name} ${f.generatorLagP99Ms.toFixed(1)} / ${f.generatorLagMaxMs.toFixed(1)} ms`).join('; ')}.` +
      ` Steal per request: ${rows.map(([name, , f]) => `${name} ${cpu(f.stealMsPerRequest)} ms`).join(', ')}.` +
      // The machine's CPU less what the processes measured used: other tenants' work, which the latency shares.
      ` The rest of the machine (its CPU less the server's, PostgreSQL's backends' and the client's), per second: ${rows
        .map(([name, , f]) => {
          const c = f.cpuMsPerRequest;
          const rest = c.machine === null ? null : c.machine - (c.server ?? 0) - (c.postgres ?? 0) - (c.client ?? 0);
          return `${name} ${rest === null ? '-' : ((rest * f.achievedPerSecond) / 1000).toFixed(2)} vCPU`;
        })
        .join(', ')}.`,
  );
  console.log(
    `Stored: ${stored.batches} batches in the database (${stored.sessions} recordings, ${(Number(stored.bytes) / 1024 / 1024).toFixed(1)} MiB of events, ${stored.capped} capped) for ${real.storedTrue} answers \`stored: true\` (warm-up included; ${real.storedFalse} said \`stored: false\`) — ${storedOk ? 'they match' : 'THEY DO NOT MATCH'}.`,
  );

  const failed = rows.filter(([, , figures]) => figures.non2xx > 0 || figures.errors > 0 || figures.warmupFailures > 0);
  for (const [name, , figures] of failed)
    console.error(
      `${name}: ${figures.non2xx} non-2xx answers, ${figures.errors} errors, ${figures.warmupFailures} failures in the warm-up (first: ${figures.firstFailure ?? '-'}) — these figures measure errors.`,
    );
  if (!storedOk) console.error('The database does not hold the batches the API said it stored.');

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/telemetry.json'),
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        node: process.version,
        database: 'postgres',
        candidates: CANDIDATES,
        signedInCandidates: accounts.length,
        signInSeconds,
        intervalMs: INTERVAL_MS,
        durationSeconds: DURATION_S,
        warmupSeconds: WARMUP_S,
        bodies: bodyFigures,
        targets: TARGETS,
        results: {
          floorBefore: { route: 'POST /bare/{id} (bare Fastify)', ...floorBefore },
          telemetry: {
            route: 'POST /api/v1/behavior/tasks/{id}/telemetry',
            ...real,
            targetsHold: { p99: real.p99Ms < TARGETS.maxP99Ms },
          },
          floorAfter: { route: 'POST /bare/{id} (bare Fastify)', ...floorAfter },
        },
        stored: { ...stored, bytes: Number(stored.bytes), answeredStored: real.storedTrue, match: storedOk },
      },
      null,
      2,
    )}\n`,
  );
  return failed.length === 0 && storedOk;
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
