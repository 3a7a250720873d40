// The escalation program of privileges.test.ts, one per language: sudo, su, mount and a setuid binary tried from
// the box, with the uids, capabilities, no_new_privs and /usr's mount flags it then has.
import { cProgram, goProgram, javaProgram, rustProgram } from './compiled-preludes.js';
import { sources } from './hostile-helpers.js';

/** Tries sudo, su, mount and a setuid binary; reports its uids, capabilities, no_new_privs and /usr's mount flags. */
const ESCALATIONS: [string, string[]][] = [
  ['sudo', ['sudo', '-n', 'id', '-u']],
  ['su', ['su', '-c', 'id -u', 'root']],
  ['mount', ['mount', '-t', 'tmpfs', 'none', '/box']],
  ['passwd', ['passwd', '--status']],
];
/** The commands as C string arrays (each ends in NULL), in the order of ESCALATIONS. */
const cCommands = ESCALATIONS.map(
  ([, command]) => `{${[...command.map((part) => JSON.stringify(part)), 'NULL'].join(', ')}}`,
).join(', ');
const javaCommands = ESCALATIONS.map(
  ([name, command]) => `{${[name, ...command].map((part) => JSON.stringify(part)).join(', ')}}`,
).join(', ');
export const escalate = sources({
  node: `const fs = require('node:fs');
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
  python: `import json, os, subprocess
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
  c: cProgram(String.raw`#include <spawn.h>
#include <sys/statvfs.h>
extern char **environ;
static char status_text[8192], mounts[65536];
static void slurp(const char *path, char *into, size_t size) {
  int fd = open(path, O_RDONLY);
  size_t length = 0;
  ssize_t got = 0;
  while (fd >= 0 && length < size - 1 && (got = read(fd, into + length, size - 1 - length)) > 0) length += (size_t)got;
  into[length] = 0;
  if (fd >= 0) close(fd);
}
/* The value of a "Name:\tvalue" line of /proc/self/status, as the JSON field "key". */
static void status_field(const char *name, const char *key) {
  char prefix[64], value[64] = "";
  snprintf(prefix, sizeof prefix, "\n%s:\t", name);
  const char *at = strstr(status_text, prefix);
  if (at) sscanf(at + strlen(prefix), "%63s", value);
  json_key(key);
  json_str(value);
}
static void attempt(const char *name, char *const command[]) {
  int out[2];
  if (pipe(out) != 0) return;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, out[1], 1);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  pid_t child;
  int error = posix_spawnp(&child, command[0], &actions, NULL, command, environ);
  close(out[1]);
  json_key(name);
  if (error != 0) {
    json_str(errno_name(error));
    close(out[0]);
    return;
  }
  char text[4096];
  size_t length = 0;
  ssize_t got;
  while (length < sizeof text - 1 && (got = read(out[0], text + length, sizeof text - 1 - length)) > 0) length += (size_t)got;
  text[length] = 0;
  while (length > 0 && (text[length - 1] == '\n' || text[length - 1] == ' ')) text[--length] = 0;
  close(out[0]);
  int status = 0;
  waitpid(child, &status, 0);
  json_begin('{');
  json_key("status"); json_int(WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
  json_key("stdout"); json_str(text);
  json_end('}');
}
int main(void) {
  const char *names[] = {${ESCALATIONS.map(([name]) => JSON.stringify(name)).join(', ')}};
  const char *commands[][8] = {${cCommands}};
  json_begin('{');
  json_key("euid"); json_int(geteuid());
  json_key("tries");
  json_begin('{');
  for (size_t i = 0; i < sizeof names / sizeof *names; i += 1) attempt(names[i], (char *const *)commands[i]);
  json_end('}');
  json_key("euidAfter"); json_int(geteuid());
  status_text[0] = '\n';
  slurp("/proc/self/status", status_text + 1, sizeof status_text - 1);
  status_field("CapEff", "capEff");
  status_field("CapPrm", "capPrm");
  status_field("CapAmb", "capAmb");
  status_field("NoNewPrivs", "noNewPrivs");
  slurp("/proc/self/mountinfo", mounts, sizeof mounts);
  char options[256] = "";
  for (char *line = strtok(mounts, "\n"); line; line = strtok(NULL, "\n")) {
    char point[256], flags[256];
    if (sscanf(line, "%*s %*s %*s %*s %255s %255s", point, flags) == 2 && strcmp(point, "/usr") == 0) snprintf(options, sizeof options, "%s", flags);
  }
  json_key("usrOptions"); json_str(options);
  struct statvfs usr;
  json_key("nosuid"); json_bool(statvfs("/usr", &usr) == 0 && (usr.f_flag & ST_NOSUID));
  json_end('}');
  return 0;
}`),
  java: javaProgram(String.raw`  static String statusField(List<String> status, String name) {
    for (String line : status) if (line.startsWith(name + ":")) return line.substring(name.length() + 1).trim();
    return null;
  }

  public static void main(String[] args) throws Exception {
    List<String> status = Files.readAllLines(Path.of("/proc/self/status"));
    int euid = Integer.parseInt(statusField(status, "Uid").split("\\s+")[1]);
    Map<String, Object> tries = new LinkedHashMap<>();
    for (String[] attempt : new String[][] {${javaCommands}}) {
      try {
        Process run = new ProcessBuilder(Arrays.copyOfRange(attempt, 1, attempt.length)).redirectInput(new File("/dev/null")).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String stdout = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        tries.put(attempt[0], obj("status", run.waitFor(), "stdout", stdout));
      } catch (IOException error) {
        tries.put(attempt[0], code(error));
      }
    }
    status = Files.readAllLines(Path.of("/proc/self/status"));
    int euidAfter = Integer.parseInt(statusField(status, "Uid").split("\\s+")[1]);
    String usr = null;
    for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"))) {
      String[] fields = line.split(" ");
      if (fields[4].equals("/usr")) usr = fields[5];
    }
    printJson(obj("euid", euid, "euidAfter", euidAfter, "tries", tries, "capEff", statusField(status, "CapEff"), "capPrm", statusField(status, "CapPrm"), "capAmb", statusField(status, "CapAmb"), "noNewPrivs", statusField(status, "NoNewPrivs"), "usrOptions", usr));
  }`),
  go: goProgram(
    ['errors', 'os/exec', 'strings'],
    String.raw`func main() {
	euid := os.Geteuid()
	tries := obj{}
	for _, attempt := range [][]string{${ESCALATIONS.map(([name, command]) => `{${[name, ...command].map((part) => JSON.stringify(part)).join(', ')}}`).join(', ')}} {
		run := exec.Command(attempt[1], attempt[2:]...)
		stdout, err := run.Output()
		var exited *exec.ExitError
		switch {
		case err == nil || errors.As(err, &exited):
			tries[attempt[0]] = obj{"status": run.ProcessState.ExitCode(), "stdout": strings.TrimSpace(string(stdout))}
		case errors.Is(err, exec.ErrNotFound):
			tries[attempt[0]] = "ENOENT"
		default:
			tries[attempt[0]] = errName(err)
		}
	}
	statusText, _ := os.ReadFile("/proc/self/status")
	status := map[string]string{}
	for _, line := range strings.Split(string(statusText), "\n") {
		if name, value, ok := strings.Cut(line, ":"); ok {
			status[name] = strings.TrimSpace(value)
		}
	}
	mountinfo, _ := os.ReadFile("/proc/self/mountinfo")
	usr := ""
	for _, line := range strings.Split(string(mountinfo), "\n") {
		if fields := strings.Fields(line); len(fields) > 5 && fields[4] == "/usr" {
			usr = fields[5]
		}
	}
	var usrStat syscall.Statfs_t
	syscall.Statfs("/usr", &usrStat)
	printJSON(obj{"euid": euid, "euidAfter": os.Geteuid(), "tries": tries, "capEff": status["CapEff"], "capPrm": status["CapPrm"], "capAmb": status["CapAmb"], "noNewPrivs": status["NoNewPrivs"], "usrOptions": usr, "nosuid": usrStat.Flags&0x2 != 0})
}`,
  ),
  rust: rustProgram(String.raw`use std::process::{Command, Stdio};
fn main() {
    let euid = unsafe { geteuid() };
    let mut tries = Vec::new();
    for attempt in [${ESCALATIONS.map(([name, command]) => `&[${[name, ...command].map((part) => JSON.stringify(part)).join(', ')}][..]`).join(', ')}] {
        let result = match Command::new(attempt[1]).args(&attempt[2..]).stdin(Stdio::null()).stderr(Stdio::null()).output() {
            Ok(output) => J::O(vec![
                ("status".into(), J::N(output.status.code().unwrap_or(-1) as i64)),
                ("stdout".into(), s(String::from_utf8_lossy(&output.stdout).trim())),
            ]),
            Err(error) => s(code(&error)),
        };
        tries.push((attempt[0].to_string(), result));
    }
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let field = |name: &str| s(status.lines().find_map(|line| line.strip_prefix(&format!("{}:", name))).unwrap_or("").trim());
    let mountinfo = std::fs::read_to_string("/proc/self/mountinfo").unwrap();
    let usr = mountinfo.lines().map(|line| line.split(' ').collect::<Vec<_>>()).find(|fields| fields.len() > 5 && fields[4] == "/usr").map(|fields| fields[5].to_string()).unwrap_or_default();
    print_json(J::O(vec![
        ("euid".into(), J::N(euid as i64)),
        ("euidAfter".into(), J::N(unsafe { geteuid() } as i64)),
        ("tries".into(), J::O(tries)),
        ("capEff".into(), field("CapEff")),
        ("capPrm".into(), field("CapPrm")),
        ("capAmb".into(), field("CapAmb")),
        ("noNewPrivs".into(), field("NoNewPrivs")),
        ("usrOptions".into(), s(usr)),
    ]));
}`),
});
