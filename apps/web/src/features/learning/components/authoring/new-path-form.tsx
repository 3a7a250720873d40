import { createPathInputSchema } from '@assay/contracts';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage, zodFieldErrors } from '@/components/form/field-errors';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useCreatePath } from '@/features/learning/api/authoring';
import { toast } from '@/lib/toast';

/** Starts a path from its title (a starter draft to replace) and opens it. */
export function NewPathForm({ onCreated }: { onCreated: (id: string) => void }) {
  const create = useCreatePath();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = createPathInputSchema.safeParse({ title });
    if (!checked.success) {
      setError(zodFieldErrors<'title'>(checked).title && 'Give the new path a title.');
      return;
    }
    setError(undefined);
    create.mutate(checked.data.title, {
      onSuccess: (path) => {
        setTitle('');
        toast.success(`“${path.title}” was created as a draft.`);
        onCreated(path.id);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <TextField
        label="New path title"
        className="min-w-64 flex-1"
        value={title}
        error={error}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" loading={create.isPending}>
        {create.isPending ? null : <Plus aria-hidden="true" />}
        New path
      </Button>
    </form>
  );
}
