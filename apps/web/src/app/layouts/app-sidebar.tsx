import { useLocation } from 'react-router';
import { Wordmark } from '@/app/layouts/logo';
import { useProductName } from '@/app/layouts/product-name';
import { menuFor } from '@/app/layouts/sidebar-menu';
import { SidebarNav } from '@/app/layouts/sidebar-nav';
import { SidebarUser } from '@/app/layouts/sidebar-user';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

/** The role sidebar's contents, shared by the fixed panel on large screens and the slide-out sheet on small ones. */
interface AppSidebarProps {
  /** Set in the slide-out sheet: closes it when a link is followed. */
  onNavigate?: () => void;
  /** Set in the slide-out sheet: the top bar hides its theme toggle on the narrowest screens, so it lives here. */
  withThemeToggle?: boolean;
}

export function AppSidebar({ onNavigate, withThemeToggle = false }: AppSidebarProps) {
  const { userRole } = useAuth();
  const { pathname } = useLocation();
  const productName = useProductName();
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-14 shrink-0 items-center border-b border-border px-4">
        <Wordmark to={paths.dashboard} name={productName} label={`${productName} dashboard`} />
      </div>
      <SidebarNav entries={menuFor(userRole)} pathname={pathname} onNavigate={onNavigate} />
      {withThemeToggle ? (
        <div className="flex items-center justify-between gap-2 border-t border-border px-4 py-3 sm:hidden">
          <span className="text-sm text-muted-foreground">Theme</span>
          <ThemeToggle />
        </div>
      ) : null}
      <SidebarUser />
    </div>
  );
}
