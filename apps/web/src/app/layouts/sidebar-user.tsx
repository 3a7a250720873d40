import { LogIn, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { roleLabels } from '@/app/layouts/sidebar-menu';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { logger } from '@/lib/logger';

/** The sidebar's footer: who is signed in, as what, and the way out. */
export function SidebarUser() {
  const { user, userRole, logout } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  // A public GitHub pull-request task opens the editor without sign-in (SPEC.md §2, rule 7): offer the way in.
  if (!user) {
    return (
      <div className="border-t border-border p-3">
        <Button asChild variant="outline" className="w-full">
          <Link to={paths.login}>
            <LogIn aria-hidden="true" className="size-4" />
            Sign in
          </Link>
        </Button>
      </div>
    );
  }

  const displayName = user.name.trim() || user.email;
  const signOut = async () => {
    setSigningOut(true);
    try {
      await logout(paths.login);
    } catch (error) {
      logger.error("We couldn't sign you out. Try again.", error);
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className="flex shrink-0 flex-col gap-3 border-t border-border p-3">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={displayName} src={user.picture} />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium" title={displayName}>
            {displayName}
          </p>
          <p className="truncate text-sm text-muted-foreground">{userRole ? roleLabels[userRole] : 'No role yet'}</p>
        </div>
      </div>
      <Button variant="outline" className="w-full" loading={signingOut} onClick={() => void signOut()}>
        {signingOut ? null : <LogOut aria-hidden="true" className="size-4" />}
        Sign Out
      </Button>
    </div>
  );
}
