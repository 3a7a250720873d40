import { GITHUB_MESSAGES, GITHUB_TOKEN_PREFIX_HINT, githubTokenBodySchema } from '@assay/contracts';
import { ExternalLink } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { zodFieldErrors } from '@/components/form/field-errors';
import { TextField } from '@/components/form/text-field';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { RelativeTime } from '@/components/relative-time';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DescriptionList, type DescriptionRow } from '@/components/ui/description-list';
import { Skeleton } from '@/components/ui/skeleton';
import {
  notConnected,
  tokenFailure,
  useConnectGithub,
  useDisconnectGithub,
  useGithubProfile,
  useUpdateGithubToken,
  type GithubAccount,
  type GithubProfile,
} from '@/features/github/api/github';
import { toast } from '@/lib/toast';

const TOKEN_SETTINGS_URL = 'https://github.com/settings/tokens';

interface TokenFormProps {
  /** The token field's label. */
  label: string;
  hint?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the token; resolves to the profile GitHub's check produced. */
  send: (token: string) => Promise<GithubProfile>;
  pending: boolean;
  onSent: (profile: GithubProfile) => void;
}

/**
 * A token's form (SPEC.md §5): a blank token is refused here and nothing is sent; one without the classic `ghp_`
 * prefix only earns a console warning (fine-grained and app tokens look different) and is sent all the same. The
 * field is a password field: what was pasted is never shown back, and it is emptied once the token is stored.
 */
