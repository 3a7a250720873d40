import { describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { expectHostile, hostileRunner, printedJson, SLOT_HOSTS } from './hostile-helpers.js';

// State the kernel keeps outside any file or process, which a run could leave for a later one on the same slot (a
// slot host's runs share its user, PID and network namespaces): a key in the user's keyring, a System V shared
// memory segment. Each run looks for what an earlier run would have left, then leaves it.

const runner = hostileRunner(1);
const LIMITS = { cpuMs: 2_000, wallMs: 5_000 };
const SHM_KEY = 0x41535359;

const leaveAndLook = `import ctypes, errno, json, os
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
ADD_KEY, KEYCTL = (217, 219) if os.uname().machine == "aarch64" else (248, 250)
KEYCTL_SEARCH, USER_KEYRING = 10, -4
def outcome(result):
    return "ok" if result >= 0 else errno.errorcode.get(ctypes.get_errno(), str(ctypes.get_errno()))
seen = {
    "key": libc.syscall(KEYCTL, KEYCTL_SEARCH, ctypes.c_long(USER_KEYRING), b"user", b"assay-hostile-key", 0) >= 0,
    "shm": libc.shmget(${SHM_KEY}, 4096, 0) >= 0,
}
left = {
    "key": outcome(libc.syscall(ADD_KEY, b"user", b"assay-hostile-key", b"left by an earlier run", 22, ctypes.c_long(USER_KEYRING))),
    "shm": outcome(libc.shmget(${SHM_KEY}, 4096, 0o1666)),
}
print(json.dumps({"seen": seen, "left": left}))`;

describe('kernel state a run leaves', () => {
  it('a key or System V segment one job leaves is not found by the next job on the slot, nor by the next test', async () => {
    const tests = [
      { id: 't1', kind: 'stdio' as const, stdin: '' },
      { id: 't2', kind: 'stdio' as const, stdin: '' },
    ];
    for (let round = 0; round < 2; round += 1) {
      const { report } = await expectHostile({
        runner,
        job: job('python', leaveAndLook, tests, LIMITS),
        verdict: 'accepted',
      });
      for (const test of report.tests) {
        const { seen, left } = printedJson<{ seen: Record<string, boolean>; left: Record<string, string> }>({
          ...report,
          tests: [test],
        });
        expect(seen).toEqual({ key: false, shm: false });
        // The segment is made (in the run's own IPC namespace); a key is refused in a slot host, where keyrings would
        // outlive the run, and made in bubblewrap's fresh user namespace, which keeps it from the next box.
        expect(left).toEqual({ key: SLOT_HOSTS ? 'ENOSYS' : 'ok', shm: 'ok' });
      }
    }
  });
});
