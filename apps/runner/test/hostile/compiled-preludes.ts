/**
 * What the hostile cases' C, C++, Java, Go and Rust programs share: small helpers to print JSON and to name an error
 * the way the Node.js and Python programs do (ENOENT, EROFS …), so every language's case asserts the same JSON.
 * Each case writes only its own program body; these functions put the helpers around it.
 */

/** errno numbers of x86-64 Linux and their names: the ones the cases can meet. */
const ERRNO_NAMES: [number, string][] = [
  [1, 'EPERM'],
  [2, 'ENOENT'],
  [3, 'ESRCH'],
  [4, 'EINTR'],
  [5, 'EIO'],
  [6, 'ENXIO'],
  [9, 'EBADF'],
  [10, 'ECHILD'],
  [11, 'EAGAIN'],
  [12, 'ENOMEM'],
  [13, 'EACCES'],
  [14, 'EFAULT'],
  [16, 'EBUSY'],
  [17, 'EEXIST'],
  [18, 'EXDEV'],
  [19, 'ENODEV'],
  [20, 'ENOTDIR'],
  [21, 'EISDIR'],
  [22, 'EINVAL'],
  [24, 'EMFILE'],
  [25, 'ENOTTY'],
  [27, 'EFBIG'],
  [28, 'ENOSPC'],
  [30, 'EROFS'],
  [31, 'EMLINK'],
  [32, 'EPIPE'],
  [38, 'ENOSYS'],
  [40, 'ELOOP'],
  [95, 'EOPNOTSUPP'],
  [97, 'EAFNOSUPPORT'],
  [99, 'EADDRNOTAVAIL'],
  [101, 'ENETUNREACH'],
  [104, 'ECONNRESET'],
  [110, 'ETIMEDOUT'],
  [111, 'ECONNREFUSED'],
  [113, 'EHOSTUNREACH'],
];

// ---- C (and C++: the same source compiles as both) ----

const C_PRELUDE = String.raw`#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* JSON on stdout: json_begin('{'), json_key("k"), a value, …, json_end('}') (the outermost one ends the line). */
static int json_depth, json_items[32], json_after_key;
static void json_sep(void) {
  if (json_after_key) json_after_key = 0;
  else if (json_items[json_depth]++) fputs(", ", stdout);
}
/* A string of bytes, each byte one character (Latin-1, as Node.js's toString('latin1') reads them). */
static void json_bytes(const char *bytes, size_t length) {
  json_sep();
  putchar('"');
  for (size_t i = 0; i < length; i += 1) {
    unsigned char ch = (unsigned char)bytes[i];
    if (ch == '"' || ch == '\\') printf("\\%c", ch);
    else if (ch < 0x20 || ch >= 0x7f) printf("\\u%04x", ch);
    else putchar(ch);
  }
  putchar('"');
}
static void json_str(const char *text) { json_bytes(text, strlen(text)); }
static void json_key(const char *key) { json_str(key); fputs(": ", stdout); json_after_key = 1; }
static void json_int(long long number) { json_sep(); printf("%lld", number); }
static void json_bool(int value) { json_sep(); fputs(value ? "true" : "false", stdout); }
static void json_null(void) { json_sep(); fputs("null", stdout); }
static void json_begin(char brace) { json_sep(); putchar(brace); json_items[++json_depth] = 0; }
static void json_end(char brace) {
  putchar(brace);
  if (--json_depth == 0) { putchar('\n'); fflush(stdout); }
}
static const char *errno_name(int error) {
  const char *name = strerrorname_np(error);
  return name ? name : "E?";
}
`;

/** A C program: the shared includes and helpers, then the case's own code (its own includes may follow them). */
export const cProgram = (body: string) => `${C_PRELUDE}\n${body}`;

/**
 * The C++ version of a C case: the same source, which must also be valid C++ (casts from void *, no designated
 * initializers), under a line that only a C++ compiler accepts, so it is really compiled as C++.
 */
export const asCpp = (c: string) => `static_assert(__cplusplus >= 201703L, "compiled as C++17");\n${c}`;

// ---- Java ----

