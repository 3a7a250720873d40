import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  LANGUAGE_IDS,
  templateContentSchema,
  type ChallengeCategory,
  type LanguageId,
  type TemplateContent,
} from '@assay/contracts';
import { challengeFileSchema, type ChallengeKind } from './challenge-file.js';

/** content/challenges at the repository's root. */
export const LIBRARY_DIR = fileURLToPath(new URL('../../../content/challenges/', import.meta.url));

/** Each language's source file in starter/, solution/ and naive/. */
export const SOURCE_FILES: Record<LanguageId, string> = {
  javascript: 'main.js',
  typescript: 'main.ts',
  python: 'main.py',
  c: 'main.c',
  cpp: 'main.cpp',
  java: 'Main.java',
  go: 'main.go',
  rust: 'main.rs',
  sql: 'query.sql',
};

/** A challenge folder, before its content is built: enough to tell whether it changed. */
export interface ChallengeEntry {
  slug: string;
  dir: string;
  /** SHA-256 over every file of the folder (paths and bytes): a new fingerprint means a new template version. */
  fingerprint: string;
}

export interface Challenge extends ChallengeEntry {
  /** The platform template's id. */
  templateId: string;
  category: ChallengeCategory;
  kind: ChallengeKind;
  /** What the seed publishes: the statement, every language's starter and reference, every test with its data. */
  content: TemplateContent;
  /** Correct but slow solutions, which the check runs on the performance tests. */
  naive: { language: LanguageId; source: string }[];
  performanceTests: string[];
}

/** A challenge folder that cannot be loaded, with the reason. */
export class ChallengeError extends Error {
  constructor(
    readonly slug: string,
    message: string,
  ) {
    super(`${slug}: ${message}`);
  }
}

export const templateIdOf = (slug: string) => `library-${slug}`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

function fingerprintOf(dir: string): string {
  const hash = createHash('sha256');
  for (const path of filesUnder(dir).sort()) {
    hash.update(`${relative(dir, path)}\0`);
    hash.update(readFileSync(path));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The challenge folders under `root`, sorted by slug, each with its fingerprint (nothing generated or parsed). */
export function listChallenges(root: string = LIBRARY_DIR): ChallengeEntry[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => statSync(join(root, name)).isDirectory())
    .sort()
    .map((slug) => ({ slug, dir: join(root, slug), fingerprint: fingerprintOf(join(root, slug)) }));
}

const readText = (path: string) => readFileSync(path, 'utf8');
const readIfThere = (path: string) => (existsSync(path) ? readText(path) : null);

type Generate = (testId: string) => string;

async function generatorOf(entry: ChallengeEntry): Promise<Generate | null> {
  const path = join(entry.dir, 'tests', 'generate.mjs');
  if (!existsSync(path)) return null;
  const module = (await import(pathToFileURL(path).href)) as { default?: unknown };
  if (typeof module.default !== 'function')
    throw new ChallengeError(entry.slug, 'tests/generate.mjs must export a default function generate(testId).');
  return module.default as Generate;
}

/** Builds a challenge's template content from its folder; a ChallengeError says what is wrong and where. */
export async function loadChallenge(entry: ChallengeEntry): Promise<Challenge> {
  const { slug, dir } = entry;
  const fail = (message: string): never => {
    throw new ChallengeError(slug, message);
  };
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) fail('The folder name must be lowercase words joined by "-".');
  let raw: unknown;
  try {
    raw = JSON.parse(readText(join(dir, 'challenge.json')));
  } catch (error) {
    return fail(`challenge.json cannot be read: ${(error as Error).message}`);
  }
  const parsed = challengeFileSchema.safeParse(raw);
  if (!parsed.success)
    return fail(
      `challenge.json: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`).join('; ')}`,
    );
  const meta = parsed.data;

  const generate = await generatorOf(entry);
  const tests = meta.tests.map((test) => {
    const where = `test "${test.id}"`;
    let input: string;
    if (test.generated) {
      if (!generate) return fail(`${where} is generated, but there is no tests/generate.mjs.`);
      input = generate(test.id);
      if (typeof input !== 'string') return fail(`${where}: generate() returned no string.`);
      const digest = createHash('sha256').update(input).digest('hex');
      if (digest !== test.input_sha256)
        return fail(
          `${where}: the generated input's SHA-256 is ${digest}, not the ${test.input_sha256} in challenge.json (did the generator change?).`,
        );
    } else {
      input = readIfThere(join(dir, 'tests', `${test.id}.in`)) ?? fail(`${where} has no tests/${test.id}.in.`);
    }
    const expected = readIfThere(join(dir, 'tests', `${test.id}.out`)) ?? fail(`${where} has no tests/${test.id}.out.`);
    return { id: test.id, name: test.name, hidden: test.hidden, weight: test.weight, input, expected_output: expected };
  });

  const sourceOf = (folder: string, language: LanguageId) => readIfThere(join(dir, folder, SOURCE_FILES[language]));
  const languages = LANGUAGE_IDS.flatMap((language) => {
    const starter = sourceOf('starter', language);
    const solution = sourceOf('solution', language);
    if (starter === null && solution === null) return [];
    if (starter === null || solution === null)
      return fail(`${language}: starter/${SOURCE_FILES[language]} and solution/${SOURCE_FILES[language]} go together.`);
    return [{ language, starter_code: starter, reference_solution: solution }];
  });
  const naive = LANGUAGE_IDS.flatMap((language) => {
    const source = sourceOf('naive', language);
    return source === null ? [] : [{ language, source }];
  });
  const statement = readIfThere(join(dir, 'statement.md')) ?? fail('statement.md is missing.');

  const content = templateContentSchema.safeParse({
    title: meta.title,
    statement,
    difficulty: meta.difficulty,
    tags: [meta.category, ...meta.tags.filter((tag) => tag !== meta.category)],
    estimated_minutes: meta.estimated_minutes,
    test_kind: 'stdio',
    entry_function: null,
    comparison: meta.comparison,
    sql_setup: readIfThere(join(dir, 'schema.sql')) ?? '',
    time_limit_ms: meta.time_limit_ms,
    memory_limit_mb: meta.memory_limit_mb,
    languages,
    tests,
    hints: meta.hints,
    rubric: meta.rubric,
  });
  if (!content.success)
    return fail(
      `not a valid template: ${content.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  return {
    ...entry,
    templateId: templateIdOf(slug),
    category: meta.category,
    kind: meta.kind,
    content: content.data,
    naive,
    performanceTests: meta.tests.filter((test) => test.performance).map((test) => test.id),
  };
}
