import { EXECUTION_ERROR_CODES, LANGUAGE_IDS, MAX_SOURCE_BYTES } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { runnerChildren, untilRunnersReady } from '../../../test/runner-processes.js';

const pool = Number(process.env.VITEST_POOL_ID ?? 0);
/** Slot uids of this file's runners, apart from any other test file's. */
const uidBase = (offset: number) => String(2_100_000 + pool * 1_000 + offset);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting.');
    await sleep(50);
  }
}

describe('code execution through forked runners (IPC)', () => {
  let t: TestApp;
  let token: string;
  const run = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/code-execution/run', headers: bearer(token), payload });

  beforeAll(async () => {
    t = await buildTestApp({
      SEED_DEMO: 'true',
      RUNNER_PROCESSES: '2',
      RUNNER_SLOTS: '2',
      RUNNER_UID_BASE: uidBase(0),
      EXECUTION_QUEUE_CAPACITY: '3',
    });
    token = (await signIn(t.app, 'candidate@demo.assay.dev', t.config.DEMO_PASSWORD)).token;
    await untilRunnersReady(t.app, { processes: 2 });
  });
  afterAll(() => t.close());

  it.each([
    ['python', 'print(input()[::-1])', 'stressed\n', 'desserts\n'],
    ['javascript', 'process.stdin.on("data", (d) => console.log(String(d).trim().toUpperCase()))', 'shout', 'SHOUT\n'],
    [
      'typescript',
      'const n: number = Number(require("fs").readFileSync(0, "utf8"));\nconsole.log(n * 2);',
      '21',
      '42\n',
    ],
    [
      'c',
      '#include <stdio.h>\nint main(void) { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); return 0; }',
      '2 40',
      '42\n',
    ],
    [
      'cpp',
      '#include <iostream>\n#include <vector>\nint main() { std::vector<int> v; int x; while (std::cin >> x) v.push_back(x); std::cout << v.size() << "\\n"; }',
      '1 2 3',
      '3\n',
    ],
    [
      'java',
      'import java.util.Scanner;\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    System.out.println(in.nextLine().toUpperCase());\n  }\n}\n',
      'shout',
      'SHOUT\n',
    ],
    [
      'go',
      'package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tvar n int\n\tfmt.Fscan(bufio.NewReader(os.Stdin), &n)\n\tfmt.Println(n * n)\n}\n',
      '12',
      '144\n',
    ],
    [
      'rust',
      'use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    println!("{}", s.trim().chars().rev().collect::<String>());\n}\n',
      'stressed',
      'desserts\n',
    ],
    [
      'sql',
      'SELECT name, score FROM players WHERE score > 5 ORDER BY score DESC;',
      "CREATE TABLE players (name text, score int);\nINSERT INTO players VALUES ('ada', 9), ('bob', 3), ('cy', 7);",
      'name,score\nada,9\ncy,7\n',
    ],
  ])('runs %s with stdin and answers accepted', async (language, code, stdin, stdout) => {
    const response = await run({ language, code, stdin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'accepted', stdout, stderr: '', exitCode: 0 });
    expect(response.json().memoryKb).toBeGreaterThan(0);
  });

  it('tells compile errors, runtime errors and time limits apart', async () => {
    const compile = (await run({ language: 'typescript', code: 'let x: = 1;' })).json();
    expect(compile).toMatchObject({ status: 'compile_error', stdout: '' });
    expect(compile.compileOutput).toContain('Unexpected "="');
    const crash = (await run({ language: 'python', code: 'raise ValueError("boom")' })).json();
    expect(crash).toMatchObject({ status: 'runtime_error', exitCode: 1 });
    expect(crash.stderr).toContain('ValueError: boom');
  });

  it("answers compile_error with the compiler's message for compiled languages, and refuses SQL that is not one read query", async () => {
    const cpp = (await run({ language: 'cpp', code: 'int main() { return undeclared; }' })).json();
    expect(cpp).toMatchObject({ status: 'compile_error', stdout: '' });
    expect(cpp.compileOutput).toMatch(/undeclared.* was not declared/);
    const java = (
      await run({
        language: 'java',
        code: 'public class Main { public static void main(String[] a) { int x = "no"; } }',
      })
    ).json();
    expect(java).toMatchObject({ status: 'compile_error' });
    expect(java.compileOutput).toContain('incompatible types');
    const write = (
      await run({ language: 'sql', code: 'DELETE FROM players;', stdin: 'CREATE TABLE players (name text);' })
    ).json();
    expect(write).toMatchObject({ status: 'compile_error', stdout: '' });
    expect(write.compileOutput).toBe(
      'Only a read query can run, and this starts with DELETE. Write a single SELECT (or WITH … SELECT, VALUES, TABLE).',
    );
    const two = (await run({ language: 'sql', code: 'SELECT 1; SELECT 2;' })).json();
    expect(two.compileOutput).toContain('Only one statement can run, and this has 2.');
    const missing = (await run({ language: 'sql', code: 'SELECT * FROM nowhere' })).json();
    expect(missing).toMatchObject({ status: 'runtime_error', stdout: '' });
    expect(missing.stderr).toBe('ERROR: relation "nowhere" does not exist\n');
  });

  it('lists the languages with their versions', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/code-execution/languages',
      headers: bearer(token),
    });
    const languages = response.json<{ id: string; version: string; available: boolean }[]>();
    expect(languages.map((language) => language.id)).toEqual([...LANGUAGE_IDS]);
    expect(languages.every((language) => language.available && /^\d+\.\d+/.test(language.version))).toBe(true);
  });

  it('refuses oversized source and input, and unknown languages, before queueing', async () => {
    const big = await run({ language: 'python', code: `# ${'x'.repeat(MAX_SOURCE_BYTES)}` });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: EXECUTION_ERROR_CODES.sourceTooLarge });
    const input = await run({ language: 'python', code: 'print(1)', stdin: 'x'.repeat(300 * 1024) });
    expect(input.statusCode).toBe(413);
    expect(input.json()).toMatchObject({ code: EXECUTION_ERROR_CODES.inputTooLarge });
    const unknown = await run({ language: 'cobol', code: 'DISPLAY "HI".' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('javascript, typescript, python, c, cpp, java, go, rust, sql');
  });

  it('answers 429 with Retry-After when the queue is full', async () => {
    const slow = Array.from({ length: 3 }, () => run({ language: 'python', code: 'import time; time.sleep(2)' }));
    await sleep(600);
    const refused = await run({ language: 'python', code: 'print(1)' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: EXECUTION_ERROR_CODES.queueFull });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    for (const response of await Promise.all(slow)) expect(response.json()).toMatchObject({ status: 'accepted' });
  });

  it('reports the runners, their isolation and a live hello-world per language', async () => {
    const status = (
      await t.app.inject({ method: 'GET', url: '/api/v1/code-execution/status', headers: bearer(token) })
    ).json();
    expect(status.queue).toMatchObject({ kind: 'ipc', capacity: 3 });
    expect(status.runners).toHaveLength(2);
    expect(status.runners[0]).toMatchObject({ isolation: 'slot-uids', slots: 2, problem: null });
    for (const language of status.languages) {
      expect(language, JSON.stringify(language)).toMatchObject({ available: true, helloWorldStatus: 'accepted' });
      expect(language.helloWorldMs).toBeGreaterThan(0);
    }
    expect(status.database.ok).toBe(true);
  });

  it('gives the job of a runner killed mid-job to another runner once, and answers a clear error the second time', async () => {
    const once = run({ language: 'python', code: 'import time; time.sleep(1.5); print("survived")' });
    await sleep(700);
    for (const pid of runnerChildren()) process.kill(pid, 'SIGKILL');
    expect((await once).json()).toMatchObject({ status: 'accepted', stdout: 'survived\n' });

    await untilRunnersReady(t.app, { processes: 2 });
    const twice = run({ language: 'python', code: 'import time; time.sleep(3); print("never")' });
    await sleep(700);
    const first = runnerChildren();
    first.forEach((pid) => process.kill(pid, 'SIGKILL'));
    await until(() => runnerChildren().filter((pid) => !first.includes(pid)).length === 2);
    await untilRunnersReady(t.app, { processes: 2 });
    await sleep(500);
    runnerChildren().forEach((pid) => process.kill(pid, 'SIGKILL'));
    const failed = await twice;
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      code: EXECUTION_ERROR_CODES.runnerFailed,
      message: 'The code runner stopped twice while running this code. Please try again.',
    });
    await untilRunnersReady(t.app, { processes: 2 });
  });
});

describe('code execution limits without runners', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true', EXECUTION_RUNS_PER_USER_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it('says no runner is online, then limits runs per user with 429 and Retry-After', async () => {
    const { token } = await signIn(t.app, 'candidate@demo.assay.dev', t.config.DEMO_PASSWORD);
    const run = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/code-execution/run',
        headers: bearer(token),
        payload: { language: 'python', code: 'print(1)' },
      });
    const offline = await run();
    expect(offline.statusCode).toBe(503);
    expect(offline.json()).toMatchObject({
      code: EXECUTION_ERROR_CODES.sandboxUnavailable,
      message: 'No code runner is online right now, so code cannot run. Please try again shortly.',
    });
    await run();
    const limited = await run();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: EXECUTION_ERROR_CODES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
