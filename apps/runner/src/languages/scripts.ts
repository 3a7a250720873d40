import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LANGUAGE_NAMES } from '@assay/contracts';
import { HARNESS_DIR, HARNESS_IN_BOX, type LanguageSpec } from './language-spec.js';

const require = createRequire(import.meta.url);

/** esbuild's native binary (a static executable), from the project's own dependencies. */
function esbuildBinary(): string {
  const fromPlatformPackage = (() => {
    try {
      return join(
        dirname(require.resolve(`@esbuild/${process.platform}-${process.arch}/package.json`)),
        'bin',
        'esbuild',
      );
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
// V8 needs room beyond its old-space heap (code, new space, buffers); the cgroup enforces the total.
const nodeHeapFlag = (memoryMb: number) => [`--max-old-space-size=${Math.max(16, Math.floor(memoryMb * 0.75))}`];

const nodeLike = {
  binary: NODE,
  versionArgs: ['--version'],
  parseVersion: (output: string) => output.trim().replace(/^v/, ''),
  timeMultiplier: 1.5,
  memoryFlags: nodeHeapFlag,
  addressSpaceLimitSafe: false,
} as const;

export const javascript = (): LanguageSpec => ({
  ...nodeLike,
  id: 'javascript',
  name: LANGUAGE_NAMES.javascript,
  binds: [{ host: HARNESS_DIR, box: HARNESS_IN_BOX }],
  sourceFile: 'main.js',
  run: (file) => [NODE, file],
  callFunction: (file, entry) => [NODE, `${HARNESS_IN_BOX}/function-harness.cjs`, file, entry],
});

export const typescript = (): LanguageSpec => ({
  ...nodeLike,
  id: 'typescript',
  name: LANGUAGE_NAMES.typescript,
  binds: [
    { host: HARNESS_DIR, box: HARNESS_IN_BOX },
    { host: esbuildBinary(), box: ESBUILD_IN_BOX },
  ],
  sourceFile: 'main.ts',
  // Transpiled inside the box (types are erased, not checked, as ts-node's transpile-only mode does).
  compile: {
    command: [
      ESBUILD_IN_BOX,
      '/box/main.ts',
      '--format=cjs',
      '--platform=node',
      '--target=node20',
      '--log-level=error',
      '--color=false',
    ],
    artifactFile: 'main.js',
    executable: false,
  },
  run: (file) => [NODE, '--enable-source-maps', file],
  callFunction: (file, entry) => [NODE, `${HARNESS_IN_BOX}/function-harness.cjs`, file, entry],
});

export const python = (): LanguageSpec => ({
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
});
