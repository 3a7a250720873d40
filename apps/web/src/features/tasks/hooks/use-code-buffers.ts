import type { LanguageId, TaskDraft } from '@assay/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import type { CandidateTask } from '@/features/tasks/api/get-candidate-task';
import { saveTaskDraft } from '@/features/tasks/api/save-task-draft';
import { taskKeys } from '@/lib/task-query-keys';

/** How long after the first unsaved change the draft is saved: often enough that a lost tab costs seconds, not work. */
export const AUTOSAVE_MS = 3_000;
/** How long after a failed save it is tried again. */
const RETRY_MS = 10_000;
const KEEPALIVE_MAX_CHARS = 60_000;

export type SaveState =
  | { kind: 'unchanged' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; message: string };

type Buffers = Partial<Record<LanguageId, string>>;

export const starterOf = (task: CandidateTask, language: LanguageId) =>
  task.content.languages.find((entry) => entry.language === language)?.starter_code ?? '';

/** A saved draft into the task the page keeps, so the editor opened again (another page and back) starts from it. */
function rememberDraft(queryClient: QueryClient, taskId: string, draft: TaskDraft) {
  queryClient.setQueryData<CandidateTask>(taskKeys.detail(taskId), (task) =>
    task
      ? { ...task, draft, drafts: [draft, ...task.drafts.filter((entry) => entry.language !== draft.language)] }
      : task,
  );
}

function initialBuffers(task: CandidateTask): Buffers {
  const buffers: Buffers = {};
  for (const { language } of task.content.languages)
    buffers[language] = task.drafts.find((draft) => draft.language === language)?.code ?? starterOf(task, language);
  return buffers;
}

/**
 * The candidate's code, one buffer per language the task offers (a language switch keeps each), saved as that
 * language's draft a few seconds after it changes and at once when the page is hidden or closed. Untouched starter
 * code is never saved. `unsaved` is true while any buffer differs from what the server holds.
 */
export function useCodeBuffers(task: CandidateTask, { open }: { open: boolean }) {
  const queryClient = useQueryClient();
  const offered = task.content.languages.map((entry) => entry.language);
  const [language, setCurrentLanguage] = useState<LanguageId>(
    task.draft && offered.includes(task.draft.language) ? task.draft.language : offered[0]!,
  );
  // The language on screen, for saves: it is saved last, so the newest draft (the one the task opens on, and the one
  // a timed task's end submits) is in the language the candidate is working in.
  const current = useRef(language);
  const setLanguage = useCallback((next: LanguageId) => {
    current.current = next;
    setCurrentLanguage(next);
  }, []);
  const [buffers, setBuffers] = useState<Buffers>(() => initialBuffers(task));
  const [state, setState] = useState<SaveState>(
    task.draft ? { kind: 'saved', at: task.draft.saved_at } : { kind: 'unchanged' },
  );
  // What the server holds per language (or the starter code, which needs no saving), and the buffers as of now, for
  // handlers that outlive a render (the timer, the page-hide listener).
  const saved = useRef<Buffers>(initialBuffers(task));
  const latest = useRef(buffers);
  const savedAt = useRef(task.draft?.saved_at ?? null);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const dirtyLanguages = useCallback(
    () => offered.filter((id) => latest.current[id] !== saved.current[id]),
    // `offered` follows the task, which this hook's owner keys it by.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [task.id],
  );

  const save = useCallback(
    async ({ keepalive = false } = {}): Promise<void> => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      // One save at a time; a change made meanwhile is saved after it.
      if (inFlight.current) await inFlight.current;
      const dirty = dirtyLanguages();
      if (!open) return;
      if (dirty.length === 0) {
        // Typed and then undone: what the server holds is the code again.
        setState(savedAt.current ? { kind: 'saved', at: savedAt.current } : { kind: 'unchanged' });
        return;
      }
      setState({ kind: 'saving' });
      const run = (async () => {
        try {
          const inOrder = [
            ...dirty.filter((id) => id !== current.current),
            ...dirty.filter((id) => id === current.current),
          ];
          for (const id of inOrder) {
            const code = latest.current[id] ?? '';
            // Browsers cap what keepalive requests may carry (64 KiB in flight): a larger draft goes as a plain request.
            const draft = await saveTaskDraft(
              { taskId: task.id, language: id, code },
              { keepalive: keepalive && code.length < KEEPALIVE_MAX_CHARS },
            );
            saved.current = { ...saved.current, [id]: code };
            savedAt.current = draft.saved_at;
            rememberDraft(queryClient, task.id, draft);
          }
          setState(dirtyLanguages().length > 0 ? { kind: 'unsaved' } : { kind: 'saved', at: savedAt.current ?? '' });
        } catch (error) {
          setState({ kind: 'failed', message: errorMessage(error) });
        }
      })();
      inFlight.current = run;
      await run;
      inFlight.current = null;
    },
    [dirtyLanguages, open, queryClient, task.id],
  );

  const setCode = useCallback(
    (code: string) => {
      setBuffers((current) => ({ ...current, [language]: code }));
      latest.current = { ...latest.current, [language]: code };
      if (!open) return;
      const dirty = dirtyLanguages().length > 0;
      setState((current) =>
        !dirty ? current : current.kind === 'failed' || current.kind === 'saving' ? current : { kind: 'unsaved' },
      );
      // From the first unsaved change, not the last: typing without a pause is saved every few seconds too.
      if (dirty && !timer.current) timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
    },
    [dirtyLanguages, language, open, save],
  );

  // A failed save is tried again on its own (the connection may be back), as well as on the next change.
  useEffect(() => {
    if (state.kind !== 'failed') return;
    const retry = setTimeout(() => void save(), RETRY_MS);
    return () => clearTimeout(retry);
  }, [state, save]);

  // The page being hidden (another tab, the phone locked) or left saves at once, outliving the page.
  useEffect(() => {
    const onHide = (event: Event) => {
      if (event.type === 'pagehide' || document.visibilityState === 'hidden') void save({ keepalive: true });
    };
    // Back online after a save failed: try again without waiting for another keystroke.
    const onOnline = () => void save();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('online', onOnline);
    };
  }, [save]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return {
    offered,
    language,
    setLanguage,
    code: buffers[language] ?? '',
    /** Another language's buffer, as a switch to it will show it. */
    codeOf: (id: LanguageId) => buffers[id] ?? '',
    setCode,
    /** The language's starter code back (a change like any other: it is saved too). */
    reset: () => setCode(starterOf(task, language)),
    state,
    save,
    unsaved: open && (state.kind === 'unsaved' || state.kind === 'saving' || state.kind === 'failed'),
  };
}
