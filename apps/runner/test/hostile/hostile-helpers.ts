import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { processVerdict, type LanguageId, type RunnerJob, type RunnerJobReport, type Verdict } from '@assay/contracts';
import { afterAll, expect } from 'vitest';
import { job, testRunner } from '../runner-fixture.js';
import { asCpp } from './compiled-preludes.js';
import type { Runner } from '../../src/runner.js';

/**
 * The checks every hostile case of apps/runner/test/hostile makes (research §3, H1–H34): besides the case's own
 * verdict, the runner survives, nothing of the job is left on the host a second later (no process under a slot uid,
 * no run cgroup, once the idle boxes made ahead of need are dropped), the named host files are unchanged, and a hello-world run started alongside is still accepted.
 * Each case runs in every language it applies to: the scripting languages, the compiled ones (C, C++, Java, Go, Rust:
 * each job compiles in a box of its own first) and, where a read query can attempt it at all, SQL.
 */

const ALL_SCRIPT_LANGUAGES = ['javascript', 'typescript', 'python'] as const satisfies readonly LanguageId[];
const ALL_COMPILED_LANGUAGES = ['c', 'cpp', 'java', 'go', 'rust'] as const satisfies readonly LanguageId[];
const ALL_LANGUAGES = [
  ...ALL_SCRIPT_LANGUAGES,
  ...ALL_COMPILED_LANGUAGES,
  'sql',
] as const satisfies readonly LanguageId[];
export type ScriptLanguage = (typeof ALL_SCRIPT_LANGUAGES)[number];
export type CompiledLanguage = (typeof ALL_COMPILED_LANGUAGES)[number];
export type ProgramLanguage = ScriptLanguage | CompiledLanguage;
export type Language = (typeof ALL_LANGUAGES)[number];

/**
 * HOSTILE_LANGUAGES (a comma-separated list) runs the cases in those languages only: CI's second pass, against
 * bubblewrap, attacks the sandbox from one scripting language, one compiled language and SQL, and leaves the
 * languages' own behaviour to the full pass.
 */
const chosen = process.env.HOSTILE_LANGUAGES?.split(',').map((name) => name.trim());
const only = <T extends LanguageId>(languages: readonly T[]): readonly T[] =>
  chosen ? languages.filter((language) => chosen.includes(language)) : languages;

/** The languages whose programs are scripts run by an interpreter (and that function tests can call). */
export const SCRIPT_LANGUAGES = only(ALL_SCRIPT_LANGUAGES);
/** The languages compiled once per job in a compile box of their own, whose artifact each test runs. */
export const COMPILED_LANGUAGES = only(ALL_COMPILED_LANGUAGES);
/** Every language whose source is a program of its own (all but SQL, whose source is one read query). */
export const PROGRAM_LANGUAGES: readonly ProgramLanguage[] = [...SCRIPT_LANGUAGES, ...COMPILED_LANGUAGES];
/** Every language of the runner. */
export const LANGUAGES = only(ALL_LANGUAGES);
// A language added to the runner must be added here too (this fails to type-check until it is).
const everyLanguage: [Exclude<LanguageId, Language>] extends [never] ? true : never = true;
void everyLanguage;

/** The repository root, found from this file (apps/runner/test/hostile/). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const SLOTS = 3;
/** The same uid range the fixture gives this worker, spelt out so the leftover check knows exactly which uids to watch. */
const UID_BASE = 1_950_000 + Number(process.env.VITEST_POOL_ID ?? 0) * 100;
export const SLOT_UIDS: readonly number[] = Array.from({ length: SLOTS }, (_, slot) => UID_BASE + slot);

/**
 * Host files no case may change (each case adds a fresh canary file in the OS temp directory): system files, the
 * harness files every box sees read-only, and a package.json of the repository (the runner's own: the root one is
 * edited by people working beside this suite, which would make the check flaky for no fault of the runner).
 */
