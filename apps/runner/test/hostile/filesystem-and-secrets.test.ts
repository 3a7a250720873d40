import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { expectHostile, hostileRunner, LANGUAGES, printedJson, REPO_ROOT, sources } from './hostile-helpers.js';

// H13 host secrets, H14 environment leak, H15 writes outside the box, H16/H17 symlink, FIFO and hard-link plants.
const HOST_SECRET = `host-secret-${randomUUID()}`;
// Set before the runner exists: nothing of the runner's environment may reach a box.
process.env.ASSAY_HOSTILE_HOST_SECRET = HOST_SECRET;
const runner = hostileRunner();
const LIMITS = { cpuMs: 1_000, wallMs: 3_000, memoryMb: 128 };

const ENV_SECRET = `env-file-secret-${randomUUID()}`;
const tmpArea = join(REPO_ROOT, 'apps/runner/test/hostile', `.tmp-${randomUUID()}`);
const dotEnv = join(tmpArea, '.env');
const apiSource = join(REPO_ROOT, 'apps/api/src/app.ts');

beforeAll(() => {
  mkdirSync(tmpArea, { recursive: true });
  writeFileSync(dotEnv, `DATABASE_URL=postgres://assay:${ENV_SECRET}@127.0.0.1:5432/assay\n`);
});
afterAll(() => {
  rmSync(tmpArea, { recursive: true, force: true });
  delete process.env.ASSAY_HOSTILE_HOST_SECRET;
});

/** Reads each path and prints what happened: an error code, or the first bytes it got. */
const readEach = (paths: string[]) => sources(
  `const fs = require('node:fs');
const results = {};
for (const path of ${JSON.stringify(paths)}) {
  try {
    results[path] = { text: fs.readFileSync(path).toString('latin1').slice(0, 4000) };
  } catch (error) {
    results[path] = { code: error.code };
  }
}
console.log(JSON.stringify(results));`,
  `import errno, json
results = {}
for path in ${JSON.stringify(paths)}:
    try:
        with open(path, "rb") as handle:
            results[path] = {"text": handle.read().decode("latin-1")[:4000]}
    except OSError as error:
        results[path] = {"code": errno.errorcode.get(error.errno)}
print(json.dumps(results))`,
);

const printEnv = sources('console.log(JSON.stringify(process.env));', 'import json, os\nprint(json.dumps(dict(os.environ)))');

/** Tries to create (or overwrite) each path; prints the error code of each, or "written". */
const writeEach = (paths: string[]) => sources(
  `const fs = require('node:fs');
const results = {};
for (const path of ${JSON.stringify(paths)}) {
  try {
    fs.writeFileSync(path, 'hostile');
    results[path] = 'written';
  } catch (error) {
    results[path] = error.code;
  }
}
console.log(JSON.stringify(results));`,
  `import errno, json
results = {}
for path in ${JSON.stringify(paths)}:
    try:
        with open(path, "w") as handle:
            handle.write("hostile")
        results[path] = "written"
    except OSError as error:
        results[path] = errno.errorcode.get(error.errno)
print(json.dumps(results))`,
);

