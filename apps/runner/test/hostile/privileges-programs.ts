// The programs of privileges.test.ts, one per language: looking at other processes and ptrace, nested namespaces,
// and TIOCSTI (the escalations are in escalation-programs.ts).
import { cProgram, goProgram, javaProgram, rustProgram } from './compiled-preludes.js';
import { sources } from './hostile-helpers.js';

/**
 * What a box sees of processes: its /proc, its pid 1, pid 1's memory, and the runner's pid (the host's number, which
 * must mean nothing inside). Python and C also ptrace: PTRACE_TRACEME in a child, PTRACE_ATTACH to pid 1 and to the
 * runner; Go and Rust ptrace the runner; Java cannot ptrace, and looks the runner up among the processes it can see.
 */
export const peek = (runnerPid: number) =>
  sources({
    node: `const fs = require('node:fs');
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
    python: `import ctypes, errno, json, os
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
    c: cProgram(String.raw`#include <dirent.h>
#include <sys/ptrace.h>
static const char *call(long result) {
  return result == 0 ? "ok" : errno_name(errno);
}
static int by_number(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b;
}
int main(void) {
  int pids[64], count = 0;
  DIR *proc = opendir("/proc");
  for (struct dirent *entry; (entry = readdir(proc)) != NULL;) {
    if (entry->d_name[0] >= '0' && entry->d_name[0] <= '9' && count < 64) pids[count++] = atoi(entry->d_name);
  }
  closedir(proc);
  qsort(pids, (size_t)count, sizeof *pids, by_number);
  char init[4096] = "";
  int fd = open("/proc/1/cmdline", O_RDONLY);
  if (fd >= 0) {
    ssize_t got = read(fd, init, sizeof init - 1);
    if (got > 0) init[got] = 0;
    close(fd);
  }
  fd = open("/proc/1/mem", O_RDONLY);
  const char *mem = fd >= 0 ? "opened" : errno_name(errno);
  if (fd >= 0) close(fd);
  /* PTRACE_TRACEME in a child of our own (it would stop us at the next signal). */
  int channel[2];
  if (pipe(channel) != 0) return 2;
  pid_t child = fork();
  if (child == 0) {
    const char *result = call(ptrace(PTRACE_TRACEME, 0, NULL, NULL));
    if (write(channel[1], result, strlen(result)) < 0) _exit(1);
    _exit(0);
  }
  waitpid(child, NULL, 0);
  char traceme[64] = "";
  ssize_t got = read(channel[0], traceme, sizeof traceme - 1);
  if (got > 0) traceme[got] = 0;
  /* Attaching to pid 1 (the box's own init) stops it: let it go again, or the run would only end by the wall clock. */
  const char *attach = call(ptrace(PTRACE_ATTACH, (pid_t)1, NULL, NULL));
  const char *detach = NULL;
  if (strcmp(attach, "ok") == 0) {
    waitpid(1, NULL, __WALL);
    detach = call(ptrace(PTRACE_DETACH, (pid_t)1, NULL, NULL));
  }
  const char *runner = call(ptrace(PTRACE_ATTACH, (pid_t)${runnerPid}, NULL, NULL));
  json_begin('{');
  json_key("pids");
  json_begin('[');
  for (int i = 0; i < count; i += 1) json_int(pids[i]);
  json_end(']');
  json_key("init"); json_str(init);
  json_key("mem"); json_str(mem);
  json_key("traceme"); json_str(traceme);
  json_key("attach"); json_str(attach);
  json_key("detach");
  if (detach) json_str(detach);
  else json_null();
  json_key("runner"); json_str(runner);
  json_key("runnerInProc"); json_bool(access("/proc/${runnerPid}", F_OK) == 0);
  json_end('}');
  return 0;
}`),
    java: javaProgram(String.raw`  public static void main(String[] args) throws Exception {
    List<Integer> pids = new ArrayList<>();
    for (String name : new File("/proc").list()) if (name.matches("\\d+")) pids.add(Integer.parseInt(name));
    Collections.sort(pids);
    String init = new String(Files.readAllBytes(Path.of("/proc/1/cmdline")), StandardCharsets.ISO_8859_1).split("\0")[0];
    String mem;
    try (FileInputStream opened = new FileInputStream("/proc/1/mem")) {
      mem = "opened";
    } catch (IOException error) {
      mem = code(error);
    }
    String runner = ProcessHandle.of(${runnerPid}L).isPresent() ? "visible" : "ESRCH";
    printJson(obj("pids", pids, "init", init, "mem", mem, "runner", runner, "runnerInProc", Files.exists(Path.of("/proc/${runnerPid}"))));
  }`),
    go: goProgram(
      ['sort', 'strconv', 'strings'],
      String.raw`func main() {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		panic(err)
	}
	pids := []int{}
	for _, entry := range entries {
		if pid, err := strconv.Atoi(entry.Name()); err == nil {
			pids = append(pids, pid)
		}
	}
	sort.Ints(pids)
	cmdline, _ := os.ReadFile("/proc/1/cmdline")
	init, _, _ := strings.Cut(string(cmdline), "\x00")
	mem := "opened"
	if file, err := os.Open("/proc/1/mem"); err != nil {
		mem = errName(err)
	} else {
		file.Close()
	}
	runner := "ok"
	if err := syscall.PtraceAttach(${runnerPid}); err != nil {
		runner = errName(err)
	}
	_, err = os.Stat("/proc/${runnerPid}")
	printJSON(obj{"pids": pids, "init": init, "mem": mem, "runner": runner, "runnerInProc": err == nil})
}`,
    ),
    rust: rustProgram(String.raw`fn main() {
    let mut pids: Vec<i64> = std::fs::read_dir("/proc").unwrap().filter_map(|entry| entry.ok()?.file_name().to_str()?.parse().ok()).collect();
    pids.sort();
    let cmdline = std::fs::read("/proc/1/cmdline").unwrap_or_default();
    let init = latin1(cmdline.split(|&b| b == 0).next().unwrap_or_default());
    let mem = match std::fs::File::open("/proc/1/mem") {
        Ok(_) => "opened".to_string(),
        Err(error) => code(&error),
    };
    let runner = if unsafe { ptrace(16, ${runnerPid}, 0usize, 0usize) } == 0 { "ok".to_string() } else { last_code() };
    print_json(J::O(vec![
        ("pids".into(), J::A(pids.into_iter().map(J::N).collect())),
        ("init".into(), s(init)),
        ("mem".into(), s(mem)),
        ("runner".into(), s(runner)),
        ("runnerInProc".into(), J::B(std::path::Path::new("/proc/${runnerPid}").exists())),
    ]));
}`),
  });