const HOST_FILES = [
  '/etc/passwd',
  '/etc/hostname',
  join(REPO_ROOT, 'apps/runner/package.json'),
  join(REPO_ROOT, 'apps/runner/harness/function-harness.cjs'),
  join(REPO_ROOT, 'apps/runner/harness/function_harness.py'),
];

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The sandbox the suite attacks: slot hosts (`auto`, the default where the runner is root) or, when the environment
 * says RUNNER_SANDBOX=bubblewrap (CI's second pass), a bubblewrap per box.
 */
const HOSTILE_SANDBOX = process.env.RUNNER_SANDBOX === 'bubblewrap' ? 'bubblewrap' : 'auto';
/** Whether the suite's boxes run in slot hosts (hostileRunner checks the runner agrees), where a few facts differ from bubblewrap's. */
export const SLOT_HOSTS = HOSTILE_SANDBOX === 'auto';

/** Every runner of this file: they share the slot uids, so the leftover check drops the idle boxes of all of them. */
const hostileRunners: Runner[] = [];
const discardIdleBoxes = () => Promise.all(hostileRunners.map((runner) => runner.discardIdleBoxes()));

/**
 * A root runner with uids of its own per slot and a cgroup; anything weaker would make the leftover checks vacuous.
 * Fewer slots than three reuse the first of the same uids (one runner at a time is busy: tests run in sequence).
 * Call it at the top of a file or describe block: it is closed when they end, so the boxes it made ahead of need are
 * not left for the next file (a test worker may run several files, which watch the same uids).
 */
export function hostileRunner(slots = SLOTS, sandbox = HOSTILE_SANDBOX): Runner {
  if (slots > SLOTS) throw new Error(`At most ${SLOTS} slots: the leftover check watches ${SLOTS} uids`);
  const runner = testRunner({
    RUNNER_SLOTS: String(slots),
    RUNNER_UID_BASE: String(UID_BASE),
    RUNNER_SANDBOX: sandbox,
  });
  if ((sandbox === 'auto') !== (runner.info().sandbox === 'slot-hosts'))
    throw new Error(`The hostile suite asked for the ${sandbox} sandbox; this runner has ${runner.info().sandbox}`);
  hostileRunners.push(runner);
  afterAll(() => runner.close());
  const info = runner.info();
  if (info.isolation !== 'slot-uids' || info.cgroup === null) {
    throw new Error(
      `The hostile suite needs a root runner with a cgroup (slot-uids); this one has ${info.isolation}/${info.cgroup}: ${info.problem ?? ''}`,
    );
  }
  const missing = runner
    .languages()
    .filter((language) => !language.available)
    .map((language) => language.id);
  if (missing.length > 0)
    throw new Error(`The hostile suite needs every language; unavailable here: ${missing.join(', ')}`);
  return runner;
}

/** The same JavaScript as TypeScript, with a type annotation so the compile step has real TypeScript to erase. */
export const asTypeScript = (js: string) =>
  `const hostileCaseLanguage: string = 'typescript';\nvoid hostileCaseLanguage;\n${js}`;

/**
 * One case's program in each language family: Node.js (JavaScript, and the same as TypeScript), Python, C (and the
 * same as C++, unless the case needs C++ of its own), Java, Go and Rust. Compiled ones are usually built with the
 * helpers of compiled-preludes.ts (cProgram, javaProgram, goProgram, rustProgram).
 */
export interface Programs {
  node: string;
  python: string;
  c: string;
  cpp?: string;
  java: string;
  go: string;
  rust: string;
}

/** A source per program language from one program per family. */
export function sources(programs: Programs): Record<ProgramLanguage, string> {
  return {
    ...scriptSources(programs.node, programs.python),
    c: programs.c,
    cpp: programs.cpp ?? asCpp(programs.c),
    java: programs.java,
    go: programs.go,
    rust: programs.rust,
  };
}

/** A source per scripting language, for cases that concern only them (the function-test harness). */
export function scriptSources(node: string, python: string): Record<ScriptLanguage, string> {
  return { javascript: node, typescript: asTypeScript(node), python };
}

/** Prints `text` and a newline, in any language (SQL: a one-column result, header row first). */
export function hello(language: LanguageId, text = 'ok'): RunnerJob {
  const literal = JSON.stringify(text);
  const programs: Record<LanguageId, string> = {
    javascript: `console.log(${literal});`,
    typescript: `console.log(${literal});`,
    python: `print(${literal})`,
    c: `#include <stdio.h>\nint main(void) { puts(${literal}); return 0; }\n`,
    cpp: `#include <cstdio>\nint main() { std::puts(${literal}); }\n`,
    java: `public class Main { public static void main(String[] args) { System.out.println(${literal}); } }\n`,
    go: `package main\n\nimport "os"\n\nfunc main() { os.Stdout.WriteString(${literal} + "\\n") }\n`,
    rust: `fn main() { println!("{}", ${literal}); }\n`,
    sql: `SELECT '${text.replace(/'/g, "''")}' AS ok`,
  };
  return job(language, programs[language]);
}

/** The file a test's box runs: the script, the transpiled TypeScript, the compiled artifact or the jar (read-only). */
export const PROGRAM_FILES: Record<ProgramLanguage, string> = {
  javascript: '/box/main.js',
  typescript: '/box/main.js',
  python: '/box/main.py',
  c: '/box/main',
  cpp: '/box/main',
  go: '/box/main',
  rust: '/box/main',
  java: '/box/main.jar',
};

/** What hello(language, text) prints: the text on a line (SQL: as CSV under its header, `ok`). */
export const helloOutput = (language: LanguageId, text = 'ok') => (language === 'sql' ? `ok\n${text}\n` : `${text}\n`);

// ---- What is left on the host ----

/**
 * Live processes on the host whose real, effective, saved or filesystem uid is one of this runner's slot uids.
 * Zombies are left out: they run nothing and hold nothing but a pid. (bubblewrap's monitor exits as soon as the box's
 * init reports the exit code, so that init, already dead, is reparented to the host's PID 1 and waits there to be
 * reaped; this machine's PID 1 takes up to ~2 s to do so.)
 */
export function slotProcesses(): { pid: number; name: string; state: string; uids: string }[] {
  const found: { pid: number; name: string; state: string; uids: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let status: string;
    try {
      status = readFileSync(`/proc/${entry}/status`, 'utf8');
    } catch {
      continue; // Gone while we looked.
    }
    const uids = /^Uid:\s+(.*)$/m.exec(status)?.[1] ?? '';
    const state = /^State:\s+(.*)$/m.exec(status)?.[1] ?? '?';
    if (/^[ZX]/.test(state)) continue;
    if (uids.split(/\s+/).some((uid) => SLOT_UIDS.includes(Number(uid)))) {
      found.push({ pid: Number(entry), name: /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?', state, uids });
    }
  }
  return found;
}

/**
 * Waits until no process runs under a slot uid and no run cgroup is left, for at most `ms`. Once both are true they
 * stay true (with no process of the job left, none is left to start another, and only the runner makes run cgroups),
 * so the check that follows sees what it would have seen at the deadline, without waiting it out on every case.
 */
async function untilNothingLeft(ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline && (slotProcesses().length > 0 || leftoverCgroups().length > 0)) await delay(20);
}

const describeProcess = (proc: { pid: number; name: string; state: string; uids: string }) =>
  `${proc.pid} ${proc.name} (${proc.state}) uids ${proc.uids.replace(/\s+/g, ',')}`;

/** This worker's runner cgroup parents (v1: one per controller; v2: one). */
function cgroupParents(): string[] {
  const name = `assay-runner-${process.pid}`;
  if (existsSync('/sys/fs/cgroup/cgroup.controllers')) return [join('/sys/fs/cgroup', name)];
  return ['memory', 'pids', 'cpuacct'].map((controller) => join('/sys/fs/cgroup', controller, name));
}

/** Run cgroups still present under this runner's parents (the parents themselves may stay, empty). */
export function leftoverCgroups(): string[] {
  const parents = cgroupParents();
  // The parents exist while a runner lives in this process: if they do not, the check below would prove nothing.
  for (const parent of parents) if (!existsSync(parent)) throw new Error(`No runner cgroup at ${parent}`);
  return parents.flatMap((parent) =>
    readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name)),
  );
}

