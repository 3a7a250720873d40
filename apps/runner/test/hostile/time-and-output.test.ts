import { describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { cProgram, goProgram, javaProgram, rustProgram } from './compiled-preludes.js';
import {
  expectHostile,
  firstTest,
  hostileRunner,
  PROGRAM_LANGUAGES,
  sources,
  type Language,
} from './hostile-helpers.js';

// H7 CPU spin, H8 sleep and blocking reads, H9 stdout flood, H10 stderr and compile-error floods (the compiled
// languages' compile-error floods are in compile-time.test.ts). SQL's own cases (a query that burns CPU, sleeps, or
// floods its result) are at the end.
const runner = hostileRunner();
/** CPU and wall limits are multiplied per language (the runner's language table). */
const MULTIPLIERS: Record<Language, number> = {
  c: 1,
  cpp: 1,
  go: 1,
  rust: 1,
  java: 2,
  sql: 2,
  javascript: 1.5,
  typescript: 1.5,
  python: 2,
};
const multiplier = (language: Language) => MULTIPLIERS[language];
/** How much of a CPU limit the cgroup has counted, at least, when the CPU rlimit stops a program (see below). */
const CPU_COUNTED = 0.75;

const spins = {
  // The counter is volatile: an empty infinite loop is undefined behaviour in C++, which a compiler may drop.
  plain: sources({
    node: 'for (;;) {}',
    python: 'while True:\n    pass',
    c: cProgram('int main(void) {\n  volatile unsigned long n = 0;\n  for (;;) n += 1;\n}'),
    java: javaProgram('  public static void main(String[] args) {\n    for (;;) {}\n  }'),
    go: goProgram([], 'var n int\n\nfunc main() {\n\tfor {\n\t\tn++\n\t}\n}'),
    rust: rustProgram(
      'fn main() {\n    let mut n: u64 = 0;\n    loop {\n        unsafe { std::ptr::write_volatile(&mut n, n + 1) };\n    }\n}',
    ),
  }),
  // Ignoring SIGXCPU only buys the second between the soft and the hard CPU limit.
  'ignoring SIGXCPU': sources({
    node: "process.on('SIGXCPU', () => {});\nfor (;;) {}",
    python: 'import signal\nsignal.signal(signal.SIGXCPU, signal.SIG_IGN)\nwhile True:\n    pass',
    c: cProgram(
      'int main(void) {\n  signal(SIGXCPU, SIG_IGN);\n  volatile unsigned long n = 0;\n  for (;;) n += 1;\n}',
    ),
    java: javaProgram(
      '  public static void main(String[] args) {\n    sun.misc.Signal.handle(new sun.misc.Signal("XCPU"), sun.misc.SignalHandler.SIG_IGN);\n    for (;;) {}\n  }',
    ),
    go: goProgram(
      ['os/signal'],
      'var n int\n\nfunc main() {\n\tsignal.Ignore(syscall.SIGXCPU)\n\tfor {\n\t\tn++\n\t}\n}',
    ),
    rust: rustProgram(
      'fn main() {\n    unsafe { signal(24, 1) }; // SIGXCPU, SIG_IGN\n    let mut n: u64 = 0;\n    loop {\n        unsafe { std::ptr::write_volatile(&mut n, n + 1) };\n    }\n}',
    ),
  }),
};
/** The signal that ended a spin: SIGXCPU at the soft limit, unless SIGXCPU is ignored (then SIGKILL at the hard one). */
const spinSignal = (language: Language, kind: keyof typeof spins) =>
  // Go's runtime catches SIGXCPU and, with nobody asking for it through os/signal, ignores it.
  kind === 'plain' && language !== 'go' ? 'SIGXCPU' : 'SIGKILL';

const waits = {
  sleep: sources({
    node: 'setTimeout(() => console.log("woke"), 100_000_000);',
    python: 'import time\ntime.sleep(100000)\nprint("woke")',
    c: cProgram('int main(void) {\n  sleep(100000);\n  puts("woke");\n  return 0;\n}'),
    java: javaProgram(
      '  public static void main(String[] args) throws Exception {\n    Thread.sleep(100_000_000);\n    System.out.println("woke");\n  }',
    ),
    go: goProgram(['time'], 'func main() {\n\ttime.Sleep(100000 * time.Second)\n\tfmt.Println("woke")\n}'),
    rust: rustProgram(
      'fn main() {\n    std::thread::sleep(std::time::Duration::from_secs(100_000));\n    println!("woke");\n}',
    ),
  }),
  // Waiting on something that never comes: a pipe whose write end it holds itself / a futex nobody wakes.
  'blocked wait': sources({
    node: 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);\nconsole.log("woke");',
    python: 'import os\nr, w = os.pipe()\nos.read(r, 1)\nprint("woke")',
    c: cProgram(
      'int main(void) {\n  int fds[2];\n  char byte;\n  if (pipe(fds) != 0) return 2;\n  read(fds[0], &byte, 1);\n  puts("woke");\n  return 0;\n}',
    ),
    java: javaProgram(
      '  public static void main(String[] args) throws Exception {\n    new CountDownLatch(1).await();\n    System.out.println("woke");\n  }',
    ),
    // A raw read, not a goroutine parked on the runtime's poller: with every goroutine parked, Go would end the
    // program itself ("all goroutines are asleep - deadlock!") instead of waiting.
    go: goProgram(
      [],
      'func main() {\n\tvar fds [2]int\n\tif err := syscall.Pipe(fds[:]); err != nil {\n\t\tpanic(err)\n\t}\n\tsyscall.Read(fds[0], make([]byte, 1))\n\tfmt.Println("woke")\n}',
    ),
    rust: rustProgram(
      'fn main() {\n    let (_keep, waiting) = std::sync::mpsc::channel::<()>();\n    let _ = waiting.recv();\n    println!("woke");\n}',
    ),
  }),
};

