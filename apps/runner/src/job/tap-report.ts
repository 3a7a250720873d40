import type { RepositoryTestResult } from '@assay/contracts';
import { NAME_SEPARATOR, type ParsedReport } from './repository-report.js';

/**
 * Reads the report harness/repository-harness.cjs writes to its result channel (fd 3; never the tests' stdout): for
 * each test file, the harness's marker line (`# assay-file <nonce> <path>`), then Node's TAP reporter on that file
 * (`--test-reporter=tap`), then perhaps the harness's `# assay-modified <nonce> <message>` when the code under test
 * changed the test framework, which fails every test of the file. Node 20's TAP: each test is `# Subtest: name`, then
 * `ok N - name` or `not ok N - name` (` # SKIP` / ` # TODO` after it), then a YAML block (`duration_ms`, `error`,
 * `failureType`); a subtest is indented four spaces per level. A file that does not load is a failed top-level test
 * named by its absolute path, its error in the `#` comments before it.
 *
 * Only leaves are results; a parent counts as well when it failed by itself (a hook, or its own body throwing), not
 * merely because a subtest did, so no failure is counted twice.
 */
export function parseTapReport(stdout: string, { nonce, workDir }: { nonce: string; workDir: string }): ParsedReport {
  const marker = `# assay-file ${nonce} `;
  const modified = `# assay-modified ${nonce} `;
  const tests: RepositoryTestResult[] = [];
  let file: string | null = null;
  /** Whether the current file's run printed its closing plan (`1..N` at the top level). */
  let finished = true;
  let names: string[] = [];
  let hasChildren: boolean[] = [];
  /** The `#` lines the current file printed at the top level (what explains a file that did not load). */
  let comments: string[] = [];
  let pending: Pending | null = null;
  let yaml: { indent: number; lines: string[] } | null = null;

  const settle = () => {
    if (!pending) return;
    const fields = yaml ? readYaml(yaml.lines) : new Map<string, string>();
    const isParent = hasChildren[pending.depth + 1] ?? false;
    hasChildren[pending.depth + 1] = false;
    const failedByItself = pending.outcome === 'failed' && fields.get('failureType') !== 'subtestsFailed';
    if (!isParent || failedByItself) {
      const fileLevel = pending.depth === 0 && file !== null && pending.name === `${workDir}/${file}`;
      // Node names a file as a test only when none of its tests reported: it did not load, or its process ended
      // before they did. Ended with exit code 0 (a `process.exit(0)` anywhere), Node calls that a pass; it is not.
      const outcome = fileLevel && pending.outcome === 'passed' ? 'failed' : pending.outcome;
      const message =
        outcome !== 'failed'
          ? null
          : fileLevel && pending.outcome === 'passed'
            ? NO_RESULTS
            : (fileLevel && comments.length > 0 ? comments.join('\n') : (fields.get('error') ?? '')).trim() || null;
      const duration = Number(fields.get('duration_ms'));
      tests.push({
        file,
        name: fileLevel ? file! : [...names.slice(0, pending.depth), pending.name].join(NAME_SEPARATOR),
        outcome,
        message,
        durationMs: Number.isFinite(duration) ? Math.round(duration * 1000) / 1000 : null,
      });
    }
    pending = null;
    yaml = null;
  };

  for (const line of stdout.split('\n')) {
    if (yaml) {
      if (line.trim() === '...' && indentOf(line) === yaml.indent) settle();
      else yaml.lines.push(line.slice(yaml.indent));
      continue;
    }
    if (line.startsWith(modified)) {
      // The harness's verdict on the file just run (its preload found the test framework changed): every test of the
      // file fails, whatever it reported.
      settle();
      const message = line.slice(modified.length);
      const own = tests.filter((test) => test.file === file);
      for (const test of own) Object.assign(test, { outcome: 'failed', message });
      if (own.length === 0) tests.push({ file, name: file ?? '', outcome: 'failed', message, durationMs: null });
      continue;
    }
    if (line.startsWith(marker)) {
      settle();
      // The file before ended without its plan, yet the next one started: Node ran it, but not to the end.
      if (!finished && file !== null) tests.push(unfinishedFile(file, comments));
      file = line.slice(marker.length);
      finished = false;
      names = [];
      hasChildren = [];
      comments = [];
      continue;
    }
    const indent = indentOf(line);
    const depth = Math.floor(indent / 4);
    const text = line.slice(indent);
    if (pending && text === '---' && indent === pending.depth * 4 + 2) {
      yaml = { indent: indent, lines: [] };
      continue;
    }
    settle();
    const result = /^(not )?ok \d+(?: - (.*))?$/.exec(text);
    if (result) {
      const { name, directive } = splitDirective(result[2] ?? '');
      hasChildren[depth] = true;
      pending = {
        depth,
        name,
        outcome: directive ? 'skipped' : result[1] ? 'failed' : 'passed',
      };
    } else if (text.startsWith('# Subtest: ')) {
      names[depth] = text.slice('# Subtest: '.length);
      names.length = depth + 1;
    } else if (depth === 0 && /^1\.\.\d+$/.test(text)) {
      finished = true;
    } else if (depth === 0 && text.startsWith('# ') && !finished) {
      comments.push(text.slice(2));
    }
  }
  settle();
  const said = comments.join('\n').trim() || null;
  return { tests, interrupted: finished || file === null ? null : { file, name: file, said } };
}