// ---- Host files ----

type Fingerprint = { sha256: string; size: number; mtimeMs: number; ctimeMs: number; mode: number } | 'missing';

export function fingerprint(paths: readonly string[]): Record<string, Fingerprint> {
  return Object.fromEntries(
    paths.map((path) => {
      if (!existsSync(path)) return [path, 'missing' as const];
      const stat = statSync(path);
      return [
        path,
        {
          sha256: createHash('sha256').update(readFileSync(path)).digest('hex'),
          size: stat.size,
          mtimeMs: stat.mtimeMs,
          ctimeMs: stat.ctimeMs,
          mode: stat.mode,
        },
      ];
    }),
  );
}

// ---- The case ----

export interface HostileCase {
  runner: Runner;
  job: RunnerJob;
  /** The verdict of each test in order (one value: every test), or `compile_error`. */
  verdict: Verdict | Verdict[];
  /** Host files this case names besides the defaults. */
  hostFiles?: string[];
  /** What runs alongside (default: hello world in the job's language). */
  canary?: RunnerJob;
  /** Runs beside the job, e.g. to disturb it from outside. */
  during?: () => Promise<void>;
}

export interface HostileOutcome {
  report: RunnerJobReport;
  canary: RunnerJobReport;
  /** Wall time of the hostile job as the caller saw it, in ms. */
  elapsedMs: number;
}

