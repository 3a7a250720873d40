// `npm run bench:similarity`: code similarity (issue 29) among BENCH_SUBMISSIONS (10,000) final submissions of one
// template version, through the similarity service of the production build (no HTTP), on PostgreSQL when DATABASE_URL
// is set (a database of its own, dropped at the end) or the embedded PGlite otherwise.
//  - seeds the submissions (generated Python, 40–90 lines each: a shared reading-and-main boilerplate, two to four
//    functions drawn from a small grammar, three in ten with one of 50 "popular" helpers written alike, one in fifty a
//    re-commented copy of an earlier one) and their fingerprints in bulk; postings and per-hash counts by INSERT … SELECT;
//  - then, for BENCH_ROUNDS (50) new submissions (every other one a copy of a seeded one), `indexAndMatch` as the
//    integrity report calls it: fingerprint, index, candidates through the inverted index, regions, one reference;
//  - baselines in the same run: fingerprinting alone, and the bare inverted-index query (every hash of the new code,
//    no boilerplate left out); and `pasteMatch` of ten pasted lines, for scale.
// Target (printed, never enforced): indexAndMatch under 1 s at p99. Writes bench/results/similarity.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildForBench } from './build.mjs';
import { percentile } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const TARGETS = { indexAndMatchP99Ms: 1000 };
const SERVER_URL = process.env.DATABASE_URL || null;
const VERSION = 'bench-similarity-v1';

buildForBench();

const requireFromApi = createRequire(join(root, 'apps/api/package.json'));
const { sql } = requireFromApi('drizzle-orm');
const dist = (path) => import(pathToFileURL(join(root, 'apps/api/dist', path)).href);
const { buildApp } = await dist('app.js');
const { loadConfig } = await dist('config.js');
const { SIMILARITY_WINNOWING } = await import(pathToFileURL(join(root, 'packages/contracts/dist/index.js')).href);
const { submissions } = await dist('modules/submissions/submissions.tables.js');
const { submissionFingerprints } = await dist('modules/behavior/similarity/similarity.tables.js');
const { createSimilarityRepository } = await dist('modules/behavior/similarity/similarity.repository.js');
const { createSimilarityService } = await dist('modules/behavior/similarity/similarity.service.js');
const { fingerprint } = await dist('modules/behavior/similarity/winnow.js');

const dataDir = mkdtempSync(join(tmpdir(), 'assay-bench-similarity-'));
const database = `assay_bench_similarity_${process.pid}`;
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

/** A seeded pseudo-random generator (mulberry32): the same corpus on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = [
  'a',
  'b',
  'total',
  'items',
  'count',
  'value',
  'result',
  'i',
  'j',
  'left',
  'right',
  'seen',
  'best',
  'word',
];
const OPS = ['+', '-', '*', '//', '%', '<', '>', '==', '!=', 'and', 'or'];
/** Random Python: expressions, assignments, appends, if/for/while blocks, a return; from one small grammar. */
function pythonWriter(next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const name = () => pick(NAMES);
  const expression = (depth = 0) => {
    const choice = next();
    if (depth > 1 || choice < 0.3) return next() < 0.6 ? name() : String(Math.floor(next() * 100));
    if (choice < 0.55) return `${expression(depth + 1)} ${pick(OPS)} ${expression(depth + 1)}`;
    if (choice < 0.65) return `${name()}[${expression(depth + 1)}]`;
    if (choice < 0.75) return `len(${name()})`;
    if (choice < 0.85) return `${name()}.get(${expression(depth + 1)}, 0)`;
    if (choice < 0.93) return `min(${expression(depth + 1)}, ${expression(depth + 1)})`;
    return `[${expression(depth + 1)} for ${name()} in ${name()}]`;
  };
  const block = (indent, depth, size) => {
    const lines = [];
    for (let index = 0; index < size; index += 1) {
      const choice = next();
      const pad = ' '.repeat(indent);
      if (depth < 2 && choice < 0.15) {
        lines.push(`${pad}if ${expression()}:`, ...block(indent + 4, depth + 1, 1 + Math.floor(next() * 3)));
        if (next() < 0.4) lines.push(`${pad}else:`, ...block(indent + 4, depth + 1, 1 + Math.floor(next() * 2)));
      } else if (depth < 2 && choice < 0.27)
        lines.push(
          `${pad}for ${name()} in range(${expression()}):`,
          ...block(indent + 4, depth + 1, 1 + Math.floor(next() * 3)),
        );
      else if (depth < 2 && choice < 0.32)
        lines.push(`${pad}while ${expression()}:`, ...block(indent + 4, depth + 1, 1 + Math.floor(next() * 3)));
      else if (choice < 0.45) lines.push(`${pad}${name()}.append(${expression()})`);
      else if (choice < 0.6) lines.push(`${pad}${name()} += ${expression()}`);
      else lines.push(`${pad}${name()} = ${expression()}`);
    }
    return lines;
  };
  return (fn) => [
    `def ${fn}(${name()}, ${name()}):`,
    ...block(4, 0, 4 + Math.floor(next() * 8)),
    `    return ${expression()}`,
    '',
  ];
}