const readStdin = sources({
  node: `let data = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { data += chunk; });
process.stdin.on('end', () => console.log(JSON.stringify({ data })));`,
  python:
    'import json, sys\nline = sys.stdin.readline()\nrest = sys.stdin.read()\nprint(json.dumps({"data": line + rest}))',
  c: cProgram(String.raw`int main(void) {
  static char data[1 << 16];
  size_t length = fread(data, 1, sizeof data, stdin);
  json_begin('{'); json_key("data"); json_bytes(data, length); json_end('}');
  return 0;
}`),
  java: javaProgram(
    '  public static void main(String[] args) throws Exception {\n    printJson(obj("data", new String(System.in.readAllBytes(), StandardCharsets.ISO_8859_1)));\n  }',
  ),
  go: goProgram(
    ['io'],
    'func main() {\n\tdata, err := io.ReadAll(os.Stdin)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tprintJSON(obj{"data": latin1(data)})\n}',
  ),
  rust: rustProgram(
    'fn main() {\n    let mut data = Vec::new();\n    std::io::stdin().read_to_end(&mut data).unwrap();\n    print_json(J::O(vec![("data".into(), s(latin1(&data)))]));\n}',
  ),
});

const LINE = `${'x'.repeat(999)}\n`;
const flood = (fd: 1 | 2) =>
  sources({
    node: `const fs = require('node:fs');\nconst line = 'x'.repeat(999) + '\\n';\nfor (;;) fs.writeSync(${fd}, line);`,
    python: `import os\nline = b"x" * 999 + b"\\n"\nwhile True:\n    os.write(${fd}, line)`,
    c: cProgram(
      `int main(void) {\n  char line[1000];\n  memset(line, 'x', 999);\n  line[999] = '\\n';\n  for (;;) write(${fd}, line, sizeof line);\n}`,
    ),
    java: javaProgram(
      `  public static void main(String[] args) throws Exception {\n    FileOutputStream out = new FileOutputStream(FileDescriptor.${fd === 1 ? 'out' : 'err'});\n    byte[] line = ("x".repeat(999) + "\\n").getBytes(StandardCharsets.US_ASCII);\n    for (;;) out.write(line);\n  }`,
    ),
    go: goProgram(
      ['strings'],
      `func main() {\n\tline := []byte(strings.Repeat("x", 999) + "\\n")\n\tfor {\n\t\tsyscall.Write(${fd}, line)\n\t}\n}`,
    ),
    rust: rustProgram(
      `use std::os::unix::io::FromRawFd;\nfn main() {\n    let mut out = unsafe { std::fs::File::from_raw_fd(${fd}) };\n    let line = format!("{}\\n", "x".repeat(999));\n    loop {\n        let _ = out.write_all(line.as_bytes());\n    }\n}`,
    ),
  });
