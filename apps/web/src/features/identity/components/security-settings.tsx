import { MonitorSmartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { newPasswordSchema } from '@/features/identity/auth-schemas';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/features/identity/auth-client';
import { loadProviderSession } from '@/features/identity/provider-session';
import { writeStoredSession } from '@/features/identity/session-storage';
import { toast } from '@/lib/toast';

const sessionKeys = ['auth', 'sessions'] as const;

/** Changes the password: the current one proves it is you; other devices may be signed out at the same time. */
function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [errors, setErrors] = useState<{ next?: string; again?: string }>({});
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: authClient.changePassword,
    onSuccess: (_answer, input) => {
      // Signing the others out ends this device's session too and starts a new one (a new cookie): the bearer this
      // tab holds belongs to the ended session and is refused from now on, so a fresh one is fetched at once.
      if (input.revokeOtherSessions)
        void loadProviderSession()
          .then(writeStoredSession)
          .catch(() => undefined);
      setCurrent('');
      setNext('');
      setAgain('');
      toast.success('Your password has been changed.');
      void queryClient.invalidateQueries({ queryKey: sessionKeys });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const strength = newPasswordSchema.safeParse(next);
    const found = {
      ...(strength.success ? {} : { next: strength.error.issues[0]?.message }),
      ...(again !== next ? { again: 'The two new passwords differ.' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length === 0)
      change.mutate({ currentPassword: current, newPassword: next, revokeOtherSessions: signOutOthers });
  };
  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      {change.error ? <FormAlert>{change.error.message}</FormAlert> : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        error={errors.next}
        value={next}
        onChange={(event) => setNext(event.target.value)}
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        required
        error={errors.again}
        value={again}
        onChange={(event) => setAgain(event.target.value)}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={signOutOthers}
          onChange={(event) => setSignOutOthers(event.target.checked)}
        />
        Sign out of my other devices
      </label>
      <div>
        <Button type="submit" disabled={change.isPending || !current}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}

/** Where you are signed in, this browser marked; any other can be signed out. */
function SessionsList() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: sessionKeys, queryFn: () => authClient.listSessions() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKeys });
  const revoke = useMutation({
    mutationFn: authClient.revokeSession,
    onSuccess: () => {
      toast.success('That device is signed out.');
      void refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const revokeOthers = useMutation({
    mutationFn: authClient.revokeOtherSessions,
    onSuccess: () => {
      toast.success('Every other device is signed out.');
      void refresh();
    },
    onError: (error) => toast.error(error.message),
  });

  if (sessions.error)
    return (
      <QueryError
        what="Your sessions could not be loaded."
        error={sessions.error}
        retrying={sessions.isFetching}
        onRetry={() => void sessions.refetch()}
      />
    );
  if (!sessions.data) return <TableSkeleton rows={2} label="Loading your sessions…" />;
  const { current } = sessions.data;
  const others = sessions.data.sessions.filter((session) => session.token !== current);
  return (
    <div className="flex flex-col gap-4">
      <DataTable caption="Signed-in devices" columns={['Device', 'Address', 'Signed in', 'Until', '']}>
        {sessions.data.sessions.map((session) => (
          <DataRow key={session.token}>
            <RowHeader className="max-w-72">
              <span className="flex items-start gap-2">
                <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="break-words">{session.userAgent ?? 'Unknown browser'}</span>
              </span>
              {session.token === current ? (
                <span className="text-xs font-normal text-muted-foreground">This browser</span>
              ) : null}
            </RowHeader>
            <Cell>{session.ipAddress ?? 'Unknown'}</Cell>
            <Cell>
              <RelativeTime value={session.createdAt} />
            </Cell>
            <Cell>
              <RelativeTime value={session.expiresAt} />
            </Cell>
            <Cell>
              {session.token === current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(session.token)}
                >
                  Sign out
                </Button>
              )}
            </Cell>
          </DataRow>
        ))}
      </DataTable>
      <div>
        <Button
          variant="outline"
          disabled={others.length === 0 || revokeOthers.isPending}
          onClick={() => revokeOthers.mutate()}
        >
          Sign out of all other devices
        </Button>
      </div>
    </div>
  );
}

/** The password and the signed-in devices (SPEC.md /settings/security; the same on /profile for other roles). */
export function SecuritySettings() {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>
            Accounts that sign in with Google or another provider have no password here.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Signed-in devices</CardTitle>
          <CardDescription>Sign out of any device you no longer use or do not recognise.</CardDescription>
        </CardHeader>
        <CardContent>
          <SessionsList />
        </CardContent>
      </Card>
    </>
  );
}
