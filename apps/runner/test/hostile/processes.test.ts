import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { cProgram, goProgram, javaProgram, rustProgram } from './compiled-preludes.js';
import {
  delay,
  expectHostile,
  firstTest,
  hostileRunner,
  PROGRAM_FILES,
  PROGRAM_LANGUAGES,
  printedJson,
  SLOT_HOSTS,
  slotProcesses,
  sources,
  type ProgramLanguage,
} from './hostile-helpers.js';

// H1 fork bomb, H2 thread bomb, H19 daemon, H20 kill(-1), and a box killed from outside mid-job; in every language that
// runs a program (SQL cannot: its one read query starts no process, and COPY … PROGRAM is refused before it runs).
const runner = hostileRunner();
/** One slot: the canary waits behind the bomb, in the slot it just used. */
const oneSlot = hostileRunner(1);
const BOMB_LIMITS = { cpuMs: 500, wallMs: 1_000, memoryMb: 128 };

const forkBomb = sources({
  node: `const { spawn } = require('node:child_process');
const bomb = () => {
  for (let i = 0; i < 20; i += 1) {
    try {
      spawn('/bin/sh', ['-c', ':(){ :|:& };:'], { stdio: 'ignore' }).on('error', () => undefined);
    } catch {
      // EAGAIN: try again.
    }
  }
  setImmediate(bomb);
};
bomb();`,
  python: `import os
while True:
    try:
        os.fork()
    except OSError:
        pass`,
  c: cProgram('int main(void) {\n  for (;;) fork();\n}'),
  // The JVM cannot fork itself: it starts shells that fork, as fast as it can.
  java: javaProgram(String.raw`  public static void main(String[] args) {
    for (;;) {
      try {
        new ProcessBuilder("/bin/sh", "-c", ":(){ :|:& };:").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      } catch (Throwable error) {
        // EAGAIN, or no thread left to reap it: try again.
      }
    }
  }`),
  // A raw fork: the child is one thread running this same loop, which needs nothing of the Go scheduler.
  go: goProgram([], 'func main() {\n\tfor {\n\t\tsyscall.RawSyscall(syscall.SYS_FORK, 0, 0, 0)\n\t}\n}'),
  rust: rustProgram('fn main() {\n    loop {\n        unsafe { fork() };\n    }\n}'),
});

const threadBomb = sources({
  node: `const { Worker } = require('node:worker_threads');
let started = 0;
const next = () => {
  let worker;
  try {
    worker = new Worker('setInterval(() => {}, 1000)', { eval: true, resourceLimits: { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 } });
  } catch (error) {
    console.log(JSON.stringify({ started, error: String(error.code || error.message) }));
    process.exit(1);
  }
  worker.on('online', () => { started += 1; next(); });
  worker.on('error', (error) => {
    console.log(JSON.stringify({ started, error: String(error.code || error.message) }));
    process.exit(1);
  });
};
next();`,
  python: `import json, threading, time
started = 0
try:
    while True:
        threading.Thread(target=time.sleep, args=(60,), daemon=True).start()
        started += 1
except RuntimeError as error:
    print(json.dumps({"started": started, "error": str(error)}), flush=True)
    raise`,
  c: cProgram(String.raw`#include <pthread.h>
static void *rest(void *unused) {
  (void)unused;
  for (;;) pause();
  return NULL;
}
int main(void) {
  int started = 0;
  for (;;) {
    pthread_t thread;
    int error = pthread_create(&thread, NULL, rest, NULL);
    if (error != 0) {
      json_begin('{'); json_key("started"); json_int(started); json_key("error"); json_str(errno_name(error)); json_end('}');
      _exit(1);
    }
    started += 1;
  }
}`),
  // The JVM's own threads count too; a thread that cannot start is an OutOfMemoryError ("unable to create native thread").
  java: javaProgram(String.raw`  public static void main(String[] args) {
    int started = 0;
    try {
      for (;;) {
        Thread thread = new Thread(() -> {
          try {
            Thread.sleep(60_000);
          } catch (InterruptedException error) {
            // Never.
          }
        });
        thread.setDaemon(true);
        thread.start();
        started += 1;
      }
    } catch (Throwable error) {
      printJson(obj("started", started, "error", error.getClass().getName()));
      Runtime.getRuntime().halt(1);
    }
  }`),
  // Goroutines are not threads: each one here locks an OS thread of its own and blocks it in a read. Go's runtime
  // cannot go on without a thread it needs, so it ends the program itself ("failed to create new OS thread").
  go: goProgram(
    ['runtime'],
    String.raw`func main() {
	started := make(chan struct{})
	for count := 1; ; count++ {
		go func() {
			runtime.LockOSThread()
			started <- struct{}{}
			var fds [2]int
			syscall.Pipe(fds[:])
			syscall.Read(fds[0], make([]byte, 1))
		}()
		<-started
		printJSON(obj{"started": count})
	}
}`,
  ),
  rust: rustProgram(String.raw`fn main() {
    let mut started = 0;
    loop {
        match std::thread::Builder::new().spawn(|| loop { std::thread::park() }) {
            Ok(_) => started += 1,
            Err(error) => {
                print_json(J::O(vec![("started".into(), J::N(started)), ("error".into(), s(code(&error)))]));
                std::process::exit(1);
            }
        }
    }
}`),
});

