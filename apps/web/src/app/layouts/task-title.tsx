import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface ReportedTitle {
  pathname: string;
  title: string;
}

type ReportTitle = (reported: ReportedTitle | null) => void;

const ReportContext = createContext<ReportTitle | null>(null);
const ReportedContext = createContext<ReportedTitle | null>(null);

/** Lets a task page hand its task's title to the top bar, which sits above the page in the layout. */
export function TaskTitleProvider({ children }: { children: ReactNode }) {
  const [reported, setReported] = useState<ReportedTitle | null>(null);
  const report = useCallback<ReportTitle>((next) => setReported(next), []);
  return (
    <ReportContext.Provider value={report}>
      <ReportedContext.Provider value={reported}>{children}</ReportedContext.Provider>
    </ReportContext.Provider>
  );
}

/** For task pages: shows `title` in the top bar while the page is on screen (undefined until the task loads). */
export function useReportTaskTitle(title: string | undefined): void {
  const report = useContext(ReportContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!report || !title) return;
    report({ pathname, title });
    return () => report(null);
  }, [report, pathname, title]);
}

/** The title a page reported for `pathname`; a title left over from another page never shows. */
export function useReportedTaskTitle(pathname: string): string | undefined {
  const reported = useContext(ReportedContext);
  return reported?.pathname === pathname ? reported.title : undefined;
}
