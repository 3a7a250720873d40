import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunnerJobReport } from '@assay/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { asCpp, rustProgram } from './compiled-preludes.js';
import { expectHostile, firstTest, hostileRunner, printedJson, SLOT_HOSTS } from './hostile-helpers.js';

// H18 compile-time attacks (DMOJ #318, kjudge #82) and H10 compile-error floods: the compiler runs in a box of its
// own, with its own limits (10 s of CPU, 20 s of wall time, 512 MB) and its messages capped at the job's output size.
// Not here: Rust's build scripts and procedural macros, Go's cgo and `go generate` as tools of their own (the runner
// calls rustc and Go's compiler directly on one file: no cargo, no go command; the cgo and go:generate cases below
// prove it), and Java annotation processors (javac finds none: the box holds Main.java alone).
const HOST_SECRET = `compile-host-secret-${randomUUID()}`;
// Set before the runner exists: nothing of the runner's environment may reach a compiler.
process.env.ASSAY_HOSTILE_COMPILE_SECRET = HOST_SECRET;
const runner = hostileRunner();
afterAll(() => {
  delete process.env.ASSAY_HOSTILE_COMPILE_SECRET;
});

/** The compile step's wall limit (run-job.ts), and the most a compile-time bomb may take as the caller sees it. */
const COMPILE_WALL_MS = 20_000;
const BOMB_ELAPSED_MS = 25_000;
const OUTPUT_BYTES = 1_024;
const FLOOD_NOTE = "Compilation stopped: the compiler's messages passed 1 KB.";

/** The non-empty lines of a host file, none of which may show in a compiler's messages. */
const hostLines = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');

/** The compile step's messages, after checking the job stopped there: a compile error, and no test ran. */
function compileMessages(report: RunnerJobReport): string {
  expect(report.tests).toEqual([]);
  expect(report.compile).not.toBeNull();
  return report.compile!.stderr;
}

const expectNoHostFileIn = (text: string) => {
  for (const path of ['/etc/shadow', '/etc/passwd']) {
    for (const line of hostLines(path)) expect(text, `a line of the host's ${path}`).not.toContain(line);
  }
};

const C_FAMILY = ['c', 'cpp'] as const;
/** The same C source as C or as C++. */
const inC = (language: (typeof C_FAMILY)[number], source: string) => (language === 'c' ? source : asCpp(source));

describe.each(C_FAMILY)('%s', (language) => {
  it.each(['/etc/shadow', '/etc/passwd'])(
    '#include "%s" is a compile error that shows nothing of the host file',
    async (path) => {
      // The file is on the host, so a compiler that cannot find it shows the box has none.
      expect(existsSync(path)).toBe(true);
      const source = inC(language, `#include "${path}"\nint main(void) { return 0; }\n`);
      const { report } = await expectHostile({ runner, job: job(language, source), verdict: 'compile_error' });
      const messages = compileMessages(report);
      expect(messages).toMatch(new RegExp(`${path}: No such file or directory`));
      expectNoHostFileIn(messages);
    },
  );

  it.each(['/dev/urandom', '/dev/zero'])(
    '#include "%s" (a file without end) is stopped within the compile limits',
    async (device) => {
      const source = inC(language, `#include "${device}"\nint main(void) { return 0; }\n`);
      const { report, elapsedMs } = await expectHostile({
        runner,
        job: job(language, source),
        verdict: 'compile_error',
      });
      const messages = compileMessages(report);
      // The compiler reads it into memory until its 512 MB run out (or gives up with an error of its own first).
      expect(messages).toMatch(/(^|\n)Compilation stopped: .+$|error: /);
      expect(report.compile!.wallMs).toBeLessThanOrEqual(COMPILE_WALL_MS + 1_000);
      expect(elapsedMs).toBeLessThan(BOMB_ELAPSED_MS);
    },
  );

  it.each([
    ['thousands of erroneous lines', Array.from({ length: 5_000 }, (_, line) => `int broken${line} = ;`).join('\n')],
    // Every use of E4 expands to 1,000 names, each undeclared and different (__COUNTER__), each error with its chain of
    // "in expansion of macro" notes.
    [
      'a macro that expands to errors',
      '#define CAT(a, b) a##b\n#define NAME(n) CAT(undeclared_, n)\n#define E1 NAME(__COUNTER__) +\n#define E2 E1 E1 E1 E1 E1 E1 E1 E1 E1 E1\n#define E3 E2 E2 E2 E2 E2 E2 E2 E2 E2 E2\n#define E4 E3 E3 E3 E3 E3 E3 E3 E3 E3 E3\nint main(void) { return E4 E4 E4 0; }\n',
    ],
  ])('a compile-error flood (%s) is a compile error with its messages capped', async (_, flood) => {
    const { report } = await expectHostile({
      runner,
      job: job(language, inC(language, flood), undefined, { outputBytes: OUTPUT_BYTES }),
      verdict: 'compile_error',
    });
    const messages = compileMessages(report);
    expect(messages).toMatch(/error: /);
    expect(messages.endsWith(`\n${FLOOD_NOTE}`)).toBe(true);
    expect(messages.length).toBeLessThanOrEqual(OUTPUT_BYTES + FLOOD_NOTE.length + 1);
  });
});

