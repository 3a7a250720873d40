import { describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { escalate } from './escalation-programs.js';
import { nestedNamespaces, peek, terminal } from './privileges-programs.js';
import {
  expectHostile,
  hostileRunner,
  PROGRAM_LANGUAGES,
  printedJson,
  SLOT_HOSTS,
  SLOT_UIDS,
  type ProgramLanguage,
} from './hostile-helpers.js';

// H20/H21 other processes and ptrace, H23 nested user namespaces, H24 TIOCSTI, H25 sudo, su, setuid and capabilities.
// (Not SQL: a read query cannot start a process or make a system call of its choosing.)
const runner = hostileRunner();
const LIMITS = { cpuMs: 1_000, wallMs: 3_000, memoryMb: 128 };

/** The languages each part of a case is asked in (see the programs in privileges-programs.ts). */
const among = (languages: readonly ProgramLanguage[], language: ProgramLanguage) => languages.includes(language);
const PTRACE_CHILD_AND_INIT: readonly ProgramLanguage[] = ['python', 'c', 'cpp'];
const UNSHARE_DIRECTLY: readonly ProgramLanguage[] = ['python', 'c', 'cpp', 'rust'];
const TIOCSTI: readonly ProgramLanguage[] = ['python', 'c', 'cpp', 'go', 'rust'];
const STATVFS: readonly ProgramLanguage[] = ['python', 'c', 'cpp', 'go'];

describe.each(PROGRAM_LANGUAGES)('%s', (language) => {
  it("ptrace and /proc/<pid>/mem reach only the box's own processes, never the runner or the host", async () => {
    const { report } = await expectHostile({
      runner,
      job: job(language, peek(process.pid)[language], undefined, LIMITS),
      verdict: 'accepted',
    });
    const seen = printedJson<{
      pids: number[];
      init: string;
      mem: string;
      runner: string;
      runnerInProc: boolean;
      traceme?: string;
      attach?: string;
      detach?: string | null;
    }>(report);
    // The box's pid namespace: its init and the program, never the host's processes (whose pid 1 is neither). With
    // bubblewrap the init is bubblewrap's and the program pid 2; a slot host is the init of every run of its slot,
    // whose programs count on from there (one at a time).
    expect(seen.pids).toHaveLength(2);
    expect(seen.pids[0]).toBe(1);
    if (SLOT_HOSTS) expect(seen.init).toBe('box-spawn');
    else {
      expect(seen.pids).toEqual([1, 2]);
      expect(seen.init).toBe('/usr/bin/bwrap');
    }
    // The runner's pid is not the box's (it could be, by chance, once a slot host's runs have counted that far).
    if (!seen.pids.includes(process.pid)) {
      expect(seen.runnerInProc).toBe(false);
      expect(seen.runner).toBe('ESRCH');
    }
    // bubblewrap's init is the box's uid, which may open and trace it (no capabilities): that is all it reaches. A slot
    // host is root's and not dumpable: neither.
    expect(SLOT_HOSTS ? ['EACCES', 'EPERM'] : ['opened', 'EACCES', 'EPERM']).toContain(seen.mem);
    if (among(PTRACE_CHILD_AND_INIT, language)) {
      expect(seen.traceme).toBe('ok');
      expect(['ok', 'EPERM']).toContain(seen.attach);
      if (seen.attach === 'ok') expect(seen.detach).toBe('ok');
    }
  });

  it('nested namespaces (user, mount, network) cannot be created', async () => {
    const { report } = await expectHostile({
      runner,
      job: job(language, nestedNamespaces[language], undefined, LIMITS),
      verdict: 'accepted',
    });
    const result = printedJson<Record<string, unknown>>(report);
    if (among(UNSHARE_DIRECTLY, language)) {
      // --disable-userns sets the box's user.max_user_namespaces to 0: the kernel says ENOSPC for a new user namespace.
      expect(result).toEqual({ user: expect.stringMatching(/^(EPERM|ENOSPC)$/), mount: 'EPERM', net: 'EPERM' });
    } else {
      for (const name of ['user', 'mount', 'net'])
        expect(result[name], name).toMatchObject({
          status: 1,
          stderr: expect.stringMatching(/unshare failed: (Operation not permitted|No space left on device)/),
        });
    }
  });

  it('no terminal to inject into: TIOCSTI fails, /dev/tty cannot be opened', async () => {
    const { report } = await expectHostile({
      runner,
      job: job(language, terminal[language], undefined, LIMITS),
      verdict: 'accepted',
    });
    const result = printedJson<{ tiocsti?: string[]; isatty?: boolean[]; console?: boolean; devTty: string }>(report);
    expect(result.devTty).toBe('ENXIO');
    if (among(TIOCSTI, language)) expect(result.tiocsti).toEqual(['ENOTTY', 'ENOTTY', 'ENOTTY']);
    else if (language === 'java') expect(result.console).toBe(false);
    else expect(result.isatty).toEqual([false, false, false]);
  });

  it('sudo, su, mount and setuid binaries gain nothing: same unprivileged uid, no capabilities, no_new_privs, nosuid /usr', async () => {
    const { report } = await expectHostile({
      runner,
      job: job(language, escalate[language], undefined, { ...LIMITS, wallMs: 5_000 }),
      verdict: 'accepted',
    });
    const result = printedJson<{
      euid: number;
      euidAfter: number;
      tries: Record<string, string | { status: number; stdout: string }>;
      capEff: string;
      capPrm: string;
      capAmb: string;
      noNewPrivs: string;
      usrOptions: string;
      nosuid?: boolean;
    }>(report);
    expect(SLOT_UIDS).toContain(result.euid);
    expect(result.euidAfter).toBe(result.euid);
    expect(result).toMatchObject({
      capEff: '0000000000000000',
      capPrm: '0000000000000000',
      capAmb: '0000000000000000',
      noNewPrivs: '1',
    });
    expect(result.usrOptions.split(',')).toEqual(expect.arrayContaining(['ro', 'nosuid']));
    if (among(STATVFS, language)) expect(result.nosuid).toBe(true);
    // sudo is missing or fails (not installed on this machine); su (setuid root here) and mount fail; nothing printed uid 0.
    for (const name of ['sudo', 'su', 'mount']) {
      const attempt = result.tries[name]!;
      if (typeof attempt === 'string') expect(attempt, name).toBe('ENOENT');
      else expect(attempt.status, name).not.toBe(0);
    }
    expect(result.tries.su).not.toBe('ENOENT');
    expect(result.tries.mount).not.toBe('ENOENT');
    for (const attempt of Object.values(result.tries))
      if (typeof attempt === 'object') expect(attempt.stdout).not.toMatch(/^0$/m);
  });
});