const OUTPUT_BYTES = 4_096;

describe.each(PROGRAM_LANGUAGES)('%s', (language) => {
  it.each(Object.keys(spins) as (keyof typeof spins)[])(
    'CPU spin (%s) ends in time_limit by the CPU limit, before the wall clock',
    async (kind) => {
      const limits = { cpuMs: 500, wallMs: 5_000, memoryMb: 128 };
      const { report } = await expectHostile({
        runner,
        job: job(language, spins[kind][language], undefined, limits),
        verdict: 'time_limit',
      });
      const test = firstTest(report);
      // Near the limit at least. The kernel's CPU rlimit counts by timer ticks, each a whole tick to whichever thread it
      // finds running, while the cgroup counts exactly: on a loaded machine a threaded runtime (the JVM) is signalled
      // when the cgroup has counted only 85% of the limit.
      expect(test.cpuMs).toBeGreaterThanOrEqual(limits.cpuMs * multiplier(language) * CPU_COUNTED);
      // The CPU rlimit (soft, then hard one second later) stopped it, far from the wall limit.
      expect(test.wallMs).toBeLessThan(limits.wallMs * multiplier(language) - 1_000);
      expect(test.signal).toBe(spinSignal(language, kind));
    },
  );

  it.each(Object.keys(waits) as (keyof typeof waits)[])(
    'a %s ends in time_limit by the wall clock, using no CPU',
    async (kind) => {
      const limits = { cpuMs: 1_000, wallMs: 1_000, memoryMb: 128 };
      const { report } = await expectHostile({
        runner,
        job: job(language, waits[kind][language], undefined, limits),
        verdict: 'time_limit',
      });
      const test = firstTest(report);
      expect(test.stdout).toBe('');
      // The JVM's start-up alone takes a few hundred ms of CPU (and more on a loaded machine); the rest is nothing.
      expect(test.cpuMs).toBeLessThan(language === 'java' ? 1_000 : 500);
      expect(test.wallMs).toBeGreaterThanOrEqual(limits.wallMs * multiplier(language) - 50);
    },
  );

  it('a blocking read of stdin finishes when stdin is empty or has no final newline', async () => {
    const tests = [
      { id: 'empty', kind: 'stdio' as const, stdin: '' },
      { id: 'no-newline', kind: 'stdio' as const, stdin: '42 17' },
    ];
    const { report } = await expectHostile({
      runner,
      job: job(language, readStdin[language], tests, { cpuMs: 1_000, wallMs: 5_000 }),
      verdict: 'accepted',
    });
    expect(report.tests.map((test) => JSON.parse(test.stdout))).toEqual([{ data: '' }, { data: '42 17' }]);
    // Ended by end of input, not by the wall clock.
    for (const test of report.tests) expect(test.wallMs).toBeLessThan(3_000);
  });

  it.each([
    ['stdout', 1],
    ['stderr', 2],
  ] as const)('a %s flood ends in output_limit with the output capped', async (stream, fd) => {
    const { report } = await expectHostile({
      runner,
      job: job(language, flood(fd)[language], undefined, { cpuMs: 2_000, wallMs: 5_000, outputBytes: OUTPUT_BYTES }),
      verdict: 'output_limit',
    });
    const test = firstTest(report);
    expect(test[stream]).toBe(LINE.repeat(5).slice(0, OUTPUT_BYTES));
    expect(test[stream === 'stdout' ? 'stderr' : 'stdout']).toBe('');
    // Cut off as soon as the cap was passed, not at the wall limit.
    expect(test.wallMs).toBeLessThan(3_000);
  });
});