/**
 * A new user, mount and network namespace: asked of the kernel directly (unshare(2)) where the program is one thread,
 * and through unshare(1) from Node.js, Java and Go, whose runtimes run several threads (the kernel refuses a new user
 * namespace to a threaded process with EINVAL, which would prove nothing).
 */
export const nestedNamespaces = sources({
  node: `const { spawnSync } = require('node:child_process');
const tries = { user: ['-U'], mount: ['-m'], net: ['-n'] };
console.log(JSON.stringify(Object.fromEntries(Object.entries(tries).map(([name, flags]) => {
  const run = spawnSync('/usr/bin/unshare', [...flags, '/bin/true'], { encoding: 'utf8' });
  return [name, { status: run.status, stderr: run.stderr.trim() }];
}))));`,
  python: `import ctypes, errno, json
libc = ctypes.CDLL(None, use_errno=True)
def unshare(flag):
    return "ok" if libc.unshare(flag) == 0 else errno.errorcode.get(ctypes.get_errno())
print(json.dumps({"user": unshare(0x10000000), "mount": unshare(0x00020000), "net": unshare(0x40000000)}))`,
  c: cProgram(String.raw`#include <sched.h>
static const char *attempt(int flag) {
  return unshare(flag) == 0 ? "ok" : errno_name(errno);
}
int main(void) {
  json_begin('{');
  json_key("user"); json_str(attempt(CLONE_NEWUSER));
  json_key("mount"); json_str(attempt(CLONE_NEWNS));
  json_key("net"); json_str(attempt(CLONE_NEWNET));
  json_end('}');
  return 0;
}`),
  java: javaProgram(String.raw`  public static void main(String[] args) throws Exception {
    Map<String, Object> results = new LinkedHashMap<>();
    for (String[] attempt : new String[][] {{"user", "-U"}, {"mount", "-m"}, {"net", "-n"}}) {
      Process run = new ProcessBuilder("/usr/bin/unshare", attempt[1], "/bin/true").redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      String stderr = new String(run.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      results.put(attempt[0], obj("status", run.waitFor(), "stderr", stderr));
    }
    printJson(results);
  }`),
  go: goProgram(
    ['os/exec', 'strings'],
    String.raw`func main() {
	results := obj{}
	for name, flag := range map[string]string{"user": "-U", "mount": "-m", "net": "-n"} {
		var stderr strings.Builder
		run := exec.Command("/usr/bin/unshare", flag, "/bin/true")
		run.Stderr = &stderr
		run.Run()
		results[name] = obj{"status": run.ProcessState.ExitCode(), "stderr": strings.TrimSpace(stderr.String())}
	}
	printJSON(results)
}`,
  ),
  rust: rustProgram(String.raw`fn attempt(flag: i32) -> J {
    s(if unsafe { unshare(flag) } == 0 { "ok".to_string() } else { last_code() })
}
fn main() {
    print_json(J::O(vec![("user".into(), attempt(0x10000000)), ("mount".into(), attempt(0x00020000)), ("net".into(), attempt(0x40000000))]));
}`),
});

