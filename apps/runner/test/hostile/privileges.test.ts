import { describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { expectHostile, hostileRunner, LANGUAGES, printedJson, SLOT_UIDS, sources } from './hostile-helpers.js';

// H20/H21 other processes and ptrace, H23 nested user namespaces, H24 TIOCSTI, H25 sudo, su, setuid and capabilities.
const runner = hostileRunner();
const LIMITS = { cpuMs: 1_000, wallMs: 3_000, memoryMb: 128 };

/**
 * What a box sees of processes: its /proc, its pid 1, pid 1's memory, and the runner's pid (the host's number, which
 * must mean nothing inside). Python also ptraces: PTRACE_TRACEME in a child, PTRACE_ATTACH to pid 1 and to the runner.
 */
const peek = (runnerPid: number) => sources(
  `const fs = require('node:fs');
const pids = fs.readdirSync('/proc').filter((name) => /^\\d+$/.test(name)).map(Number).sort((a, b) => a - b);
const init = fs.readFileSync('/proc/1/cmdline', 'latin1').split('\\0')[0];
let mem;
try {
  fs.closeSync(fs.openSync('/proc/1/mem', 'r'));
  mem = 'opened';
} catch (error) {
  mem = error.code;
}
let runner;
try {
  process.kill(${runnerPid}, 0);
  runner = 'signalled';
} catch (error) {
  runner = error.code;
}
console.log(JSON.stringify({ pids, init, mem, runner, runnerInProc: fs.existsSync('/proc/${runnerPid}') }));`,
  `import ctypes, errno, json, os
libc = ctypes.CDLL(None, use_errno=True)
libc.ptrace.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p]
def call(*args):
    result = libc.ptrace(*args)
    return "ok" if result == 0 else errno.errorcode.get(ctypes.get_errno())
pids = sorted(int(name) for name in os.listdir("/proc") if name.isdigit())
with open("/proc/1/cmdline", "rb") as handle:
    init = handle.read().split(b"\\0")[0].decode()
try:
    with open("/proc/1/mem", "rb"):
        mem = "opened"
except OSError as error:
    mem = errno.errorcode.get(error.errno)
# PTRACE_TRACEME in a child of our own (it would stop us at the next signal).
reader, writer = os.pipe()
child = os.fork()
if child == 0:
    os.write(writer, call(0, 0, None, None).encode())
    os._exit(0)
os.waitpid(child, 0)
traceme = os.read(reader, 64).decode()
# Attaching to pid 1 (the box's own init) stops it: let it go again, or the run would only end by the wall clock.
attach = call(16, 1, None, None)
detach = None
if attach == "ok":
    os.waitpid(1, 0x40000000)
    detach = call(17, 1, None, None)
runner = call(16, ${runnerPid}, None, None)
print(json.dumps({"pids": pids, "init": init, "mem": mem, "traceme": traceme, "attach": attach, "detach": detach, "runner": runner, "runnerInProc": os.path.exists("/proc/${runnerPid}")}))`,
);

const nestedNamespaces = sources(
  `const { spawnSync } = require('node:child_process');
const tries = { user: ['-U'], mount: ['-m'], net: ['-n'] };
console.log(JSON.stringify(Object.fromEntries(Object.entries(tries).map(([name, flags]) => {
  const run = spawnSync('/usr/bin/unshare', [...flags, '/bin/true'], { encoding: 'utf8' });
  return [name, { status: run.status, stderr: run.stderr.trim() }];
}))));`,
  `import ctypes, errno, json
libc = ctypes.CDLL(None, use_errno=True)
def unshare(flag):
    return "ok" if libc.unshare(flag) == 0 else errno.errorcode.get(ctypes.get_errno())
print(json.dumps({"user": unshare(0x10000000), "mount": unshare(0x00020000), "net": unshare(0x40000000)}))`,
);

const terminal = sources(
  `const fs = require('node:fs');
const tty = require('node:tty');
let devTty;
try {
  fs.closeSync(fs.openSync('/dev/tty', 'r+'));
  devTty = 'opened';
} catch (error) {
  devTty = error.code;
}
console.log(JSON.stringify({ isatty: [0, 1, 2].map((fd) => tty.isatty(fd)), devTty }));`,
  `import errno, fcntl, json, termios
def inject(fd):
    try:
        fcntl.ioctl(fd, termios.TIOCSTI, b"x")
        return "injected"
    except OSError as error:
        return errno.errorcode.get(error.errno)
try:
    open("/dev/tty", "r+b").close()
    dev_tty = "opened"
except OSError as error:
    dev_tty = errno.errorcode.get(error.errno)
print(json.dumps({"tiocsti": [inject(fd) for fd in (0, 1, 2)], "devTty": dev_tty}))`,
);

/** Tries sudo, su, mount and a setuid binary; reports its uids, capabilities, no_new_privs and /usr's mount flags. */
const escalate = sources(
  `const fs = require('node:fs');
const { spawnSync } = require('node:child_process');
const euid = process.geteuid();
const tries = {};
for (const [name, command] of Object.entries({ sudo: ['sudo', '-n', 'id', '-u'], su: ['su', '-c', 'id -u', 'root'], mount: ['mount', '-t', 'tmpfs', 'none', '/box'], passwd: ['passwd', '--status'] })) {
  const run = spawnSync(command[0], command.slice(1), { encoding: 'utf8', input: '', timeout: 5000 });
  tries[name] = run.error ? run.error.code : { status: run.status, stdout: run.stdout.trim() };
}
const status = Object.fromEntries(fs.readFileSync('/proc/self/status', 'utf8').split('\\n').filter(Boolean).map((line) => line.split(/:\\s+/)));
const usr = fs.readFileSync('/proc/self/mountinfo', 'utf8').split('\\n').find((line) => line.split(' ')[4] === '/usr').split(' ')[5];
console.log(JSON.stringify({ euid, euidAfter: process.geteuid(), tries, capEff: status.CapEff, capPrm: status.CapPrm, capAmb: status.CapAmb, noNewPrivs: status.NoNewPrivs, usrOptions: usr }));`,
  `import json, os, subprocess
euid = os.geteuid()
tries = {}
for name, command in {"sudo": ["sudo", "-n", "id", "-u"], "su": ["su", "-c", "id -u", "root"], "mount": ["mount", "-t", "tmpfs", "none", "/box"], "passwd": ["passwd", "--status"]}.items():
    try:
        run = subprocess.run(command, stdin=subprocess.DEVNULL, capture_output=True, timeout=5)
        tries[name] = {"status": run.returncode, "stdout": run.stdout.decode(errors="replace").strip()}
    except FileNotFoundError:
        tries[name] = "ENOENT"
with open("/proc/self/status") as handle:
    status = dict(line.rstrip("\\n").split(":\\t", 1) for line in handle if ":\\t" in line)
with open("/proc/self/mountinfo") as handle:
    usr = next(line.split()[5] for line in handle if line.split()[4] == "/usr")
print(json.dumps({"euid": euid, "euidAfter": os.geteuid(), "tries": tries, "capEff": status["CapEff"], "capPrm": status["CapPrm"], "capAmb": status["CapAmb"], "noNewPrivs": status["NoNewPrivs"], "usrOptions": usr, "nosuid": bool(os.statvfs("/usr").f_flag & os.ST_NOSUID)}))`,
);

describe.each(LANGUAGES)('%s', (language) => {
  it('ptrace and /proc/<pid>/mem reach only the box\'s own processes, never the runner or the host', async () => {
    const { report } = await expectHostile({ runner, job: job(language, peek(process.pid)[language], undefined, LIMITS), verdict: 'accepted' });
    const seen = printedJson<{ pids: number[]; init: string; mem: string; runner: string; runnerInProc: boolean; traceme?: string; attach?: string; detach?: string | null }>(report);
    // The box's pid namespace: bubblewrap's init and the program, never the host's processes (whose pid 1 is not bwrap).
    expect(seen.pids).toEqual([1, 2]);
    expect(seen.init).toBe('/usr/bin/bwrap');
    expect(seen.runnerInProc).toBe(false);
    expect(seen.runner).toBe('ESRCH');
    // With no seccomp filter, the box may open and trace its own init (same uid, no capabilities): that is all it reaches.
    expect(['opened', 'EACCES', 'EPERM']).toContain(seen.mem);
    if (language === 'python') {
      expect(seen.traceme).toBe('ok');
      expect(['ok', 'EPERM']).toContain(seen.attach);
      if (seen.attach === 'ok') expect(seen.detach).toBe('ok');
    }
  });

  it('nested namespaces (user, mount, network) cannot be created', async () => {
    const { report } = await expectHostile({ runner, job: job(language, nestedNamespaces[language], undefined, LIMITS), verdict: 'accepted' });
    const result = printedJson<Record<string, unknown>>(report);
    if (language === 'python') {
      // --disable-userns sets the box's user.max_user_namespaces to 0: the kernel says ENOSPC for a new user namespace.
      expect(result).toEqual({ user: expect.stringMatching(/^(EPERM|ENOSPC)$/), mount: 'EPERM', net: 'EPERM' });
    } else {
      for (const name of ['user', 'mount', 'net']) expect(result[name], name).toMatchObject({ status: 1, stderr: expect.stringMatching(/unshare failed: (Operation not permitted|No space left on device)/) });
    }
  });

  it('no terminal to inject into: TIOCSTI fails, /dev/tty cannot be opened', async () => {
    const { report } = await expectHostile({ runner, job: job(language, terminal[language], undefined, LIMITS), verdict: 'accepted' });
    const result = printedJson<{ tiocsti?: string[]; isatty?: boolean[]; devTty: string }>(report);
    expect(result.devTty).toBe('ENXIO');
    if (language === 'python') expect(result.tiocsti).toEqual(['ENOTTY', 'ENOTTY', 'ENOTTY']);
    else expect(result.isatty).toEqual([false, false, false]);
  });

  it('sudo, su, mount and setuid binaries gain nothing: same unprivileged uid, no capabilities, no_new_privs, nosuid /usr', async () => {
    const { report } = await expectHostile({ runner, job: job(language, escalate[language], undefined, { ...LIMITS, wallMs: 5_000 }), verdict: 'accepted' });
    const result = printedJson<{ euid: number; euidAfter: number; tries: Record<string, string | { status: number; stdout: string }>; capEff: string; capPrm: string; capAmb: string; noNewPrivs: string; usrOptions: string; nosuid?: boolean }>(report);
    expect(SLOT_UIDS).toContain(result.euid);
    expect(result.euidAfter).toBe(result.euid);
    expect(result).toMatchObject({ capEff: '0000000000000000', capPrm: '0000000000000000', capAmb: '0000000000000000', noNewPrivs: '1' });
    expect(result.usrOptions.split(',')).toEqual(expect.arrayContaining(['ro', 'nosuid']));
    if (language === 'python') expect(result.nosuid).toBe(true);
    // sudo is missing or fails (not installed on this machine); su (setuid root here) and mount fail; nothing printed uid 0.
    for (const name of ['sudo', 'su', 'mount']) {
      const attempt = result.tries[name]!;
      if (typeof attempt === 'string') expect(attempt, name).toBe('ENOENT');
      else expect(attempt.status, name).not.toBe(0);
    }
    expect(result.tries.su).not.toBe('ENOENT');
    expect(result.tries.mount).not.toBe('ENOENT');
    for (const attempt of Object.values(result.tries)) if (typeof attempt === 'object') expect(attempt.stdout).not.toMatch(/^0$/m);
  });
});