function TokenForm({ label, hint, submitLabel, pendingLabel, send, pending, onSent }: TokenFormProps) {
  const [token, setToken] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const { formRef, focusFirstError } = useFocusFirstError();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = githubTokenBodySchema.safeParse({ token });
    if (!parsed.success) {
      setFieldError(zodFieldErrors<'token'>(parsed).token ?? GITHUB_MESSAGES.tokenRequired);
      focusFirstError();
      return;
    }
    setFieldError(undefined);
    if (!parsed.data.token.startsWith(GITHUB_TOKEN_PREFIX_HINT))
      console.warn(
        `[assay] The GitHub token does not start with ${GITHUB_TOKEN_PREFIX_HINT}: it may be a fine-grained (github_pat_…) or GitHub App (ghs_…) token. Sending it anyway.`,
      );
    try {
      const profile = await send(parsed.data.token);
      setToken('');
      onSent(profile);
    } catch (error) {
      const failure = tokenFailure(error);
      setFieldError(failure.field);
      setFormError(failure.form);
      if (failure.field) focusFirstError();
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label={label}
        hint={hint}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={token}
        onChange={(event) => setToken(event.target.value)}
        error={fieldError}
      />
      <div>
        <Button type="submit" loading={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Which token to create, in words: the scopes or permissions pull-request work needs. */
function TokenInstructions() {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        Create a token on{' '}
        <a
          href={TOKEN_SETTINGS_URL}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          GitHub’s token settings
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>{' '}
        and paste it below. Any of these works:
      </p>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>
          a classic personal access token (<code className="font-mono">ghp_…</code>) with the{' '}
          <code className="font-mono">repo</code> and <code className="font-mono">read:user</code> scopes;
        </li>
        <li>
          a fine-grained token (<code className="font-mono">github_pat_…</code>) with read access to contents and pull
          requests;
        </li>
        <li>
          a GitHub App installation token (<code className="font-mono">ghs_…</code>).
        </li>
      </ul>
      <p className="text-muted-foreground">
        Assay checks the token with GitHub, stores it encrypted and never shows it again.
      </p>
    </div>
  );
}

function NotConnected({
  readFailed,
  retrying,
  onRetry,
}: {
  readFailed: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const connect = useConnectGithub();
  return (
    <div className="flex flex-col gap-6">
      {readFailed ? (
        <p className="text-sm text-muted-foreground">
          Your GitHub connection could not be checked just now, so it shows as not connected.{' '}
          <Button variant="link" className="h-auto p-0" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Checking…' : 'Check again'}
          </Button>
        </p>
      ) : null}
      <p className="text-sm">
        Connecting lets Assay read pull requests from the repositories your token can see, for pull-request challenges
        and imports.
      </p>
      <TokenInstructions />
      <TokenForm
        label="GitHub access token"
        submitLabel="Connect GitHub"
        pendingLabel="Connecting…"
        send={connect.mutateAsync}
        pending={connect.isPending}
        onSent={(profile) =>
          toast.success(
            profile.account ? `Connected to GitHub as ${profile.account.login}.` : 'Your GitHub account is connected.',
          )
        }
      />
    </div>
  );
}

function tokenKindLabel(account: GithubAccount): string {
  return account.token_kind === 'installation' ? 'GitHub App installation token' : 'Personal access token';
}

function Scopes({ scopes }: { scopes: string[] }) {
  if (scopes.length === 0)
    return <span className="text-muted-foreground">No OAuth scopes reported (fine-grained or installation token)</span>;
  return (
    <ul aria-label="Token scopes" className="flex flex-wrap gap-1">
      {scopes.map((scope) => (
        <li key={scope}>
          <Badge variant="outline" className="font-mono">
            {scope}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function AccountName({ account }: { account: GithubAccount }) {
  const text = account.name ?? account.login;
  return (
    <div className="flex min-w-0 flex-col">
      {account.html_url ? (
        <a
          href={account.html_url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          {text}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(GitHub profile, opens in a new tab)</span>
        </a>
      ) : (
        <span className="font-medium">{text}</span>
      )}
      {account.name ? <span className="text-sm text-muted-foreground">@{account.login}</span> : null}
    </div>
  );
}

function Connected({ account }: { account: GithubAccount }) {
  const update = useUpdateGithubToken();
  const disconnect = useDisconnectGithub();
  const [confirming, setConfirming] = useState(false);
  const [disconnectError, setDisconnectError] = useState<string | undefined>();

  const rows: DescriptionRow[] = [
    ['Token', tokenKindLabel(account)],
    ['Scopes', <Scopes key="scopes" scopes={account.scopes} />],
  ];
  if (account.token_kind === 'installation')
    rows.push([
      'Repositories',
      <span key="repositories" className="tabular-nums">
        {account.repository_count ?? 'Unknown'}
      </span>,
    ]);
  rows.push(
    ['Connected', <RelativeTime key="connected" value={account.connected_at} />],
    ['Token updated', <RelativeTime key="updated" value={account.token_updated_at} />],
  );

  const confirmDisconnect = () => {
    setDisconnectError(undefined);
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Your GitHub account is disconnected.');
      },
      onError: (error) => {
        console.error('[assay] Could not disconnect GitHub:', error);
        setDisconnectError(GITHUB_MESSAGES.disconnectFailed);
      },
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-3">
        <Avatar name={account.name ?? account.login} src={account.avatar_url} className="size-12" />
        <AccountName account={account} />
        <Badge variant="success" className="ml-auto">
          Connected
        </Badge>
      </div>
      <DescriptionList rows={rows} />
      <section aria-labelledby="github-replace-token" className="flex flex-col gap-3 border-t border-border pt-6">
        <h3 id="github-replace-token" className="font-medium">
          Replace token
        </h3>
        <p className="text-sm text-muted-foreground">
          When the token expires or you need other scopes, paste a new one: GitHub checks it before it replaces the
          stored token.
        </p>
        <TokenForm
          label="New GitHub access token"
          submitLabel="Replace token"
          pendingLabel="Replacing…"
          send={update.mutateAsync}
          pending={update.isPending}
          onSent={() => toast.success('Your GitHub token has been replaced.')}
        />
      </section>
      <section aria-labelledby="github-disconnect" className="flex flex-col gap-3 border-t border-border pt-6">
        <h3 id="github-disconnect" className="font-medium">
          Disconnect
        </h3>
        <p className="text-sm text-muted-foreground">Assay forgets the stored token; you can connect again later.</p>
        <div>
          <Button
            variant="destructive"
            onClick={() => {
              setDisconnectError(undefined);
              setConfirming(true);
            }}
          >
            Disconnect GitHub
          </Button>
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect GitHub account ${account.login}?`}
        description="Assay deletes the stored token. Pull-request imports and challenges that use your GitHub account stop working until you connect again."
        confirmLabel="Disconnect"
        onConfirm={confirmDisconnect}
        busy={disconnect.isPending}
        error={disconnectError}
      />
    </div>
  );
}

function LoadingConnection() {
  return (
    <div className="flex flex-col gap-4">
      <p className="sr-only">Loading your GitHub connection…</p>
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <Skeleton className="h-5 w-40" />
      </div>
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

interface GithubConnectionCardProps {
  title?: string;
  /** What the connection is for on this page (a user's challenges, an organization's imports). */
  description?: ReactNode;
}

/**
 * The signed-in user's GitHub connection (GET /github/profile): connect with an access token, see whose account it
 * is and what the token may do, replace the token, or disconnect. A failed read shows the card as not connected,
 * with a quiet way to check again: SPEC.md §5 wants profile failures only logged.
 */
export function GithubConnectionCard({
  title = 'GitHub account',
  description = 'Connect your GitHub account to work on pull-request challenges from your repositories.',
}: GithubConnectionCardProps) {
  const profile = useGithubProfile();
  const data = profile.data ?? notConnected;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <LoadingConnection />
        ) : data.connected && data.account ? (
          <Connected account={data.account} />
        ) : (
          <NotConnected
            readFailed={Boolean(profile.error) && !profile.data}
            retrying={profile.isFetching}
            onRetry={() => void profile.refetch()}
          />
        )}
      </CardContent>
    </Card>
  );
}
