import { describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import type { Verdict } from '@assay/contracts';
import { cProgram, goProgram, javaProgram, rustProgram } from './compiled-preludes.js';
import {
  expectHostile,
  firstTest,
  hostileRunner,
  PROGRAM_LANGUAGES,
  printedJson,
  scriptSources,
  sources,
  type ProgramLanguage,
} from './hostile-helpers.js';

// H3 memory bomb, H4 tmpfs fill, H5 disk fill, H6 persistence across runs and tests, H26 unbounded recursion; SQL's
// memory bomb at the end (its disk fills are in time-and-output.test.ts, with its result floods).
const runner = hostileRunner();
const LIMITS = { cpuMs: 1_000, wallMs: 3_000, memoryMb: 128 };
const MB = 1024;

const memoryBombs: Record<'buffers' | 'heap', Partial<Record<ProgramLanguage, string>>> = {
  // Buffers live outside V8's heap: only the cgroup stops them. The JVM's direct buffers likewise live outside its
  // heap (under their own limit, the heap's size by default). C, C++, Go and Rust have only the one kind of memory:
  // their bomb is the heap one below.
  buffers: {
    ...scriptSources(
      'const hold = [];\nfor (;;) hold.push(Buffer.alloc(8 << 20, 1));',
      'hold = []\nwhile True:\n    hold.append(b"x" * (8 << 20))',
    ),
    java: javaProgram(
      '  public static void main(String[] args) {\n    List<ByteBuffer> hold = new ArrayList<>();\n    for (;;) {\n      ByteBuffer buffer = ByteBuffer.allocateDirect(8 << 20);\n      while (buffer.hasRemaining()) buffer.put((byte) 1);\n      hold.add(buffer);\n    }\n  }',
    ),
  },
  // Arrays of doubles on V8's heap (the heap flag or the cgroup stops them); Python's list of ints likewise; the JVM's
  // heap (its -Xmx or the cgroup); malloc'd and touched memory (only the cgroup: no address-space limit beside it).
  heap: sources({
    node: 'const hold = [];\nfor (;;) hold.push(new Array(1 << 20).fill(1.5));',
    python: 'hold = []\nwhile True:\n    hold.append(list(range(1 << 20)))',
    c: cProgram(
      'int main(void) {\n  for (;;) {\n    char *block = (char *)malloc(8 << 20);\n    if (!block) return 3;\n    memset(block, 1, 8 << 20);\n  }\n}',
    ),
    java: javaProgram(
      '  public static void main(String[] args) {\n    List<long[]> hold = new ArrayList<>();\n    for (;;) {\n      long[] block = new long[1 << 20];\n      Arrays.fill(block, 1L);\n      hold.add(block);\n    }\n  }',
    ),
    go: goProgram(
      [],
      'var hold [][]byte\n\nfunc main() {\n\tfor {\n\t\tblock := make([]byte, 8<<20)\n\t\tfor i := range block {\n\t\t\tblock[i] = 1\n\t\t}\n\t\thold = append(hold, block)\n\t}\n}',
    ),
    // vec![1; n], not vec![0; n]: zeroed memory comes from calloc untouched, and would never be charged.
    rust: rustProgram(
      'fn main() {\n    let mut hold = Vec::new();\n    loop {\n        hold.push(vec![1u8; 8 << 20]);\n    }\n}',
    ),
  }),
};
const bombKinds = (language: ProgramLanguage) =>
  (Object.keys(memoryBombs) as (keyof typeof memoryBombs)[]).filter(
    (kind) => memoryBombs[kind][language] !== undefined,
  );

/** Fills a directory with 4 MB files until the filesystem says no, then deletes them; prints what stopped it. */
const cStrings = (values: string[]) => values.map((value) => JSON.stringify(value)).join(', ');
const fill = (dirs: string[]) =>
  sources({
    node: `const fs = require('node:fs');
const fill = (dir) => {
  const chunk = Buffer.alloc(1 << 20, 120);
  let files = 0, written = 0, code = null;
  try {
    for (;;) {
      const fd = fs.openSync(dir + '/fill-' + files, 'w');
      files += 1;
      try {
        for (let i = 0; i < 4; i += 1) written += fs.writeSync(fd, chunk);
      } finally {
        fs.closeSync(fd);
      }
    }
  } catch (error) {
    code = error.code;
  }
  for (let i = 0; i < files; i += 1) fs.rmSync(dir + '/fill-' + i, { force: true });
  return { code, mb: Math.floor(written / (1 << 20)) };
};
console.log(JSON.stringify(Object.fromEntries(${JSON.stringify(dirs)}.map((dir) => [dir, fill(dir)]))));`,
    python: `import errno, json, os
def fill(d):
    chunk = b"x" * (1 << 20)
    files = written = 0
    code = None
    try:
        while True:
            files += 1
            with open(f"{d}/fill-{files - 1}", "wb", buffering=0) as handle:
                for _ in range(4):
                    written += handle.write(chunk)
    except OSError as error:
        code = errno.errorcode.get(error.errno)
    for i in range(files):
        try:
            os.unlink(f"{d}/fill-{i}")
        except FileNotFoundError:
            pass
    return {"code": code, "mb": written >> 20}
print(json.dumps({d: fill(d) for d in ${JSON.stringify(dirs)}}))`,
    c: cProgram(String.raw`static char chunk[1 << 20];
static void fill(const char *dir) {
  char path[256];
  int files = 0;
  long long written = 0;
  const char *code = "none";
  for (int full = 0; !full;) {
    snprintf(path, sizeof path, "%s/fill-%d", dir, files);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
      code = errno_name(errno);
      break;
    }
    files += 1;
    for (int i = 0; i < 4 && !full; i += 1) {
      ssize_t got = write(fd, chunk, sizeof chunk);
      if (got < 0) {
        code = errno_name(errno);
        full = 1;
      } else {
        written += got;
      }
    }
    close(fd);
  }
  for (int i = 0; i < files; i += 1) {
    snprintf(path, sizeof path, "%s/fill-%d", dir, i);
    unlink(path);
  }
  json_key(dir);
  json_begin('{'); json_key("code"); json_str(code); json_key("mb"); json_int(written >> 20); json_end('}');
}
int main(void) {
  const char *dirs[] = {${cStrings(dirs)}};
  memset(chunk, 'x', sizeof chunk);
  json_begin('{');
  for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i += 1) fill(dirs[i]);
  json_end('}');
  return 0;
}`),
    java: javaProgram(String.raw`  static Map<String, Object> fill(String dir) {
    byte[] chunk = new byte[1 << 20];
    Arrays.fill(chunk, (byte) 'x');
    int files = 0;
    long written = 0;
    String code = null;
    try {
      for (;;) {
        try (FileOutputStream out = new FileOutputStream(dir + "/fill-" + files)) {
          files += 1;
          for (int i = 0; i < 4; i += 1) {
            out.write(chunk);
            written += chunk.length;
          }
        }
      }
    } catch (IOException error) {
      code = code(error);
    }
    for (int i = 0; i < files; i += 1) new File(dir + "/fill-" + i).delete();
    return obj("code", code, "mb", written >> 20);
  }

  public static void main(String[] args) {
    Map<String, Object> results = new LinkedHashMap<>();
    for (String dir : new String[] {${cStrings(dirs)}}) results.put(dir, fill(dir));
    printJson(results);
  }`),
    go: goProgram(
      [],
      String.raw`func fill(dir string) obj {
	chunk := make([]byte, 1<<20)
	for i := range chunk {
		chunk[i] = 'x'
	}
	files, written := 0, 0
	var code any
	for full := false; !full; {
		out, err := os.Create(fmt.Sprintf("%s/fill-%d", dir, files))
		if err != nil {
			code = errName(err)
			break
		}
		files++
		for i := 0; i < 4 && !full; i++ {
			n, err := out.Write(chunk)
			written += n
			if err != nil {
				code, full = errName(err), true
			}
		}
		out.Close()
	}
	for i := 0; i < files; i++ {
		os.Remove(fmt.Sprintf("%s/fill-%d", dir, i))
	}
	return obj{"code": code, "mb": written >> 20}
}

func main() {
	results := obj{}
	for _, dir := range []string{${cStrings(dirs)}} {
		results[dir] = fill(dir)
	}
	printJSON(results)
}`,
    ),
    rust: rustProgram(String.raw`fn fill(dir: &str) -> J {
    let chunk = vec![b'x'; 1 << 20];
    let (mut files, mut written) = (0, 0usize);
    let mut code = J::Null;
    'filling: loop {
        let mut out = match std::fs::File::create(format!("{}/fill-{}", dir, files)) {
            Ok(out) => out,
            Err(error) => {
                code = s(code_of(&error));
                break;
            }
        };
        files += 1;
        for _ in 0..4 {
            match out.write(&chunk) {
                Ok(n) => written += n,
                Err(error) => {
                    code = s(code_of(&error));
                    break 'filling;
                }
            }
        }
    }
    for i in 0..files {
        let _ = std::fs::remove_file(format!("{}/fill-{}", dir, i));
    }
    J::O(vec![("code".into(), code), ("mb".into(), J::N((written >> 20) as i64))])
}
fn code_of(error: &std::io::Error) -> String {
    code(error)
}
fn main() {
    print_json(J::O([${cStrings(dirs)}].iter().map(|dir| (dir.to_string(), fill(dir))).collect()));
}`),
  });

/** One file as large as it gets: RLIMIT_FSIZE and the tmpfs size are equal, so either may stop it. */
const bigFile = sources({
  node: `const fs = require('node:fs');
const fd = fs.openSync('/box/big', 'w');
const chunk = Buffer.alloc(1 << 20, 120);
let written = 0, code = null;
try {
  for (;;) written += fs.writeSync(fd, chunk);
} catch (error) {
  code = error.code;
}
console.log(JSON.stringify({ code, mb: Math.floor(written / (1 << 20)) }));`,
  python: `import errno, json, os
fd = os.open("/box/big", os.O_WRONLY | os.O_CREAT)
chunk = b"x" * (1 << 20)
written = 0
code = None
try:
    while True:
        written += os.write(fd, chunk)
except OSError as error:
    code = errno.errorcode.get(error.errno)
try:
    os.posix_fallocate(os.open("/box/falloc", os.O_WRONLY | os.O_CREAT), 0, 1 << 30)
    falloc = "ok"
except OSError as error:
    falloc = errno.errorcode.get(error.errno)
print(json.dumps({"code": code, "mb": written >> 20, "fallocate": falloc}))`,
  // SIGXFSZ ignored as Python does, so a size past RLIMIT_FSIZE is an error to print (EFBIG), not a killed program.
  c: cProgram(String.raw`int main(void) {
  static char chunk[1 << 20];
  memset(chunk, 'x', sizeof chunk);
  signal(SIGXFSZ, SIG_IGN);
  int fd = open("/box/big", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  long long written = 0;
  ssize_t got;
  while ((got = write(fd, chunk, sizeof chunk)) > 0) written += got;
  const char *code = errno_name(errno);
  int error = posix_fallocate(open("/box/falloc", O_WRONLY | O_CREAT, 0644), 0, 1LL << 30);
  json_begin('{');
  json_key("code"); json_str(code);
  json_key("mb"); json_int(written >> 20);
  json_key("fallocate"); json_str(error == 0 ? "ok" : errno_name(error));
  json_end('}');
  return 0;
}`),
  java: javaProgram(String.raw`  public static void main(String[] args) {
    byte[] chunk = new byte[1 << 20];
    long written = 0;
    String code = null;
    try (FileOutputStream out = new FileOutputStream("/box/big")) {
      for (;;) {
        out.write(chunk);
        written += chunk.length;
      }
    } catch (IOException error) {
      code = code(error);
    }
    printJson(obj("code", code, "mb", written >> 20));
  }`),
  go: goProgram(
    [],
    String.raw`func main() {
	out, err := os.Create("/box/big")
	if err != nil {
		panic(err)
	}
	chunk := make([]byte, 1<<20)
	written := 0
	for {
		n, err := out.Write(chunk)
		written += n
		if err != nil {
			printJSON(obj{"code": errName(err), "mb": written >> 20})
			return
		}
	}
}`,
  ),
  rust: rustProgram(String.raw`fn main() {
    unsafe { signal(25, 1) }; // SIGXFSZ, SIG_IGN (as Python does)
    let mut out = std::fs::File::create("/box/big").unwrap();
    let chunk = vec![b'x'; 1 << 20];
    let mut written = 0usize;
    let error = loop {
        match out.write(&chunk) {
            Ok(n) => written += n,
            Err(error) => break error,
        }
    };
    print_json(J::O(vec![("code".into(), s(code(&error))), ("mb".into(), J::N((written >> 20) as i64))]));
}`),
});

/** Looks for marks an earlier run or test may have left, then leaves its own (and checks they were written). */
const PLACES = ['/box/mark', '/tmp/mark', '/dev/shm/mark', '/box/.home-mark', '/var/tmp/mark', '/run/lock/mark'];
const persistence = sources({
  node: `const fs = require('node:fs');
const places = ${JSON.stringify(PLACES)}.map((place) => place.replace('/box/.home-mark', require('node:os').homedir() + '/.home-mark'));
const seen = places.filter((place) => fs.existsSync(place));
const wrote = places.filter((place) => {
  try {
    fs.writeFileSync(place, 'x');
    return fs.readFileSync(place, 'utf8') === 'x';
  } catch {
    return false;
  }
});
console.log(JSON.stringify({ seen, wrote }));`,
  python: `import json, os
places = [p.replace("/box/.home-mark", os.path.expanduser("~") + "/.home-mark") for p in ${JSON.stringify(PLACES)}]
seen = [p for p in places if os.path.exists(p)]
wrote = []
for p in places:
    try:
        with open(p, "w") as handle:
            handle.write("x")
        with open(p) as handle:
            if handle.read() == "x":
                wrote.append(p)
    except OSError:
        pass
print(json.dumps({"seen": seen, "wrote": wrote}))`,
  c: cProgram(String.raw`int main(void) {
  const char *given[] = {${cStrings(PLACES)}};
  enum { COUNT = sizeof given / sizeof *given };
  char places[COUNT][256];
  for (int i = 0; i < COUNT; i += 1) {
    if (strcmp(given[i], "/box/.home-mark") == 0) snprintf(places[i], 256, "%s/.home-mark", getenv("HOME"));
    else snprintf(places[i], 256, "%s", given[i]);
  }
  json_begin('{');
  json_key("seen");
  json_begin('[');
  for (int i = 0; i < COUNT; i += 1) if (access(places[i], F_OK) == 0) json_str(places[i]);
  json_end(']');
  json_key("wrote");
  json_begin('[');
  for (int i = 0; i < COUNT; i += 1) {
    char back[2] = "";
    int fd = open(places[i], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0 || write(fd, "x", 1) != 1) {
      if (fd >= 0) close(fd);
      continue;
    }
    close(fd);
    fd = open(places[i], O_RDONLY);
    if (fd >= 0 && read(fd, back, 1) == 1 && back[0] == 'x') json_str(places[i]);
    if (fd >= 0) close(fd);
  }
  json_end(']');
  json_end('}');
  return 0;
}`),
  java: javaProgram(String.raw`  public static void main(String[] args) {
    List<String> places = new ArrayList<>();
    for (String place : new String[] {${cStrings(PLACES)}}) places.add(place.replace("/box/.home-mark", System.getenv("HOME") + "/.home-mark"));
    List<String> seen = new ArrayList<>(), wrote = new ArrayList<>();
    for (String place : places) if (Files.exists(Path.of(place))) seen.add(place);
    for (String place : places) {
      try {
        Files.writeString(Path.of(place), "x");
        if (Files.readString(Path.of(place)).equals("x")) wrote.add(place);
      } catch (IOException error) {
        // Not writable: not a place that could persist.
      }
    }
    printJson(obj("seen", seen, "wrote", wrote));
  }`),
  go: goProgram(
    ['strings'],
    String.raw`func main() {
	var places []string
	for _, place := range []string{${cStrings(PLACES)}} {
		places = append(places, strings.Replace(place, "/box/.home-mark", os.Getenv("HOME")+"/.home-mark", 1))
	}
	seen, wrote := []string{}, []string{}
	for _, place := range places {
		if _, err := os.Stat(place); err == nil {
			seen = append(seen, place)
		}
	}
	for _, place := range places {
		if os.WriteFile(place, []byte("x"), 0o644) != nil {
			continue
		}
		if back, err := os.ReadFile(place); err == nil && string(back) == "x" {
			wrote = append(wrote, place)
		}
	}
	printJSON(obj{"seen": seen, "wrote": wrote})
}`,
  ),
  rust: rustProgram(String.raw`fn main() {
    let home = std::env::var("HOME").unwrap_or_default();
    let places: Vec<String> = [${cStrings(PLACES)}].iter().map(|place| place.replace("/box/.home-mark", &format!("{}/.home-mark", home))).collect();
    let seen = places.iter().filter(|place| std::path::Path::new(place).exists()).map(|place| s(place.as_str())).collect();
    let wrote = places
        .iter()
        .filter(|place| std::fs::write(place, "x").is_ok() && std::fs::read_to_string(place).map(|back| back == "x").unwrap_or(false))
        .map(|place| s(place.as_str()))
        .collect();
    print_json(J::O(vec![("seen".into(), J::A(seen)), ("wrote".into(), J::A(wrote))]));
}`),
});
// Where a box may write: its work directory (also $HOME), /tmp and /dev/shm; /var/tmp and /run/lock do not exist.
const WRITABLE = ['/box/mark', '/tmp/mark', '/dev/shm/mark', '/box/.home-mark'];

// Native code keeps a volatile local alive across the call, or the compiler turns the recursion into a loop.
const recursion = sources({
  node: 'const down = (n) => down(n + 1) + 1;\ndown(0);',
  python: 'def down(n):\n    return down(n + 1) + 1\ndown(0)',
  c: cProgram(
    'static int down(int n) {\n  volatile char pad[64];\n  pad[n & 63] = (char)n;\n  return down(n + 1) + pad[n & 63];\n}\nint main(void) {\n  printf("%d\\n", down(0));\n  return 0;\n}',
  ),
  java: javaProgram(
    '  static int down(int n) {\n    return down(n + 1) + 1;\n  }\n\n  public static void main(String[] args) {\n    System.out.println(down(0));\n  }',
  ),
  go: goProgram([], 'func down(n int) int {\n\treturn down(n+1) + 1\n}\n\nfunc main() {\n\tfmt.Println(down(0))\n}'),
  rust: rustProgram(
    'fn down(n: u64) -> u64 {\n    let pad = [n; 16];\n    let below = down(n + 1);\n    below + unsafe { std::ptr::read_volatile(&pad[(n % 16) as usize]) }\n}\nfn main() {\n    println!("{}", down(0));\n}',
  ),
});
/** How each runtime ends an unbounded recursion, and the limits it needs to end that way. */
const RECURSION_ENDS: Record<
  ProgramLanguage,
  { verdict: Verdict; stderr: RegExp; signal?: string; limits?: Partial<typeof LIMITS> }
> = {
  javascript: { verdict: 'runtime_error', stderr: /Maximum call stack size exceeded/ },
  typescript: { verdict: 'runtime_error', stderr: /Maximum call stack size exceeded/ },
  python: { verdict: 'runtime_error', stderr: /RecursionError/ },
  // The 64 MB stack rlimit: a segmentation fault, with nothing printed.
  c: { verdict: 'runtime_error', stderr: /^$/, signal: 'SIGSEGV' },
  cpp: { verdict: 'runtime_error', stderr: /^$/, signal: 'SIGSEGV' },
  rust: { verdict: 'runtime_error', stderr: /has overflowed its stack/, signal: 'SIGABRT' },
  // HotSpot's StackOverflowError, once the 64 MB thread stack (-Xss64m) is full; the JVM peaks near 330 MB on the
  // way (compiled frames are unwound through the interpreter), so it needs a limit above that to get there.
  java: { verdict: 'runtime_error', stderr: /java\.lang\.StackOverflowError/, limits: { cpuMs: 2_000, memoryMb: 512 } },
  // A goroutine's stack may grow to 1 GB: the cgroup's memory limit stops it first.
  go: { verdict: 'memory_limit', stderr: /^$/, signal: 'SIGKILL' },
};

describe.each(PROGRAM_LANGUAGES)('%s', (language) => {
  it.each(bombKinds(language))('memory bomb (%s) ends in memory_limit', async (kind) => {
    const { report } = await expectHostile({
      runner,
      job: job(language, memoryBombs[kind][language]!, undefined, LIMITS),
      verdict: 'memory_limit',
    });
    expect(firstTest(report).memoryKb).toBeGreaterThan(64 * MB);
  });

  it('filling /tmp and /dev/shm ends in ENOSPC at their size, the program goes on', async () => {
    // tmpfs pages are charged to the run's cgroup: room for 64 MB of /tmp beside the runtime.
    const { report } = await expectHostile({
      runner,
      job: job(language, fill(['/tmp', '/dev/shm'])[language], undefined, { ...LIMITS, memoryMb: 256 }),
      verdict: 'accepted',
    });
    const filled = printedJson<Record<string, { code: string; mb: number }>>(report);
    expect(filled['/tmp']).toEqual({ code: 'ENOSPC', mb: expect.any(Number) });
    expect(filled['/tmp']!.mb).toBeGreaterThanOrEqual(56);
    expect(filled['/tmp']!.mb).toBeLessThanOrEqual(64);
    expect(filled['/dev/shm']).toEqual({ code: 'ENOSPC', mb: expect.any(Number) });
    expect(filled['/dev/shm']!.mb).toBeGreaterThanOrEqual(12);
    expect(filled['/dev/shm']!.mb).toBeLessThanOrEqual(16);
  });

  it('filling the work directory /box with files ends in ENOSPC', async () => {
    const { report } = await expectHostile({
      runner,
      job: job(language, fill(['/box'])[language], undefined, { ...LIMITS, memoryMb: 256 }),
      verdict: 'accepted',
    });
    const filled = printedJson<Record<string, { code: string; mb: number }>>(report);
    expect(filled['/box']?.code).toBe('ENOSPC');
    expect(filled['/box']!.mb).toBeGreaterThanOrEqual(56);
    expect(filled['/box']!.mb).toBeLessThanOrEqual(64);
  });

  it('one file as large as it gets in /box stops at 64 MB', async () => {
    const { report } = await expectHostile({
      runner,
      job: job(language, bigFile[language], undefined, { ...LIMITS, memoryMb: 256 }),
      verdict: 'accepted',
    });
    const big = printedJson<{ code: string; mb: number; fallocate?: string }>(report);
    expect(['ENOSPC', 'EFBIG']).toContain(big.code);
    expect(big.mb).toBeGreaterThanOrEqual(56);
    expect(big.mb).toBeLessThanOrEqual(64);
    // Where the program tries it (Python, C, C++): a 1 GB fallocate fails too.
    if (big.fallocate !== undefined) expect(['ENOSPC', 'EFBIG']).toContain(big.fallocate);
  });

  it('a file written in one job is not seen by the next', async () => {
    for (let round = 0; round < 2; round += 1) {
      const { report } = await expectHostile({
        runner,
        job: job(language, persistence[language], undefined, LIMITS),
        verdict: 'accepted',
      });
      expect(printedJson(report)).toEqual({ seen: [], wrote: WRITABLE });
    }
  });

  it('a file written during one test is not seen by the tests after it', async () => {
    const tests = [
      { id: 't1', kind: 'stdio' as const, stdin: '' },
      { id: 't2', kind: 'stdio' as const, stdin: '' },
    ];
    const { report } = await expectHostile({
      runner,
      job: job(language, persistence[language], tests, LIMITS),
      verdict: 'accepted',
    });
    expect(report.tests.map((test) => JSON.parse(test.stdout))).toEqual([
      { seen: [], wrote: WRITABLE },
      { seen: [], wrote: WRITABLE },
    ]);
  });

  it(`unbounded recursion is a ${RECURSION_ENDS[language].verdict.replace('_', ' ')}`, async () => {
    const ends = RECURSION_ENDS[language];
    const { report } = await expectHostile({
      runner,
      job: job(language, recursion[language], undefined, { ...LIMITS, ...ends.limits }),
      verdict: ends.verdict,
    });
    expect(firstTest(report).stderr).toMatch(ends.stderr);
    if (ends.signal) expect(firstTest(report).signal).toBe(ends.signal);
  });
});

it('a stack overflow in native code (Python recursion through C with no recursion limit) is a runtime error by signal', async () => {
  const source =
    'import sys\nsys.setrecursionlimit(10 ** 8)\nclass Deep:\n    def __getattr__(self, name):\n        return getattr(self, name)\nDeep().x';
  const { report } = await expectHostile({
    runner,
    job: job('python', source, undefined, { ...LIMITS, memoryMb: 256 }),
    verdict: 'runtime_error',
  });
  expect(firstTest(report)).toMatchObject({ signal: 'SIGSEGV', exitCode: null });
});

describe('sql', () => {
  it('a query that builds an ever larger value ends in memory_limit', async () => {
    // 1,000 values of 1 MB each in one array: the server holds them all at once.
    const source = "SELECT array_agg(repeat('x', 1000000)) FROM generate_series(1, 1000)";
    const { report } = await expectHostile({
      runner,
      job: job('sql', source, undefined, LIMITS),
      verdict: 'memory_limit',
    });
    expect(firstTest(report).memoryKb).toBeGreaterThan(64 * MB);
    expect(firstTest(report).stdout).toBe('');
  });
});