function unfinishedFile(file: string, comments: string[]): RepositoryTestResult {
  return {
    file,
    name: file,
    outcome: 'failed',
    message: comments.join('\n').trim() || "Node's test runner reported no end for this file.",
    durationMs: null,
  };
}

const NO_RESULTS =
  'No test of this file reported a result: it has none, or its process ended (exit code 0) before they did.';

interface Pending {
  depth: number;
  name: string;
  outcome: RepositoryTestResult['outcome'];
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/** A TAP test name, unescaped (`\#`, `\\`), and its `# SKIP` or `# TODO` directive, if any. */
function splitDirective(raw: string): { name: string; directive: string | null } {
  let name = '';
  for (let index = 0; index < raw.length; index += 1) {
    const char = raw[index]!;
    if (char === '\\' && index + 1 < raw.length) {
      name += raw[index + 1];
      index += 1;
    } else if (char === '#') {
      const directive = raw.slice(index + 1).trim();
      return { name: name.trimEnd(), directive: /^(SKIP|TODO)\b/i.test(directive) ? directive : null };
    } else name += char;
  }
  return { name, directive: null };
}

/**
 * The top-level scalars of a TAP YAML block, as far as the results need them: plain, single- or double-quoted
 * values, and `|-` / `|` / `>-` blocks (the lines indented under the key).
 */
function readYaml(lines: string[]): Map<string, string> {
  const fields = new Map<string, string>();
  for (let index = 0; index < lines.length; index += 1) {
    const entry = /^([A-Za-z_]\w*):(?: (.*))?$/.exec(lines[index]!);
    if (!entry) continue;
    const value = (entry[2] ?? '').trim();
    if (/^[|>][-+]?$/.test(value)) {
      const block: string[] = [];
      while (index + 1 < lines.length && (lines[index + 1]!.startsWith('  ') || lines[index + 1]!.trim() === '')) {
        index += 1;
        block.push(lines[index]!.slice(2));
      }
      fields.set(entry[1]!, block.join(value.startsWith('>') ? ' ' : '\n'));
    } else if (value.startsWith("'") && value.endsWith("'") && value.length >= 2) {
      fields.set(entry[1]!, value.slice(1, -1).replaceAll("''", "'"));
    } else if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      fields.set(entry[1]!, unquoteDouble(value));
    } else {
      fields.set(entry[1]!, value);
    }
  }
  return fields;
}

function unquoteDouble(value: string): string {
  try {
    return JSON.parse(value) as string;
  } catch {
    return value.slice(1, -1);
  }
}
