import type { LearningModule, PathContent, QuizQuestion, Step, StepKind } from '@assay/contracts';

/**
 * The draft as the editor holds it: the path's content with an id on each module and step that never changes while
 * the page is open (keys can be edited, and reordering must not confuse which item is which), and the topics as typed.
 * `autoKey`: a new item's key follows its title until the author edits the key; keys of saved items stay as they are,
 * since learners' progress is kept by step key.
 */
export type DraftStep = Step & { uid: string; autoKey: boolean };
export interface DraftModule extends Omit<LearningModule, 'steps'> {
  uid: string;
  autoKey: boolean;
  steps: DraftStep[];
}
export interface DraftPath extends Omit<PathContent, 'modules' | 'topics'> {
  topicsText: string;
  modules: DraftModule[];
}

/** What the editor's panel shows: the path's own fields, a module, or a step. */
export type Selection = { kind: 'path' } | { kind: 'module'; uid: string } | { kind: 'step'; uid: string };

let lastUid = 0;
const nextUid = (prefix: string) => `${prefix}-${(lastUid += 1)}`;

export function toDraft(content: PathContent): DraftPath {
  const { modules, topics, ...path } = content;
  return {
    ...path,
    topicsText: topics.join(', '),
    modules: modules.map((module) => ({
      ...module,
      uid: nextUid('module'),
      autoKey: false,
      steps: module.steps.map((step) => ({ ...step, uid: nextUid('step'), autoKey: false })),
    })),
  };
}

export const topicsOf = (text: string) =>
  text
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean);

/** The document the API takes: the editor's ids left out, topics split, an empty quiz introduction omitted. */
export function toContent(draft: DraftPath): PathContent {
  const { modules, topicsText, ...path } = draft;
  return {
    ...path,
    topics: topicsOf(topicsText),
    modules: modules.map(({ uid: _uid, autoKey: _auto, steps, ...module }) => ({
      ...module,
      steps: steps.map(({ uid: _stepUid, autoKey: _stepAuto, ...step }) =>
        step.kind === 'quiz' && !step.body ? { ...step, body: undefined } : step,
      ),
    })),
  };
}

/** The draft's items marked as saved: from now on their keys change only by hand. */
export const markSaved = (draft: DraftPath): DraftPath => ({
  ...draft,
  modules: draft.modules.map((module) => ({
    ...module,
    autoKey: false,
    steps: module.steps.map((step) => ({ ...step, autoKey: false })),
  })),
});

/** "Loops & Lists!" → "loops-lists": a key from a title (lowercase letters, digits and single hyphens). */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 72)
    .replace(/-+$/, '');
}

/** A key for `title` that none of `taken` has: "loops", else "loops-2", "loops-3"… */
export function uniqueKey(title: string, taken: ReadonlySet<string>, fallback: string): string {
  const base = slugOf(title) || fallback;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Every step key of the path but the one of `exceptUid` (keys are unique across the whole path). */
export const stepKeys = (draft: DraftPath, exceptUid?: string) =>
  new Set(draft.modules.flatMap((module) => module.steps.filter((s) => s.uid !== exceptUid).map((s) => s.key)));
const moduleKeys = (draft: DraftPath, exceptUid?: string) =>
  new Set(draft.modules.filter((module) => module.uid !== exceptUid).map((module) => module.key));

const firstFreeKey = (prefix: string, taken: ReadonlySet<string>) => {
  for (let n = 1; ; n += 1) if (!taken.has(`${prefix}${n}`)) return `${prefix}${n}`;
};

/** A new question: two empty options, the first one right. */
export function newQuestion(taken: readonly QuizQuestion[]): QuizQuestion {
  return {
    key: firstFreeKey('q', new Set(taken.map((question) => question.key))),
    prompt: '',
    kind: 'single',
    options: [
      { key: 'a', text: '' },
      { key: 'b', text: '' },
    ],
    correct: ['a'],
    explanation: '',
  };
}

/** The next free option key: a, b, c… */
export const newOptionKey = (question: QuizQuestion) =>
  'abcdefghijklmnopqrstuvwxyz'.split('').find((letter) => !question.options.some((o) => o.key === letter)) ??
  firstFreeKey('option-', new Set(question.options.map((option) => option.key)));

const NEW_TITLES: Record<StepKind, string> = { lesson: 'New lesson', quiz: 'New quiz', challenge: 'New challenge' };

export function newStep(kind: StepKind, draft: DraftPath): DraftStep {
  const title = NEW_TITLES[kind];
  const common = { uid: nextUid('step'), autoKey: true, title, key: uniqueKey(title, stepKeys(draft), 'step') };
  if (kind === 'lesson') return { ...common, kind, minutes: 5, body: '' };
  if (kind === 'challenge') return { ...common, kind, minutes: 20, challenge: '', body: '' };
  return { ...common, kind, minutes: 5, pass_percent: 80, questions: [newQuestion([])] };
}

export function newModule(draft: DraftPath): DraftModule {
  const title = 'New module';
  return {
    uid: nextUid('module'),
    autoKey: true,
    key: uniqueKey(title, moduleKeys(draft), 'module'),
    title,
    summary: '',
    steps: [],
  };
}

export const updatePath = (draft: DraftPath, patch: Partial<Omit<DraftPath, 'modules'>>): DraftPath => ({
  ...draft,
  ...patch,
});

export function updateModule(draft: DraftPath, uid: string, patch: Partial<DraftModule>): DraftPath {
  return {
    ...draft,
    modules: draft.modules.map((module) => {
      if (module.uid !== uid) return module;
      const next = { ...module, ...patch };
      if (patch.key !== undefined) next.autoKey = false;
      else if (patch.title !== undefined && module.autoKey)
        next.key = uniqueKey(patch.title, moduleKeys(draft, uid), 'module');
      return next;
    }),
  };
}

/** Changes one step; a new step's key follows its title until the author types a key. */
export function updateStep(draft: DraftPath, uid: string, change: (step: DraftStep) => DraftStep): DraftPath {
  return {
    ...draft,
    modules: draft.modules.map((module) => ({
      ...module,
      steps: module.steps.map((step) => {
        if (step.uid !== uid) return step;
        const next = change(step);
        if (next.key !== step.key) return { ...next, autoKey: false };
        if (next.title !== step.title && step.autoKey)
          return { ...next, key: uniqueKey(next.title, stepKeys(draft, uid), 'step') };
        return next;
      }),
    })),
  };
}

export const addModule = (draft: DraftPath, module: DraftModule): DraftPath => ({
  ...draft,
  modules: [...draft.modules, module],
});

export const addStep = (draft: DraftPath, moduleUid: string, step: DraftStep): DraftPath => ({
  ...draft,
  modules: draft.modules.map((module) =>
    module.uid === moduleUid ? { ...module, steps: [...module.steps, step] } : module,
  ),
});

export const removeModule = (draft: DraftPath, uid: string): DraftPath => ({
  ...draft,
  modules: draft.modules.filter((module) => module.uid !== uid),
});

export const removeStep = (draft: DraftPath, uid: string): DraftPath => ({
  ...draft,
  modules: draft.modules.map((module) => ({ ...module, steps: module.steps.filter((step) => step.uid !== uid) })),
});

export function findStep(draft: DraftPath, uid: string) {
  for (const module of draft.modules) {
    const step = module.steps.find((candidate) => candidate.uid === uid);
    if (step) return { module, step };
  }
  return null;
}
