import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DraftModule } from './draft-model';
import { TextAreaField } from './field-controls';

interface ModuleFieldsProps {
  module: DraftModule;
  onChange: (patch: Partial<DraftModule>) => void;
  onRemove: () => void;
  errorOf: (field: string) => string | undefined;
}

/** A module's title, key and summary; its steps are added and ordered in the outline. */
export function ModuleFields({ module, onChange, onRemove, errorOf }: ModuleFieldsProps) {
  const [confirmRemove, setConfirmRemove] = useState(false);
  const name = module.title.trim() || 'this module';
  const steps = module.steps.length;
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Module title"
        value={module.title}
        error={errorOf('title')}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <TextField
        label="Module key"
        hint={module.autoKey ? 'Made from the title until you edit it.' : 'Lowercase letters, digits and hyphens.'}
        value={module.key}
        error={errorOf('key')}
        onChange={(event) => onChange({ key: event.target.value })}
      />
      <TextAreaField
        label="Module summary"
        hint="What this module covers, in a sentence or two."
        rows={3}
        value={module.summary}
        error={errorOf('summary')}
        onChange={(summary) => onChange({ summary })}
      />
      {errorOf('steps') ? <p className="text-sm font-medium text-destructive">{errorOf('steps')}</p> : null}
      <p className="text-sm text-muted-foreground">
        Add steps with the buttons under the module in the outline; drag them, or use Move up and Move down, to order
        them.
      </p>
      <div className="border-t border-border pt-4">
        <Button variant="ghost" onClick={() => setConfirmRemove(true)}>
          <Trash2 aria-hidden="true" />
          Remove module
        </Button>
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={`Remove “${name}”?`}
        description={
          steps === 0
            ? 'The module leaves the draft.'
            : `The module and its ${steps === 1 ? 'step' : `${steps} steps`} leave the draft, with everything written in them. Published versions keep them until you publish again.`
        }
        confirmLabel="Remove module"
        onConfirm={() => {
          setConfirmRemove(false);
          onRemove();
        }}
      />
    </div>
  );
}
