import { pathContentSchema, type PathContent } from '@assay/contracts';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client/api-error';
import { toContent, type DraftPath, type Selection } from './draft-model';

/**
 * A fault in the draft, in words, placed on the field it is about. `field` names the field independently of the
 * item's place (`path.title`, `step:<uid>.questions.0.prompt`), so an error stays on its step when steps move.
 */
export interface Problem {
  field: string;
  message: string;
  where: Selection;
  /** Where it is, for the list above the editor: "Step “Check”, question 1: Prompt". */
  place: string;
}

const FIELD_NAMES: Record<string, string> = {
  title: 'Title',
  summary: 'Summary',
  description: 'Description',
  level: 'Level',
  topics: 'Topics',
  unlock: 'Unlock',
  prerequisites: 'Prerequisites',
  resources: 'Resources',
  modules: 'Modules',
  steps: 'Steps',
  key: 'Key',
  minutes: 'Minutes',
  body: 'Text',
  challenge: 'Library challenge',
  questions: 'Questions',
  pass_percent: 'Pass mark',
  prompt: 'Question',
  options: 'Options',
  correct: 'Right answers',
  explanation: 'Explanation',
  text: 'Option text',
  url: 'Address',
  kind: 'Kind',
};

const LIST_MINIMUMS: Record<string, string> = {
  modules: 'A path needs at least one module.',
  steps: 'A module needs at least one step: add a lesson, a quiz or a challenge.',
  questions: 'A quiz needs at least one question.',
  options: 'A question needs at least two options.',
  correct: 'Mark at least one option as right.',
};

/** The schema's complaint, said the way a person would. */
function wordsFor(issue: z.core.$ZodIssue): string {
  const last = String(issue.path.at(-1) ?? '');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'Write something here.' : `Use at least ${issue.minimum} characters.`;
      if (issue.origin === 'array') return LIST_MINIMUMS[last] ?? `Add at least ${issue.minimum}.`;
      return `Use a whole number of at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Keep it to ${issue.maximum} characters or fewer.`;
      if (issue.origin === 'array') return `At most ${issue.maximum} are allowed here.`;
      return `Use a whole number of at most ${issue.maximum}.`;
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? 'Enter a whole number.' : 'Fill this in.';
    case 'invalid_format':
      return issue.format === 'url' ? 'Enter a full web address, starting with https://.' : issue.message;
    default:
      return issue.message;
  }
}

const quoted = (title: string, fallback: string) => (title.trim() ? `${fallback} “${title.trim()}”` : fallback);

/** Maps a place in the draft document (a zod path) to the field, the item to open, and words for where it is. */
export function placeOf(draft: DraftPath, path: readonly PropertyKey[]): Omit<Problem, 'message'> {
  const [head, m, sub, s, ...rest] = path;
  const module = head === 'modules' && typeof m === 'number' ? draft.modules[m] : undefined;
  if (!module) {
    const names = path.map(String);
    const resource = names[0] === 'resources' && names[1] !== undefined ? `resource ${Number(names[1]) + 1}, ` : '';
    const fieldName = FIELD_NAMES[names.at(-1) ?? ''] ?? FIELD_NAMES[names[0] ?? ''] ?? 'Path';
    return {
      field: `path.${names.join('.')}`,
      where: { kind: 'path' },
      place: `Path details: ${resource}${fieldName}`,
    };
  }
  const moduleName = quoted(module.title, `Module ${Number(m) + 1}`);
  const step = sub === 'steps' && typeof s === 'number' ? module.steps[s] : undefined;
  if (!step) {
    const names = path.slice(2).map(String);
    return {
      field: `module:${module.uid}.${names.join('.')}`,
      where: { kind: 'module', uid: module.uid },
      place: `${moduleName}: ${FIELD_NAMES[names[0] ?? ''] ?? 'Module'}`,
    };
  }
  const names = rest.map(String);
  const question = names[0] === 'questions' && names[1] !== undefined ? `, question ${Number(names[1]) + 1}` : '';
  const fieldName = FIELD_NAMES[names.filter((name) => FIELD_NAMES[name]).at(-1) ?? ''] ?? 'Step';
  return {
    field: `step:${step.uid}.${names.join('.')}`,
    where: { kind: 'step', uid: step.uid },
    place: `${quoted(step.title, `Step ${Number(s) + 1}`)} in ${moduleName}${question}: ${fieldName}`,
  };
}

/** The draft as the API takes it, or what is wrong with it (each field's first fault). */
export function validateDraft(draft: DraftPath): { content: PathContent; problems: [] } | { problems: Problem[] } {
  const result = pathContentSchema.safeParse(toContent(draft));
  if (result.success) return { content: result.data, problems: [] };
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const issue of result.error.issues) {
    const place = placeOf(draft, issue.path);
    if (seen.has(place.field)) continue;
    seen.add(place.field);
    problems.push({ ...place, message: wordsFor(issue) });
  }
  return { problems };
}

/**
 * The server's refusal placed on fields where it can be: its per-field messages (`body.modules.0.title`), and the
 * challenges it says the library lacks (its message names them) on the steps that ask for them.
 */
export function serverProblems(draft: DraftPath, error: unknown): Problem[] {
  if (!isApiError(error)) return [];
  const problems: Problem[] = (error.fields ?? []).map(({ field, message }) => ({
    ...placeOf(
      draft,
      field
        .replace(/^body\.?/, '')
        .split('.')
        .filter(Boolean)
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    ),
    message,
  }));
  const missing = /not in the library: (.+?)\.?$/.exec(error.message)?.[1]?.split(', ') ?? [];
  draft.modules.forEach((module, m) =>
    module.steps.forEach((step, s) => {
      if (step.kind === 'challenge' && missing.includes(step.challenge))
        problems.push({
          ...placeOf(draft, ['modules', m, 'steps', s, 'challenge']),
          message: `The library has no challenge “${step.challenge}”.`,
        });
    }),
  );
  return problems;
}

/** The first message for each field. */
export const errorsByField = (problems: readonly Problem[]): Record<string, string> =>
  Object.fromEntries([...problems].reverse().map((problem) => [problem.field, problem.message]));

/** Whether an item (a module or step by uid) has a fault, to mark it in the outline. */
export const hasProblem = (problems: readonly Problem[], uid: string) =>
  problems.some((problem) => 'uid' in problem.where && problem.where.uid === uid);
