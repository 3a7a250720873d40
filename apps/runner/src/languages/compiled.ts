import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LANGUAGE_NAMES } from '@assay/contracts';
import type { Bind } from '../sandbox/box.js';
import { firstVersion, type LanguageSpec } from './language-spec.js';

/**
 * The compiled languages, with Debian's toolchains at absolute system paths (`apt-get install gcc g++
 * default-jdk-headless golang-go rustc`). Each compiles once per job in a box of its own (the compiler's limits);
 * the compile script prints the artifact on stdout and the compiler's messages on stderr (every tool's stdout is sent
 * there too: Go's compiler reports errors on stdout), and every test runs the
 * artifact in a fresh box. Scripts here are constants: the candidate's code is only ever the file /box/<sourceFile>.
 */

const GCC = '/usr/bin/gcc';
const GXX = '/usr/bin/g++';
const RUSTC = '/usr/bin/rustc';
const CAT = '/usr/bin/cat';
const sh = (script: string) => ['/bin/sh', '-c', script];

const realpathOr = (path: string, fallback: string) => {
  try {
    return realpathSync(path);
  } catch {
    return fallback;
  }
};

const native = {
  timeMultiplier: 1,
  memoryFlags: () => [],
  addressSpaceLimitSafe: true,
  run: (file: string) => [file],
} as const;
const gccFlags = '-O2 -pipe -fdiagnostics-color=never -fmax-errors=50';

export const c = (): LanguageSpec => ({
  ...native,
  id: 'c',
  name: LANGUAGE_NAMES.c,
  binary: GCC,
  versionArgs: ['-dumpfullversion'],
  parseVersion: firstVersion,
  binds: [],
  sourceFile: 'main.c',
  compile: {
    command: sh(`${GCC} -std=gnu17 ${gccFlags} -o /tmp/main main.c -lm >&2 && exec ${CAT} /tmp/main`),
    artifactFile: 'main',
    executable: true,
  },
});

export const cpp = (): LanguageSpec => ({
  ...native,
  id: 'cpp',
  name: LANGUAGE_NAMES.cpp,
  binary: GXX,
  versionArgs: ['-dumpfullversion'],
  parseVersion: firstVersion,
  binds: [],
  sourceFile: 'main.cpp',
  compile: {
    command: sh(`${GXX} -std=gnu++17 ${gccFlags} -o /tmp/main main.cpp -lm >&2 && exec ${CAT} /tmp/main`),
    artifactFile: 'main',
    executable: true,
  },
});

export const rust = (): LanguageSpec => ({
  ...native,
  id: 'rust',
  name: LANGUAGE_NAMES.rust,
  binary: RUSTC,
  // rustc links through `cc`, which Debian points at /etc/alternatives (not in the box): name gcc itself.
  requires: [GCC],
  versionArgs: ['--version'],
  parseVersion: firstVersion,
  binds: [],
  sourceFile: 'main.rs',
  compile: {
    command: sh(
      `${RUSTC} --edition 2021 -O -C linker=${GCC} -C strip=symbols --color never -o /tmp/main main.rs >&2 && exec ${CAT} /tmp/main`,
    ),
    artifactFile: 'main',
    executable: true,
  },
});

/**
 * Go without the go command: its compiler and linker straight on the one file, against the standard library Debian
 * ships compiled ahead of time under GOROOT/pkg (read-only, with the rest of /usr), so a job never rebuilds it, no
 * build cache is written, and nothing of `go generate` or cgo runs.
 */
export const go = (): LanguageSpec => {
  const goroot = realpathOr('/usr/lib/go', '/usr/lib/go');
  const tools = `${goroot}/pkg/tool/linux_amd64`;
  const stdlib = `${goroot}/pkg/linux_amd64`;
  return {
    ...native,
    // Go's runtime reserves far more address space than it uses.
    addressSpaceLimitSafe: false,
    id: 'go',
    name: LANGUAGE_NAMES.go,
    binary: `${goroot}/bin/go`,
    requires: [`${tools}/compile`, `${tools}/link`, `${stdlib}/fmt.a`],
    versionArgs: ['version'],
    parseVersion: firstVersion,
    binds: [],
    sourceFile: 'main.go',
    compile: {
      command: sh(
        `export GOROOT=${goroot}; ${tools}/compile -p main -complete -trimpath /box -I ${stdlib} -o /tmp/main.o main.go >&2 && ${tools}/link -s -w -L ${stdlib} -o /tmp/main /tmp/main.o >&2 && exec ${CAT} /tmp/main`,
      ),
      artifactFile: 'main',
      executable: true,
    },
  };
};

/** The JDK's configuration lives under /etc on Debian (conf/ holds symlinks to it): bound read-only, or Java will not start. */
function javaConfBinds(javaHome: string): Bind[] {
  const security = realpathOr(join(javaHome, 'conf', 'security', 'java.security'), '');
  if (!security || security.startsWith('/usr/')) return [];
  const confRoot = dirname(dirname(security));
  return [{ host: confRoot, box: confRoot }];
}

// Serial GC and one CPU's worth of threads: small, quick to start, and within the box's process limit.
const JVM_FLAGS = '-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:-UsePerfData';

/**
 * Java: javac and jar in the compile box (the public class must be Main), then `java -cp main.jar Main` per test.
 * The heap is capped with -Xmx below the test's memory limit so a heap that outgrows it fails as an
 * OutOfMemoryError; the cgroup counts everything the JVM holds (heap, metaspace, threads), and that is what is reported.
 */
export const java = (): LanguageSpec => {
  const javaHome = dirname(dirname(realpathOr('/usr/bin/java', '/usr/lib/jvm/default-java/bin/java')));
  const bin = `${javaHome}/bin`;
  return {
    id: 'java',
    name: LANGUAGE_NAMES.java,
    binary: `${bin}/java`,
    requires: [`${bin}/javac`, `${bin}/jar`],
    versionArgs: ['--version'],
    parseVersion: firstVersion,
    binds: existsSync(javaHome) ? javaConfBinds(javaHome) : [],
    sourceFile: 'Main.java',
    compile: {
      command: sh(
        `${bin}/javac -J-Xmx256m ${JVM_FLAGS.replace(/-XX/g, '-J-XX')} -encoding UTF-8 -Xmaxerrs 50 -d /tmp/classes Main.java >&2 && ${bin}/jar -J-Xmx64m ${JVM_FLAGS.replace(/-XX/g, '-J-XX')} --create --file /tmp/main.jar -C /tmp/classes . >&2 && exec ${CAT} /tmp/main.jar`,
      ),
      artifactFile: 'main.jar',
      executable: false,
    },
    run: (file) => [
      `${bin}/java`,
      '-XX:+UseSerialGC',
      '-XX:-UsePerfData',
      '-XX:ActiveProcessorCount=1',
      '-Xss64m',
      '-cp',
      file,
      'Main',
    ],
    // JVM start-up and warm-up.
    timeMultiplier: 2,
    memoryFlags: (memoryMb) => [`-Xmx${Math.max(16, Math.floor(memoryMb * 0.75))}m`],
    addressSpaceLimitSafe: false,
  };
};
