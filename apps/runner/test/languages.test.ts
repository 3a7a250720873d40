import type { LanguageId, RunnerTest } from '@assay/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { job, testRunner } from './runner-fixture.js';

// What each language does for a candidate: compile once, run every test against the artifact, and report compile
// errors, crashes and the JVM's memory as they are. (Attacks are in test/hostile.)
const pool = Number(process.env.VITEST_POOL_ID ?? 0);
const runner = testRunner({ RUNNER_UID_BASE: String(1_970_000 + pool * 100) });
afterAll(() => runner.close());

const stdio = (...inputs: string[]): RunnerTest[] =>
  inputs.map((stdin, index) => ({ id: `t${index + 1}`, kind: 'stdio', stdin }));

/** Sums the whitespace-separated integers on stdin. */
const SUM: Record<'c' | 'cpp' | 'java' | 'go' | 'rust', string> = {
  c: '#include <stdio.h>\nint main(void) { long long x, s = 0; while (scanf("%lld", &x) == 1) s += x; printf("%lld\\n", s); return 0; }\n',
  cpp: '#include <iostream>\nint main() { long long x, s = 0; while (std::cin >> x) s += x; std::cout << s << std::endl; }\n',
  java: 'import java.io.*;\nimport java.util.*;\npublic class Main {\n  public static void main(String[] args) throws IOException {\n    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));\n    long s = 0; String line;\n    while ((line = in.readLine()) != null) for (String t : line.trim().split("\\\\s+")) if (!t.isEmpty()) s += Long.parseLong(t);\n    System.out.println(s);\n  }\n}\n',
  go: 'package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tr := bufio.NewReader(os.Stdin)\n\tvar s, x int64\n\tfor {\n\t\tif _, err := fmt.Fscan(r, &x); err != nil {\n\t\t\tbreak\n\t\t}\n\t\ts += x\n\t}\n\tfmt.Println(s)\n}\n',
  rust: 'use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    let total: i64 = s.split_whitespace().map(|t| t.parse::<i64>().unwrap()).sum();\n    println!("{}", total);\n}\n',
};

const CRASH: Record<keyof typeof SUM, { source: string; exitCode: number; stderr: RegExp }> = {
  c: { source: 'int main(void) { return 3; }', exitCode: 3, stderr: /^$/ },
  cpp: {
    source: '#include <stdexcept>\nint main() { throw std::runtime_error("boom"); }',
    exitCode: 134,
    stderr: /boom/,
  },
  java: {
    source: 'public class Main { public static void main(String[] a) { throw new IllegalStateException("boom"); } }',
    exitCode: 1,
    stderr: /IllegalStateException: boom/,
  },
  go: { source: 'package main\n\nfunc main() { panic("boom") }\n', exitCode: 2, stderr: /panic: boom/ },
  rust: { source: 'fn main() { panic!("boom"); }', exitCode: 101, stderr: /panicked at 'boom'/ },
};

const BROKEN: Record<keyof typeof SUM, { source: string; message: RegExp }> = {
  c: { source: 'int main(void) { return missing; }', message: /main\.c:1:\d+: error: .missing. undeclared/ },
  cpp: { source: 'int main() { return missing; }', message: /main\.cpp:1:\d+: error: .missing. was not declared/ },
  java: {
    source: 'public class Main { public static void main(String[] a) { int x = "no"; } }',
    message: /Main\.java:1: error: incompatible types/,
  },
  go: { source: 'package main\n\nfunc main() { x := 1 }\n', message: /main\.go:3:\d+: x declared but not used/ },
  rust: { source: 'fn main() { let x: i32 = "no"; }', message: /error\[E0308\]: mismatched types/ },
};

