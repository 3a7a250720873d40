import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AppSidebar } from '@/app/layouts/app-sidebar';
import { MainOutlet } from '@/app/layouts/main-outlet';
import { SkipLink } from '@/app/layouts/skip-link';
import { SuspensionBanner } from '@/app/layouts/suspension-banner';
import { CurrentTaskProvider } from '@/app/layouts/current-task';
import { TopBar } from '@/app/layouts/top-bar';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { useAuth } from '@/lib/auth-context';
import { ProductNameContext } from '@/lib/use-document-title';
import { useProductName } from '@/app/layouts/product-name';
import { useLiveNotifications } from '@/app/live-notifications';

// Tailwind's lg breakpoint, from which the sidebar is always shown and the sheet has no purpose.
const LARGE_SCREEN_QUERY = '(min-width: 64rem)';

/**
 * The signed-in shell, loaded as its own chunk so public visitors never download it: the role sidebar (fixed,
 * w-64 = SIDEBAR_WIDTH_UNITS, from lg up; a slide-out sheet below), the top bar and the page, whose tab titles end
 * with the product's stored name.
 */
export function AppLayout() {
  const { status, userRole } = useAuth();
  const { pathname } = useLocation();
  // The sheet is open only at the path it was opened on, so any navigation (a link, Back, a redirect) closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const closeMenu = useCallback(() => setMenuOpenAt(null), []);
  const productName = useProductName();
  useCloseWhen(LARGE_SCREEN_QUERY, closeMenu);
  useLiveNotifications();

  // The route guard shows the spinner meanwhile; a sidebar without its role would flash the wrong menu.
  if (status === 'loading') return null;

  return (
    <ProductNameContext value={productName}>
      <CurrentTaskProvider>
        <Sheet open={menuOpenAt === pathname} onOpenChange={(open) => setMenuOpenAt(open ? pathname : null)}>
          <div className="min-h-dvh">
            <SkipLink />
            <aside
              aria-label="Sidebar"
              className="fixed inset-y-0 left-0 z-40 hidden w-64 border-r border-border bg-background lg:block"
            >
              <AppSidebar />
            </aside>
            <div className="flex min-h-dvh flex-col lg:pl-64">
              <TopBar isCandidate={userRole === 'candidate'} />
              <SuspensionBanner />
              <MainOutlet />
            </div>
            <SheetContent side="left" closeLabel="Close menu" className="w-64 lg:hidden" overlayClassName="lg:hidden">
              <SheetTitle className="sr-only">Menu</SheetTitle>
              <AppSidebar onNavigate={closeMenu} withThemeToggle />
            </SheetContent>
          </div>
        </Sheet>
      </CurrentTaskProvider>
    </ProductNameContext>
  );
}

/** Calls `onMatch` when the media query starts matching (the window grows past a breakpoint). */
function useCloseWhen(query: string, onMatch: () => void): void {
  useEffect(() => {
    // jsdom and very old browsers have no matchMedia; the sheet then simply stays as the visitor left it.
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(query);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onMatch();
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [query, onMatch]);
}
