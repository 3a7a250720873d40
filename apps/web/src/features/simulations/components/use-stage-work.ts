import { SIMULATION_ERROR_CODES, type SimulationStage, type StageWork, type StageWorkspace } from '@assay/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { saveStageWork } from '@/features/simulations/api/stage-work';
import { isApiError } from '@/lib/api-client/api-error';

/** How long after the last change the work is saved. */
export const AUTOSAVE_MS = 1_500;
/** How long after a failed save it is tried again. */
const RETRY_MS = 10_000;

export type WorkSaveState =
  | { kind: 'untouched' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; message: string }
  /** The server ended the stage (its time ran out) before this save: what it held was submitted. */
  | { kind: 'ended'; message: string };

/** The work a stage opens with: what was saved, else the starter code, no comments, or empty answers. */
export function initialWork(workspace: StageWorkspace, saved: StageWork | null): StageWork {
  if (saved && saved.kind === workspace.kind) return saved;
  switch (workspace.kind) {
    case 'code': {
      const first = workspace.languages[0];
      return { kind: 'code', language: first?.language ?? 'python', code: first?.starterCode ?? '' };
    }
    case 'review':
      return { kind: 'review', comments: [] };
    case 'written':
      return {
        kind: 'written',
        answers: Object.fromEntries(workspace.fields.map((field) => [field.key, ''])),
        ...(workspace.diagram ? { diagram: '' } : {}),
        selfAssessment: {},
      };
  }
}

/**
 * The running stage's work, saved ~1.5 s after the last change, at once when the page is hidden or left, and on
 * demand (`flush`, before advancing or pausing). What the server holds is what time-up submits, so a failed save is
 * tried again on its own. `onEnded` is told when the server says the stage is already over.
 */
export function useStageWork(
  simulationId: string,
  stage: SimulationStage & { workspace: StageWorkspace },
  { onEnded }: { onEnded: () => void },
) {
  const [work, setWorkState] = useState<StageWork>(() => initialWork(stage.workspace, stage.work));
  const [state, setState] = useState<WorkSaveState>(() =>
    stage.workSavedAt ? { kind: 'saved', at: stage.workSavedAt } : { kind: 'untouched' },
  );
  const latest = useRef(work);
  const saved = useRef(JSON.stringify(work));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const ended = useRef(false);
  const savedAt = useRef(stage.workSavedAt);
  const endedHandler = useRef(onEnded);
  useEffect(() => {
    endedHandler.current = onEnded;
  });

  const save = useCallback(
    async ({ keepalive = false } = {}): Promise<boolean> => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      // One save at a time; a change made meanwhile is saved after it.
      if (inFlight.current) await inFlight.current;
      const snapshot = JSON.stringify(latest.current);
      if (ended.current || snapshot === saved.current) return !ended.current;
      setState({ kind: 'saving' });
      const run = saveStageWork(simulationId, stage.key, latest.current, { keepalive })
        .then(({ savedAt: at }) => {
          saved.current = snapshot;
          savedAt.current = at;
          // A change made meanwhile has its own timer running (setWork).
          const changedSince = JSON.stringify(latest.current) !== snapshot;
          setState(changedSince ? { kind: 'unsaved' } : { kind: 'saved', at });
          return true;
        })
        .catch((error: unknown) => {
          if (isApiError(error) && error.code === SIMULATION_ERROR_CODES.stageEnded) {
            ended.current = true;
            setState({ kind: 'ended', message: error.message });
            endedHandler.current();
          } else setState({ kind: 'failed', message: errorMessage(error) });
          return false;
        });
      inFlight.current = run;
      const ok = await run;
      inFlight.current = null;
      return ok;
    },
    [simulationId, stage.key],
  );

  const setWork = useCallback(
    (next: StageWork) => {
      latest.current = next;
      setWorkState(next);
      if (ended.current) return;
      const dirty = JSON.stringify(next) !== saved.current;
      // Typed and then undone: what the server holds is the work again.
      const clean: WorkSaveState = savedAt.current ? { kind: 'saved', at: savedAt.current } : { kind: 'untouched' };
      setState((current) => (current.kind === 'saving' ? current : dirty ? { kind: 'unsaved' } : clean));
      if (timer.current) clearTimeout(timer.current);
      timer.current = dirty ? setTimeout(() => void save(), AUTOSAVE_MS) : null;
    },
    [save],
  );

  // A failed save is tried again on its own (the connection may be back), as well as on the next change.
  useEffect(() => {
    if (state.kind !== 'failed') return;
    const retry = setTimeout(() => void save(), RETRY_MS);
    return () => clearTimeout(retry);
  }, [state, save]);

  // The page hidden (another tab, the laptop closed) or left: saved at once, outliving the page.
  useEffect(() => {
    const onHide = (event: Event) => {
      if (event.type === 'pagehide' || document.visibilityState === 'hidden') void save({ keepalive: true });
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
    };
  }, [save]);

  // Leaving the stage's screen (another page of the app) saves what is pending.
  useEffect(
    () => () => {
      if (timer.current) void save({ keepalive: true });
    },
    [save],
  );

  return { work, setWork, state, flush: save };
}

export type StageWorkState = ReturnType<typeof useStageWork>;