describe.each(Object.keys(SUM) as (keyof typeof SUM)[])('%s', (language) => {
  it('compiles once and runs every test against the artifact', async () => {
    const report = await runner.run(job(language, SUM[language], stdio('1 2 3', '40 2', '-5 5\n7')));
    expect(report.error).toBeNull();
    expect(report.compile).toMatchObject({ outcome: 'exited', exitCode: 0, stdout: '' });
    expect(report.tests.map((test) => [test.testId, test.outcome, test.exitCode, test.stdout])).toEqual([
      ['t1', 'exited', 0, '6\n'],
      ['t2', 'exited', 0, '42\n'],
      ['t3', 'exited', 0, '7\n'],
    ]);
  });

  it('reports a crash with its exit code and message', async () => {
    const { source, exitCode, stderr } = CRASH[language];
    const report = await runner.run(job(language, source));
    expect(report.compile).toMatchObject({ exitCode: 0 });
    const test = report.tests[0]!;
    expect([test.outcome, test.exitCode ?? (test.signal === 'SIGABRT' ? 134 : null)]).toEqual(['exited', exitCode]);
    expect(test.stderr).toMatch(stderr);
  });

  it("returns the compiler's message and runs no test when the code does not compile", async () => {
    const report = await runner.run(job(language, BROKEN[language].source, stdio('1', '2')));
    expect(report.error).toBeNull();
    expect(report.compile?.exitCode).not.toBe(0);
    expect(report.compile?.stderr).toMatch(BROKEN[language].message);
    expect(report.tests).toEqual([]);
  });

  it('refuses function tests, which only the scripting languages can call', async () => {
    const report = await runner.run(
      job(language, SUM[language], [{ id: 'f', kind: 'function', entry: 'solve', args: [1] }]),
    );
    expect(report.error).toMatch(/^Function tests cannot call .+ code; its tests read stdin and print\.$/);
  });
});

describe('java', () => {
  it('counts the whole JVM against the memory limit and stops a heap that outgrows it as memory_limit', async () => {
    const hello = await runner.run(
      job('java', 'public class Main { public static void main(String[] a) { System.out.println("hi"); } }'),
    );
    // The JVM itself (heap, metaspace, threads) is several MB before the program allocates anything.
    expect(hello.tests[0]!.memoryKb).toBeGreaterThan(8 * 1024);
    const hog =
      'import java.util.*;\npublic class Main { public static void main(String[] a) { List<long[]> keep = new ArrayList<>(); for (;;) keep.add(new long[1 << 20]); } }';
    const report = await runner.run(job('java', hog, undefined, { memoryMb: 96 }));
    expect(report.tests[0]!.outcome).toBe('memory_limit');
    expect(report.tests[0]!.stderr).toContain('java.lang.OutOfMemoryError');
  });
});

describe('sql', () => {
  const setup =
    "CREATE TABLE players (name text, team text, score int);\nINSERT INTO players VALUES ('ada', 'red', 9), ('bob', NULL, 3), ('cy', '', 7);\n";
  const sql = (source: string, tests: RunnerTest[] = stdio(setup)) =>
    runner.run(job('sql' satisfies LanguageId, source, tests));

  it('prints the result set as CSV with a header row, NULL empty and an empty string quoted', async () => {
    const report = await sql('SELECT name, team, score FROM players ORDER BY score DESC;');
    expect(report.compile).toBeNull();
    expect(report.tests[0]).toMatchObject({
      outcome: 'exited',
      exitCode: 0,
      stdout: 'name,team,score\nada,red,9\ncy,"",7\nbob,,3\n',
      stderr: '',
    });
  });

  it('starts every test from a fresh database: rows a test adds are not seen by the next', async () => {
    const report = await sql(
      'SELECT count(*) AS players FROM players',
      stdio(`${setup}INSERT INTO players VALUES ('dee', 'blue', 1);`, setup),
    );
    expect(report.tests.map((test) => test.stdout)).toEqual(['players\n4\n', 'players\n3\n']);
  });

  it("tells a failing setup from a failing query, in PostgreSQL's words", async () => {
    const broken = await sql('SELECT 1', stdio('CREATE TABLE t (a int);\nINSERT INTO nowhere VALUES (1);'));
    expect(broken.tests[0]).toMatchObject({
      outcome: 'exited',
      exitCode: 1,
      stdout: '',
      stderr: 'The database setup failed: relation "nowhere" does not exist\n',
    });
    const failing = await sql('SELECT score / 0 FROM players');
    expect(failing.tests[0]).toMatchObject({ exitCode: 1, stdout: '', stderr: 'ERROR: division by zero\n' });
  });

  it('runs the query read-only, behind the host check', async () => {
    const report = await sql("SELECT nextval('tickets')", stdio('CREATE SEQUENCE tickets;'));
    expect(report.tests[0]).toMatchObject({
      exitCode: 1,
      stderr: 'ERROR: cannot execute nextval() in a read-only transaction\n',
    });
  });

  it('refuses a statement that is not one read query before anything runs', async () => {
    const report = await sql('UPDATE players SET score = 10');
    expect(report.compile).toMatchObject({
      exitCode: 1,
      stderr:
        'Only a read query can run, and this starts with UPDATE. Write a single SELECT (or WITH … SELECT, VALUES, TABLE).',
    });
    expect(report.tests).toEqual([]);
  });
});