it('a compile-error flood (typescript) is a compile error with a capped log, and no test runs', async () => {
  const source = Array.from({ length: 3_000 }, (_, line) => `const broken${line}: number = ;`).join('\n');
  const { report } = await expectHostile({
    runner,
    job: job('typescript', source, undefined, { outputBytes: 1_024 }),
    verdict: 'compile_error',
  });
  expect(report.tests).toEqual([]);
  expect(report.compile?.stderr).toMatch(/Unexpected ";"/);
  expect(report.compile!.stderr.length).toBeLessThanOrEqual(1_024);
});

// SQL: a read query cannot spin, sleep or print in a loop of its own, but it can make the server do each.
describe('sql', () => {
  it('a query that burns CPU (a set-returning function streamed into an aggregate) ends in time_limit by the CPU limit', async () => {
    // Not a whole number of seconds (1.4 s once multiplied): the rlimit, rounded up to 2 s, stops the server well after
    // the cgroup has counted the limit. (At exactly 1 s the server may be stopped when the cgroup has counted a little
    // less; the harness's shell then exits 1 and the run is reported as a runtime error, not a time limit.)
    const limits = { cpuMs: 700, wallMs: 5_000, memoryMb: 128 };
    const source = 'SELECT count(x) FROM (SELECT generate_series(1::bigint, 1000000000000) AS x) AS numbers';
    const { report } = await expectHostile({
      runner,
      job: job('sql', source, undefined, limits),
      verdict: 'time_limit',
    });
    const test = firstTest(report);
    expect(test.cpuMs).toBeGreaterThanOrEqual(limits.cpuMs * multiplier('sql') * CPU_COUNTED);
    expect(test.wallMs).toBeLessThan(limits.wallMs * multiplier('sql') - 1_000);
    expect(test.stdout).toBe('');
  });

  it('pg_sleep ends in time_limit by the wall clock, using no CPU', async () => {
    const limits = { cpuMs: 1_000, wallMs: 1_000, memoryMb: 128 };
    const { report } = await expectHostile({
      runner,
      job: job('sql', 'SELECT pg_sleep(100000)', undefined, limits),
      verdict: 'time_limit',
    });
    const test = firstTest(report);
    expect(test.stdout).toBe('');
    expect(test.cpuMs).toBeLessThan(500);
    expect(test.wallMs).toBeGreaterThanOrEqual(limits.wallMs * multiplier('sql') - 50);
  });

  it('a result far larger than the output cap ends in output_limit with the output capped', async () => {
    // 20 MB of CSV: it fits the box's /tmp, where the result is written before it is printed.
    const source = "SELECT repeat('x', 999) AS x FROM generate_series(1, 20000)";
    const { report } = await expectHostile({
      runner,
      job: job('sql', source, undefined, { cpuMs: 2_000, wallMs: 5_000, outputBytes: OUTPUT_BYTES }),
      verdict: 'output_limit',
    });
    const test = firstTest(report);
    expect(test.stdout).toBe(`x\n${LINE.repeat(5)}`.slice(0, OUTPUT_BYTES));
    expect(test.stderr).toBe('');
  });

  it.each([
    ['a result without end', "SELECT repeat('x', 999) AS x FROM generate_series(1, 1e12)"],
    // A set-returning function in FROM is read into a tuplestore first, which spills to temporary files.
    ['a count over a generated series in FROM', 'SELECT count(*) FROM generate_series(1, 1e12)'],
  ])("%s fills only the box's own /tmp and ends in a runtime error, within the limits", async (_, source) => {
    const { report, elapsedMs } = await expectHostile({
      runner,
      job: job('sql', source, undefined, { cpuMs: 2_000, wallMs: 5_000, memoryMb: 256 }),
      verdict: 'runtime_error',
    });
    const test = firstTest(report);
    expect(test.stdout).toBe('');
    expect(test.stderr).toMatch(/^ERROR: /);
    expect(elapsedMs).toBeLessThan(15_000);
  });
});
