import { randomUUID } from 'node:crypto';
import { candidateView, testVerdict, type JudgedTest, type RunnerTest } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { cProgram, goProgram, javaProgram, rustProgram } from './compiled-preludes.js';
import {
  expectHostile,
  firstTest,
  hostileRunner,
  PROGRAM_LANGUAGES,
  SCRIPT_LANGUAGES,
  sources,
  verdictOf,
} from './hostile-helpers.js';

// H29 harness tampering (a fake pass, a forged result on fd 3), hidden inputs leaking to the caller, H31 hostile output.
// The forged results concern function tests, which only the scripting languages have (the runner refuses a function
// test of a compiled language or SQL before anything runs: languages.test.ts); the rest runs in every program language.
const runner = hostileRunner();
const LIMITS = { cpuMs: 1_000, wallMs: 3_000, memoryMb: 128 };

const fakePass = sources({
  node: `console.log('All tests passed! (5/5)');\nconsole.log('ACCEPTED');\nprocess.exit = () => undefined;\nprocess.exitCode = 0;`,
  python: 'import sys\nprint("All tests passed! (5/5)")\nprint("ACCEPTED")\nsys.exit(0)',
  c: cProgram('int main(void) {\n  puts("All tests passed! (5/5)");\n  puts("ACCEPTED");\n  exit(0);\n}'),
  java: javaProgram(
    '  public static void main(String[] args) {\n    System.out.println("All tests passed! (5/5)");\n    System.out.println("ACCEPTED");\n    System.exit(0);\n  }',
  ),
  go: goProgram(
    [],
    'func main() {\n\tfmt.Println("All tests passed! (5/5)")\n\tfmt.Println("ACCEPTED")\n\tos.Exit(0)\n}',
  ),
  rust: rustProgram(
    'fn main() {\n    println!("All tests passed! (5/5)");\n    println!("ACCEPTED");\n    std::process::exit(0);\n}',
  ),
});

const addTest: RunnerTest[] = [{ id: 'f1', kind: 'function', entry: 'add', args: [2, 3] }];
const forgeries = {
  // A forged verdict on the result channel before the harness writes, then a wrong answer of its own.
  'forged JSON, then its own wrong answer': {
    javascript:
      'require(\'node:fs\').writeSync(3, \'{"verdict":"accepted","passed":true}\');\nfunction add(a, b) { return a - b; }',
    typescript:
      'import { writeSync } from \'node:fs\';\nwriteSync(3, \'{"verdict":"accepted","passed":true}\');\nexport function add(a: number, b: number): number { return a - b; }',
    python: 'import os\nos.write(3, b\'{"verdict": "accepted", "passed": true}\')\ndef add(a, b):\n    return a - b',
  },
  // The forgery alone, and an exit before the harness ever calls the function.
  'forged JSON, then exit before the harness': {
    javascript:
      'require(\'node:fs\').writeSync(3, \'{"verdict":"accepted","passed":true}\');\nprocess.exit(0);\nfunction add(a, b) { return a + b; }',
    typescript:
      'import { writeSync } from \'node:fs\';\nwriteSync(3, \'{"verdict":"accepted","passed":true}\');\nprocess.exit(0);\nexport function add(a: number, b: number): number { return a + b; }',
    python:
      'import os\nos.write(3, b\'{"verdict": "accepted", "passed": true}\')\nos._exit(0)\ndef add(a, b):\n    return a + b',
  },
};
const honestAdd = {
  javascript: 'function add(a, b) { return a + b; }',
  typescript: 'export function add(a: number, b: number): number { return a + b; }',
  python: 'def add(a, b):\n    return a + b',
};

const echoBoth = sources({
  node: "const data = require('node:fs').readFileSync(0, 'utf8');\nconsole.log(data);\nconsole.error(data);",
  python: 'import sys\ndata = sys.stdin.read()\nprint(data)\nprint(data, file=sys.stderr)',
  c: cProgram(
    'int main(void) {\n  static char data[1 << 16];\n  size_t length = fread(data, 1, sizeof data - 1, stdin);\n  data[length] = 0;\n  printf("%s\\n", data);\n  fprintf(stderr, "%s\\n", data);\n  return 0;\n}',
  ),
  java: javaProgram(
    '  public static void main(String[] args) throws Exception {\n    String data = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);\n    System.out.println(data);\n    System.err.println(data);\n  }',
  ),
  go: goProgram(
    ['io'],
    'func main() {\n\tdata, _ := io.ReadAll(os.Stdin)\n\tfmt.Println(string(data))\n\tfmt.Fprintln(os.Stderr, string(data))\n}',
  ),
  rust: rustProgram(
    'fn main() {\n    let mut data = String::new();\n    std::io::stdin().read_to_string(&mut data).unwrap();\n    println!("{}", data);\n    eprintln!("{}", data);\n}',
  ),
});

