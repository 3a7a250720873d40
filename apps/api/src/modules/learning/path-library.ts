import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathContentSchema, type PathContent } from '@assay/contracts';

/** content/learning at the repository's root: one folder per seeded path (see its README). */
export const LEARNING_DIR = fileURLToPath(new URL('../../../../../content/learning/', import.meta.url));

/** A seeded path's id: stable, so enrollments and certificates survive reseeding. */
export const seededPathIdOf = (slug: string) => `learning-${slug}`;

export interface SeededPath {
  slug: string;
  id: string;
  content: PathContent;
  /** SHA-256 over the folder's files: a new fingerprint publishes a new version. */
  fingerprint: string;
}

/** A path folder that cannot be loaded, with the reason. */
export class PathLibraryError extends Error {
  constructor(
    readonly slug: string,
    message: string,
  ) {
    super(`content/learning/${slug}: ${message}`);
  }
}

interface RawStep {
  key?: unknown;
  kind?: unknown;
  body?: unknown;
  [field: string]: unknown;
}

/**
 * Loads one path folder: `path.json` (everything but long Markdown), `description.md`, and `lessons/<step key>.md`
 * for each lesson's and challenge step's body (and a quiz's optional introduction). Prerequisites name other
 * folders; they become path ids here.
 */
export function loadSeededPath(root: string, slug: string): SeededPath {
  const dir = join(root, slug);
  const fail = (message: string): never => {
    throw new PathLibraryError(slug, message);
  };
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const hash = createHash('sha256');
  const files = ['path.json', 'description.md'];
  const lessons = existsSync(join(dir, 'lessons')) ? readdirSync(join(dir, 'lessons')).sort() : [];
  for (const file of [...files, ...lessons.map((name) => `lessons/${name}`)]) {
    hash.update(`${file}\0`);
    hash.update(existsSync(join(dir, file)) ? readFileSync(join(dir, file)) : '');
  }
  let raw: { modules?: { steps?: RawStep[] }[]; prerequisites?: unknown; [field: string]: unknown };
  try {
    raw = JSON.parse(read('path.json')) as typeof raw;
  } catch (error) {
    return fail(`path.json cannot be read: ${(error as Error).message}`);
  }
  const lessonOf = (key: string) => (lessons.includes(`${key}.md`) ? read(`lessons/${key}.md`) : undefined);
  const modules = (raw.modules ?? []).map((module) => ({
    ...module,
    steps: (module.steps ?? []).map((step) => {
      if (step.body !== undefined || typeof step.key !== 'string') return step;
      const body = lessonOf(step.key);
      if (body === undefined && step.kind !== 'quiz') fail(`lessons/${step.key}.md is missing.`);
      return body === undefined ? step : { ...step, body };
    }),
  }));
  const prerequisites = Array.isArray(raw.prerequisites)
    ? raw.prerequisites.map((other) => (typeof other === 'string' ? seededPathIdOf(other) : other))
    : raw.prerequisites;
  const description = existsSync(join(dir, 'description.md')) ? read('description.md') : undefined;
  const parsed = pathContentSchema.safeParse({ ...raw, description, prerequisites, modules });
  if (!parsed.success)
    return fail(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`).join('; '));
  return { slug, id: seededPathIdOf(slug), content: parsed.data, fingerprint: hash.digest('hex') };
}

/** Every path folder under `root`, sorted by slug. */
export function loadSeededPaths(root: string = LEARNING_DIR): SeededPath[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => statSync(join(root, name)).isDirectory())
    .sort()
    .map((slug) => loadSeededPath(root, slug));
}
