import { Menu, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { Wordmark } from '@/app/layouts/logo';
import { MOBILE_MENU_ID, menuToggleLabel } from '@/app/layouts/mobile-menu';
import { siteLinks } from '@/app/layouts/site-links';
import { Button } from '@/components/ui/button';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/utils';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  // Someone signed in who opens a public page is offered the way back, not a sign-in.
  const signedIn = useAuth().status === 'authenticated';
  const close = () => setMenuOpen(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <header
      className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80"
      onKeyDown={closeOnEscape}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Wordmark />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          {siteLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle className="hidden sm:inline-flex" />
          {signedIn ? (
            <Button asChild size="sm">
              <Link to={paths.dashboard}>Go to your dashboard</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
                <Link to={paths.login}>Sign in</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.register}>Get started</Link>
              </Button>
            </>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="group lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuToggleLabel(menuOpen)}
            onClick={() => setMenuOpen((open) => !open)}
            data-menu-toggle=""
          >
            {/* Both icons, shown by aria-expanded, so the prerendered page's script only flips the attribute. */}
            <Menu aria-hidden="true" className="size-5 group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden size-5 group-aria-expanded:block" />
          </Button>
        </div>
      </div>
      {/* Always in the page, hidden when closed: the prerendered public pages (static-pages/) open it without React. */}
      <div id={MOBILE_MENU_ID} hidden={!menuOpen} className="border-t border-border px-4 pb-4 lg:hidden">
        <nav aria-label="Mobile" className="flex flex-col py-2">
          {siteLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass} onClick={close}>
              {link.label}
            </NavLink>
          ))}
          {signedIn ? null : (
            <NavLink to={paths.login} className={cn(navLinkClass({ isActive: false }), 'sm:hidden')} onClick={close}>
              Sign in
            </NavLink>
          )}
        </nav>
        <ThemeToggle className="sm:hidden" />
      </div>
    </header>
  );
}