const JAVA_IMPORTS = [
  'java.io.*',
  'java.net.*',
  'java.nio.*',
  'java.nio.charset.StandardCharsets',
  'java.nio.file.*',
  'java.util.*',
  'java.util.concurrent.*',
];

const JAVA_HELPERS = String.raw`  /** JSON of maps, lists, strings, numbers, booleans and null. */
  static String json(Object value) {
    if (value == null) return "null";
    if (value instanceof Number || value instanceof Boolean) return value.toString();
    if (value instanceof Map<?, ?> map) {
      StringJoiner out = new StringJoiner(", ", "{", "}");
      for (Map.Entry<?, ?> entry : map.entrySet()) out.add(json(String.valueOf(entry.getKey())) + ": " + json(entry.getValue()));
      return out.toString();
    }
    if (value instanceof Collection<?> list) {
      StringJoiner out = new StringJoiner(", ", "[", "]");
      for (Object item : list) out.add(json(item));
      return out.toString();
    }
    StringBuilder out = new StringBuilder("\"");
    for (char ch : value.toString().toCharArray()) {
      if (ch == '"' || ch == '\\') out.append('\\').append(ch);
      else if (ch < 0x20 || ch >= 0x7f) out.append(String.format("\\u%04x", (int) ch));
      else out.append(ch);
    }
    return out.append('"').toString();
  }

  /** An ordered map from alternating keys and values. */
  static Map<String, Object> obj(Object... pairs) {
    Map<String, Object> map = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) map.put((String) pairs[i], pairs[i + 1]);
    return map;
  }

  static void printJson(Object value) {
    System.out.println(json(value));
    System.out.flush();
  }

  /** The errno name of a failed file or socket call (Java reports only the message: matched back to the name). */
  static String code(Throwable error) {
    if (error instanceof NoSuchFileException) return "ENOENT";
    if (error instanceof AccessDeniedException) return "EACCES";
    if (error instanceof FileAlreadyExistsException) return "EEXIST";
    if (error instanceof SocketTimeoutException) return "ETIMEDOUT";
    String message = error instanceof FileSystemException fs ? fs.getReason() : error.getMessage();
    if (message == null) return error.getClass().getSimpleName();
    String[][] names = {
      {"Read-only file system", "EROFS"}, {"No such file or directory", "ENOENT"}, {"Permission denied", "EACCES"},
      {"Operation not permitted", "EPERM"}, {"Invalid cross-device link", "EXDEV"}, {"No space left on device", "ENOSPC"},
      {"File too large", "EFBIG"}, {"No such device or address", "ENXIO"}, {"Connection refused", "ECONNREFUSED"},
      {"timed out", "ETIMEDOUT"}, {"Inappropriate ioctl", "ENOTTY"}, {"Too many levels of symbolic links", "ELOOP"},
      {"File exists", "EEXIST"}, {"Network is unreachable", "ENETUNREACH"},
    };
    for (String[] name : names) if (message.contains(name[0])) return name[1];
    return error.getClass().getSimpleName() + ": " + message;
  }
`;

/** A Java program: class Main with the shared imports and helpers, and the case's members (its main among them). */
export const javaProgram = (members: string) =>
  `${JAVA_IMPORTS.map((name) => `import ${name};`).join('\n')}\n\npublic class Main {\n${JAVA_HELPERS}\n${members}\n}\n`;

// ---- Go ----

const GO_IMPORTS = ['encoding/json', 'errors', 'fmt', 'os', 'syscall'];

const GO_HELPERS = `// errnoNames names the errors the cases can meet, as Node.js and Python do.
var errnoNames = map[syscall.Errno]string{
${ERRNO_NAMES.map(([number, name]) => `\t${number}: "${name}",`).join('\n')}
}

// errName is the errno name of a failed call, or its message.
func errName(err error) string {
\tvar errno syscall.Errno
\tif errors.As(err, &errno) {
\t\tif name, ok := errnoNames[errno]; ok {
\t\t\treturn name
\t\t}
\t\treturn fmt.Sprintf("errno %d", int(errno))
\t}
\treturn err.Error()
}

// latin1 reads each byte as one character (as Node.js's toString('latin1') does).
func latin1(data []byte) string {
\trunes := make([]rune, len(data))
\tfor i, b := range data {
\t\trunes[i] = rune(b)
\t}
\treturn string(runes)
}

func printJSON(value any) {
\tout, err := json.Marshal(value)
\tif err != nil {
\t\tpanic(err)
\t}
\tos.Stdout.Write(append(out, '\\n'))
}

type obj = map[string]any
`;

