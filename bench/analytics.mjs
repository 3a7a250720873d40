// `npm run bench:analytics`: GET /api/v1/analytics/org/{id} (issue 26) on 100,000 submissions across 500
// assessments, through the real app (the production build's buildApp, driven by inject: routing, guard, scope check,
// the SQL and the response's serialization, without a socket), on a fresh embedded database (PGlite in a temporary
// DATA_DIR, as `npm start` runs without DATABASE_URL), or on PostgreSQL when DATABASE_URL is set (a database of its
// own made on that server and dropped at the end).
//  - seeds the demo data, then bench/analytics-seed.mjs: 500 assessments, 100 candidates given a task of each,
//    an attempt and a final per task (100,000 submissions), half the finals reviewed;
//  - as the demo orgadmin, BENCH_ROUNDS (30) requests of each after BENCH_WARMUP (3) unmeasured: the baseline
//    GET /api/v1/users/me (what a signed-in request costs before any work, measured in the same run), the
//    organization's figures for 30 days (the default) and for 365 days (every row).
// Prints p50, p95, max and the mean. Target: p95 < 200 ms for the organization's figures, printed, not enforced.
// Fails only when a request answered anything but 200. Writes bench/results/analytics.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { seedAnalytics } from './analytics-seed.mjs';
import { buildForBench } from './build.mjs';
import { percentile } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ASSESSMENTS = 500;
const CANDIDATES = 100; // 500 × 100 tasks, two submissions each: 100,000
const TARGET_P95_MS = 200;
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'assay-demo';
const SERVER_URL = process.env.DATABASE_URL || null;

buildForBench();

const requireFromApi = createRequire(join(root, 'apps/api/package.json'));
const { sql } = requireFromApi('drizzle-orm');
const { buildApp } = await import(pathToFileURL(join(root, 'apps/api/dist/app.js')).href);
const { loadConfig } = await import(pathToFileURL(join(root, 'apps/api/dist/config.js')).href);

const dataDir = mkdtempSync(join(tmpdir(), 'assay-bench-analytics-'));
const database = `assay_bench_analytics_${process.pid}`;
const serverDatabase = (name) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
async function onServer(statement) {
  const pg = requireFromApi('pg');
  const admin = new pg.Client({ connectionString: serverDatabase('postgres') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function signIn(app, email) {
  const signedIn = await app.inject({
    method: 'POST',
    url: '/auth/sign-in/email',
    headers: { origin: app.config.publicUrl },
    payload: { email, password: DEMO_PASSWORD },
  });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in of ${email}: ${signedIn.statusCode} ${signedIn.body}`);
  const cookies = [signedIn.headers['set-cookie']].flat().filter(Boolean);
  const cookie = cookies.map((entry) => entry.split(';')[0]).join('; ');
  const token = await app.inject({ method: 'GET', url: '/auth/token', headers: { cookie } });
  return token.json().token;
}

async function measure(app, url, token) {
  const request = () => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  for (let index = 0; index < WARMUP; index += 1) await request();
  const times = [];
  let non200 = 0;
  for (let index = 0; index < ROUNDS; index += 1) {
    const begun = performance.now();
    const response = await request();
    times.push(performance.now() - begun);
    if (response.statusCode !== 200) {
      non200 += 1;
      if (non200 === 1) console.error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
  }
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(Math.max(...times)),
    meanMs: round(times.reduce((sum, ms) => sum + ms, 0) / times.length),
    requests: times.length,
    non200,
  };
}

async function main() {
  if (SERVER_URL) await onServer(`CREATE DATABASE "${database}"`);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: SERVER_URL ? serverDatabase(database) : '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SEED_LIBRARY: 'false',
    REFERENCE_TIMING: 'false',
    DEMO_PASSWORD,
    RATE_LIMIT_MAX: '100000000',
    RUNNER_PROCESSES: '0',
    REDIS_URL: '',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  });
  const app = await buildApp(config, { dispatchEvents: false });
  try {
    const kind = app.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const started = Date.now();
    const { db } = app.services;
    const [{ organization_id: organizationId }] = (
      await db.execute(sql.raw(`SELECT organization_id FROM users WHERE email = 'orgadmin@demo.assay.dev'`))
    ).rows;
    await seedAnalytics((text) => db.execute(sql.raw(text)), {
      organizationId,
      assessments: ASSESSMENTS,
      candidates: CANDIDATES,
    });
    const [counts] = (
      await db.execute(
        sql.raw(
          `SELECT (SELECT count(*)::int FROM submissions) AS submissions, (SELECT count(*)::int FROM assessments WHERE organization_id = '${organizationId}') AS assessments`,
        ),
      )
    ).rows;
    console.log(
      `${counts.submissions} submissions across ${counts.assessments} assessments seeded on ${kind} in ${((Date.now() - started) / 1000).toFixed(1)} s; ${ROUNDS} requests per route after ${WARMUP} unmeasured.\n`,
    );
    const token = await signIn(app, 'orgadmin@demo.assay.dev');
    const routes = {
      baseline: ['GET /api/v1/users/me (baseline)', '/api/v1/users/me'],
      org30: ['GET /api/v1/analytics/org/{id}', `/api/v1/analytics/org/${organizationId}`],
      org365: ['GET /api/v1/analytics/org/{id}?days=365', `/api/v1/analytics/org/${organizationId}?days=365`],
    };
    const results = {};
    console.log(
      `${'route'.padEnd(44)}${'p50'.padEnd(11)}${'p95'.padEnd(11)}${'max'.padEnd(11)}${'mean'.padEnd(11)}target`,
    );
    for (const [name, [label, url]] of Object.entries(routes)) {
      const figures = await measure(app, url, token);
      const targeted = name !== 'baseline';
      results[name] = { route: label, ...figures, ...(targeted ? { targetHolds: figures.p95Ms < TARGET_P95_MS } : {}) };
      const verdict = targeted ? (figures.p95Ms < TARGET_P95_MS ? 'p95 < 200 ms ok' : 'p95 < 200 ms MISSED') : '-';
      console.log(
        `${label.padEnd(44)}${`${figures.p50Ms} ms`.padEnd(11)}${`${figures.p95Ms} ms`.padEnd(11)}${`${figures.maxMs} ms`.padEnd(11)}${`${figures.meanMs} ms`.padEnd(11)}${verdict}`,
      );
    }
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      join(root, 'bench/results/analytics.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, database: app.database.kind, submissions: counts.submissions, assessments: counts.assessments, rounds: ROUNDS, warmup: WARMUP, targetP95Ms: TARGET_P95_MS, results }, null, 2)}\n`,
    );
    return Object.values(results).every((figures) => figures.non200 === 0);
  } finally {
    await app.close();
  }
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error);
} finally {
  if (SERVER_URL && !process.env.BENCH_KEEP_DATABASE)
    await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((error) => console.error(error.message));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
