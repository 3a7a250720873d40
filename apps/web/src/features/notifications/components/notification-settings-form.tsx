import type { NotificationSetting } from '@assay/contracts';
import { useState, type FormEvent } from 'react';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { useNotificationSettings, useUpdateNotificationSettings } from '@/features/notifications/api/notifications';
import { toast } from '@/lib/toast';

function SettingsTable({ initial }: { initial: NotificationSetting[] }) {
  const update = useUpdateNotificationSettings();
  const [settings, setSettings] = useState(initial);
  const toggle = (kind: NotificationSetting['kind'], channel: 'in_app' | 'mail') =>
    setSettings((current) =>
      current.map((entry) => (entry.kind === kind ? { ...entry, [channel]: !entry[channel] } : entry)),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { settings: settings.map(({ kind, in_app, mail }) => ({ kind, in_app, mail })) },
      {
        onSuccess: () => toast.success('Your notification settings have been saved.'),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <DataTable caption="Notification settings" columns={['When', 'In the app', 'By email']}>
        {settings.map((setting) => (
          <DataRow key={setting.kind}>
            <RowHeader>{setting.label}</RowHeader>
            {(['in_app', 'mail'] as const).map((channel) => (
              <Cell key={channel}>
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  aria-label={`${setting.label}: ${channel === 'in_app' ? 'in the app' : 'by email'}`}
                  checked={setting[channel]}
                  onChange={() => toggle(setting.kind, channel)}
                />
              </Cell>
            ))}
          </DataRow>
        ))}
      </DataTable>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save notification settings'}
        </Button>
      </div>
    </form>
  );
}

/** Which events reach you, in the app and by email (GET and PATCH /notifications/settings). */
export function NotificationSettingsForm() {
  const settings = useNotificationSettings();
  if (settings.error)
    return (
      <QueryError
        what="Your notification settings could not be loaded."
        error={settings.error}
        retrying={settings.isFetching}
        onRetry={settings.refetch}
      />
    );
  if (!settings.data) return <TableSkeleton rows={4} label="Loading your notification settings…" />;
  return <SettingsTable initial={settings.data.settings} />;
}

/** The notification settings as a card of /profile, for the roles without /settings. */
export function NotificationSettingsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Which events reach you, in the app (the bell above) and by email.</CardDescription>
      </CardHeader>
      <CardContent>
        <NotificationSettingsForm />
      </CardContent>
    </Card>
  );
}