/** Plants symlinks to a host file and system paths, a FIFO, and hard links in /box and /tmp, then writes through them. */
const plant = (hostFile: string) => sources(
  `const fs = require('node:fs');
const results = {};
const attempt = (name, action) => {
  try {
    action();
    results[name] = 'ok';
  } catch (error) {
    results[name] = error.code;
  }
};
for (const dir of ['/box', '/tmp']) {
  attempt(dir + ' symlink to the host file', () => fs.symlinkSync(${JSON.stringify(hostFile)}, dir + '/stdout.txt'));
  attempt(dir + ' write through it', () => fs.writeFileSync(dir + '/stdout.txt', 'hostile'));
  attempt(dir + ' symlink to /etc/passwd', () => fs.symlinkSync('/etc/passwd', dir + '/result.json'));
  attempt(dir + ' symlink loop', () => { fs.symlinkSync(dir + '/loop-b', dir + '/loop-a'); fs.symlinkSync(dir + '/loop-a', dir + '/loop-b'); });
  attempt(dir + ' fifo', () => require('node:child_process').execFileSync('/usr/bin/mkfifo', [dir + '/out.txt']));
  attempt(dir + ' hard link to the interpreter', () => fs.linkSync('/usr/bin/node', dir + '/node-link'));
  attempt(dir + ' hard link to the harness', () => fs.linkSync('/opt/harness/function-harness.cjs', dir + '/harness-link'));
}
console.log(JSON.stringify(results));`,
  `import errno, json, os
results = {}
def attempt(name, action):
    try:
        action()
        results[name] = "ok"
    except OSError as error:
        results[name] = errno.errorcode.get(error.errno)
def write_through(path):
    with open(path, "w") as handle:
        handle.write("hostile")
def loop(d):
    os.symlink(d + "/loop-b", d + "/loop-a")
    os.symlink(d + "/loop-a", d + "/loop-b")
for d in ["/box", "/tmp"]:
    attempt(d + " symlink to the host file", lambda: os.symlink(${JSON.stringify(hostFile)}, d + "/stdout.txt"))
    attempt(d + " write through it", lambda: write_through(d + "/stdout.txt"))
    attempt(d + " symlink to /etc/passwd", lambda: os.symlink("/etc/passwd", d + "/result.json"))
    attempt(d + " symlink loop", lambda: loop(d))
    attempt(d + " fifo", lambda: os.mkfifo(d + "/out.txt"))
    attempt(d + " hard link to the interpreter", lambda: os.link("/usr/bin/python3", d + "/python-link"))
    attempt(d + " hard link to the harness", lambda: os.link("/opt/harness/function_harness.py", d + "/harness-link"))
print(json.dumps(results))`,
);