const daemon = sources({
  node: `const { spawn } = require('node:child_process');
// sh forks again in the background (the double fork), in a session of its own, ignoring SIGHUP, holding stdout open.
spawn('/bin/sh', ['-c', 'trap "" HUP; (trap "" HUP; exec sleep 60) &'], { detached: true, stdio: ['ignore', 'inherit', 'inherit'] }).unref();
console.log('parent done');`,
  python: `import os, signal, time
if os.fork() == 0:
    os.setsid()
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    if os.fork() == 0:
        time.sleep(60)  # keeps stdout open
        os._exit(0)
    os._exit(0)
os.wait()
print("parent done")`,
  c: cProgram(String.raw`int main(void) {
  pid_t child = fork();
  if (child == 0) {
    setsid();
    signal(SIGHUP, SIG_IGN);
    if (fork() == 0) {
      sleep(60); /* keeps stdout open */
      _exit(0);
    }
    _exit(0);
  }
  waitpid(child, NULL, 0);
  puts("parent done");
  return 0;
}`),
  // The JVM cannot fork or setsid itself: setsid(1) starts the shell that forks again, holding stdout open.
  java: javaProgram(String.raw`  public static void main(String[] args) throws Exception {
    new ProcessBuilder("/usr/bin/setsid", "/bin/sh", "-c", "trap '' HUP; (trap '' HUP; exec sleep 60) &").inheritIO().start();
    System.out.println("parent done");
  }`),
  go: goProgram(
    ['os/exec'],
    String.raw`func main() {
	shell := exec.Command("/bin/sh", "-c", "trap '' HUP; (trap '' HUP; exec sleep 60) &")
	shell.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	shell.Stdout, shell.Stderr = os.Stdout, os.Stderr
	if err := shell.Start(); err != nil {
		panic(err)
	}
	fmt.Println("parent done")
}`,
  ),
  rust: rustProgram(String.raw`fn main() {
    std::process::Command::new("/usr/bin/setsid").args(["/bin/sh", "-c", "trap '' HUP; (trap '' HUP; exec sleep 60) &"]).spawn().unwrap();
    println!("parent done");
}`),
});

