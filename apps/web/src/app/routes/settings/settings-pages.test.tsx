import type { Notification, NotificationSettings } from '@assay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsPage } from '@/app/routes/settings/notifications-page';
import { NotificationSettingsPage, SecuritySettingsPage } from '@/app/routes/settings/settings-pages';
import { renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';
import { readStoredSession } from '@/features/identity/session-storage';

const settings: NotificationSettings = {
  settings: [
    { kind: 'task_assigned', label: 'A task is assigned to me', in_app: true, mail: true },
    { kind: 'feedback_released', label: 'Feedback on my submission is released', in_app: true, mail: true },
  ],
};

const notice = (overrides: Partial<Notification>): Notification => ({
  id: 'n1',
  kind: 'feedback_released',
  title: 'Feedback on FizzBuzz',
  body: 'Your reviewer’s feedback on “FizzBuzz” is ready to read.',
  link: '/tasks/t1',
  created_at: new Date().toISOString(),
  read_at: null,
  ...overrides,
});

/** Answers the routes these pages call, recording each request with its body. */
function stubApi(answers: Record<string, (body: unknown) => Response>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key: `${key}${url.search}`, body });
      const answer = answers[key];
      return answer ? answer(body) : jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${key}` }, 404);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/settings/notifications', () => {
  it('shows each kind with its in-app and email choice, and saves the changes', async () => {
    const calls = stubApi({
      'GET /api/v1/notifications/settings': () => jsonResponse(settings),
      'PATCH /api/v1/notifications/settings': () =>
        jsonResponse({ settings: [settings.settings[0], { ...settings.settings[1], mail: false }] }),
    });
    const { user } = renderPage(<NotificationSettingsPage />, {
      path: paths.settingsNotifications,
      auth: authValue('candidate'),
    });
    const mail = await screen.findByRole('checkbox', { name: 'Feedback on my submission is released: by email' });
    expect(mail).toBeChecked();
    await user.click(mail);
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PATCH /api/v1/notifications/settings')?.body).toEqual({
        settings: [
          { kind: 'task_assigned', in_app: true, mail: true },
          { kind: 'feedback_released', in_app: true, mail: false },
        ],
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'Feedback on my submission is released: by email' })).not.toBeChecked();
  });
});

describe('/notifications', () => {
  it('lists the notifications, unread ones marked, and marks all read', async () => {
    let read = false;
    const calls = stubApi({
      'GET /api/v1/notifications': () =>
        jsonResponse({
          notifications: [
            notice({ read_at: read ? new Date().toISOString() : null }),
            notice({ id: 'n2', title: 'New task: Two Sum', kind: 'task_assigned', read_at: new Date().toISOString() }),
          ],
          unread_count: read ? 0 : 1,
        }),
      'POST /api/v1/notifications/read-all': () => {
        read = true;
        return jsonResponse({ marked: 1 });
      },
    });
    const { user } = renderPage(<NotificationsPage />, { path: paths.notifications, auth: authValue('candidate') });
    const unread = await screen.findByText('Feedback on FizzBuzz');
    expect(unread.closest('a')).toHaveAttribute('href', '/tasks/t1');
    expect(within(unread).getByText('(unread)')).toBeInTheDocument();
    expect(within(screen.getByText('New task: Two Sum')).queryByText('(unread)')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unread (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unread (0)' })).toBeInTheDocument());
    expect(calls.map((call) => call.key)).toContain('POST /api/v1/notifications/read-all');
    expect(screen.queryByText(/\(unread\)/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unread (0)' }));
    await waitFor(() => expect(calls.at(-1)?.key).toBe('GET /api/v1/notifications?unread_only=true&limit=100'));
  }, 15_000);
});

describe('/settings/security', () => {
  const sessions = [
    {
      token: 'mine',
      createdAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
      ipAddress: '127.0.0.1',
      userAgent: 'Firefox on Linux',
    },
    {
      token: 'phone',
      createdAt: '2026-11-21T10:00:00.000Z',
      expiresAt: '2026-11-28T10:00:00.000Z',
      ipAddress: '10.0.0.2',
      userAgent: 'Safari on iPhone',
    },
  ];

  it('checks the new password before sending it, then changes it and signs out the other devices', async () => {
    const calls = stubApi({
      'GET /auth/list-sessions': () => jsonResponse(sessions),
      'GET /auth/get-session': () =>
        jsonResponse({ session: { expiresAt: '2026-11-27T10:00:00.000Z', token: 'mine' } }),
      'POST /auth/change-password': () => jsonResponse({ token: null }),
      'GET /auth/token': () => jsonResponse({ token: 'header.new-session.signature' }),
    });
    const { user } = renderPage(<SecuritySettingsPage />, {
      path: paths.settingsSecurity,
      auth: authValue('candidate'),
    });
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('New password again'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two new passwords differ.')).toBeInTheDocument();
    expect(calls.map((call) => call.key)).not.toContain('POST /auth/change-password');

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a-much-better-one');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'a-much-better-one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST /auth/change-password')?.body).toEqual({
        currentPassword: 'old-password',
        newPassword: 'a-much-better-one',
        revokeOtherSessions: true,
      }),
    );
    // Signing the others out ended this browser's session too: the bearer of the new one replaces the old.
    await waitFor(() => expect(readStoredSession()?.token).toBe('header.new-session.signature'));
  });

  it('lists the signed-in devices, this browser marked, and signs another out', async () => {
    let remaining = sessions;
    const calls = stubApi({
      'GET /auth/list-sessions': () => jsonResponse(remaining),
      'GET /auth/get-session': () =>
        jsonResponse({ session: { expiresAt: '2026-11-27T10:00:00.000Z', token: 'mine' } }),
      'POST /auth/revoke-session': (body) => {
        remaining = sessions.filter((session) => session.token !== (body as { token: string }).token);
        return jsonResponse({ status: true });
      },
    });
    const { user } = renderPage(<SecuritySettingsPage />, {
      path: paths.settingsSecurity,
      auth: authValue('candidate'),
    });
    const table = await screen.findByRole('table', { name: 'Signed-in devices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('This browser')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Signed-in devices' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(calls.find((call) => call.key === 'POST /auth/revoke-session')?.body).toEqual({ token: 'phone' });
  });
});