describe.each(LANGUAGES)('%s', (language) => {
  it("host secrets (/etc/shadow, the server's source, a .env, /proc/1/environ) cannot be read", async () => {
    // The files exist on the host, so failing to read them in the box means the box does not see them.
    const marker = readFileSync(apiSource, 'utf8').split('\n').find((line) => line.trim().length > 30)!.trim();
    expect(readFileSync(dotEnv, 'utf8')).toContain(ENV_SECRET);
    expect(existsSync('/etc/shadow')).toBe(true);
    const paths = ['/etc/shadow', '/etc/passwd', apiSource, dotEnv, '/root/.ssh/id_rsa', '/proc/1/environ'];
    const { report } = await expectHostile({ runner, job: job(language, readEach(paths)[language], undefined, LIMITS), verdict: 'accepted', hostFiles: [dotEnv, apiSource] });
    const results = printedJson<Record<string, { code?: string; text?: string }>>(report);
    for (const path of paths.filter((path) => path !== '/proc/1/environ')) expect(results[path], path).toEqual({ code: 'ENOENT' });
    // /proc/1 is the box's own init (bubblewrap); its environment holds none of the runner's variables (but see below).
    expect(results['/proc/1/environ']!.code ?? results['/proc/1/environ']!.text).toBeDefined();
    const stdout = report.tests[0]!.stdout;
    for (const secret of [ENV_SECRET, HOST_SECRET, marker, 'root:', `PATH=${process.env.PATH}`, `HOME=${process.env.HOME}`]) expect(stdout).not.toContain(secret);
  });

  it('the environment holds only the allowlisted variables, nothing of the host', async () => {
    const { report } = await expectHostile({ runner, job: job(language, printEnv[language], undefined, LIMITS), verdict: 'accepted' });
    const env = printedJson<Record<string, string>>(report);
    expect(Object.keys(env).filter((name) => !['PATH', 'HOME', 'LANG', 'TMPDIR', 'PWD', 'OLDPWD', 'SHLVL', '_', 'LC_CTYPE'].includes(name))).toEqual([]);
    expect(env).toMatchObject({ PATH: '/usr/bin:/bin', HOME: '/box', LANG: 'C.UTF-8', TMPDIR: '/tmp' });
    expect(report.tests[0]!.stdout).not.toContain(HOST_SECRET);
    expect(report.tests[0]!.stdout).not.toContain(process.env.PATH!);
  });

  it('writes to /usr, /, /etc, /box/.., the harness and /proc fail (read-only), and nothing appears on the host', async () => {
    const name = `hostile-${randomUUID()}`;
    const paths = [`/usr/${name}`, `/usr/bin/${name}`, `/${name}`, `/etc/${name}`, `/box/../${name}`, `/opt/harness/${name}`, '/opt/harness/function_harness.py', '/proc/sys/kernel/hostname'];
    const { report } = await expectHostile({ runner, job: job(language, writeEach(paths)[language], undefined, LIMITS), verdict: 'accepted' });
    const results = printedJson<Record<string, string>>(report);
    expect(results).toEqual({
      [`/usr/${name}`]: 'EROFS',
      [`/usr/bin/${name}`]: 'EROFS',
      [`/${name}`]: 'EROFS',
      [`/etc/${name}`]: 'EROFS',
      [`/box/../${name}`]: 'EROFS',
      [`/opt/harness/${name}`]: 'EROFS',
      '/opt/harness/function_harness.py': 'EROFS',
      '/proc/sys/kernel/hostname': expect.stringMatching(/^(EACCES|EPERM|EROFS)$/),
    });
    for (const path of [`/usr/${name}`, `/usr/bin/${name}`, `/${name}`, `/etc/${name}`, join(REPO_ROOT, 'apps/runner/harness', name)]) expect(existsSync(path), path).toBe(false);
  });

  it('symlinks, a FIFO and hard links planted in /box and /tmp are neither followed nor waited on', async () => {
    const target = join(tmpdir(), `assay-hostile-target-${randomUUID()}`);
    writeFileSync(target, 'host file\n');
    try {
      const { report, elapsedMs } = await expectHostile({ runner, job: job(language, plant(target)[language], undefined, LIMITS), verdict: 'accepted', hostFiles: [target] });
      const results = printedJson<Record<string, string>>(report);
      for (const dir of ['/box', '/tmp']) {
        expect(results).toMatchObject({
          [`${dir} symlink to the host file`]: 'ok',
          // The link resolves inside the box: in its own /tmp when the host file lives in /tmp, else nowhere.
          [`${dir} write through it`]: dirname(target) === '/tmp' ? 'ok' : 'ENOENT',
          [`${dir} symlink to /etc/passwd`]: 'ok',
          [`${dir} symlink loop`]: 'ok',
          [`${dir} fifo`]: 'ok',
          // Other filesystems (read-only binds): no hard link across them.
          [`${dir} hard link to the interpreter`]: 'EXDEV',
          [`${dir} hard link to the harness`]: 'EXDEV',
        });
      }
      expect(readFileSync(target, 'utf8')).toBe('host file\n');
      expect(elapsedMs).toBeLessThan(8_000);
    } finally {
      rmSync(target, { force: true });
    }
  });
});

// --clearenv clears only the program's environment; bubblewrap's own init (pid 1 in the box) keeps what the shell
// that started it exported, so the runner unsets PWD there.
it("the box's init (/proc/1/environ) carries no variable of the host", async () => {
  const { report } = await expectHostile({ runner, job: job('python', readEach(['/proc/1/environ']).python, undefined, LIMITS), verdict: 'accepted' });
  const environ = printedJson<Record<string, { code?: string; text?: string }>>(report)['/proc/1/environ']!;
  // Empty, or at most PWD=/ (which names nothing of the host).
  if (environ.text !== undefined) expect(environ.text.split('\0').filter((entry) => entry && entry !== 'PWD=/')).toEqual([]);
});

it("the box's init (/proc/1/cmdline) names no host path: bubblewrap takes its options through a pipe", async () => {
  const { report } = await expectHostile({ runner, job: job('python', readEach(['/proc/1/cmdline']).python, undefined, LIMITS), verdict: 'accepted' });
  const cmdline = printedJson<Record<string, { code?: string; text?: string }>>(report)['/proc/1/cmdline']!;
  expect(cmdline.text).toContain('/box/main.py');
  expect(cmdline.text).not.toContain(REPO_ROOT);
  expect(cmdline.text).not.toContain('--ro-bind');
});
