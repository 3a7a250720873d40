import { Save } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { Button } from '@/components/ui/button';
import { useAdminPaths, useSaveDraft, type AdminPath } from '@/features/learning/api/authoring';
import { toast } from '@/lib/toast';
import { errorsByField, serverProblems, validateDraft, type Problem } from './draft-errors';
import { markSaved, toContent, toDraft, type DraftPath, type Selection } from './draft-model';
import { DraftOutline } from './draft-outline';
import { ItemPanel } from './item-panel';
import { PathActions } from './path-actions';

const fingerprint = (draft: DraftPath) => JSON.stringify(toContent(draft));

/**
 * A path's draft being edited: the outline on the left, the selected item on the right, Save draft and the
 * publishing actions above. The draft lives here until saved; a refusal (ours or the server's) keeps every word typed.
 */
export function DraftEditor({ path }: { path: AdminPath }) {
  const paths = useAdminPaths();
  const save = useSaveDraft();
  const [draft, setDraft] = useState(() => toDraft(path.draft));
  const [saved, setSaved] = useState(() => fingerprint(draft));
  const [selection, setSelection] = useState<Selection>({ kind: 'path' });
  const [problems, setProblems] = useState<Problem[]>([]);
  const { formRef, focusFirstError } = useFocusFirstError();
  const unsaved = fingerprint(draft) !== saved;
  const errors = useMemo(() => errorsByField(problems), [problems]);
  const invalid = useMemo(
    () => new Set(problems.map((problem) => (problem.where.kind === 'path' ? 'path' : problem.where.uid))),
    [problems],
  );

  // Leaving with unsaved work asks first (the browser's own prompt).
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const show = (found: Problem[]) => {
    setProblems(found);
    if (found[0]) setSelection(found[0].where);
    focusFirstError();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateDraft(draft);
    if (!('content' in checked)) return show(checked.problems);
    setProblems([]);
    const sent = draft;
    save.mutate(
      { id: path.id, content: toContent(sent) },
      {
        onSuccess: () => {
          setSaved(fingerprint(sent));
          setDraft((current) => markSaved(current));
          toast.success('The draft is saved.');
        },
        onError: (error) => show(serverProblems(sent, error)),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Draft" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? null : <Save aria-hidden="true" />}
          Save draft
        </Button>
        <PathActions path={path} unsaved={unsaved} />
        <p role="status" className="text-sm text-muted-foreground">
          {unsaved ? 'Unsaved changes — save the draft before publishing.' : 'Every change is saved.'}
        </p>
      </div>
      {problems.length > 0 || save.isError ? (
        <FormAlert>
          <p className="font-medium">
            {save.isError ? errorMessage(save.error) : 'The draft was not saved. Fix these first:'}
          </p>
          {problems.length > 0 ? (
            <ul className="mt-1 flex flex-col gap-1">
              {problems.map((problem) => (
                <li key={problem.field}>
                  <button
                    type="button"
                    className="text-left underline underline-offset-4"
                    onClick={() => setSelection(problem.where)}
                  >
                    {problem.place}
                  </button>
                  {` — ${problem.message}`}
                </li>
              ))}
            </ul>
          ) : null}
        </FormAlert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(18rem,26rem)_1fr]">
        <DraftOutline draft={draft} edit={setDraft} selection={selection} onSelect={setSelection} invalid={invalid} />
        <ItemPanel
          pathId={path.id}
          draft={draft}
          edit={setDraft}
          selection={selection}
          onSelect={setSelection}
          errors={errors}
          paths={paths.data?.items ?? []}
          published={path.version !== null}
        />
      </div>
    </form>
  );
}
