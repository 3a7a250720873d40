// The programs bench/exec.mjs runs in each language, and how the bare toolchain runs them with no sandbox (the floor):
// the same compilers and flags as the runner's language table (apps/runner/src/languages), the same interpreters.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const GOROOT = realpathSync('/usr/lib/go');
const JAVA_BIN = join(realpathSync('/usr/bin/java'), '..');
const PG_BIN = (() => {
  const found = spawnSync('/bin/sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], {
    encoding: 'utf8',
  }).stdout.trim();
  return found || '/usr/lib/postgresql/none/bin';
})();
const JVM = '-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:-UsePerfData';
const gcc = '-O2 -pipe -fdiagnostics-color=never -fmax-errors=50';
// The runner gives Node.js a heap limit of three quarters of the run's memory (256 MB by default: RUN_LIMITS), and a
// V8 flag costs Node ~4 ms of start-up here (its built-in code cache no longer matches), so the floor passes it too.
const NODE_HEAP = '--max-old-space-size=192';

/** hello: prints "Hello, world!"; echo: prints its one line of input; silent: compiles, prints nothing (a starter). */
export const LANGUAGES = {
  python: { file: 'main.py', hello: 'print("Hello, world!")', echo: 'print(input())', silent: 'pass' },
  javascript: {
    file: 'main.js',
    hello: 'console.log("Hello, world!");',
    echo: 'console.log(require("fs").readFileSync(0, "utf8").trim());',
    silent: '',
  },
  typescript: {
    file: 'main.ts',
    hello: 'const greeting: string = "Hello, world!";\nconsole.log(greeting);',
    echo: 'const line: string = require("fs").readFileSync(0, "utf8").trim();\nconsole.log(line);',
    silent: 'export {};',
    compile: (dir) =>
      `${join(root, 'node_modules/esbuild/bin/esbuild')} ${dir}/main.ts --format=cjs --platform=node --target=node20 --log-level=error > ${dir}/main.js`,
    run: (dir) => ['/usr/bin/node', NODE_HEAP, '--enable-source-maps', `${dir}/main.js`],
  },
  c: {
    file: 'main.c',
    hello: '#include <stdio.h>\nint main(void) { puts("Hello, world!"); return 0; }\n',
    echo: '#include <stdio.h>\nint main(void) { char line[256]; if (fgets(line, sizeof line, stdin)) fputs(line, stdout); return 0; }\n',
    silent: 'int main(void) { return 0; }\n',
    compile: (dir) => `/usr/bin/gcc -std=gnu17 ${gcc} -o ${dir}/main ${dir}/main.c -lm`,
    run: (dir) => [`${dir}/main`],
  },
  cpp: {
    file: 'main.cpp',
    hello: '#include <iostream>\nint main() { std::cout << "Hello, world!" << std::endl; }\n',
    echo: '#include <iostream>\n#include <string>\nint main() { std::string line; std::getline(std::cin, line); std::cout << line << "\\n"; }\n',
    silent: 'int main() { return 0; }\n',
    compile: (dir) => `/usr/bin/g++ -std=gnu++17 ${gcc} -o ${dir}/main ${dir}/main.cpp -lm`,
    run: (dir) => [`${dir}/main`],
  },
  java: {
    file: 'Main.java',
    hello: 'public class Main { public static void main(String[] a) { System.out.println("Hello, world!"); } }\n',
    echo: 'import java.io.*;\npublic class Main { public static void main(String[] a) throws IOException { System.out.println(new BufferedReader(new InputStreamReader(System.in)).readLine()); } }\n',
    silent: 'public class Main { public static void main(String[] a) { } }\n',
    compile: (dir) =>
      `${JAVA_BIN}/javac -J-Xmx256m ${JVM.replace(/-XX/g, '-J-XX')} -encoding UTF-8 -d ${dir}/classes ${dir}/Main.java && ${JAVA_BIN}/jar -J-Xmx64m ${JVM.replace(/-XX/g, '-J-XX')} --create --file ${dir}/main.jar -C ${dir}/classes .`,
    run: (dir) => [
      `${JAVA_BIN}/java`,
      '-Xmx192m',
      '-XX:+UseSerialGC',
      '-XX:-UsePerfData',
      '-XX:ActiveProcessorCount=1',
      '-Xss64m',
      '-cp',
      `${dir}/main.jar`,
      'Main',
    ],
  },
  go: {
    file: 'main.go',
    hello: 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("Hello, world!") }\n',
    echo: 'package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tline, _ := bufio.NewReader(os.Stdin).ReadString(\'\\n\')\n\tfmt.Print(line)\n}\n',
    silent: 'package main\n\nfunc main() {}\n',
    compile: (dir) =>
      `export GOROOT=${GOROOT}; ${GOROOT}/pkg/tool/linux_amd64/compile -p main -complete -trimpath ${dir} -I ${GOROOT}/pkg/linux_amd64 -o ${dir}/main.o ${dir}/main.go && ${GOROOT}/pkg/tool/linux_amd64/link -s -w -L ${GOROOT}/pkg/linux_amd64 -o ${dir}/main ${dir}/main.o`,
    run: (dir) => [`${dir}/main`],
  },
  rust: {
    file: 'main.rs',
    hello: 'fn main() { println!("Hello, world!"); }\n',
    echo: 'fn main() { let mut line = String::new(); std::io::stdin().read_line(&mut line).unwrap(); print!("{}", line); }\n',
    silent: 'fn main() {}\n',
    compile: (dir) =>
      `/usr/bin/rustc --edition 2021 -O -C linker=/usr/bin/gcc -C strip=symbols --color never -o ${dir}/main ${dir}/main.rs`,
    run: (dir) => [`${dir}/main`],
  },
  sql: {
    file: 'query.sql',
    hello: "SELECT 'Hello, world!' AS greeting;",
    // Tests of the SQL template add one row, n = 100, whose text is the test's line.
    echo: 'SELECT text FROM lines WHERE n = 100',
    silent: 'SELECT 1 AS text',
    // The runner's host check passes the query on without its trailing semicolon.
    normalize: (source) => `${source.replace(/;\s*$/, '')}\n`,
  },
};
LANGUAGES.python.run = (dir) => ['/usr/bin/python3', '-S', '-B', '-u', `${dir}/main.py`];
LANGUAGES.javascript.run = (dir) => ['/usr/bin/node', NODE_HEAP, `${dir}/main.js`];

