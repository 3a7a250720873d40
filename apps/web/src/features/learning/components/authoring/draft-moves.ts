import type { DraftPath } from './draft-model';

// Reordering moves items, never rewrites them: a step keeps its key wherever it goes (learners' progress is by key).

function arrayMove<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function moveModule(draft: DraftPath, uid: string, toIndex: number): DraftPath {
  const from = draft.modules.findIndex((module) => module.uid === uid);
  if (from < 0 || toIndex < 0 || toIndex >= draft.modules.length || from === toIndex) return draft;
  return { ...draft, modules: arrayMove(draft.modules, from, toIndex) };
}

export const moduleIndex = (draft: DraftPath, uid: string) => draft.modules.findIndex((module) => module.uid === uid);

/** Where a step is: its module's index and its own. */
export function stepPlace(draft: DraftPath, uid: string): { module: number; index: number } | null {
  for (const [module, { steps }] of draft.modules.entries()) {
    const index = steps.findIndex((step) => step.uid === uid);
    if (index >= 0) return { module, index };
  }
  return null;
}

/** Puts a step at `toIndex` of the module `toModuleUid` (the same module or another). */
export function moveStep(draft: DraftPath, uid: string, toModuleUid: string, toIndex: number): DraftPath {
  const from = stepPlace(draft, uid);
  const to = moduleIndex(draft, toModuleUid);
  if (!from || to < 0) return draft;
  const step = draft.modules[from.module]!.steps[from.index]!;
  if (from.module === to) {
    const last = draft.modules[to]!.steps.length - 1;
    const target = Math.max(0, Math.min(toIndex, last));
    if (target === from.index) return draft;
    return {
      ...draft,
      modules: draft.modules.map((module, m) =>
        m === to ? { ...module, steps: arrayMove(module.steps, from.index, target) } : module,
      ),
    };
  }
  return {
    ...draft,
    modules: draft.modules.map((module, m) => {
      if (m === from.module) return { ...module, steps: module.steps.filter((s) => s.uid !== uid) };
      if (m !== to) return module;
      const steps = [...module.steps];
      steps.splice(Math.max(0, Math.min(toIndex, steps.length)), 0, step);
      return { ...module, steps };
    }),
  };
}

/**
 * One place up (-1) or down (+1); from the first step of a module up goes to the end of the module before, from the
 * last step down to the start of the module after. Null when there is nowhere to go.
 */
export function stepMoveTarget(
  draft: DraftPath,
  uid: string,
  delta: -1 | 1,
): { moduleUid: string; index: number } | null {
  const place = stepPlace(draft, uid);
  if (!place) return null;
  const module = draft.modules[place.module]!;
  const index = place.index + delta;
  if (index >= 0 && index < module.steps.length) return { moduleUid: module.uid, index };
  const neighbour = draft.modules[place.module + delta];
  if (!neighbour) return null;
  return { moduleUid: neighbour.uid, index: delta < 0 ? neighbour.steps.length : 0 };
}

export function moveStepBy(draft: DraftPath, uid: string, delta: -1 | 1): DraftPath {
  const target = stepMoveTarget(draft, uid, delta);
  return target ? moveStep(draft, uid, target.moduleUid, target.index) : draft;
}
