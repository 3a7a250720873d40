import { MailCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/identity/components/auth-card';
import { customAttributesFrom } from '@/features/identity/custom-attributes';
import { OrDivider, ProviderButtons } from '@/features/identity/components/provider-buttons';
import { useRedirectTarget, withRedirect } from '@/lib/redirect-target';
import { RegisterForm, type RegisterValues } from '@/features/identity/components/register-form';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuthConfig } from '@/features/identity/api/get-auth-config';
import { useAuth } from '@/lib/auth-context';

function CheckYourEmail({ email }: { email: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <MailCheck aria-hidden="true" className="size-8 text-primary" />
      <h2 className="text-lg font-semibold">Check your email</h2>
      <p className="text-sm text-muted-foreground">
        We sent a link to <strong className="text-foreground">{email}</strong>. Open it to confirm your address, then
        sign in.
      </p>
      <Button asChild variant="outline">
        <Link to={paths.login}>Go to sign in</Link>
      </Button>
    </div>
  );
}

/** Sign-up: a new account by email and password or through a provider. */
export function RegisterPanel() {
  const { status, signUp } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = useRedirectTarget();
  const config = useAuthConfig();
  const customAttributes = useMemo(() => customAttributesFrom(params), [params]);
  const [verifying, setVerifying] = useState<string | null>(null);
  // As on /login: a sign-up that signs in here continues to its target, not to the "already signed in" redirect.
  const [registering, setRegistering] = useState(false);

  if (status === 'authenticated' && !registering) return <Navigate to={paths.dashboard} replace />;

  // The guards send a user without a role from /dashboard to /user-type-selection.
  const target = redirect ?? paths.dashboard;

  async function register(values: RegisterValues) {
    setRegistering(true);
    try {
      const { verificationRequired } = await signUp({ ...values, ...(customAttributes ? { customAttributes } : {}) });
      if (verificationRequired) {
        setVerifying(values.email);
        setRegistering(false);
        return;
      }
    } catch (error) {
      setRegistering(false);
      throw error;
    }
    void navigate(target, { replace: true });
  }

  const emailPassword = config.data?.emailPassword ?? true;
  const hasProviders = Boolean(config.data?.google || config.data?.oidc);

  return (
    <AuthCard
      title="Create your account"
      description="Assess skills fairly, or show yours."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={withRedirect(paths.login, redirect)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      {verifying ? (
        <CheckYourEmail email={verifying} />
      ) : (
        <>
          <ProviderButtons config={config.data} redirectTo={target} />
          {hasProviders && emailPassword ? <OrDivider /> : null}
          {emailPassword ? <RegisterForm onRegister={register} /> : null}
        </>
      )}
    </AuthCard>
  );
}
