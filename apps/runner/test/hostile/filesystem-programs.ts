// The programs of filesystem-and-secrets.test.ts, one per language: reading host secrets, printing the environment,
// writing outside the box, and planting symlinks, a FIFO and hard links.
import { cProgram, goProgram, javaProgram, rustProgram } from './compiled-preludes.js';
import {
  COMPILED_LANGUAGES,
  PROGRAM_FILES,
  sources,
  type CompiledLanguage,
  type ProgramLanguage,
} from './hostile-helpers.js';

/** Reads each path and prints what happened: an error code, or the first bytes it got. */
const cStrings = (values: string[]) => values.map((value) => JSON.stringify(value)).join(', ');
export const readEach = (paths: string[]) =>
  sources({
    node: `const fs = require('node:fs');
const results = {};
for (const path of ${JSON.stringify(paths)}) {
  try {
    results[path] = { text: fs.readFileSync(path).toString('latin1').slice(0, 4000) };
  } catch (error) {
    results[path] = { code: error.code };
  }
}
console.log(JSON.stringify(results));`,
    python: `import errno, json
results = {}
for path in ${JSON.stringify(paths)}:
    try:
        with open(path, "rb") as handle:
            results[path] = {"text": handle.read().decode("latin-1")[:4000]}
    except OSError as error:
        results[path] = {"code": errno.errorcode.get(error.errno)}
print(json.dumps(results))`,
    c: cProgram(String.raw`int main(void) {
  const char *paths[] = {${cStrings(paths)}};
  static char text[4000];
  json_begin('{');
  for (size_t i = 0; i < sizeof paths / sizeof *paths; i += 1) {
    json_key(paths[i]);
    json_begin('{');
    int fd = open(paths[i], O_RDONLY);
    size_t length = 0;
    ssize_t got = fd < 0 ? -1 : 0;
    while (fd >= 0 && length < sizeof text && (got = read(fd, text + length, sizeof text - length)) > 0) length += (size_t)got;
    if (got < 0) {
      json_key("code");
      json_str(errno_name(errno));
    } else {
      json_key("text");
      json_bytes(text, length);
    }
    if (fd >= 0) close(fd);
    json_end('}');
  }
  json_end('}');
  return 0;
}`),
    java: javaProgram(String.raw`  public static void main(String[] args) {
    Map<String, Object> results = new LinkedHashMap<>();
    for (String path : new String[] {${cStrings(paths)}}) {
      try {
        byte[] data = Files.readAllBytes(Path.of(path));
        results.put(path, obj("text", new String(data, 0, Math.min(data.length, 4000), StandardCharsets.ISO_8859_1)));
      } catch (IOException error) {
        results.put(path, obj("code", code(error)));
      }
    }
    printJson(results);
  }`),
    go: goProgram(
      [],
      String.raw`func main() {
	results := obj{}
	for _, path := range []string{${cStrings(paths)}} {
		data, err := os.ReadFile(path)
		if err != nil {
			results[path] = obj{"code": errName(err)}
		} else {
			results[path] = obj{"text": latin1(data[:min(len(data), 4000)])}
		}
	}
	printJSON(results)
}

func min(a, b int) int {
	if a < b {
		return a
	}
	return b
}`,
    ),
    rust: rustProgram(String.raw`fn main() {
    let mut results = Vec::new();
    for path in [${cStrings(paths)}] {
        let result = match std::fs::read(path) {
            Ok(data) => J::O(vec![("text".into(), s(latin1(&data[..data.len().min(4000)])))]),
            Err(error) => J::O(vec![("code".into(), s(code(&error)))]),
        };
        results.push((path.to_string(), result));
    }
    print_json(J::O(results));
}`),
  });

