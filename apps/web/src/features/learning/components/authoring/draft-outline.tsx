import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { StepKind } from '@assay/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { addModule, addStep, findStep, newModule, newStep, type DraftPath, type Selection } from './draft-model';
import { moduleIndex, moveModule, moveStep, moveStepBy, stepMoveTarget, stepPlace } from './draft-moves';
import { OutlineModule, OutlineStep, type DragKind } from './outline-items';

interface DraftOutlineProps {
  draft: DraftPath;
  /** Every change goes through a recipe on the newest draft (a drag sends several in a row). */
  edit: (recipe: (draft: DraftPath) => DraftPath) => void;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  /** Uids of the modules and steps with a fault. */
  invalid: ReadonlySet<string>;
}

/** The module a step id or a module's step list id belongs to. */
function containerOf(draft: DraftPath, id: UniqueIdentifier): string | null {
  const text = String(id);
  if (text.startsWith('steps:')) return text.slice('steps:'.length);
  return findStep(draft, text)?.module.uid ?? null;
}

/** Steps land on steps (else on a module's step list); modules only on modules (the sortables say which are enabled). */
const collisions: CollisionDetection = (args) => {
  if (args.active.data.current?.type === 'module') return closestCenter(args);
  const hits = pointerWithin(args);
  const onStep = hits.filter((hit) => !String(hit.id).startsWith('steps:'));
  if (onStep.length > 0) return onStep;
  return hits.length > 0 ? hits : closestCenter(args);
};

/**
 * The path's modules and their steps, in order: select one to edit it; drag (mouse, touch or keyboard: Space, the
 * arrows, Space) or use Move up / Move down to reorder, steps within and between modules. Keys never change.
 */
export function DraftOutline({ draft, edit, selection, onSelect, invalid }: DraftOutlineProps) {
  const [dragging, setDragging] = useState<DragKind | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier) => {
    const step = findStep(draft, String(id))?.step;
    if (step) return `step “${step.title}”`;
    const module = draft.modules.find((m) => m.uid === String(id));
    return module ? `module “${module.title}”` : 'the item';
  };
  const placeOf = (id: UniqueIdentifier) => {
    const place = stepPlace(draft, String(id));
    if (place) return `position ${place.index + 1} of module ${place.module + 1}`;
    return `position ${moduleIndex(draft, String(id)) + 1} of ${draft.modules.length}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${placeOf(active.id)}.`,
    onDragOver: ({ active }) => `${nameOf(active.id)} is at ${placeOf(active.id)}.`,
    onDragEnd: ({ active }) => `Dropped ${nameOf(active.id)} at ${placeOf(active.id)}.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  // A step dragged over another module joins it at once, so the list shows where it will land.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || active.data.current?.type !== 'step') return;
    edit((current) => {
      const from = containerOf(current, active.id);
      const to = containerOf(current, over.id);
      if (!from || !to || from === to) return current;
      const target = current.modules.find((module) => module.uid === to)!;
      const overIndex = target.steps.findIndex((step) => step.uid === String(over.id));
      return moveStep(current, String(active.id), to, overIndex >= 0 ? overIndex : target.steps.length);
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over || active.id === over.id) return;
    edit((current) => {
      if (active.data.current?.type === 'module')
        return moveModule(current, String(active.id), moduleIndex(current, String(over.id)));
      const to = containerOf(current, over.id);
      const target = current.modules.find((module) => module.uid === to);
      if (!to || !target) return current;
      const overIndex = target.steps.findIndex((step) => step.uid === String(over.id));
      return moveStep(current, String(active.id), to, overIndex >= 0 ? overIndex : target.steps.length);
    });
  };

  const add = (moduleUid: string, kind: StepKind) => {
    const step = newStep(kind, draft);
    edit((current) => addStep(current, moduleUid, step));
    onSelect({ kind: 'step', uid: step.uid });
  };

  return (
    <nav aria-label="Outline" className="flex flex-col gap-3">
      <button
        type="button"
        aria-current={selection.kind === 'path' || undefined}
        onClick={() => onSelect({ kind: 'path' })}
        className={cn(
          'rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
          selection.kind === 'path' && 'bg-primary/10 font-medium',
          invalid.has('path') && 'text-destructive',
        )}
      >
        Path details{invalid.has('path') ? ' (has problems)' : ''}
      </button>
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To pick up an item, press Space or Enter. Move it with the up and down arrow keys, press Space or Enter to drop it, or Escape to cancel.',
          },
        }}
        onDragStart={({ active }) => setDragging(active.data.current?.type === 'module' ? 'module' : 'step')}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <SortableContext items={draft.modules.map((module) => module.uid)} strategy={verticalListSortingStrategy}>
          <ol aria-label="Modules" className="flex flex-col gap-3">
            {draft.modules.map((module, m) => (
              <OutlineModule
                key={module.uid}
                module={module}
                number={m + 1}
                dragging={dragging}
                selected={selection.kind === 'module' && selection.uid === module.uid}
                invalid={invalid.has(module.uid)}
                onSelect={() => onSelect({ kind: 'module', uid: module.uid })}
                onAddStep={(kind) => add(module.uid, kind)}
                canUp={m > 0}
                canDown={m < draft.modules.length - 1}
                onMove={(delta) =>
                  edit((current) => moveModule(current, module.uid, moduleIndex(current, module.uid) + delta))
                }
              >
                {module.steps.map((step) => (
                  <OutlineStep
                    key={step.uid}
                    step={step}
                    moduleUid={module.uid}
                    dragging={dragging}
                    selected={selection.kind === 'step' && selection.uid === step.uid}
                    invalid={invalid.has(step.uid)}
                    onSelect={() => onSelect({ kind: 'step', uid: step.uid })}
                    canUp={stepMoveTarget(draft, step.uid, -1) !== null}
                    canDown={stepMoveTarget(draft, step.uid, 1) !== null}
                    onMove={(delta) => edit((current) => moveStepBy(current, step.uid, delta))}
                  />
                ))}
              </OutlineModule>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            const module = newModule(draft);
            edit((current) => addModule(current, module));
            onSelect({ kind: 'module', uid: module.uid });
          }}
        >
          <Plus aria-hidden="true" />
          Add module
        </Button>
      </div>
    </nav>
  );
}