/** TIOCSTI on the standard streams where the language can make the ioctl (Java cannot), and /dev/tty. */
export const terminal = sources({
  node: `const fs = require('node:fs');
const tty = require('node:tty');
let devTty;
try {
  fs.closeSync(fs.openSync('/dev/tty', 'r+'));
  devTty = 'opened';
} catch (error) {
  devTty = error.code;
}
console.log(JSON.stringify({ isatty: [0, 1, 2].map((fd) => tty.isatty(fd)), devTty }));`,
  python: `import errno, fcntl, json, termios
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
  c: cProgram(String.raw`#include <sys/ioctl.h>
int main(void) {
  json_begin('{');
  json_key("tiocsti");
  json_begin('[');
  for (int fd = 0; fd < 3; fd += 1) json_str(ioctl(fd, TIOCSTI, "x") == 0 ? "injected" : errno_name(errno));
  json_end(']');
  int tty = open("/dev/tty", O_RDWR);
  json_key("devTty"); json_str(tty >= 0 ? "opened" : errno_name(errno));
  json_end('}');
  return 0;
}`),
  java: javaProgram(String.raw`  public static void main(String[] args) {
    String devTty;
    try (RandomAccessFile tty = new RandomAccessFile("/dev/tty", "rw")) {
      devTty = "opened";
    } catch (IOException error) {
      devTty = code(error);
    }
    printJson(obj("console", System.console() != null, "devTty", devTty));
  }`),
  go: goProgram(
    ['unsafe'],
    String.raw`func main() {
	injected := []string{}
	for fd := 0; fd < 3; fd++ {
		char := byte('x')
		if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, uintptr(fd), syscall.TIOCSTI, uintptr(unsafe.Pointer(&char))); errno != 0 {
			injected = append(injected, errName(errno))
		} else {
			injected = append(injected, "injected")
		}
	}
	devTty := "opened"
	if tty, err := os.OpenFile("/dev/tty", os.O_RDWR, 0); err != nil {
		devTty = errName(err)
	} else {
		tty.Close()
	}
	printJSON(obj{"tiocsti": injected, "devTty": devTty})
}`,
  ),
  rust: rustProgram(String.raw`fn main() {
    let injected = (0..3).map(|fd| s(if unsafe { ioctl(fd, 0x5412, b"x".as_ptr()) } == 0 { "injected".to_string() } else { last_code() })).collect();
    let dev_tty = match std::fs::OpenOptions::new().read(true).write(true).open("/dev/tty") {
        Ok(_) => "opened".to_string(),
        Err(error) => code(&error),
    };
    print_json(J::O(vec![("tiocsti".into(), J::A(injected)), ("devTty".into(), s(dev_tty))]));
}`),
});
