import { Menu, Settings, SquareCode } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { pageTitleFor } from '@/app/layouts/page-title';
import { TaskSearch } from '@/app/layouts/task-search';
import { useCurrentTask } from '@/app/layouts/current-task';
import { Button } from '@/components/ui/button';
import { SheetTrigger } from '@/components/ui/sheet';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

/**
 * The signed-in top bar: page title, the notifications bell and theme toggle for everyone; search and settings for
 * candidates, whose bell goes to /notifications (every other role's opens a panel).
 */
export function TopBar({ isCandidate }: { isCandidate: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { current } = useCurrentTask();
  const title = pageTitleFor(pathname, current?.path === pathname ? current.title : undefined);

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background">
      <div className="flex min-h-14 flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 sm:px-6">
        {/* Must sit inside the layout's <Sheet>: Radix returns focus here when the sheet closes. */}
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open menu" className="-ml-2 lg:hidden">
            <Menu aria-hidden="true" className="size-5" />
          </Button>
        </SheetTrigger>
        {/* Not a heading: the page below owns the one <h1>; this repeats its title for orientation. */}
        <p className="min-w-0 flex-1 truncate text-base font-semibold">{title}</p>
        {isCandidate ? (
          <>
            {current && current.path !== pathname ? (
              <Link
                to={current.path}
                className="inline-flex max-w-56 items-center gap-1.5 truncate rounded-md border border-border px-2.5 py-1.5 text-sm font-medium hover:bg-accent"
              >
                <SquareCode aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{`Back to ${current.title}`}</span>
              </Link>
            ) : null}
            {/* On narrow screens the search takes its own row under the title rather than squeezing it out. */}
            <TaskSearch className="order-last w-full md:order-none md:w-64" />
            <NotificationBell opensPage />
            <Button
              variant="ghost"
              size="icon"
              aria-label="Settings"
              title="Settings"
              onClick={() => navigate(paths.settings)}
            >
              <Settings aria-hidden="true" className="size-5" />
            </Button>
          </>
        ) : (
          <NotificationBell opensPage={false} />
        )}
        {/* Below sm the toggle moves into the slide-out menu to leave the title room. */}
        <ThemeToggle className="hidden sm:inline-flex" />
      </div>
    </header>
  );
}
