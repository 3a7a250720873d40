import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** The task the candidate is working on (SPEC.md §3, current task context): where it is and what it is called. */
export interface CurrentTask {
  id: string;
  title: string;
  /** The task page it was opened at (any of its aliases), so the top bar names it there and links back to it elsewhere. */
  path: string;
}

interface CurrentTaskValue {
  current: CurrentTask | null;
  setCurrentTask: (task: CurrentTask) => void;
  clearCurrentTask: () => void;
}

const CurrentTaskContext = createContext<CurrentTaskValue | null>(null);

/** Holds one current task for the signed-in layout; it can be set and cleared. */
export function CurrentTaskProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<CurrentTask | null>(null);
  const value = useMemo<CurrentTaskValue>(
    () => ({ current, setCurrentTask: setCurrent, clearCurrentTask: () => setCurrent(null) }),
    [current],
  );
  return <CurrentTaskContext.Provider value={value}>{children}</CurrentTaskContext.Provider>;
}

/** The current task and its setters; outside the signed-in layout, none. */
export function useCurrentTask(): CurrentTaskValue {
  return (
    useContext(CurrentTaskContext) ?? {
      current: null,
      setCurrentTask: () => undefined,
      clearCurrentTask: () => undefined,
    }
  );
}

/**
 * For task pages: makes the loaded task current while it takes work, and clears it once it is closed (submitted,
 * expired, time up). `task` is undefined until it loads.
 */
export function useTrackCurrentTask(task: { id: string; title: string; open: boolean } | undefined): void {
  const { current, setCurrentTask, clearCurrentTask } = useCurrentTask();
  const { pathname } = useLocation();
  const currentId = current?.id;
  const currentPath = current?.path;
  useEffect(() => {
    if (!task) return;
    if (task.open && (currentId !== task.id || currentPath !== pathname))
      setCurrentTask({ id: task.id, title: task.title, path: pathname });
    if (!task.open && currentId === task.id) clearCurrentTask();
  }, [task, pathname, currentId, currentPath, setCurrentTask, clearCurrentTask]);
}
