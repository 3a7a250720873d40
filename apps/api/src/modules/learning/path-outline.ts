import type { LearningModule, PathContent, Step, StepRef, StepStatus } from '@assay/contracts';

/** A step in path order, with its module. */
export interface PlacedStep {
  step: Step;
  module: LearningModule;
  index: number;
}

export const stepsOf = (content: PathContent): PlacedStep[] =>
  content.modules
    .flatMap((module) => module.steps.map((step) => ({ step, module })))
    .map((placed, index) => ({ ...placed, index }));

export const refOf = ({ step, module }: PlacedStep): StepRef => ({
  key: step.key,
  title: step.title,
  module_title: module.title,
  kind: step.kind,
});

/**
 * Each step's status for a learner who has completed `completed` (keys; keys of other versions are ignored).
 * Sequential paths open a step once every step before it is complete; free ones open every step.
 */
export function statusesOf(content: PathContent, completed: ReadonlySet<string>): Map<string, StepStatus> {
  const statuses = new Map<string, StepStatus>();
  let open = true;
  for (const { step } of stepsOf(content)) {
    const done = completed.has(step.key);
    statuses.set(step.key, done ? 'completed' : open || content.unlock === 'free' ? 'available' : 'locked');
    if (!done) open = false;
  }
  return statuses;
}

/** Where to resume: the step last opened while it is unfinished and open, else the first step not yet complete. */
export function nextStepOf(
  content: PathContent,
  completed: ReadonlySet<string>,
  lastOpened: string | null,
): PlacedStep | null {
  const statuses = statusesOf(content, completed);
  const steps = stepsOf(content);
  const last = steps.find((placed) => placed.step.key === lastOpened);
  if (last && statuses.get(last.step.key) === 'available') return last;
  return steps.find((placed) => statuses.get(placed.step.key) !== 'completed') ?? null;
}

/** How many of the version's steps are complete (progress on steps it no longer has is not counted). */
export const completedCount = (content: PathContent, completed: ReadonlySet<string>) =>
  stepsOf(content).filter((placed) => completed.has(placed.step.key)).length;

export const percentOf = (done: number, total: number) => (total === 0 ? 0 : Math.floor((done * 100) / total));

export const minutesOf = (content: PathContent) =>
  stepsOf(content).reduce((sum, placed) => sum + placed.step.minutes, 0);
