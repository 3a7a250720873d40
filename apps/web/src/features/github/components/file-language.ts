import type { LanguageId } from '@assay/contracts';

const byExtension: Record<string, LanguageId> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  c: 'c',
  h: 'c',
  cc: 'cpp',
  cpp: 'cpp',
  cxx: 'cpp',
  hpp: 'cpp',
  java: 'java',
  go: 'go',
  rs: 'rust',
  sql: 'sql',
};

/** The editor's highlighting for a file, by its extension (none: plain text). */
export function languageOfFile(path: string): LanguageId | undefined {
  const name = path.split('/').at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? byExtension[name.slice(dot + 1).toLowerCase()] : undefined;
}

/** The last part of a path, for tabs. */
export const fileName = (path: string) => path.split('/').at(-1) ?? path;
