import type { PathContent } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { addStep, newStep, slugOf, toContent, toDraft, updateStep, type DraftPath } from './draft-model';
import { moveModule, moveStep, moveStepBy, stepMoveTarget } from './draft-moves';

const lesson = (key: string) => ({ key, kind: 'lesson' as const, title: key, minutes: 5, body: 'x' });
const content = (): PathContent => ({
  title: 'P',
  summary: 's',
  description: 'd',
  level: 'beginner',
  topics: ['a', 'b'],
  unlock: 'free',
  prerequisites: [],
  resources: [],
  modules: [
    { key: 'one', title: 'One', summary: 's', steps: [lesson('a1'), lesson('a2')] },
    { key: 'two', title: 'Two', summary: 's', steps: [lesson('b1')] },
  ],
});
const keys = (draft: DraftPath) => draft.modules.map((module) => module.steps.map((step) => step.key));
const uidOf = (draft: DraftPath, key: string) =>
  draft.modules.flatMap((module) => module.steps).find((step) => step.key === key)!.uid;

describe('the authoring draft', () => {
  it('round-trips the document', () => {
    expect(toContent(toDraft(content()))).toEqual(content());
  });

  it('moves steps within and between modules, and modules, without touching keys', () => {
    const draft = toDraft(content());
    expect(keys(moveStepBy(draft, uidOf(draft, 'a1'), 1))).toEqual([['a2', 'a1'], ['b1']]);
    expect(keys(moveStepBy(draft, uidOf(draft, 'a2'), 1))).toEqual([['a1'], ['a2', 'b1']]);
    expect(keys(moveStepBy(draft, uidOf(draft, 'b1'), -1))).toEqual([['a1', 'a2', 'b1'], []]);
    expect(stepMoveTarget(draft, uidOf(draft, 'a1'), -1)).toBeNull();
    expect(stepMoveTarget(draft, uidOf(draft, 'b1'), 1)).toBeNull();
    expect(keys(moveStep(draft, uidOf(draft, 'b1'), draft.modules[0]!.uid, 0))).toEqual([['b1', 'a1', 'a2'], []]);
    expect(keys(moveModule(draft, draft.modules[1]!.uid, 0))).toEqual([['b1'], ['a1', 'a2']]);
  });

  it("derives a new step's key from its title until the key is edited; saved steps keep theirs", () => {
    let draft = toDraft(content());
    const step = newStep('quiz', draft);
    draft = addStep(draft, draft.modules[1]!.uid, step);
    draft = updateStep(draft, step.uid, (s) => ({ ...s, title: 'Ça va? Loops!' }));
    expect(keys(draft)[1]).toEqual(['b1', 'ca-va-loops']);
    draft = updateStep(draft, step.uid, (s) => ({ ...s, key: 'my-key' }));
    draft = updateStep(draft, step.uid, (s) => ({ ...s, title: 'Else' }));
    expect(keys(draft)[1]).toEqual(['b1', 'my-key']);
    draft = updateStep(draft, uidOf(draft, 'a1'), (s) => ({ ...s, title: 'Renamed' }));
    expect(keys(draft)[0]).toEqual(['a1', 'a2']);
    expect(slugOf('  --Hello,  World--  ')).toBe('hello-world');
  });
});