describe('cpp', () => {
  const stoppedOrLimit =
    /(^|\n)Compilation stopped: (it took longer than the compiler's limit|the compiler needed more than its)|template instantiation depth exceeds|constexpr. (loop iteration|evaluation operation) count exceeds limit/;

  it('a template-instantiation bomb (2^40 distinct instantiations) is stopped within the compile limits', async () => {
    const source = [
      'template <int N, int M> struct Bomb { static constexpr long value = Bomb<N - 1, 2 * M>::value + Bomb<N - 1, 2 * M + 1>::value; };',
      'template <int M> struct Bomb<0, M> { static constexpr long value = M; };',
      'int main() { return Bomb<40, 0>::value != 0; }',
    ].join('\n');
    const { report, elapsedMs } = await expectHostile({ runner, job: job('cpp', source), verdict: 'compile_error' });
    expect(compileMessages(report)).toMatch(stoppedOrLimit);
    expect(report.compile!.wallMs).toBeLessThanOrEqual(COMPILE_WALL_MS + 1_000);
    expect(elapsedMs).toBeLessThan(BOMB_ELAPSED_MS);
  });

  it("a deep recursive template is stopped by the compiler's own depth limit", async () => {
    const source =
      'template <int N> struct Deep { static constexpr int value = Deep<N - 1>::value + 1; };\ntemplate <> struct Deep<0> { static constexpr int value = 0; };\nint main() { return Deep<1000000>::value; }\n';
    const { report, elapsedMs } = await expectHostile({
      runner,
      job: job('cpp', source, undefined, { outputBytes: OUTPUT_BYTES }),
      verdict: 'compile_error',
    });
    expect(compileMessages(report)).toMatch(stoppedOrLimit);
    expect(elapsedMs).toBeLessThan(BOMB_ELAPSED_MS);
  });

  it.each([
    // GCC counts a constexpr loop's iterations (-fconstexpr-loop-limit)…
    ['one loop of 1e12 iterations', 'for (long i = 0; i < 1000000000000L; ++i) n += i;'],
    // …and, across loops that each stay under that count, every operation (-fconstexpr-ops-limit).
    [
      'nested loops under the iteration limit',
      'for (long i = 0; i < 200000; ++i)\n    for (long j = 0; j < 200000; ++j)\n      for (long k = 0; k < 200000; ++k) n += i ^ j ^ k;',
    ],
  ])('a constexpr bomb (%s) is a compile error within the compile limits', async (_, loop) => {
    const source = `constexpr long spin() {\n  long n = 0;\n  ${loop}\n  return n;\n}\nconstexpr long value = spin();\nint main() { return value != 0; }\n`;
    const { report, elapsedMs } = await expectHostile({ runner, job: job('cpp', source), verdict: 'compile_error' });
    expect(compileMessages(report)).toMatch(stoppedOrLimit);
    expect(report.compile!.wallMs).toBeLessThanOrEqual(COMPILE_WALL_MS + 1_000);
    expect(elapsedMs).toBeLessThan(BOMB_ELAPSED_MS);
  });
});

/** Compile-error floods of the other compilers: each goes on past the cap, which stops it. */
const FLOODS = {
  // javac stops at 50 errors (-Xmaxerrs), which is still well over 1 KB.
  java: `public class Main {\n${Array.from({ length: 5_000 }, (_, line) => `  int broken${line} = ;`).join('\n')}\n}\n`,
  rust: `fn main() {\n${Array.from({ length: 5_000 }, (_, line) => `    undefined_${line}();`).join('\n')}\n}\n`,
  // Go's compiler stops after 10 errors: ten names of 2,000 characters each say more than 1 KB.
  go: `package main\n\nfunc main() {\n${Array.from({ length: 200 }, (_, line) => `\tundefined${'x'.repeat(2_000)}${line}()`).join('\n')}\n}\n`,
};

describe.each(Object.keys(FLOODS) as (keyof typeof FLOODS)[])('%s', (language) => {
  it('a compile-error flood is a compile error with its messages capped', async () => {
    const { report } = await expectHostile({
      runner,
      job: job(language, FLOODS[language], undefined, { outputBytes: OUTPUT_BYTES }),
      verdict: 'compile_error',
    });
    const messages = compileMessages(report);
    expect(messages).toMatch(language === 'go' ? /undefined: undefinedx/ : /error/);
    expect(messages.endsWith(`\n${FLOOD_NOTE}`)).toBe(true);
    expect(messages.length).toBeLessThanOrEqual(OUTPUT_BYTES + FLOOD_NOTE.length + 1);
  });
});

describe('rust', () => {
  it.each(['/etc/shadow', '/etc/passwd'])(
    'include_str!("%s") is a compile error that shows nothing of the host file',
    async (path) => {
      expect(existsSync(path)).toBe(true);
      const source = `const HOST: &str = include_str!("${path}");\nfn main() {\n    println!("{}", HOST);\n}\n`;
      const { report } = await expectHostile({ runner, job: job('rust', source), verdict: 'compile_error' });
      const messages = compileMessages(report);
      expect(messages).toMatch(new RegExp(`couldn't read ${path}: No such file or directory`));
      expectNoHostFileIn(messages);
    },
  );

  it('include_bytes!("/proc/1/environ") reads the box\'s own init, never the runner\'s environment', async () => {
    // The compile box's /proc/1 is its own init: bubblewrap's, whose environment the runner empties, or a slot host,
    // root's and not dumpable, whose environment cannot be read at all.
    const source = rustProgram(
      'const ENVIRON: &[u8] = include_bytes!("/proc/1/environ");\nfn main() {\n    print_json(J::O(vec![("environ".into(), s(latin1(ENVIRON)))]));\n}',
    );
    if (SLOT_HOSTS) {
      const { report } = await expectHostile({ runner, job: job('rust', source), verdict: 'compile_error' });
      expect(compileMessages(report)).toMatch(/couldn't read `?\/proc\/1\/environ`?: Permission denied/);
      expectNoHostFileIn(compileMessages(report));
      return;
    }
    const { report } = await expectHostile({ runner, job: job('rust', source), verdict: 'accepted' });
    const { environ } = printedJson<{ environ: string }>(report);
    expect(environ.split('\0').filter((entry) => entry && entry !== 'PWD=/')).toEqual([]);
    // Nothing of the runner's own environment (this process's) either.
    for (const entry of Object.entries(process.env)
      .map(([name, value]) => `${name}=${value}`)
      .filter((item) => item !== 'PWD=/'))
      expect(environ).not.toContain(entry);
    expect(firstTest(report).stdout).not.toContain(HOST_SECRET);
    expect(firstTest(report).stdout).not.toContain(`PATH=${process.env.PATH}`);
  });

  it("env!/option_env! at compile time read the compile box's environment, never the runner's", async () => {
    const source =
      'fn main() {\n    println!("{:?} {}", option_env!("ASSAY_HOSTILE_COMPILE_SECRET"), env!("PATH"));\n}\n';
    const { report } = await expectHostile({ runner, job: job('rust', source), verdict: 'accepted' });
    expect(firstTest(report).stdout).toBe('None /usr/bin:/bin\n');
  });

  it('include_bytes!("/dev/zero") (a file without end) is stopped within the compile limits', async () => {
    const source =
      'const ZERO: &[u8] = include_bytes!("/dev/zero");\nfn main() {\n    println!("{}", ZERO.len());\n}\n';
    const { report, elapsedMs } = await expectHostile({ runner, job: job('rust', source), verdict: 'compile_error' });
    expect(compileMessages(report)).toMatch(/(^|\n)Compilation stopped: .+$|error: /);
    expect(report.compile!.wallMs).toBeLessThanOrEqual(COMPILE_WALL_MS + 1_000);
    expect(elapsedMs).toBeLessThan(BOMB_ELAPSED_MS);
  });
});

describe('go', () => {
  it('a //go:generate directive never runs: the host file it would write is untouched, the one it would create never appears', async () => {
    const existing = join(tmpdir(), `assay-hostile-go-generate-${randomUUID()}`);
    const fresh = join(tmpdir(), `assay-hostile-go-generate-${randomUUID()}`);
    writeFileSync(existing, 'host file\n');
    try {
      const source = `package main\n\n//go:generate sh -c "echo pwned > ${existing}; echo pwned > ${fresh}"\n\nimport "fmt"\n\nfunc main() { fmt.Println("ok") }\n`;
      // The directive is a comment to the compiler: the program compiles and runs.
      const { report } = await expectHostile({
        runner,
        job: job('go', source),
        verdict: 'accepted',
        hostFiles: [existing],
      });
      expect(firstTest(report).stdout).toBe('ok\n');
      expect(readFileSync(existing, 'utf8')).toBe('host file\n');
      expect(existsSync(fresh)).toBe(false);
    } finally {
      rmSync(existing, { force: true });
      rmSync(fresh, { force: true });
    }
  });

  it('cgo (import "C") is a compile error: nothing of C is compiled or linked', async () => {
    const source =
      'package main\n\n// #include <stdio.h>\n// static void hello(void) { puts("from C"); }\nimport "C"\n\nfunc main() { C.hello() }\n';
    const { report } = await expectHostile({ runner, job: job('go', source), verdict: 'compile_error' });
    expect(compileMessages(report)).toMatch(/could not import C/);
  });

  it("cgo's linker directives (//go:cgo_ldflag, //go:cgo_import_dynamic) are refused outside cgo's own code", async () => {
    const source =
      'package main\n\n//go:cgo_ldflag "-Wl,-rpath,/tmp"\n//go:cgo_import_dynamic puts puts "libc.so.6"\n\nimport "fmt"\n\nfunc main() { fmt.Println("ok") }\n';
    const { report } = await expectHostile({ runner, job: job('go', source), verdict: 'compile_error' });
    expect(compileMessages(report)).toMatch(/go:cgo_ldflag .* only allowed in cgo-generated code/);
  });

  it('//go:embed of a host file is a compile error that shows nothing of it', async () => {
    const source =
      'package main\n\nimport (\n\t_ "embed"\n\t"fmt"\n)\n\n//go:embed /etc/passwd\nvar passwd string\n\nfunc main() { fmt.Println(passwd) }\n';
    const { report } = await expectHostile({ runner, job: job('go', source), verdict: 'compile_error' });
    const messages = compileMessages(report);
    expect(messages).toMatch(/go:embed/);
    expectNoHostFileIn(messages);
  });
});

// SQL has no compiler: the host's check of the source (one read query) is its compile step, and it refuses anything
// else before a box exists. (Even past it, COPY … TO PROGRAM would run inside the box, as the server does.)
describe('sql', () => {
  const target = join(tmpdir(), `assay-hostile-sql-program-${randomUUID()}`);
  it.each([
    ['COPY … TO PROGRAM', `COPY (SELECT 1) TO PROGRAM 'touch ${target}'`, /starts with COPY/],
    [
      'a second statement',
      `SELECT 1; COPY (SELECT 1) TO PROGRAM 'touch ${target}'`,
      /Only one statement can run, and this has 2/,
    ],
    [
      "a parenthesis that would close the runner's COPY ( … ) early",
      `SELECT 1) TO PROGRAM 'touch ${target}' --`,
      /closing parenthesis has no opening one/,
    ],
    ['an unclosed comment', `SELECT 1 /* ) TO PROGRAM 'touch ${target}'`, /comment is not closed/],
    ['SELECT … INTO a new table', 'SELECT 1 AS one INTO copied', /SELECT … INTO/],
  ])('%s is refused as a compile error, and nothing runs', async (_, source, message) => {
    const { report } = await expectHostile({ runner, job: job('sql', source), verdict: 'compile_error' });
    expect(compileMessages(report)).toMatch(message);
    expect(existsSync(target)).toBe(false);
  });
});