export const printEnv = sources({
  node: 'console.log(JSON.stringify(process.env));',
  python: 'import json, os\nprint(json.dumps(dict(os.environ)))',
  c: cProgram(String.raw`extern char **environ;
int main(void) {
  json_begin('{');
  for (char **entry = environ; *entry; entry += 1) {
    const char *equals = strchr(*entry, '=');
    if (!equals) continue;
    char name[256];
    snprintf(name, sizeof name, "%.*s", (int)(equals - *entry), *entry);
    json_key(name);
    json_str(equals + 1);
  }
  json_end('}');
  return 0;
}`),
  java: javaProgram('  public static void main(String[] args) {\n    printJson(new TreeMap<>(System.getenv()));\n  }'),
  go: goProgram(
    ['strings'],
    'func main() {\n\tenv := obj{}\n\tfor _, entry := range os.Environ() {\n\t\tname, value, _ := strings.Cut(entry, "=")\n\t\tenv[name] = value\n\t}\n\tprintJSON(env)\n}',
  ),
  rust: rustProgram(
    'fn main() {\n    print_json(J::O(std::env::vars_os().map(|(name, value)| (name.to_string_lossy().into_owned(), s(value.to_string_lossy()))).collect()));\n}',
  ),
});

/** Tries to create (or overwrite) each path; prints the error code of each, or "written". */
export const writeEach = (paths: string[]) =>
  sources({
    node: `const fs = require('node:fs');
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
    python: `import errno, json
results = {}
for path in ${JSON.stringify(paths)}:
    try:
        with open(path, "w") as handle:
            handle.write("hostile")
        results[path] = "written"
    except OSError as error:
        results[path] = errno.errorcode.get(error.errno)
print(json.dumps(results))`,
    c: cProgram(String.raw`int main(void) {
  const char *paths[] = {${cStrings(paths)}};
  json_begin('{');
  for (size_t i = 0; i < sizeof paths / sizeof *paths; i += 1) {
    json_key(paths[i]);
    int fd = open(paths[i], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0 && write(fd, "hostile", 7) == 7) json_str("written");
    else json_str(errno_name(errno));
    if (fd >= 0) close(fd);
  }
  json_end('}');
  return 0;
}`),
    java: javaProgram(String.raw`  public static void main(String[] args) {
    Map<String, Object> results = new LinkedHashMap<>();
    for (String path : new String[] {${cStrings(paths)}}) {
      try {
        Files.write(Path.of(path), "hostile".getBytes(StandardCharsets.US_ASCII));
        results.put(path, "written");
      } catch (IOException error) {
        results.put(path, code(error));
      }
    }
    printJson(results);
  }`),
    go: goProgram(
      [],
      String.raw`func main() {
	results := obj{}
	for _, path := range []string{${cStrings(paths)}} {
		if err := os.WriteFile(path, []byte("hostile"), 0o644); err != nil {
			results[path] = errName(err)
		} else {
			results[path] = "written"
		}
	}
	printJSON(results)
}`,
    ),
    rust: rustProgram(String.raw`fn main() {
    let mut results = Vec::new();
    for path in [${cStrings(paths)}] {
        let result = match std::fs::write(path, "hostile") {
            Ok(()) => "written".to_string(),
            Err(error) => code(&error),
        };
        results.push((path.to_string(), s(result)));
    }
    print_json(J::O(results));
}`),
  });

/**
 * Files on other filesystems to try to hard-link from /box and /tmp: the runtime under the read-only /usr (the
 * interpreter, or the C library every compiled program runs on) and a file bound read-only into the box (the function
 * harness, or the program itself).
 */
export const LINK_TARGETS: Record<ProgramLanguage, { runtime: string; bound: string }> = {
  javascript: { runtime: '/usr/bin/node', bound: '/opt/harness/function-harness.cjs' },
  typescript: { runtime: '/usr/bin/node', bound: '/opt/harness/function-harness.cjs' },
  python: { runtime: '/usr/bin/python3', bound: '/opt/harness/function_harness.py' },
  ...(Object.fromEntries(
    COMPILED_LANGUAGES.map((language) => [
      language,
      { runtime: '/usr/lib/x86_64-linux-gnu/libc.so.6', bound: PROGRAM_FILES[language] },
    ]),
  ) as Record<CompiledLanguage, { runtime: string; bound: string }>),
};

/** Plants symlinks to a host file and system paths, a FIFO, and hard links in /box and /tmp, then writes through them. */
export const plant = (hostFile: string, { runtime, bound }: { runtime: string; bound: string }) =>
  sources({
    node: `const fs = require('node:fs');
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
  attempt(dir + ' hard link to the runtime', () => fs.linkSync(${JSON.stringify(runtime)}, dir + '/runtime-link'));
  attempt(dir + ' hard link to a read-only bind', () => fs.linkSync(${JSON.stringify(bound)}, dir + '/bound-link'));
}
console.log(JSON.stringify(results));`,
    python: `import errno, json, os
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
    attempt(d + " hard link to the runtime", lambda: os.link(${JSON.stringify(runtime)}, d + "/runtime-link"))
    attempt(d + " hard link to a read-only bind", lambda: os.link(${JSON.stringify(bound)}, d + "/bound-link"))
print(json.dumps(results))`,
    c: cProgram(String.raw`static char path_a[256], path_b[256];
static void attempt(const char *dir, const char *what, int failed) {
  char name[256];
  snprintf(name, sizeof name, "%s %s", dir, what);
  json_key(name);
  json_str(failed ? errno_name(errno) : "ok");
}
static const char *in(const char *dir, const char *file, char *path) {
  snprintf(path, 256, "%s/%s", dir, file);
  return path;
}
static int write_through(const char *path) {
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return -1;
  int written = (int)write(fd, "hostile", 7);
  close(fd);
  return written == 7 ? 0 : -1;
}
int main(void) {
  const char *dirs[] = {"/box", "/tmp"};
  json_begin('{');
  for (int i = 0; i < 2; i += 1) {
    const char *dir = dirs[i];
    attempt(dir, "symlink to the host file", symlink(${JSON.stringify(hostFile)}, in(dir, "stdout.txt", path_a)) != 0);
    attempt(dir, "write through it", write_through(in(dir, "stdout.txt", path_a)) != 0);
    attempt(dir, "symlink to /etc/passwd", symlink("/etc/passwd", in(dir, "result.json", path_a)) != 0);
    attempt(dir, "symlink loop", symlink(in(dir, "loop-b", path_b), in(dir, "loop-a", path_a)) != 0 || symlink(path_a, path_b) != 0);
    attempt(dir, "fifo", mkfifo(in(dir, "out.txt", path_a), 0644) != 0);
    attempt(dir, "hard link to the runtime", link(${JSON.stringify(runtime)}, in(dir, "runtime-link", path_a)) != 0);
    attempt(dir, "hard link to a read-only bind", link(${JSON.stringify(bound)}, in(dir, "bound-link", path_a)) != 0);
  }
  json_end('}');
  return 0;
}`),
    // Java makes a FIFO with mkfifo(1), as the Node.js program does.
    java: javaProgram(String.raw`  interface Action {
    void run() throws Exception;
  }

  static void attempt(Map<String, Object> results, String name, Action action) {
    try {
      action.run();
      results.put(name, "ok");
    } catch (Exception error) {
      results.put(name, code(error));
    }
  }

  public static void main(String[] args) {
    Map<String, Object> results = new LinkedHashMap<>();
    for (String dir : new String[] {"/box", "/tmp"}) {
      attempt(results, dir + " symlink to the host file", () -> Files.createSymbolicLink(Path.of(dir, "stdout.txt"), Path.of(${JSON.stringify(hostFile)})));
      attempt(results, dir + " write through it", () -> Files.write(Path.of(dir, "stdout.txt"), "hostile".getBytes(StandardCharsets.US_ASCII)));
      attempt(results, dir + " symlink to /etc/passwd", () -> Files.createSymbolicLink(Path.of(dir, "result.json"), Path.of("/etc/passwd")));
      attempt(results, dir + " symlink loop", () -> {
        Files.createSymbolicLink(Path.of(dir, "loop-a"), Path.of(dir, "loop-b"));
        Files.createSymbolicLink(Path.of(dir, "loop-b"), Path.of(dir, "loop-a"));
      });
      attempt(results, dir + " fifo", () -> {
        if (new ProcessBuilder("/usr/bin/mkfifo", dir + "/out.txt").inheritIO().start().waitFor() != 0) throw new IOException("mkfifo failed");
      });
      attempt(results, dir + " hard link to the runtime", () -> Files.createLink(Path.of(dir, "runtime-link"), Path.of(${JSON.stringify(runtime)})));
      attempt(results, dir + " hard link to a read-only bind", () -> Files.createLink(Path.of(dir, "bound-link"), Path.of(${JSON.stringify(bound)})));
    }
    printJson(results);
  }`),
    go: goProgram(
      [],
      String.raw`func main() {
	results := obj{}
	attempt := func(name string, err error) {
		if err != nil {
			results[name] = errName(err)
		} else {
			results[name] = "ok"
		}
	}
	for _, dir := range []string{"/box", "/tmp"} {
		attempt(dir+" symlink to the host file", os.Symlink(${JSON.stringify(hostFile)}, dir+"/stdout.txt"))
		attempt(dir+" write through it", os.WriteFile(dir+"/stdout.txt", []byte("hostile"), 0o644))
		attempt(dir+" symlink to /etc/passwd", os.Symlink("/etc/passwd", dir+"/result.json"))
		err := os.Symlink(dir+"/loop-b", dir+"/loop-a")
		if err == nil {
			err = os.Symlink(dir+"/loop-a", dir+"/loop-b")
		}
		attempt(dir+" symlink loop", err)
		attempt(dir+" fifo", syscall.Mkfifo(dir+"/out.txt", 0o644))
		attempt(dir+" hard link to the runtime", os.Link(${JSON.stringify(runtime)}, dir+"/runtime-link"))
		attempt(dir+" hard link to a read-only bind", os.Link(${JSON.stringify(bound)}, dir+"/bound-link"))
	}
	printJSON(results)
}`,
    ),
    rust: rustProgram(String.raw`use std::os::unix::fs::symlink;
fn outcome(result: std::io::Result<()>) -> J {
    match result {
        Ok(()) => s("ok"),
        Err(error) => s(code(&error)),
    }
}
fn make_fifo(path: &str) -> std::io::Result<()> {
    let name = std::ffi::CString::new(path).unwrap();
    if unsafe { mkfifo(name.as_ptr() as *const u8, 0o644) } == 0 { Ok(()) } else { Err(std::io::Error::last_os_error()) }
}
fn main() {
    let mut results = Vec::new();
    for dir in ["/box", "/tmp"] {
        let at = |file: &str| format!("{}/{}", dir, file);
        results.push((format!("{} symlink to the host file", dir), outcome(symlink(${JSON.stringify(hostFile)}, at("stdout.txt")))));
        results.push((format!("{} write through it", dir), outcome(std::fs::write(at("stdout.txt"), "hostile"))));
        results.push((format!("{} symlink to /etc/passwd", dir), outcome(symlink("/etc/passwd", at("result.json")))));
        results.push((format!("{} symlink loop", dir), outcome(symlink(at("loop-b"), at("loop-a")).and_then(|_| symlink(at("loop-a"), at("loop-b"))))));
        results.push((format!("{} fifo", dir), outcome(make_fifo(&at("out.txt")))));
        results.push((format!("{} hard link to the runtime", dir), outcome(std::fs::hard_link(${JSON.stringify(runtime)}, at("runtime-link")))));
        results.push((format!("{} hard link to a read-only bind", dir), outcome(std::fs::hard_link(${JSON.stringify(bound)}, at("bound-link")))));
    }
    print_json(J::O(results));
}`),
  });
