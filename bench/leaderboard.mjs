// `npm run bench:leaderboard`: the game mode's leaderboard (issue 27) among BENCH_PROFILES (1,000,000) people with
// points, through the app's own services (the production build's buildApp; no HTTP), on PostgreSQL when DATABASE_URL is
// set (a database of its own, dropped at the end) or the embedded PGlite otherwise, with Redis when REDIS_URL is set.
//  - seeds the people and their all-time totals in bulk (one INSERT … SELECT generate_series each), and the count of
//    people per total the SQL ranks read;
//  - the caller's rank and the top five (GET /gamification/leaderboard's work: `leaderboard.read`) for BENCH_ROUNDS
//    (2,000) random callers: with Redis (the sorted set loaded from the database on the first read), and with SQL
//    alone; the baseline, a bare ZREVRANK round trip on the same sorted set, in the same run;
//  - awarding points in a burst: BENCH_EVENTS (2,000) `submission.scored` events of practice recorded at once, then
//    delivered by one node's outbox dispatcher (every subscriber, the points one included): events per second;
//  - awarding points under steady load: BENCH_RATE (1,000) such events a second for BENCH_STEADY_S (10) seconds while
//    the dispatcher polls as in production: the backlog of undelivered events, sampled every 50 ms.
// Targets (printed, never enforced): the rank's p99 at most 5 ms with Redis, 50 ms with SQL alone; 1,000 scored
// submissions per second awarded without a backlog. Writes bench/results/leaderboard.json.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildForBench } from './build.mjs';
import { percentile } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PROFILES = Number(process.env.BENCH_PROFILES ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const STEADY_S = Number(process.env.BENCH_STEADY_S ?? 10);
const TARGETS = { redisP99Ms: 5, sqlP99Ms: 50, awardsPerSecond: 1000 };
const SERVER_URL = process.env.DATABASE_URL || null;
const REDIS_URL = process.env.REDIS_URL || null;

buildForBench();

const requireFromApi = createRequire(join(root, 'apps/api/package.json'));
const { sql } = requireFromApi('drizzle-orm');
const { Redis } = requireFromApi('ioredis');
const { buildApp } = await import(pathToFileURL(join(root, 'apps/api/dist/app.js')).href);
const { loadConfig } = await import(pathToFileURL(join(root, 'apps/api/dist/config.js')).href);
const { createLeaderboard } = await import(
  pathToFileURL(join(root, 'apps/api/dist/modules/gamification/leaderboard.js')).href
);

const dataDir = mkdtempSync(join(tmpdir(), 'assay-bench-leaderboard-'));
const database = `assay_bench_leaderboard_${process.pid}`;
const prefix = `assay-bench-leaderboard-${process.pid}:`;
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

const round = (ms) => Math.round(ms * 100) / 100;
async function timed(work, rounds) {
  const times = [];
  for (let index = 0; index < rounds; index += 1) {
    const begun = performance.now();
    await work(index);
    times.push(performance.now() - begun);
  }
  return {
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(Math.max(...times)),
    rounds,
  };
}

/** A person's all-time points: spread over 0–49,999 by a fixed permutation, so many share a total, as in life. */
const SEED_SQL = (profiles) => [
  `INSERT INTO users (id, email, name, role) SELECT 'bench-' || n, 'bench-' || n || '@bench.test', 'Player ' || n, 'candidate' FROM generate_series(1, ${profiles}) AS n`,
  `INSERT INTO gamification_period_points (period, period_key, user_id, points) SELECT 'all-time', 'all-time', 'bench-' || n, 1 + (n::bigint * 7919 % 50000)::int FROM generate_series(1, ${profiles}) AS n`,
  `INSERT INTO gamification_point_counts (period, period_key, points, people) SELECT period, period_key, points, count(*)::int FROM gamification_period_points GROUP BY 1, 2, 3`,
];

/** The `submission.scored` event of a practice submission, as judging records it: 1,000 people, 40 challenges. */
const scoredEvent = (index) => {
  const payload = {
    submissionId: randomUUID(),
    taskId: randomUUID(),
    candidateId: `bench-${1 + (index % 1000)}`,
    kind: 'attempt',
    score: 70 + (index % 31),
    trigger: 'submitted',
    title: `Challenge ${index % 40}`,
    assignedBy: null,
    candidateName: null,
    practice: {
      challengeId: `bench-challenge-${index % 40}`,
      difficulty: ['easy', 'medium', 'hard', 'expert'][index % 4],
      category: 'hashing',
      language: 'python',
      submittedAt: new Date().toISOString(),
    },
  };
  return { type: 'submission.scored', payload, actorId: payload.candidateId };
};

async function main() {
  if (SERVER_URL) await onServer(`CREATE DATABASE "${database}"`);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: SERVER_URL ? serverDatabase(database) : '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SEED_LIBRARY: 'false',
    REFERENCE_TIMING: 'false',
    RUNNER_PROCESSES: '0',
    REDIS_URL: REDIS_URL ?? '',
    LEADERBOARD_REDIS_PREFIX: prefix,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  });
  const app = await buildApp(config, { dispatchEvents: false });
  const redis = REDIS_URL ? new Redis(REDIS_URL) : null;
  try {
    const { db, users, gameRepository, leaderboard } = app.services;
    const kind = app.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    let started = Date.now();
    for (const statement of SEED_SQL(PROFILES)) await db.execute(sql.raw(statement));
    await db.execute(sql.raw('ANALYZE'));
    console.log(
      `${PROFILES.toLocaleString('en')} people with points seeded on ${kind} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );

    const callers = [];
    for (let index = 0; index < 200; index += 1)
      callers.push(await users.findRow(`bench-${1 + Math.floor((index * 4_999_993) % PROFILES)}`));
    const query = { leaderboard_type: 'global', period: 'all-time', limit: 5 };
    const results = {};

    if (redis) {
      started = Date.now();
      await leaderboard.read(callers[0], query); // loads the sorted set from the database
      console.log(`the Redis sorted set loaded from the database in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      const key = `${prefix}all-time:all-time`;
      results.baselineZrevrank = await timed(
        (index) => redis.zrevrank(key, callers[index % callers.length].id),
        ROUNDS,
      );
      results.redisRank = await timed((index) => leaderboard.rank(callers[index % callers.length]), ROUNDS);
      results.redis = await timed((index) => leaderboard.read(callers[index % callers.length], query), ROUNDS);
    }
    const sqlOnly = createLeaderboard({ repository: gameRepository, redis: null, prefix });
    results.sqlRank = await timed((index) => sqlOnly.rank(callers[index % callers.length]), ROUNDS);
    results.sql = await timed((index) => sqlOnly.read(callers[index % callers.length], query), ROUNDS);
    // Both paths answer alike (the tests check it in full; here one caller, as a guard on the figures).
    if (redis) {
      const [viaRedis, viaSql] = [await leaderboard.read(callers[7], query), await sqlOnly.read(callers[7], query)];
      if (JSON.stringify(viaRedis) !== JSON.stringify(viaSql)) throw new Error('Redis and SQL ranks differ');
    }

    // Awarding, burst: practice scores of EVENTS submissions by 1,000 people, recorded at once, delivered by one
    // dispatcher. Most are these people's first solves, so they also earn their first badges (each a notification).
    const { outbox, events: dispatcher, db: database } = app.services;
    await app.services.transaction((tx) =>
      outbox.recordMany(
        tx,
        Array.from({ length: EVENTS }, (_, index) => scoredEvent(index)),
      ),
    );
    started = performance.now();
    await dispatcher.drain();
    const seconds = (performance.now() - started) / 1000;
    results.awarding = {
      events: EVENTS,
      seconds: Math.round(seconds * 100) / 100,
      perSecond: Math.round(EVENTS / seconds),
    };

    // Awarding, steady: RATE scored submissions a second for STEADY_S seconds, recorded every 50 ms, while the node's
    // dispatcher polls as in production (every OUTBOX_POLL_MS); the backlog (events recorded and not yet delivered) is
    // read every tick. Kept up means the backlog never holds more than a second's events and is gone soon after.
    const pending = async () =>
      Number(
        (
          await database.execute(
            sql.raw('SELECT count(*)::int AS n FROM outbox_events WHERE delivered_at IS NULL AND failed_at IS NULL'),
          )
        ).rows[0].n,
      );
    dispatcher.start();
    const backlog = [];
    const tick = 50;
    const perTick = Math.round((RATE * tick) / 1000);
    let recorded = 0;
    started = performance.now();
    for (let index = 0; performance.now() - started < STEADY_S * 1000; index += 1) {
      const due = started + index * tick;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      await app.services.transaction((tx) =>
        outbox.recordMany(
          tx,
          Array.from({ length: perTick }, (_, offset) => scoredEvent(EVENTS + recorded + offset)),
        ),
      );
      recorded += perTick;
      backlog.push(await pending());
    }
    const loadSeconds = (performance.now() - started) / 1000;
    const stopped = performance.now();
    while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const drainedMs = Math.round(performance.now() - stopped);
    await dispatcher.stop();
    results.steady = {
      rate: Math.round(recorded / loadSeconds),
      seconds: Math.round(loadSeconds * 10) / 10,
      recorded,
      maxBacklog: Math.max(...backlog),
      backlogAtEnd: backlog.at(-1),
      drainedMs,
      pollMs: config.OUTBOX_POLL_MS,
    };

    console.log(
      `\n${'measured'.padEnd(50)}${'p50'.padEnd(11)}${'p95'.padEnd(11)}${'p99'.padEnd(11)}${'max'.padEnd(11)}target`,
    );
    const line = (label, figures, target) =>
      console.log(
        `${label.padEnd(50)}${`${figures.p50Ms} ms`.padEnd(11)}${`${figures.p95Ms} ms`.padEnd(11)}${`${figures.p99Ms} ms`.padEnd(11)}${`${figures.maxMs} ms`.padEnd(11)}${target}`,
      );
    if (results.baselineZrevrank) line('ZREVRANK round trip (baseline)', results.baselineZrevrank, '-');
    const verdict = (figures, limit) => `p99 ≤ ${limit} ms ${figures.p99Ms <= limit ? 'ok' : 'MISSED'}`;
    if (results.redis) {
      line("the caller's rank, Redis", results.redisRank, verdict(results.redisRank, TARGETS.redisP99Ms));
      line('the whole board (top 5, rank, total), Redis', results.redis, '-');
    } else console.log('Redis: not measured (REDIS_URL unset)');
    line("the caller's rank, SQL alone", results.sqlRank, verdict(results.sqlRank, TARGETS.sqlP99Ms));
    line('the whole board (top 5, rank, total), SQL alone', results.sql, '-');
    const { perSecond } = results.awarding;
    console.log(
      `awarding points, burst: ${EVENTS} scored submissions (first solves and badges of 1,000 people) delivered in ${results.awarding.seconds} s by one node: ${perSecond} a second`,
    );
    const steady = results.steady;
    const keptUp = steady.maxBacklog <= steady.rate && steady.drainedMs <= 1000;
    console.log(
      `awarding points, steady: ${steady.rate} scored submissions a second for ${steady.seconds} s (polling every ${steady.pollMs} ms): backlog at most ${steady.maxBacklog}, ${steady.backlogAtEnd} at the end, gone ${steady.drainedMs} ms after the load stopped (target ${TARGETS.awardsPerSecond} a second without a backlog: ${steady.rate >= TARGETS.awardsPerSecond && keptUp ? 'ok' : 'MISSED'})`,
    );

    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      join(root, 'bench/results/leaderboard.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, database: app.database.kind, redis: Boolean(redis), profiles: PROFILES, targets: TARGETS, results }, null, 2)}\n`,
    );
    return true;
  } finally {
    await app.services.leaderboard.forgetRedisBoards().catch(() => undefined);
    redis?.disconnect();
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
