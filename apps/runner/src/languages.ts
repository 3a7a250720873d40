import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_NAMES, type LanguageId } from '@assay/contracts';

/** Where the harness files (static, shipped with the runner) live on the host; bound read-only into boxes. */
export const HARNESS_DIR = fileURLToPath(new URL('../harness/', import.meta.url));

/** A read-only bind: a host path (absolute, a real system path, never a shim in a home directory) and where the box sees it. */
export interface Bind {
  host: string;
  box: string;
}

export interface LanguageSpec {
  id: LanguageId;
  name: string;
  /** The toolchain binary on the host; the language is unavailable when it is missing. */
  binary: string;
  /** Asks the toolchain its version (run on the host with no untrusted input). */
  versionArgs: readonly string[];
  parseVersion: (output: string) => string;
  /** Read-only binds this language needs besides the base layout (/usr and its /lib links). */
  binds: Bind[];
  /** The file the candidate's source is placed in, inside /box. */
  sourceFile: string;
  /** A compile step, run in a sandbox of its own: its stdout is the artifact every test then runs. */
  compile?: { command: string[]; artifactFile: string };
  /** The command that runs the program (the artifact when there is a compile step). */
  run: (file: string) => string[];
  /** The command that calls an entry function: JSON arguments on stdin, the JSON result on fd 3. */
  callFunction: (file: string, entry: string) => string[];
  /** CPU and wall limits are multiplied by this (interpreters and JITs start slower than native code). */
  timeMultiplier: number;
  /** Heap flag for runtimes an address-space limit would break; the cgroup limits the rest. */
  memoryFlags: (memoryMb: number) => string[];
  /** True for runtimes that can live under RLIMIT_AS (used only when no cgroup limits memory). */
  addressSpaceLimitSafe: boolean;
}

const require = createRequire(import.meta.url);

/** esbuild's native binary (a static executable), from the project's own dependencies. */
function esbuildBinary(): string {
  const fromPlatformPackage = (() => {
    try {
      return join(dirname(require.resolve(`@esbuild/${process.platform}-${process.arch}/package.json`)), 'bin', 'esbuild');
    } catch {
      return null;
    }
  })();
  if (fromPlatformPackage && existsSync(fromPlatformPackage)) return fromPlatformPackage;
  return join(dirname(require.resolve('esbuild/package.json')), 'bin', 'esbuild');
}

const NODE = '/usr/bin/node';
const PYTHON = '/usr/bin/python3';
const ESBUILD_IN_BOX = '/opt/esbuild/esbuild';
const HARNESS_IN_BOX = '/opt/harness';
// V8 needs room beyond its old-space heap (code, new space, buffers); the cgroup enforces the total.
const nodeHeapFlag = (memoryMb: number) => [`--max-old-space-size=${Math.max(16, Math.floor(memoryMb * 0.75))}`];
const nodeVersion = (output: string) => output.trim().replace(/^v/, '');

const nodeLike = {
  binary: NODE,
  versionArgs: ['--version'],
  parseVersion: nodeVersion,
  timeMultiplier: 1.5,
  memoryFlags: nodeHeapFlag,
  addressSpaceLimitSafe: false,
} as const;

export const LANGUAGES: Record<LanguageId, () => LanguageSpec> = {
  javascript: () => ({
    ...nodeLike,
    id: 'javascript',
    name: LANGUAGE_NAMES.javascript,
    binds: [{ host: HARNESS_DIR, box: HARNESS_IN_BOX }],
    sourceFile: 'main.js',
    run: (file) => [NODE, file],
    callFunction: (file, entry) => [NODE, `${HARNESS_IN_BOX}/function-harness.cjs`, file, entry],
  }),
  typescript: () => ({
    ...nodeLike,
    id: 'typescript',
    name: LANGUAGE_NAMES.typescript,
    binds: [
      { host: HARNESS_DIR, box: HARNESS_IN_BOX },
      { host: esbuildBinary(), box: ESBUILD_IN_BOX },
    ],
    sourceFile: 'main.ts',
    // Transpiled inside the box (types are erased, not checked, as ts-node's transpile-only mode does).
    compile: { command: [ESBUILD_IN_BOX, '/box/main.ts', '--format=cjs', '--platform=node', '--target=node20', '--log-level=error', '--color=false'], artifactFile: 'main.js' },
    run: (file) => [NODE, '--enable-source-maps', file],
    callFunction: (file, entry) => [NODE, `${HARNESS_IN_BOX}/function-harness.cjs`, file, entry],
  }),
  python: () => ({
    id: 'python',
    name: LANGUAGE_NAMES.python,
    binary: PYTHON,
    versionArgs: ['--version'],
    parseVersion: (output) => output.trim().replace(/^Python\s+/, ''),
    binds: [{ host: HARNESS_DIR, box: HARNESS_IN_BOX }],
    sourceFile: 'main.py',
    // -S: no site-packages scan of the host's paths; -B: no .pyc written; -u: output is not held back in a buffer.
    run: (file) => [PYTHON, '-S', '-B', '-u', file],
    callFunction: (file, entry) => [PYTHON, '-S', '-B', '-u', `${HARNESS_IN_BOX}/function_harness.py`, file, entry],
    timeMultiplier: 2,
    memoryFlags: () => [],
    addressSpaceLimitSafe: true,
  }),
};

export interface LanguageStatus {
  spec: LanguageSpec;
  version: string;
  available: boolean;
}

/** Each language with its version, asked of its toolchain once at start-up. */
export function detectLanguages(): LanguageStatus[] {
  return Object.values(LANGUAGES).map((make) => {
    const spec = make();
    const present = existsSync(spec.binary) && spec.binds.every((bind) => existsSync(bind.host));
    if (!present) return { spec, version: 'not installed', available: false };
    try {
      const output = execFileSync(spec.binary, [...spec.versionArgs], { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'pipe'] });
      return { spec, version: spec.parseVersion(output), available: true };
    } catch {
      return { spec, version: 'not working', available: false };
    }
  });
}
