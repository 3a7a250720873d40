import type { AuthConfig } from '@assay/contracts';
import { useState } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { errorMessage } from '@/components/form/field-errors';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';

type ProviderId = 'google' | 'oidc';

interface ProviderButtonsProps {
  config: AuthConfig | undefined;
  /** Where to land after the provider sends the browser back to /callback. */
  redirectTo: string;
}

/** "Continue with Google" and the configured OIDC provider, only for the methods this install offers. */
export function ProviderButtons({ config, redirectTo }: ProviderButtonsProps) {
  const { signInWithProvider } = useAuth();
  const [starting, setStarting] = useState<ProviderId | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!config || (!config.google && !config.oidc)) return null;

  async function start(providerId: ProviderId) {
    setStarting(providerId);
    setError(null);
    try {
      // On success the browser leaves for the provider; the button stays busy until it does.
      await signInWithProvider(providerId, redirectTo);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not start sign-in with the provider. Please try again.'));
      setStarting(null);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {error ? <FormAlert>{error}</FormAlert> : null}
      {config.google ? (
        <Button
          variant="outline"
          loading={starting === 'google'}
          disabled={starting !== null}
          onClick={() => void start('google')}
        >
          Continue with Google
        </Button>
      ) : null}
      {config.oidc ? (
        <Button
          variant="outline"
          loading={starting === 'oidc'}
          disabled={starting !== null}
          onClick={() => void start('oidc')}
        >
          Continue with {config.oidc.name}
        </Button>
      ) : null}
    </div>
  );
}

/** The "or" between the provider buttons and the email form. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden="true">
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