// Invalid UTF-8 (a lone 0xff 0xfe, a cut-off sequence), NUL, ANSI colour and title escapes, a bell, the 8-bit CSI
// (U+009B, which many terminals take as ESC [), and markup.
const HOSTILE_BYTES = [
  ...Buffer.from('bad '),
  0xff,
  0xfe,
  ...Buffer.from(' | nul '),
  0x00,
  ...Buffer.from(' | ansi '),
  0x1b,
  ...Buffer.from('[31mred'),
  0x1b,
  ...Buffer.from('[0m | title '),
  0x1b,
  ...Buffer.from(']0;owned'),
  0x07,
  ...Buffer.from(' | csi '),
  0xc2,
  0x9b,
  ...Buffer.from('1m | <script>alert(1)</script> | cut '),
  0xe2,
  0x82,
];
const hostileOutput = sources({
  node: `const bytes = Buffer.from(${JSON.stringify(HOSTILE_BYTES)});\nrequire('node:fs').writeSync(1, bytes);\nrequire('node:fs').writeSync(2, bytes);`,
  python: `import os\nbytes_ = bytes(${JSON.stringify(HOSTILE_BYTES)})\nos.write(1, bytes_)\nos.write(2, bytes_)`,
  c: cProgram(
    `int main(void) {\n  static const unsigned char bytes[] = {${HOSTILE_BYTES.join(', ')}};\n  write(1, bytes, sizeof bytes);\n  write(2, bytes, sizeof bytes);\n  return 0;\n}`,
  ),
  java: javaProgram(
    `  public static void main(String[] args) throws Exception {\n    byte[] bytes = {${HOSTILE_BYTES.map((byte) => `(byte) ${byte}`).join(', ')}};\n    new FileOutputStream(FileDescriptor.out).write(bytes);\n    new FileOutputStream(FileDescriptor.err).write(bytes);\n  }`,
  ),
  go: goProgram(
    [],
    `func main() {\n\tbytes := []byte{${HOSTILE_BYTES.join(', ')}}\n\tos.Stdout.Write(bytes)\n\tos.Stderr.Write(bytes)\n}`,
  ),
  rust: rustProgram(
    `fn main() {\n    let bytes: &[u8] = &[${HOSTILE_BYTES.join(', ')}];\n    std::io::stdout().write_all(bytes).unwrap();\n    std::io::stderr().write_all(bytes).unwrap();\n}`,
  ),
});

describe.each(PROGRAM_LANGUAGES)('%s', (language) => {
  it('a program printing "all tests passed" is judged by comparison: wrong_answer', async () => {
    const { report } = await expectHostile({
      runner,
      job: job(language, fakePass[language], undefined, LIMITS),
      verdict: 'accepted',
    });
    const test = firstTest(report);
    expect(test.stdout).toBe('All tests passed! (5/5)\nACCEPTED\n');
    for (const mode of ['exact', 'whitespace', 'unordered-lines'] as const)
      expect(testVerdict(test, 'stdio', { expected: '5\n', mode }), mode).toBe('wrong_answer');
    // The same comparison passes a right answer: the verdict above is the comparison's, not a constant.
    expect(testVerdict({ ...test, stdout: '5\n' }, 'stdio', { expected: '5\n', mode: 'exact' })).toBe('accepted');
  });

  it("a hidden test's input printed to stdout and stderr never reaches the candidate", async () => {
    const secret = `hidden-input-${randomUUID()}`;
    const tests: RunnerTest[] = [
      { id: 'visible', kind: 'stdio', stdin: 'visible-input' },
      { id: 'hidden', kind: 'stdio', stdin: secret },
    ];
    const { report } = await expectHostile({
      runner,
      job: job(language, echoBoth[language], tests, LIMITS),
      verdict: 'accepted',
    });
    // The program did print it: there is something to keep back.
    expect(report.tests[1]!.stdout).toContain(secret);
    expect(report.tests[1]!.stderr).toContain(secret);
    const judged: JudgedTest[] = report.tests.map((test, index) => ({
      testId: test.testId,
      hidden: index === 1,
      verdict: testVerdict(test, 'stdio', {
        expected: index === 0 ? 'visible-input' : 'the expected answer',
        mode: 'whitespace',
      }),
      report: test,
    }));
    const view = JSON.stringify(candidateView(judged));
    expect(view).not.toContain(secret);
    expect(view).not.toContain(secret.slice('hidden-input-'.length));
    // The visible test is shown in full; the hidden one only as part of the whole (a pass count and the worst verdict).
    expect(view).toContain('visible-input');
    expect(candidateView(judged).tests.map((test) => [test.testId, test.verdict])).toEqual([['visible', 'accepted']]);
    expect(candidateView(judged).hidden).toEqual({
      passed: 0,
      total: 1,
      verdict: 'wrong_answer',
      time: 'within_limit',
      memory: 'within_limit',
    });
  });

  it('invalid UTF-8, NUL and ANSI escapes come back as safe text', async () => {
    const { report } = await expectHostile({
      runner,
      job: job(language, hostileOutput[language], undefined, LIMITS),
      verdict: 'accepted',
    });
    const test = firstTest(report);
    for (const text of [test.stdout, test.stderr]) {
      // eslint-disable-next-line no-control-regex
      expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
      expect(text).toBe(
        'bad \uFFFD\uFFFD | nul \\x00 | ansi \\x1b[31mred\\x1b[0m | title \\x1b]0;owned\\x07 | csi \\x9b1m | <script>alert(1)</script> | cut \uFFFD',
      );
      // A valid string round-trips through JSON (no lone surrogates).
      expect(JSON.parse(JSON.stringify(text))).toBe(text);
    }
  });
});

describe.each(SCRIPT_LANGUAGES)('%s', (language) => {
  it.each(Object.keys(forgeries) as (keyof typeof forgeries)[])(
    'a function test with %s is still judged by comparison',
    async (kind) => {
      const { report } = await expectHostile({
        runner,
        job: job(language, forgeries[kind][language], addTest, LIMITS),
        verdict: 'accepted',
      });
      const test = firstTest(report);
      expect(test.returned).toContain('"passed"');
      expect(testVerdict(test, 'function', { expected: '5', mode: 'exact' })).toBe('wrong_answer');
      // The harness and the comparison do pass an honest add(2, 3).
      const honest = await runner.run(job(language, honestAdd[language], addTest, LIMITS));
      expect(verdictOf(honest)).toEqual(['accepted']);
      expect(honest.tests[0]!.returned).toBe('5');
      expect(testVerdict(honest.tests[0]!, 'function', { expected: '5', mode: 'exact' })).toBe('accepted');
    },
  );
});