const POPULAR = Array.from({ length: 50 }, (_, index) => pythonWriter(random(1_000_000 + index))(`helper_${index}`));
const HEAD = ['import sys', ''];
const MAIN = [
  'def main():',
  '    data = sys.stdin.read().split()',
  '    n = int(data[0])',
  '    print(solve(n, data[1:]))',
  '',
  "if __name__ == '__main__':",
  '    main()',
];
/** The corpus's submission number `n`: its own functions, maybe a popular helper, or a copy of an earlier one. */
function submissionCode(n, codes) {
  const next = random(n + 1);
  if (n > 100 && next() < 0.02) return `# my own work\n${codes[Math.floor(next() * (n - 1))].replaceAll('    ', '  ')}`;
  const write = pythonWriter(next);
  const lines = [...HEAD];
  const functions = 2 + Math.floor(next() * 3);
  for (let index = 0; index < functions; index += 1) lines.push(...write(index === 0 ? 'solve' : `step_${index}`));
  if (next() < 0.3) lines.push(...POPULAR[Math.floor(next() * POPULAR.length)]);
  lines.push(...MAIN);
  return lines.join('\n');
}

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
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  });
  const app = await buildApp(config, { dispatchEvents: false });
  try {
    const { db } = app.services;
    const execute = (statement) => db.execute(sql.raw(statement));
    const kind = app.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const options = SIMILARITY_WINNOWING;

    // The template version, one candidate per hundred submissions, a task per submission.
    let started = Date.now();
    await execute(
      `INSERT INTO users (id, email, name, role) SELECT 'bench-sim-' || n, 'bench-sim-' || n || '@bench.test', 'Candidate ' || n, 'candidate' FROM generate_series(1, ${Math.ceil((SUBMISSIONS + ROUNDS) / 100)}) AS n`,
    );
    await execute(
      `INSERT INTO task_templates (id, created_by, draft) VALUES ('bench-similarity', 'bench', '{}'::jsonb)`,
    );
    await execute(
      `INSERT INTO task_template_versions (id, template_id, version, content, published_by) VALUES ('${VERSION}', 'bench-similarity', 1, '{}'::jsonb, 'bench')`,
    );
    await execute(
      `INSERT INTO tasks (id, template_version_id, candidate_id, status) SELECT 'bench-sim-task-' || n, '${VERSION}', 'bench-sim-' || (1 + n / 100), 'submitted' FROM generate_series(0, ${SUBMISSIONS + ROUNDS - 1}) AS n`,
    );
    const codes = [];
    let fingerprintMs = 0;
    for (let from = 0; from < SUBMISSIONS; from += 500) {
      const rows = [];
      const prints = [];
      for (let n = from; n < Math.min(from + 500, SUBMISSIONS); n += 1) {
        const code = submissionCode(n, codes);
        codes.push(code);
        const id = `bench-sim-submission-${n}`;
        rows.push({
          id,
          taskId: `bench-sim-task-${n}`,
          candidateId: `bench-sim-${1 + Math.floor(n / 100)}`,
          kind: 'final',
          language: 'python',
          code,
          status: 'scored',
          score: 100,
        });
        const begun = performance.now();
        const kept = fingerprint(code, 'python', options);
        fingerprintMs += performance.now() - begun;
        prints.push({
          submissionId: id,
          templateVersionId: VERSION,
          language: 'python',
          fingerprints: kept,
          distinctHashes: new Set(kept.map(([hash]) => hash)).size,
        });
      }
      await db.insert(submissions).values(rows);
      await db.insert(submissionFingerprints).values(prints);
    }
    await execute(
      `INSERT INTO similarity_postings (template_version_id, language, hash, submission_id)
       SELECT DISTINCT template_version_id, language, (print ->> 0)::int, submission_id
         FROM submission_fingerprints, jsonb_array_elements(fingerprints) AS print`,
    );
    await execute(
      `INSERT INTO similarity_hash_counts (template_version_id, language, hash, submissions)
       SELECT template_version_id, language, hash, count(*)::int FROM similarity_postings GROUP BY 1, 2, 3`,
    );
    await execute('ANALYZE');
    const postings = Number((await execute('SELECT count(*)::int AS n FROM similarity_postings')).rows[0].n);
    const common = Number(
      (
        await execute(
          `SELECT count(*)::int AS n FROM similarity_hash_counts WHERE submissions > ${Math.max(10, SUBMISSIONS / 5)}`,
        )
      ).rows[0].n,
    );
    const longest = Number((await execute('SELECT max(submissions)::int AS n FROM similarity_hash_counts')).rows[0].n);
    console.log(
      `${SUBMISSIONS.toLocaleString('en')} submissions seeded on ${kind} in ${((Date.now() - started) / 1000).toFixed(1)} s (fingerprinting ${(fingerprintMs / 1000).toFixed(1)} s): ${postings.toLocaleString('en')} postings, ${common} boilerplate hashes, the longest posting list ${longest}.`,
    );

    const repository = createSimilarityRepository(db);
    const similarity = createSimilarityService({ db, repository });
    // Each round's new submission: every other one a copy (re-indented, commented) of a seeded one, else new code.
    const fresh = Array.from({ length: ROUNDS }, (_, index) =>
      index % 2 === 0
        ? `# mine\n${codes[(index * 7919) % SUBMISSIONS].replaceAll('    ', '\t')}`
        : submissionCode(SUBMISSIONS + 1000 + index, codes),
    );
    const reference = codes[1];
    await db.insert(submissions).values(
      fresh.map((code, index) => ({
        id: `bench-sim-new-${index}`,
        taskId: `bench-sim-task-${SUBMISSIONS + index}`,
        candidateId: 'bench-sim-1',
        kind: 'final',
        language: 'python',
        code,
        status: 'scored',
        score: 100,
      })),
    );
    const results = {};
    results.fingerprint = await timed((index) => fingerprint(fresh[index], 'python', options), ROUNDS);
    results.bareQuery = await timed(async (index) => {
      const hashes = [...new Set(fingerprint(fresh[index], 'python', options).map(([hash]) => hash))];
      await repository.candidates({
        templateVersionId: VERSION,
        language: 'python',
        hashes,
        excludeSubmissionIds: [],
        limit: 5,
      });
    }, ROUNDS);
    let copiesFound = 0;
    results.indexAndMatch = await timed(async (index) => {
      const matches = await similarity.indexAndMatch({
        submissionId: `bench-sim-new-${index}`,
        templateVersionId: VERSION,
        language: 'python',
        code: fresh[index],
        starterCode: '',
        references: [{ language: 'python', code: reference }],
      });
      // A copy is found when its source is among the best matches (a seeded copy of that source ties with it).
      const source = `bench-sim-submission-${(index * 7919) % SUBMISSIONS}`;
      const best = matches[0]?.score ?? 0;
      if (
        index % 2 === 0 &&
        best >= 0.85 &&
        matches.some((match) => match.submissionId === source && match.score === best)
      )
        copiesFound += 1;
      else if (index % 2 === 0)
        console.log(`round ${index}: ${source} not the best match`, JSON.stringify(matches.slice(0, 3)));
    }, ROUNDS);
    results.pasteMatch = await timed(
      (index) =>
        similarity.pasteMatch({
          text: codes[(index * 104_729) % SUBMISSIONS].split('\n').slice(2, 12).join('\n'),
          language: 'python',
          templateVersionId: VERSION,
          excludeSubmissionIds: [],
        }),
      ROUNDS,
    );

    console.log(
      `\n${'measured'.padEnd(58)}${'p50'.padEnd(11)}${'p95'.padEnd(11)}${'p99'.padEnd(11)}${'max'.padEnd(11)}target`,
    );
    const line = (label, figures, target) =>
      console.log(
        `${label.padEnd(58)}${`${figures.p50Ms} ms`.padEnd(11)}${`${figures.p95Ms} ms`.padEnd(11)}${`${figures.p99Ms} ms`.padEnd(11)}${`${figures.maxMs} ms`.padEnd(11)}${target}`,
      );
    line('fingerprinting alone (baseline)', results.fingerprint, '-');
    line('the bare inverted-index query, every hash (baseline)', results.bareQuery, '-');
    const limit = TARGETS.indexAndMatchP99Ms;
    line(
      'indexAndMatch',
      results.indexAndMatch,
      `p99 < ${limit} ms ${results.indexAndMatch.p99Ms < limit ? 'ok' : 'MISSED'}`,
    );
    line('pasteMatch, ten lines', results.pasteMatch, '-');
    console.log(`copies found as the best match: ${copiesFound} of ${Math.ceil(ROUNDS / 2)}`);

    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      join(root, 'bench/results/similarity.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, database: app.database.kind, submissions: SUBMISSIONS, postings, boilerplateHashes: common, longestPostingList: longest, winnowing: options, targets: TARGETS, copiesFound, results }, null, 2)}\n`,
    );
    return copiesFound === Math.ceil(ROUNDS / 2);
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