/** A Go program: package main, the shared imports plus the case's own, the helpers, then the case's code. */
export const goProgram = (imports: string[], body: string) => {
  const all = [...new Set([...GO_IMPORTS, ...imports])].sort();
  return `package main\n\nimport (\n${all.map((name) => `\t"${name}"`).join('\n')}\n)\n\n${GO_HELPERS}\n${body}\n`;
};

// ---- Rust ----

const RUST_PRELUDE = String.raw`#![allow(dead_code, unused_imports, unused_mut, unused_variables, unused_unsafe)]
use std::io::{Read, Write};

/// JSON values, printed with .text().
enum J {
    S(String),
    N(i64),
    B(bool),
    Null,
    A(Vec<J>),
    O(Vec<(String, J)>),
}

impl J {
    fn text(&self) -> String {
        match self {
            J::S(s) => {
                let mut out = String::from("\"");
                for ch in s.chars() {
                    match ch {
                        '"' => out.push_str("\\\""),
                        '\\' => out.push_str("\\\\"),
                        c if (c as u32) < 0x20 || (c as u32) >= 0x7f => out.push_str(&format!("\\u{:04x}", c as u32)),
                        c => out.push(c),
                    }
                }
                out.push('"');
                out
            }
            J::N(n) => n.to_string(),
            J::B(b) => b.to_string(),
            J::Null => "null".to_string(),
            J::A(items) => format!("[{}]", items.iter().map(|item| item.text()).collect::<Vec<_>>().join(", ")),
            J::O(pairs) => format!("{{{}}}", pairs.iter().map(|(key, value)| format!("{}: {}", J::S(key.clone()).text(), value.text())).collect::<Vec<_>>().join(", ")),
        }
    }
}

fn s(text: impl Into<String>) -> J {
    J::S(text.into())
}

/// Each byte as one character (as Node.js's toString('latin1') reads them).
fn latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| b as char).collect()
}

fn print_json(value: J) {
    let mut out = std::io::stdout();
    let _ = writeln!(out, "{}", value.text());
    let _ = out.flush();
}

/// The errno name of a failed call, as Node.js and Python name it.
fn errno_name(number: i32) -> String {
    ERRNO.iter().find(|(n, _)| *n == number).map(|(_, name)| name.to_string()).unwrap_or_else(|| format!("errno {}", number))
}

fn code(error: &std::io::Error) -> String {
    match error.raw_os_error() {
        Some(number) => errno_name(number),
        None => format!("{:?}", error.kind()),
    }
}

fn last_code() -> String {
    code(&std::io::Error::last_os_error())
}

extern "C" {
    fn fork() -> i32;
    fn kill(pid: i32, signal: i32) -> i32;
    fn signal(signal: i32, handler: usize) -> usize;
    fn geteuid() -> u32;
    fn unshare(flags: i32) -> i32;
    fn ioctl(fd: i32, request: u64, ...) -> i32;
    fn ptrace(request: i64, ...) -> i64;
    fn mkfifo(path: *const u8, mode: u32) -> i32;
    fn pipe(fds: *mut i32) -> i32;
    fn read(fd: i32, buffer: *mut u8, count: usize) -> isize;
    fn write(fd: i32, buffer: *const u8, count: usize) -> isize;
}
`;

const RUST_ERRNO = `const ERRNO: &[(i32, &str)] = &[${ERRNO_NAMES.map(([number, name]) => `(${number}, "${name}")`).join(', ')}];\n`;

/** A Rust program: the shared helpers and libc declarations (std links libc), then the case's code. */
export const rustProgram = (body: string) => `${RUST_PRELUDE}${RUST_ERRNO}\n${body}\n`;
