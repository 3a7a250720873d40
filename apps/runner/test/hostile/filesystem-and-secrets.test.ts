import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { LINK_TARGETS, plant, printEnv, readEach, writeEach } from './filesystem-programs.js';
import {
  expectHostile,
  firstTest,
  hostileRunner,
  PROGRAM_FILES,
  PROGRAM_LANGUAGES,
  printedJson,
  REPO_ROOT,
  SCRIPT_LANGUAGES,
  SLOT_HOSTS,
} from './hostile-helpers.js';

// H13 host secrets, H14 environment leak, H15 writes outside the box, H16/H17 symlink, FIFO and hard-link plants; SQL's
// file functions (pg_read_binary_file, lo_export) at the end: the server is superuser in its own cluster, in the box.
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

describe.each(PROGRAM_LANGUAGES)('%s', (language) => {
  it("host secrets (/etc/shadow, the server's source, a .env, /proc/1/environ) cannot be read", async () => {
    // The files exist on the host, so failing to read them in the box means the box does not see them.
    const marker = readFileSync(apiSource, 'utf8')
      .split('\n')
      .find((line) => line.trim().length > 30)!
      .trim();
    expect(readFileSync(dotEnv, 'utf8')).toContain(ENV_SECRET);
    expect(existsSync('/etc/shadow')).toBe(true);
    const paths = ['/etc/shadow', '/etc/passwd', apiSource, dotEnv, '/root/.ssh/id_rsa', '/proc/1/environ'];
    const { report } = await expectHostile({
      runner,
      job: job(language, readEach(paths)[language], undefined, LIMITS),
      verdict: 'accepted',
      hostFiles: [dotEnv, apiSource],
    });
    const results = printedJson<Record<string, { code?: string; text?: string }>>(report);
    for (const path of paths.filter((path) => path !== '/proc/1/environ'))
      expect(results[path], path).toEqual({ code: 'ENOENT' });
    // /proc/1 is the box's own init (bubblewrap); its environment holds none of the runner's variables (but see below).
    expect(results['/proc/1/environ']!.code ?? results['/proc/1/environ']!.text).toBeDefined();
    const stdout = report.tests[0]!.stdout;
    for (const secret of [
      ENV_SECRET,
      HOST_SECRET,
      marker,
      'root:',
      `PATH=${process.env.PATH}`,
      `HOME=${process.env.HOME}`,
    ])
      expect(stdout).not.toContain(secret);
  });

  it('the environment holds only the allowlisted variables, nothing of the host', async () => {
    const { report } = await expectHostile({
      runner,
      job: job(language, printEnv[language], undefined, LIMITS),
      verdict: 'accepted',
    });
    const env = printedJson<Record<string, string>>(report);
    expect(
      Object.keys(env).filter(
        (name) => !['PATH', 'HOME', 'LANG', 'TMPDIR', 'PWD', 'OLDPWD', 'SHLVL', '_', 'LC_CTYPE'].includes(name),
      ),
    ).toEqual([]);
    expect(env).toMatchObject({ PATH: '/usr/bin:/bin', HOME: '/box', LANG: 'C.UTF-8', TMPDIR: '/tmp' });
    expect(report.tests[0]!.stdout).not.toContain(HOST_SECRET);
    expect(report.tests[0]!.stdout).not.toContain(process.env.PATH!);
  });

  it('writes to /usr, /, /etc, /box/.., the harness, the program and /proc fail (read-only), and nothing appears on the host', async () => {
    const name = `hostile-${randomUUID()}`;
    // Only the scripting languages' boxes have the function harness bound (compiled ones have nothing under /opt).
    const harness = (SCRIPT_LANGUAGES as readonly string[]).includes(language)
      ? [`/opt/harness/${name}`, '/opt/harness/function_harness.py']
      : [];
    const readOnly = [
      `/usr/${name}`,
      `/usr/bin/${name}`,
      `/${name}`,
      `/etc/${name}`,
      `/box/../${name}`,
      ...harness,
      PROGRAM_FILES[language],
    ];
    const paths = [...readOnly, '/proc/sys/kernel/hostname'];
    const { report } = await expectHostile({
      runner,
      job: job(language, writeEach(paths)[language], undefined, LIMITS),
      verdict: 'accepted',
    });
    const results = printedJson<Record<string, string>>(report);
    expect(results).toEqual({
      ...Object.fromEntries(readOnly.map((path) => [path, 'EROFS'])),
      '/proc/sys/kernel/hostname': expect.stringMatching(/^(EACCES|EPERM|EROFS)$/),
    });
    for (const path of [
      `/usr/${name}`,
      `/usr/bin/${name}`,
      `/${name}`,
      `/etc/${name}`,
      join(REPO_ROOT, 'apps/runner/harness', name),
    ])
      expect(existsSync(path), path).toBe(false);
  });

  it('symlinks, a FIFO and hard links planted in /box and /tmp are neither followed nor waited on', async () => {
    const target = join(tmpdir(), `assay-hostile-target-${randomUUID()}`);
    writeFileSync(target, 'host file\n');
    try {
      const { report, elapsedMs } = await expectHostile({
        runner,
        job: job(language, plant(target, LINK_TARGETS[language])[language], undefined, LIMITS),
        verdict: 'accepted',
        hostFiles: [target],
      });
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
          [`${dir} hard link to the runtime`]: 'EXDEV',
          [`${dir} hard link to a read-only bind`]: 'EXDEV',
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
  const { report } = await expectHostile({
    runner,
    job: job('python', readEach(['/proc/1/environ']).python, undefined, LIMITS),
    verdict: 'accepted',
  });
  const environ = printedJson<Record<string, { code?: string; text?: string }>>(report)['/proc/1/environ']!;
  // Empty, or at most PWD=/ (which names nothing of the host).
  if (environ.text !== undefined)
    expect(environ.text.split('\0').filter((entry) => entry && entry !== 'PWD=/')).toEqual([]);
});

// bubblewrap takes its options through a pipe; a slot host is box-spawn's child, which the runner starts by its name alone.
it("the box's init (/proc/1/cmdline) names no host path", async () => {
  const { report } = await expectHostile({
    runner,
    job: job('python', readEach(['/proc/1/cmdline']).python, undefined, LIMITS),
    verdict: 'accepted',
  });
  const cmdline = printedJson<Record<string, { code?: string; text?: string }>>(report)['/proc/1/cmdline']!;
  if (SLOT_HOSTS) expect(cmdline.text).toBe('box-spawn\0');
  else expect(cmdline.text).toContain('/box/main.py');
  expect(cmdline.text).not.toContain(REPO_ROOT);
  expect(cmdline.text).not.toContain('--ro-bind');
});

const sqlString = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** The non-empty lines of a host file, none of which may show in a box's output. */
const hostLines = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');

// PostgreSQL's superuser may read any file the server can (pg_read_binary_file): the server runs in the box, so it
// sees the box's files, never the host's.
describe('sql', () => {
  it("pg_read_binary_file of host secrets finds only the box's own files", async () => {
    const marker = readFileSync(apiSource, 'utf8')
      .split('\n')
      .find((line) => line.trim().length > 30)!
      .trim();
    const missing = ['/etc/shadow', apiSource, dotEnv, '/root/.ssh/id_rsa'];
    // A slot host's init is root's and not dumpable: its environ cannot be opened at all (bubblewrap's is the box's).
    const paths = [...missing, '/etc/passwd', ...(SLOT_HOSTS ? [] : ['/proc/1/environ']), '/proc/self/environ'];
    // missing_ok: a file that is not there is NULL (an empty CSV field), so one query reads them all.
    const source = `SELECT path, encode(pg_read_binary_file(path, 0, 4000, true), 'escape') AS content FROM unnest(ARRAY[${paths.map(sqlString).join(', ')}]) AS path`;
    const { report } = await expectHostile({
      runner,
      job: job('sql', source, undefined, LIMITS),
      verdict: 'accepted',
      hostFiles: [dotEnv, apiSource],
    });
    const stdout = firstTest(report).stdout;
    expect(stdout.startsWith('path,content\n')).toBe(true);
    for (const path of missing) expect(stdout, path).toContain(`\n${path},\n`);
    // The box's /etc/passwd is the one line the runner gives PostgreSQL (its user, the slot's uid).
    expect(stdout).toMatch(/\n\/etc\/passwd,"sandbox:x:\d+:\d+:Assay SQL:\/tmp:\/bin\/sh\n"\n/);
    for (const secret of [
      ENV_SECRET,
      HOST_SECRET,
      marker,
      'root:',
      `PATH=${process.env.PATH}`,
      `HOME=${process.env.HOME}`,
      ...hostLines('/etc/shadow'),
      ...hostLines('/etc/passwd'),
    ]) {
      expect(stdout).not.toContain(secret);
    }
  });

  it('a query that exports a large object to a host path writes nothing on the host', async () => {
    const target = join(tmpdir(), `assay-hostile-lo-export-${randomUUID()}`);
    const source = `SELECT lo_export(lo_from_bytea(0, 'hostile'), ${sqlString(target)})`;
    const { report } = await expectHostile({
      runner,
      job: job('sql', source, undefined, LIMITS),
      verdict: 'runtime_error',
    });
    expect(firstTest(report).stdout).toBe('');
    expect(existsSync(target)).toBe(false);
  });
});