/** The SQL floor's cluster: made once by initdb as the postgres user, unpacked by each run as the runner's harness does. */
let sqlCluster = null;
function prepareSqlCluster() {
  if (sqlCluster) return sqlCluster;
  const dir = mkdtempSync(join(tmpdir(), 'assay-bench-sql-'));
  chmodSync(dir, 0o777);
  const asPostgres = (script) =>
    spawnSync('/usr/bin/setpriv', ['--reuid=postgres', '--regid=postgres', '--clear-groups', '/bin/sh', '-c', script], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const made = asPostgres(
    `${PG_BIN}/initdb -D ${dir}/pgdata -A trust -U postgres -E UTF8 --locale=C.UTF-8 --no-sync --no-instructions --wal-segsize=1 >/dev/null && rm -rf ${dir}/pgdata/base/1 ${dir}/pgdata/base/4 && tar -C ${dir} -cf ${dir}/database.tar pgdata && rm -rf ${dir}/pgdata`,
  );
  if (made.status !== 0) throw new Error('initdb failed for the SQL floor');
  sqlCluster = dir;
  return dir;
}
LANGUAGES.sql.run = (dir) => {
  const cluster = prepareSqlCluster();
  // A fresh work directory per run on a tmpfs, as a box's /tmp is.
  const script = `w=$(mktemp -d -p /dev/shm) && ASSAY_SQL_WORK=$w ASSAY_SQL_TAR=${cluster}/database.tar /bin/sh ${join(root, 'apps/runner/harness/sql-query.sh')} ${PG_BIN}/postgres ${dir}/query.sql; s=$?; rm -rf "$w"; exit $s`;
  return ['/usr/bin/setpriv', '--reuid=postgres', '--regid=postgres', '--clear-groups', '/bin/sh', '-c', script];
};

export const SQL_SETUP =
  "CREATE TABLE lines (n int, text text);\nINSERT INTO lines SELECT i, 'line ' || i FROM generate_series(0, 9) AS i;\n";

/** The environment the floor runs in: what a box gets, so the floor is not slowed by npm's variables. */
const BARE_ENV = { PATH: '/usr/bin:/bin', HOME: tmpdir(), LANG: 'C.UTF-8' };

/**
 * The floor starts its programs as the runner starts its boxes: through box-spawn (posix_spawn from a small process),
 * not Node's own fork of this ~100 MB process, which costs ~7 ms more per start here and would flatter the sandbox.
 */
let spawner = null;
async function floorSpawner() {
  if (spawner) return spawner;
  const { BoxSpawner } = await import(join(root, 'apps/runner/dist/sandbox/box-spawner.js'));
  const { boxSpawnerBinary } = await import(join(root, 'apps/runner/dist/sandbox/launcher.js'));
  const binary = boxSpawnerBinary().path;
  if (!binary) throw new Error(`box-spawn could not be built: ${boxSpawnerBinary().problem}`);
  spawner = new BoxSpawner(binary, BARE_ENV);
  return spawner;
}

const collect = (stream) =>
  new Promise((resolve) => {
    let text = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (text += chunk));
    stream.once('close', () => resolve(text));
  });

async function runOnce(command, stdin = '') {
  const proc = await (await floorSpawner()).launch({ joinFiles: [], rlimits: [], uid: null, command }, ['r', 'w', 'w']);
  const [out, err] = [collect(proc.stdio[1]), collect(proc.stdio[2])];
  proc.stdio[0].on('error', () => undefined);
  proc.stdio[0].end(stdin);
  const { code } = await proc.exited;
  if (code !== 0) throw new Error(`${command.join(' ').slice(0, 200)} exited ${code}: ${(await err).slice(0, 400)}`);
  return out;
}

/**
 * The floor of one job: in a fresh directory, compile once (compiled languages) and run once per stdin, one after
 * another, as the runner does; resolves to the wall time in ms.
 */
export async function bareJob(language, source, stdins) {
  const spec = LANGUAGES[language];
  const dir = mkdtempSync(join(tmpdir(), `assay-bench-${language}-`));
  chmodSync(dir, 0o755);
  try {
    writeFileSync(join(dir, spec.file), spec.normalize ? spec.normalize(source) : source, { mode: 0o644 });
    const started = performance.now();
    if (spec.compile) await runOnce(['/bin/sh', '-c', spec.compile(dir)]);
    for (const stdin of stdins) await runOnce(spec.run(dir), stdin);
    return performance.now() - started;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function cleanUpFloors() {
  if (sqlCluster) rmSync(sqlCluster, { recursive: true, force: true });
  spawner?.close();
}
