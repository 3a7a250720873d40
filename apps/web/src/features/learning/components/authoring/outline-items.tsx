import { useDroppable, type DraggableAttributes, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, BookOpen, CircleAlert, Code2, GripVertical, ListChecks, Plus } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { StepKind } from '@assay/contracts';
import { cn } from '@/lib/utils';
import { stepKindLabels } from '@/features/learning/components/learning-labels';
import type { DraftModule, DraftStep } from './draft-model';

/** What is being dragged, so modules only meet modules and steps only steps. */
export type DragKind = 'module' | 'step';

const KIND_ICONS: Record<StepKind, ReactNode> = {
  lesson: <BookOpen aria-hidden="true" className="size-4" />,
  quiz: <ListChecks aria-hidden="true" className="size-4" />,
  challenge: <Code2 aria-hidden="true" className="size-4" />,
};

const selectClasses = (selected: boolean) =>
  cn(
    'flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
    selected && 'bg-primary/10 font-medium text-foreground',
  );

function useSortableItem(id: string, type: DragKind, dragging: DragKind | null, moduleUid?: string) {
  // While a module is dragged the steps are not places to drop it, and the other way round.
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging, transform, transition } = useSortable({
    id,
    data: { type, moduleUid },
    disabled: { draggable: false, droppable: dragging !== null && dragging !== type },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  return { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging, style };
}

/** After a move the item may be drawn anew elsewhere: focus goes back to the same button, or its twin at an end. */
function refocus(label: string, twin: string) {
  setTimeout(() => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('button[aria-label]')];
    const enabled = (name: string) => buttons.find((b) => b.getAttribute('aria-label') === name && !b.disabled);
    (enabled(label) ?? enabled(twin))?.focus();
  }, 0);
}

function MoveButtons({ name, onMove, canUp, canDown }: MoveProps & { name: string }) {
  const up = `Move ${name} up`;
  const down = `Move ${name} down`;
  const move = (delta: -1 | 1) => {
    onMove(delta);
    refocus(delta < 0 ? up : down, delta < 0 ? down : up);
  };
  return (
    <>
      <Button variant="ghost" size="icon" className="size-8" aria-label={up} disabled={!canUp} onClick={() => move(-1)}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={down}
        disabled={!canDown}
        onClick={() => move(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}

interface MoveProps {
  onMove: (delta: -1 | 1) => void;
  canUp: boolean;
  canDown: boolean;
}

interface HandleProps {
  name: string;
  activatorRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

function DragHandle({ name, activatorRef, attributes, listeners }: HandleProps) {
  return (
    <button
      type="button"
      ref={activatorRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${name}`}
      className="flex size-8 shrink-0 cursor-grab items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
    >
      <GripVertical aria-hidden="true" className="size-4" />
    </button>
  );
}

const ProblemMark = () => (
  <CircleAlert aria-label="Has problems" role="img" className="size-4 shrink-0 text-destructive" />
);

interface StepItemProps extends MoveProps {
  step: DraftStep;
  moduleUid: string;
  dragging: DragKind | null;
  selected: boolean;
  invalid: boolean;
  onSelect: () => void;
}

export function OutlineStep({ step, moduleUid, dragging, selected, invalid, onSelect, ...move }: StepItemProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging, style } = useSortableItem(
    step.uid,
    'step',
    dragging,
    moduleUid,
  );
  const name = `“${step.title.trim() || 'Untitled step'}”`;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn('flex items-center gap-1 rounded-md bg-card', isDragging && 'relative z-10 shadow-md')}
    >
      <DragHandle name={name} activatorRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} />
      <button type="button" aria-current={selected || undefined} onClick={onSelect} className={selectClasses(selected)}>
        {KIND_ICONS[step.kind]}
        <span className="sr-only">{`${stepKindLabels[step.kind]}:`}</span>{' '}
        <span className="truncate">{step.title.trim() || 'Untitled step'}</span>
      </button>
      {invalid ? <ProblemMark /> : null}
      <MoveButtons name={name} {...move} />
    </li>
  );
}

interface ModuleItemProps extends MoveProps {
  module: DraftModule;
  number: number;
  dragging: DragKind | null;
  selected: boolean;
  invalid: boolean;
  onSelect: () => void;
  onAddStep: (kind: StepKind) => void;
  /** The module's steps (OutlineStep items). */
  children: ReactNode;
}

export function OutlineModule({
  module,
  number,
  dragging,
  selected,
  invalid,
  onSelect,
  onAddStep,
  children,
  ...move
}: ModuleItemProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging, style } = useSortableItem(
    module.uid,
    'module',
    dragging,
  );
  // An empty module still takes steps dragged into it.
  const { setNodeRef: setStepsRef } = useDroppable({
    id: `steps:${module.uid}`,
    data: { type: 'steps', moduleUid: module.uid },
    disabled: dragging === 'module',
  });
  const title = module.title.trim() || 'Untitled module';
  const name = `module “${title}”`;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border bg-card p-2',
        isDragging && 'relative z-10 shadow-md',
      )}
    >
      <div className="flex items-center gap-1">
        <DragHandle name={name} activatorRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} />
        <button
          type="button"
          aria-current={selected || undefined}
          onClick={onSelect}
          className={selectClasses(selected)}
        >
          <span className="text-muted-foreground tabular-nums">{`${number}.`}</span>{' '}
          <span className="truncate font-semibold">{title}</span>
        </button>
        {invalid ? <ProblemMark /> : null}
        <MoveButtons name={name} {...move} />
      </div>
      <SortableContext items={module.steps.map((step) => step.uid)} strategy={verticalListSortingStrategy}>
        <ol ref={setStepsRef} aria-label={`Steps of ${title}`} className="ml-4 flex min-h-8 flex-col gap-1">
          {children}
        </ol>
      </SortableContext>
      <div className="ml-4 flex flex-wrap gap-1">
        {(['lesson', 'quiz', 'challenge'] as const).map((kind) => (
          <Button
            key={kind}
            variant="ghost"
            size="sm"
            aria-label={`Add ${kind} to ${title}`}
            onClick={() => onAddStep(kind)}
          >
            <Plus aria-hidden="true" />
            {`Add ${kind}`}
          </Button>
        ))}
      </div>
    </li>
  );
}
