import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/identity/components/auth-card';
import { ForgotPasswordForm } from '@/features/identity/components/forgot-password-form';
import { linkErrorMessage, PASSWORD_CHANGED_MESSAGE } from '@/features/identity/components/login-notices';
import { OrDivider, ProviderButtons } from '@/features/identity/components/provider-buttons';
import { useRedirectTarget, withRedirect } from '@/lib/redirect-target';
import { ResetPasswordForm } from '@/features/identity/components/reset-password-form';
import { SignInForm } from '@/features/identity/components/sign-in-form';
import { FormAlert } from '@/components/form/form-alert';
import { paths } from '@/config/paths';
import { useAuthConfig } from '@/features/identity/api/get-auth-config';
import { useAuth } from '@/lib/auth-context';

type Mode = 'sign-in' | 'forgot';

const titles = { 'sign-in': 'Sign in', forgot: 'Reset your password', reset: 'Choose a new password' } as const;

/** Sign-in: email and password, the configured providers, and the password-reset flow; signed in already, on to the dashboard. */
export function LoginPanel() {
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const redirect = useRedirectTarget();
  const config = useAuthConfig();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  // Set before signing in, so the "already signed in" redirect to /dashboard does not beat the one to `redirect`.
  const [signingIn, setSigningIn] = useState(false);

  if (status === 'authenticated' && !signingIn) return <Navigate to={paths.dashboard} replace />;

  const resetToken = params.get('token');
  const linkError = params.get('error');
  const target = redirect ?? paths.dashboard;

  /** Drops ?token= and ?error= once they have been dealt with, keeping ?redirect=. */
  function forgetLinkParams() {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('token');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }

  async function signInAndContinue(address: string, password: string) {
    setSigningIn(true);
    try {
      await signIn(address, password);
    } catch (error) {
      setSigningIn(false);
      throw error;
    }
    void navigate(target, { replace: true });
  }

  if (resetToken) {
    return (
      <AuthCard title={titles.reset} description="Choose the password you will sign in with from now on.">
        <ResetPasswordForm
          token={resetToken}
          onDone={() => {
            setNotice(PASSWORD_CHANGED_MESSAGE);
            setMode('sign-in');
            forgetLinkParams();
          }}
          onCancel={forgetLinkParams}
        />
      </AuthCard>
    );
  }

  // Unknown while the config loads or if it fails: the email form is still offered, the server decides.
  const emailPassword = config.data?.emailPassword ?? true;
  const hasProviders = Boolean(config.data?.google || config.data?.oidc);

  return (
    <AuthCard
      title={titles[mode]}
      description={mode === 'sign-in' ? 'Welcome back. Sign in to continue to Assay.' : undefined}
      footer={
        <>
          New to Assay?{' '}
          <Link
            to={withRedirect(paths.register, redirect)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      {linkError && !notice ? <FormAlert>{linkErrorMessage(linkError)}</FormAlert> : null}
      {mode === 'forgot' ? (
        <ForgotPasswordForm email={email} onEmailChange={setEmail} onBack={() => setMode('sign-in')} />
      ) : (
        <>
          <ProviderButtons config={config.data} redirectTo={target} />
          {hasProviders && emailPassword ? <OrDivider /> : null}
          {emailPassword ? (
            <SignInForm
              email={email}
              onEmailChange={setEmail}
              onSignIn={signInAndContinue}
              onForgotPassword={() => {
                setNotice(null);
                setMode('forgot');
              }}
            />
          ) : null}
        </>
      )}
    </AuthCard>
  );
}
