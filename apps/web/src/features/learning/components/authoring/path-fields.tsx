import { LEARNING_LEVELS } from '@assay/contracts';
import { TextField } from '@/components/form/text-field';
import type { AdminPathSummary } from '@/features/learning/api/authoring';
import { levelLabels } from '@/features/learning/components/learning-labels';
import type { DraftPath } from './draft-model';
import { SelectField, TextAreaField } from './field-controls';
import { ResourcesEditor } from './resources-editor';

const levelOptions = LEARNING_LEVELS.map((level) => ({ value: level, label: levelLabels[level] }));
const unlockOptions = [
  { value: 'sequential', label: 'In order: a step opens once the steps before it are complete' },
  { value: 'free', label: 'Free: any step, in any order' },
] as const;

interface PathFieldsProps {
  pathId: string;
  draft: DraftPath;
  onChange: (patch: Partial<Omit<DraftPath, 'modules'>>) => void;
  errors: Record<string, string>;
  /** Every path, to choose prerequisites among (this one left out). */
  paths: readonly AdminPathSummary[];
}

/** The path's own fields: what the catalogue shows, who it is for, how steps open, and what comes before it. */
export function PathFields({ pathId, draft, onChange, errors, paths }: PathFieldsProps) {
  const others = paths.filter((path) => path.id !== pathId);
  // A prerequisite the list does not show (deleted meanwhile) stays visible, so it can be removed.
  const unknown = draft.prerequisites.filter((id) => !others.some((path) => path.id === id));
  const togglePrerequisite = (id: string, on: boolean) =>
    onChange({ prerequisites: on ? [...draft.prerequisites, id] : draft.prerequisites.filter((p) => p !== id) });
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Title"
        value={draft.title}
        error={errors['path.title']}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <TextField
        label="Summary"
        hint="One sentence for the catalogue."
        value={draft.summary}
        error={errors['path.summary']}
        onChange={(event) => onChange({ summary: event.target.value })}
      />
      <TextAreaField
        label="Description"
        hint="Markdown: who the path is for and what they will be able to do after it."
        rows={8}
        value={draft.description}
        error={errors['path.description']}
        onChange={(description) => onChange({ description })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Level"
          value={draft.level}
          options={levelOptions}
          onChange={(level) => onChange({ level })}
        />
        <SelectField
          label="Unlock"
          value={draft.unlock}
          options={unlockOptions}
          onChange={(unlock) => onChange({ unlock })}
        />
      </div>
      <TextField
        label="Topics"
        hint="Separated by commas, up to 10: python, testing."
        value={draft.topicsText}
        error={Object.entries(errors).find(([field]) => field.startsWith('path.topics'))?.[1]}
        onChange={(event) => onChange({ topicsText: event.target.value })}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Prerequisites</legend>
        <p className="text-sm text-muted-foreground">Paths a learner completes before enrolling in this one.</p>
        {others.length === 0 && unknown.length === 0 ? (
          <p className="text-sm text-muted-foreground">There is no other path yet.</p>
        ) : null}
        {others.map((path) => (
          <label key={path.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={draft.prerequisites.includes(path.id)}
              onChange={(event) => togglePrerequisite(path.id, event.target.checked)}
            />
            {path.title}
          </label>
        ))}
        {unknown.map((id) => (
          <label key={id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked onChange={() => togglePrerequisite(id, false)} />
            {`Unknown path ${id}`}
          </label>
        ))}
        {errors['path.prerequisites'] ? (
          <p className="text-sm font-medium text-destructive">{errors['path.prerequisites']}</p>
        ) : null}
      </fieldset>
      <ResourcesEditor resources={draft.resources} errors={errors} onChange={(resources) => onChange({ resources })} />
    </div>
  );
}
