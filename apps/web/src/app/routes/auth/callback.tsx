import { CircleAlert } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/identity/components/auth-card';
import { linkErrorMessage } from '@/features/identity/components/login-notices';
import { useRedirectTarget, withRedirect } from '@/lib/redirect-target';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

function SignInFailed({ message, retryTo }: { message: string; retryTo: string }) {
  return (
    <AuthCard title="Sign-in did not complete">
      <div role="alert" className="flex items-start gap-2 text-sm">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <p>{message}</p>
      </div>
      <Button asChild>
        <Link to={retryTo}>Back to sign in</Link>
      </Button>
    </AuthCard>
  );
}

/**
 * Where Google or the OIDC provider sends the browser back. The auth provider finishes sign-in on its own (it
 * reads the session cookie the provider just set); this page waits for that and moves on.
 */
export function CallbackPage() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const redirect = useRedirectTarget();
  const error = params.get('error');
  const retryTo = withRedirect(paths.login, redirect);

  if (error) return <SignInFailed message={linkErrorMessage(error)} retryTo={retryTo} />;
  if (status === 'authenticated') return <Navigate to={redirect ?? paths.dashboard} replace />;
  if (status === 'anonymous') {
    return (
      <SignInFailed
        message="We could not sign you in: the provider did not start a session. Please try again."
        retryTo={retryTo}
      />
    );
  }
  return (
    <AuthCard title="Signing you in">
      <div role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        <span>Loading...</span>
      </div>
    </AuthCard>
  );
}
