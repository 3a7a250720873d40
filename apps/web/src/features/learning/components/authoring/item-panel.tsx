import { useState } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import type { AdminPathSummary } from '@/features/learning/api/authoring';
import {
  findStep,
  removeModule,
  removeStep,
  updateModule,
  updatePath,
  updateStep,
  type DraftPath,
  type Selection,
} from './draft-model';
import { DraftPreview } from './draft-preview';
import { ModuleFields } from './module-fields';
import { PathFields } from './path-fields';
import { StepFields } from './step-fields';

interface ItemPanelProps {
  pathId: string;
  draft: DraftPath;
  edit: (recipe: (draft: DraftPath) => DraftPath) => void;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  errors: Record<string, string>;
  paths: readonly AdminPathSummary[];
  /** The path has a published version, so existing step keys carry learners' progress. */
  published: boolean;
}

type View = 'edit' | 'preview';
const viewOptions = [
  { value: 'edit', label: 'Edit' },
  { value: 'preview', label: 'Preview' },
] as const;

/** The selected item's fields, or the item as learners will see it. */
export function ItemPanel({ pathId, draft, edit, selection, onSelect, errors, paths, published }: ItemPanelProps) {
  const [view, setView] = useState<View>('edit');
  const found = selection.kind === 'step' ? findStep(draft, selection.uid) : null;
  const module =
    selection.kind === 'module' ? draft.modules.find((m) => m.uid === selection.uid) : (found?.module ?? undefined);
  const heading = found?.step
    ? `Step: ${found.step.title || 'Untitled'}`
    : module
      ? `Module: ${module.title || 'Untitled'}`
      : 'Path details';
  const errorsOf = (prefix: string) => (field: string) => errors[`${prefix}.${field}`];

  let fields;
  if (found) {
    const uid = found.step.uid;
    fields = (
      <StepFields
        key={uid}
        step={found.step}
        published={published && !found.step.autoKey}
        errorOf={errorsOf(`step:${uid}`)}
        onChange={(change) => edit((current) => updateStep(current, uid, change))}
        onRemove={() => {
          edit((current) => removeStep(current, uid));
          onSelect({ kind: 'module', uid: found.module.uid });
        }}
      />
    );
  } else if (module) {
    fields = (
      <ModuleFields
        key={module.uid}
        module={module}
        errorOf={errorsOf(`module:${module.uid}`)}
        onChange={(patch) => edit((current) => updateModule(current, module.uid, patch))}
        onRemove={() => {
          edit((current) => removeModule(current, module.uid));
          onSelect({ kind: 'path' });
        }}
      />
    );
  } else {
    fields = (
      <PathFields
        pathId={pathId}
        draft={draft}
        errors={errors}
        paths={paths}
        onChange={(patch) => edit((current) => updatePath(current, patch))}
      />
    );
  }

  return (
    <section
      aria-labelledby="authoring-item"
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="authoring-item" className="truncate text-lg font-semibold">
          {heading}
        </h3>
        <ChoiceGroup label="Show" options={viewOptions} value={view} onChange={setView} />
      </div>
      {view === 'edit' ? (
        fields
      ) : (
        <div className="rounded-md border border-dashed border-border p-4">
          <DraftPreview draft={draft} module={module} step={found?.step} />
        </div>
      )}
    </section>
  );
}
