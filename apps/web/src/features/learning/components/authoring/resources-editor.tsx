import { RESOURCE_KINDS, type LearningResource } from '@assay/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from './field-controls';

const KIND_LABELS: Record<LearningResource['kind'], string> = {
  documentation: 'Documentation',
  cheat_sheet: 'Cheat sheet',
  article: 'Article',
  tool: 'Tool',
};
const kindOptions = RESOURCE_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

const blankResource = (): LearningResource => ({ title: '', url: 'https://', kind: 'documentation', description: '' });

/** The path's curated resources: each a titled link with a kind and a line on why it helps. */
export function ResourcesEditor({
  resources,
  onChange,
  errors,
}: {
  resources: LearningResource[];
  onChange: (resources: LearningResource[]) => void;
  /** By field, `path.resources.<n>.<field>`. */
  errors: Record<string, string>;
}) {
  const change = (index: number, patch: Partial<LearningResource>) =>
    onChange(resources.map((resource, i) => (i === index ? { ...resource, ...patch } : resource)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Resources</legend>
      {resources.length === 0 ? (
        <p className="text-sm text-muted-foreground">No resources yet: add documentation, articles or tools.</p>
      ) : null}
      {resources.map((resource, index) => {
        const error = (field: string) => errors[`path.resources.${index}.${field}`];
        const name = resource.title.trim() || `resource ${index + 1}`;
        return (
          <div key={index} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-2">
            <TextField
              label={`Resource ${index + 1} title`}
              value={resource.title}
              error={error('title')}
              onChange={(event) => change(index, { title: event.target.value })}
            />
            <TextField
              label={`Resource ${index + 1} address`}
              type="url"
              value={resource.url}
              error={error('url')}
              onChange={(event) => change(index, { url: event.target.value })}
            />
            <SelectField
              label={`Resource ${index + 1} kind`}
              value={resource.kind}
              options={kindOptions}
              onChange={(kind) => change(index, { kind })}
            />
            <TextAreaField
              label={`Resource ${index + 1} description`}
              rows={2}
              value={resource.description}
              error={error('description')}
              onChange={(description) => change(index, { description })}
            />
            <div className="sm:col-span-2">
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(resources.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </div>
          </div>
        );
      })}
      <div>
        <Button variant="outline" size="sm" onClick={() => onChange([...resources, blankResource()])}>
          <Plus aria-hidden="true" />
          Add resource
        </Button>
      </div>
    </fieldset>
  );
}