export function verdictOf(report: RunnerJobReport): Verdict[] {
  if (report.compile && processVerdict(report.compile) !== 'accepted') return ['compile_error'];
  return report.tests.map((test) => processVerdict(test));
}

/**
 * Runs one hostile job beside a canary and checks the five things every case shows. Failures of the checks are
 * soft, so one broken invariant does not hide the others; the case's own assertions follow on the returned report.
 */
export async function expectHostile(spec: HostileCase): Promise<HostileOutcome> {
  const { runner } = spec;
  const canaryFile = join(tmpdir(), `assay-hostile-canary-${randomUUID()}`);
  writeFileSync(canaryFile, `canary ${randomUUID()}\n`);
  try {
    const watched = [...HOST_FILES, canaryFile, ...(spec.hostFiles ?? [])];
    const before = fingerprint(watched);
    expect(
      Object.entries(before)
        .filter(([, print]) => print === 'missing')
        .map(([path]) => path),
      'watched host files that do not exist',
    ).toEqual([]);
    // A process left by an earlier case would be blamed on this one. (The previous case's follow-up run may still be
    // finishing its exit for a moment on a loaded machine: its box's init leaves the cgroup before it is a zombie.)
    // The boxes a runner keeps made ahead of need are not of any job: they go first, so what remains is the job's.
    await discardIdleBoxes();
    for (let attempt = 0; attempt < 40 && slotProcesses().length > 0; attempt += 1) await delay(50);
    expect(slotProcesses().map(describeProcess), 'slot processes before the case').toEqual([]);

    const started = performance.now();
    const timed = runner
      .run(spec.job)
      .then((report) => ({ report, elapsedMs: Math.round(performance.now() - started) }));
    const [{ report, elapsedMs }, canary] = await Promise.all([
      timed,
      runner.run(spec.canary ?? hello(spec.job.language)),
      spec.during?.(),
    ]);

    // 1. The verdict.
    const expected = Array.isArray(spec.verdict)
      ? spec.verdict
      : spec.verdict === 'compile_error'
        ? ['compile_error']
        : spec.job.tests.map(() => spec.verdict as Verdict);
    expect.soft(report.error, 'job error').toBeNull();
    expect.soft(verdictOf(report), `verdicts; report: ${JSON.stringify(report).slice(0, 2000)}`).toEqual(expected);

    // 5. The run alongside.
    expect
      .soft(verdictOf(canary), `canary run alongside: ${JSON.stringify(canary).slice(0, 1000)}`)
      .toEqual(['accepted']);

    // 3. Nothing of the job left a second later (besides the boxes made ahead of need, dropped here).
    await discardIdleBoxes();
    await untilNothingLeft(1_000);
    expect.soft(slotProcesses().map(describeProcess), 'processes under slot uids 1 s after the job').toEqual([]);
    expect.soft(leftoverCgroups(), 'run cgroups 1 s after the job').toEqual([]);

    // 4. Host files unchanged.
    expect.soft(fingerprint(watched), 'host files').toEqual(before);

    // 2. The runner survives.
    const after = await runner.run(hello(spec.job.language));
    expect.soft(verdictOf(after), `follow-up run: ${JSON.stringify(after).slice(0, 1000)}`).toEqual(['accepted']);
    expect.soft(after.tests[0]?.stdout).toBe(helloOutput(spec.job.language));
    return { report, canary, elapsedMs };
  } finally {
    rmSync(canaryFile, { force: true });
  }
}

/** The first test's report, or a failure that names the whole report. */
export function firstTest(report: RunnerJobReport) {
  const test = report.tests[0];
  if (!test) throw new Error(`No test ran: ${JSON.stringify(report)}`);
  return test;
}

/** The JSON a case program printed as its last stdout line. */
export function printedJson<T = unknown>(report: RunnerJobReport): T {
  const stdout = firstTest(report).stdout.trim();
  const last = stdout.split('\n').pop() ?? '';
  try {
    return JSON.parse(last) as T;
  } catch {
    throw new Error(`The case program printed no JSON: ${JSON.stringify(firstTest(report))}`);
  }
}
