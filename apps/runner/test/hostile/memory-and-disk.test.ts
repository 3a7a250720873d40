import { describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { expectHostile, firstTest, hostileRunner, LANGUAGES, printedJson, sources } from './hostile-helpers.js';

// H3 memory bomb, H4 tmpfs fill, H5 disk fill, H6 persistence across runs and tests, H26 unbounded recursion.
const runner = hostileRunner();
const LIMITS = { cpuMs: 1_000, wallMs: 3_000, memoryMb: 128 };
const MB = 1024;

const memoryBombs = {
  // Buffers live outside V8's heap: only the cgroup stops them.
  buffers: sources('const hold = [];\nfor (;;) hold.push(Buffer.alloc(8 << 20, 1));', 'hold = []\nwhile True:\n    hold.append(b"x" * (8 << 20))'),
  // Arrays of doubles on V8's heap (the heap flag or the cgroup stops them); Python's list of ints likewise.
  heap: sources('const hold = [];\nfor (;;) hold.push(new Array(1 << 20).fill(1.5));', 'hold = []\nwhile True:\n    hold.append(list(range(1 << 20)))'),
};

/** Fills a directory with 4 MB files until the filesystem says no, then deletes them; prints what stopped it. */
const fill = (dirs: string[]) => sources(
  `const fs = require('node:fs');
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
  `import errno, json, os
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
);

/** One file as large as it gets: RLIMIT_FSIZE and the tmpfs size are equal, so either may stop it. */
const bigFile = sources(
  `const fs = require('node:fs');
const fd = fs.openSync('/box/big', 'w');
const chunk = Buffer.alloc(1 << 20, 120);
let written = 0, code = null;
try {
  for (;;) written += fs.writeSync(fd, chunk);
} catch (error) {
  code = error.code;
}
console.log(JSON.stringify({ code, mb: Math.floor(written / (1 << 20)) }));`,
  `import errno, json, os
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
);

/** Looks for marks an earlier run or test may have left, then leaves its own (and checks they were written). */
const PLACES = ['/box/mark', '/tmp/mark', '/dev/shm/mark', '/box/.home-mark', '/var/tmp/mark', '/run/lock/mark'];
const persistence = sources(
  `const fs = require('node:fs');
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
  `import json, os
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
);
// Where a box may write: its work directory (also $HOME), /tmp and /dev/shm; /var/tmp and /run/lock do not exist.
const WRITABLE = ['/box/mark', '/tmp/mark', '/dev/shm/mark', '/box/.home-mark'];

const recursion = sources('const down = (n) => down(n + 1) + 1;\ndown(0);', 'def down(n):\n    return down(n + 1) + 1\ndown(0)');

describe.each(LANGUAGES)('%s', (language) => {
  it.each(['buffers', 'heap'] as const)('memory bomb (%s) ends in memory_limit', async (kind) => {
    const { report } = await expectHostile({ runner, job: job(language, memoryBombs[kind][language], undefined, LIMITS), verdict: 'memory_limit' });
    expect(firstTest(report).memoryKb).toBeGreaterThan(64 * MB);
  });

  it('filling /tmp and /dev/shm ends in ENOSPC at their size, the program goes on', async () => {
    // tmpfs pages are charged to the run's cgroup: room for 64 MB of /tmp beside the runtime.
    const { report } = await expectHostile({ runner, job: job(language, fill(['/tmp', '/dev/shm'])[language], undefined, { ...LIMITS, memoryMb: 256 }), verdict: 'accepted' });
    const filled = printedJson<Record<string, { code: string; mb: number }>>(report);
    expect(filled['/tmp']).toEqual({ code: 'ENOSPC', mb: expect.any(Number) });
    expect(filled['/tmp']!.mb).toBeGreaterThanOrEqual(56);
    expect(filled['/tmp']!.mb).toBeLessThanOrEqual(64);
    expect(filled['/dev/shm']).toEqual({ code: 'ENOSPC', mb: expect.any(Number) });
    expect(filled['/dev/shm']!.mb).toBeGreaterThanOrEqual(12);
    expect(filled['/dev/shm']!.mb).toBeLessThanOrEqual(16);
  });

  it('filling the work directory /box with files ends in ENOSPC', async () => {
    const { report } = await expectHostile({ runner, job: job(language, fill(['/box'])[language], undefined, { ...LIMITS, memoryMb: 256 }), verdict: 'accepted' });
    const filled = printedJson<Record<string, { code: string; mb: number }>>(report);
    expect(filled['/box']?.code).toBe('ENOSPC');
    expect(filled['/box']!.mb).toBeGreaterThanOrEqual(56);
    expect(filled['/box']!.mb).toBeLessThanOrEqual(64);
  });

  it('one file as large as it gets in /box stops at 64 MB', async () => {
    const { report } = await expectHostile({ runner, job: job(language, bigFile[language], undefined, { ...LIMITS, memoryMb: 256 }), verdict: 'accepted' });
    const big = printedJson<{ code: string; mb: number; fallocate?: string }>(report);
    expect(['ENOSPC', 'EFBIG']).toContain(big.code);
    expect(big.mb).toBeGreaterThanOrEqual(56);
    expect(big.mb).toBeLessThanOrEqual(64);
    if (language === 'python') expect(['ENOSPC', 'EFBIG']).toContain(big.fallocate);
  });

  it('a file written in one job is not seen by the next', async () => {
    for (let round = 0; round < 2; round += 1) {
      const { report } = await expectHostile({ runner, job: job(language, persistence[language], undefined, LIMITS), verdict: 'accepted' });
      expect(printedJson(report)).toEqual({ seen: [], wrote: WRITABLE });
    }
  });

  it('a file written during one test is not seen by the tests after it', async () => {
    const tests = [{ id: 't1', kind: 'stdio' as const, stdin: '' }, { id: 't2', kind: 'stdio' as const, stdin: '' }];
    const { report } = await expectHostile({ runner, job: job(language, persistence[language], tests, LIMITS), verdict: 'accepted' });
    expect(report.tests.map((test) => JSON.parse(test.stdout))).toEqual([{ seen: [], wrote: WRITABLE }, { seen: [], wrote: WRITABLE }]);
  });

  it('unbounded recursion is a runtime error', async () => {
    const { report } = await expectHostile({ runner, job: job(language, recursion[language], undefined, LIMITS), verdict: 'runtime_error' });
    expect(firstTest(report).stderr).toMatch(language === 'python' ? /RecursionError/ : /Maximum call stack size exceeded/);
  });
});

it('a stack overflow in native code (Python recursion through C with no recursion limit) is a runtime error by signal', async () => {
  const source = 'import sys\nsys.setrecursionlimit(10 ** 8)\nclass Deep:\n    def __getattr__(self, name):\n        return getattr(self, name)\nDeep().x';
  const { report } = await expectHostile({ runner, job: job('python', source, undefined, { ...LIMITS, memoryMb: 256 }), verdict: 'runtime_error' });
  expect(firstTest(report)).toMatchObject({ signal: 'SIGSEGV', exitCode: null });
});
