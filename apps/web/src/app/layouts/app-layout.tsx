import { PRODUCT_NAME_DEFAULT } from '@assay/contracts';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '@/app/layouts/logo';
import { MainOutlet } from '@/app/layouts/main-outlet';
import { SkipLink } from '@/app/layouts/skip-link';
import { findPlannedPage } from '@/app/routes/planned-pages';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';

/**
 * The signed-in shell, loaded as its own chunk so public visitors never download it. The role sidebar, search,
 * notifications and the user menu join the top bar once identity lands.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const title = findPlannedPage(pathname)?.title ?? PRODUCT_NAME_DEFAULT;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-background">
        <div className="flex h-14 items-center gap-4 px-4 sm:px-6">
          <Link
            to={paths.dashboard}
            className="inline-flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <LogoMark className="size-6" />
            <span>{PRODUCT_NAME_DEFAULT}</span>
          </Link>
          <span aria-hidden="true" className="h-5 w-px bg-border" />
          <p className="truncate text-sm font-medium text-muted-foreground">
            {title}
          </p>
          <div className="ml-auto flex items-center gap-2">
            <ThemeToggle />
          </div>
        </div>
      </header>
      <MainOutlet />
    </div>
  );
}