// The box's own child is the one process kill(-1) may reach (the caller and the box's init are spared by the kernel).
const killAll = (runnerPid: number) =>
  sources({
    node: `const { spawn } = require('node:child_process');
const child = spawn('/bin/sleep', ['30'], { stdio: 'ignore' });
child.on('exit', (code, signal) => {
  console.log(JSON.stringify({ self: 'alive', child: signal, runner }));
});
let runner = 'alive';
setTimeout(() => {
  try { process.kill(${runnerPid}, 'SIGKILL'); runner = 'signalled'; } catch (error) { runner = error.code; }
  process.kill(-1, 'SIGKILL');
}, 300);`,
    python: `import json, os, signal, time
child = os.fork()
if child == 0:
    time.sleep(30)
    os._exit(0)
time.sleep(0.3)
try:
    os.kill(${runnerPid}, signal.SIGKILL)
    runner = "signalled"
except ProcessLookupError:
    runner = "ESRCH"
os.kill(-1, signal.SIGKILL)
_, status = os.waitpid(child, 0)
print(json.dumps({"self": "alive", "child": signal.Signals(os.WTERMSIG(status)).name if os.WIFSIGNALED(status) else None, "runner": runner}))`,
    c: cProgram(String.raw`int main(void) {
  pid_t child = fork();
  if (child == 0) {
    sleep(30);
    _exit(0);
  }
  usleep(300 * 1000);
  const char *runner = kill(${runnerPid}, SIGKILL) == 0 ? "signalled" : errno_name(errno);
  kill(-1, SIGKILL);
  int status = 0;
  waitpid(child, &status, 0);
  char name[32] = "none";
  if (WIFSIGNALED(status)) snprintf(name, sizeof name, "SIG%s", sigabbrev_np(WTERMSIG(status)));
  json_begin('{'); json_key("self"); json_str("alive"); json_key("child"); json_str(name); json_key("runner"); json_str(runner); json_end('}');
  return 0;
}`),
    // Java has no kill(-1): it kills every process it can see but itself, which is what kill(-1) does. The JVM
    // reports a child killed by a signal as exit code 128 + the signal.
    java: javaProgram(String.raw`  public static void main(String[] args) throws Exception {
    Process child = new ProcessBuilder("/bin/sleep", "30").start();
    Thread.sleep(300);
    String runner = ProcessHandle.of(${runnerPid}L).map((handle) -> handle.destroyForcibly() ? "signalled" : "refused").orElse("ESRCH");
    long self = ProcessHandle.current().pid();
    ProcessHandle.allProcesses().filter((handle) -> handle.pid() != self).forEach(ProcessHandle::destroyForcibly);
    int code = child.waitFor();
    printJson(obj("self", "alive", "child", code == 128 + 9 ? "SIGKILL" : "exit " + code, "runner", runner));
  }`),
    go: goProgram(
      ['os/exec', 'time'],
      String.raw`func main() {
	child := exec.Command("/bin/sleep", "30")
	if err := child.Start(); err != nil {
		panic(err)
	}
	time.Sleep(300 * time.Millisecond)
	runner := "signalled"
	if err := syscall.Kill(${runnerPid}, syscall.SIGKILL); err != nil {
		runner = errName(err)
	}
	syscall.Kill(-1, syscall.SIGKILL)
	child.Wait()
	status := child.ProcessState.Sys().(syscall.WaitStatus)
	killed := "none"
	if status.Signaled() && status.Signal() == syscall.SIGKILL {
		killed = "SIGKILL"
	}
	printJSON(obj{"self": "alive", "child": killed, "runner": runner})
}`,
    ),
    rust: rustProgram(String.raw`use std::os::unix::process::ExitStatusExt;
fn main() {
    let mut child = std::process::Command::new("/bin/sleep").arg("30").spawn().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(300));
    let runner = if unsafe { kill(${runnerPid}, 9) } == 0 { "signalled".to_string() } else { last_code() };
    unsafe { kill(-1, 9) };
    let status = child.wait().unwrap();
    let killed = if status.signal() == Some(9) { "SIGKILL" } else { "none" };
    print_json(J::O(vec![("self".into(), s("alive")), ("child".into(), s(killed)), ("runner".into(), s(runner))]));
}`),
  });

const sleeper = sources({
  node: 'setTimeout(() => console.log("woke"), 60_000);',
  python: 'import time\ntime.sleep(60)\nprint("woke")',
  c: cProgram('int main(void) {\n  sleep(60);\n  puts("woke");\n  return 0;\n}'),
  java: javaProgram(
    '  public static void main(String[] args) throws Exception {\n    Thread.sleep(60_000);\n    System.out.println("woke");\n  }',
  ),
  go: goProgram(['time'], 'func main() {\n\ttime.Sleep(60 * time.Second)\n\tfmt.Println("woke")\n}'),
  rust: rustProgram(
    'fn main() {\n    std::thread::sleep(std::time::Duration::from_secs(60));\n    println!("woke");\n}',
  ),
});
const argv = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
};

const parentOf = (pid: number) => Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/**
 * Waits until the box of `language` runs its program, then SIGKILLs from outside the program or the sandbox's own
 * processes: bubblewrap's, or a slot host's monitor (the program's parent, which entered the host for it).
 */
async function killFromOutside(language: ProgramLanguage, pick: 'program' | 'sandbox'): Promise<number[]> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    // The program's own argument (not a substring: /box/main is the start of /box/main.py, the canary's).
    const box = slotProcesses().filter((proc) => argv(proc.pid).includes(PROGRAM_FILES[language]));
    const program = box.filter((proc) => proc.name !== 'bwrap');
    if (program.length > 0) {
      const sandbox = SLOT_HOSTS ? [{ pid: parentOf(program[0]!.pid) }] : box.filter((proc) => proc.name === 'bwrap');
      const targets = pick === 'program' ? program : sandbox;
      await delay(200);
      for (const target of targets) process.kill(target.pid, 'SIGKILL');
      return targets.map((target) => target.pid);
    }
    await delay(50);
  }
  throw new Error('The box never started');
}

describe.each(PROGRAM_LANGUAGES)('%s', (language) => {
  it('fork bomb: the pids limit holds it, the run ends by the time limit', async () => {
    const { report, elapsedMs } = await expectHostile({
      runner,
      job: job(language, forkBomb[language], undefined, BOMB_LIMITS),
      verdict: 'time_limit',
    });
    expect(elapsedMs).toBeLessThan(15_000);
    expect(firstTest(report).wallMs).toBeLessThan(10_000);
  });

  it('thread bomb: thread creation fails at the pids limit (runtime error)', async () => {
    // Node.js workers are costly (~40 ms of CPU and ~7 MB each, more on a loaded machine): limits wide enough that the
    // pids limit binds first, with CPU to spare so a slow machine does not end the run by its CPU limit instead.
    const nodeWorkers = language === 'javascript' || language === 'typescript';
    const limits = nodeWorkers
      ? { cpuMs: 8_000, wallMs: 10_000, memoryMb: 1_024 }
      : { cpuMs: 1_000, wallMs: 3_000, memoryMb: 256 };
    const { report } = await expectHostile({
      runner,
      job: job(language, threadBomb[language], undefined, limits),
      verdict: 'runtime_error',
    });
    const { started } = printedJson<{ started: number }>(report);
    expect(started).toBeGreaterThan(0);
    expect(started).toBeLessThan(64);
    if (language === 'go') expect(firstTest(report).stderr).toMatch(/failed to create new OS thread/);
  });

  it('a daemon that double forks and ignores SIGHUP does not outlive the run', async () => {
    const { report, elapsedMs } = await expectHostile({
      runner,
      job: job(language, daemon[language], undefined, { cpuMs: 1_000, wallMs: 10_000 }),
      verdict: 'accepted',
    });
    expect(firstTest(report).stdout).toBe('parent done\n');
    // The run ends with its main process, not by the wall clock.
    expect(elapsedMs).toBeLessThan(8_000);
  });

  it('kill(-1, SIGKILL) reaches only the box; the runner and a run alongside live on', async () => {
    const canary = job('python', 'import time\ntime.sleep(1.5)\nprint("ok")');
    const { report } = await expectHostile({
      runner,
      job: job(language, killAll(process.pid)[language], undefined, { cpuMs: 1_000, wallMs: 5_000 }),
      verdict: 'accepted',
      canary,
    });
    expect(printedJson(report)).toEqual({ self: 'alive', child: 'SIGKILL', runner: 'ESRCH' });
  });

  it('a box whose program is killed from outside mid-job still reports, promptly', async () => {
    const other = language === 'python' ? 'javascript' : 'python';
    // The canary is a script: a compiled canary would still be in its compile box while this one is killed.
    let killed: number[] = [];
    const { report, elapsedMs } = await expectHostile({
      runner,
      job: job(language, sleeper[language], undefined, { cpuMs: 1_000, wallMs: 20_000 }),
      verdict: 'runtime_error',
      canary: job(
        other,
        other === 'python' ? 'import time\ntime.sleep(0.5)\nprint("ok")' : 'setTimeout(() => console.log("ok"), 500);',
      ),
      during: async () => {
        killed = await killFromOutside(language, 'program');
      },
    });
    expect(killed.length).toBeGreaterThan(0);
    expect(firstTest(report)).toMatchObject({ signal: 'SIGKILL', exitCode: null, stdout: '' });
    expect(elapsedMs).toBeLessThan(10_000);
  });
});

it("a box whose sandbox (bubblewrap, or a slot host's monitor) is killed from outside mid-job still reports, and leaves nothing behind", async () => {
  let killed: number[] = [];
  const { report, elapsedMs } = await expectHostile({
    runner,
    job: job('python', sleeper.python, undefined, { cpuMs: 1_000, wallMs: 20_000 }),
    verdict: 'runtime_error',
    canary: job('javascript', 'setTimeout(() => console.log("ok"), 500);'),
    during: async () => {
      killed = await killFromOutside('python', 'sandbox');
    },
  });
  expect(killed.length).toBeGreaterThan(0);
  expect(firstTest(report).stdout).toBe('');
  expect(elapsedMs).toBeLessThan(10_000);
});

it('the next job in the slot a fork bomb just used runs clean (one slot: the canary waits behind the bomb)', async () => {
  const { elapsedMs, canary } = await expectHostile({
    runner: oneSlot,
    job: job('python', forkBomb.python, undefined, BOMB_LIMITS),
    verdict: 'time_limit',
  });
  expect(canary.tests[0]?.stdout).toBe('ok\n');
  expect(elapsedMs).toBeLessThan(15_000);
});
