import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SystemSettingsPage } from '@/app/routes/admin/system-settings';
import { renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import type { AuditLogEntry } from '@/features/admin/api/get-audit-logs';
import type { MailEntry, MailPage } from '@/features/admin/api/get-mails';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';

const resetMail: MailEntry = {
  id: 'm-1',
  to: 'ada@example.com',
  subject: 'Reset your password · Assay',
  template: 'notice',
  status: 'kept',
  text: 'Reset your password\n\nChoose a new password: http://localhost/auth/reset-password/tok?callbackURL=%2Flogin',
  createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  sentAt: null,
};

const signIn: AuditLogEntry = {
  id: 'a-1',
  actorId: 'user-7',
  action: 'auth.sign_in',
  organizationId: null,
  targetType: 'identity',
  targetId: 'sub-7',
  metadata: { email: 'ada@example.com' },
  requestId: 'r-1',
  ip: '127.0.0.1',
  createdAt: new Date().toISOString(),
};

type Answer = (url: URL) => Response;

function stubAdminApi({ mails, audit }: { mails?: Answer; audit?: Answer } = {}) {
  const mailPage = (items: MailEntry[], extra: Partial<MailPage> = {}) =>
    jsonResponse({ items, total: items.length, page: 1, limit: 20, smtpConfigured: false, ...extra });
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/admin/settings')
      return jsonResponse({
        productName: 'Assay',
        signUp: 'open',
        rateLimitMax: 600,
        rateLimitWindowSeconds: 60,
        updatedAt: null,
        ...(init?.body ? JSON.parse(String(init.body)) : {}),
      });
    if (url.pathname === '/api/v1/admin/mails') return (mails ?? (() => mailPage([resetMail])))(url);
    if (url.pathname === '/api/v1/admin/audit-logs')
      return (audit ?? (() => jsonResponse({ items: [signIn], total: 1, page: 1, limit: 50 })))(url);
    return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: 'no route' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, mailPage };
}

function requested(fetchMock: ReturnType<typeof stubAdminApi>['fetchMock'], pathname: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname)
    .map((url) => url.searchParams);
}

function openSettings(entry: string = paths.adminSettings) {
  return renderPage(<SystemSettingsPage />, { path: paths.adminSettings, entry, auth: authValue('admin') });
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/admin/settings mail', () => {
  it('says SMTP is not configured and opens a kept mail to show its text', async () => {
    stubAdminApi();
    const { user } = openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'System Settings' })).toBeInTheDocument();
    const mail = section('Mail');
    expect(await within(mail).findByText('SMTP not configured')).toBeInTheDocument();
    const row = within(mail).getByRole('button', { name: 'Reset your password · Assay' });
    expect(within(mail).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(mail).getByText('Kept')).toBeInTheDocument();
    expect(within(mail).getByText('3 minutes ago')).toBeInTheDocument();

    expect(row).toHaveAttribute('aria-expanded', 'false');
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(within(mail).getByText(/auth\/reset-password\/tok/)).toBeInTheDocument();
    await user.click(row);
    expect(within(mail).queryByText(/auth\/reset-password\/tok/)).not.toBeInTheDocument();
  });

  it('says when SMTP sends the mail, and that there is none yet', async () => {
    stubAdminApi({ mails: () => jsonResponse({ items: [], total: 0, page: 1, limit: 20, smtpConfigured: true }) });
    openSettings();
    const mail = section('Mail');
    expect(await within(mail).findByText('SMTP configured')).toBeInTheDocument();
    expect(within(mail).getByRole('heading', { name: 'No mail yet' })).toBeInTheDocument();
  });

  it('pages through the mail with the page in the URL', async () => {
    const { fetchMock, mailPage } = stubAdminApi({
      mails: (url) =>
        mailPage([{ ...resetMail, id: `m-${url.searchParams.get('page')}` }], {
          total: 45,
          page: Number(url.searchParams.get('page')),
        }),
    });
    const { user, router } = openSettings();
    const nav = await within(section('Mail')).findByRole('navigation', { name: 'Mail pages' });
    expect(nav).toHaveTextContent('1–20 of 45');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(nav).toHaveTextContent('21–40 of 45'));
    expect(router.state.location.search).toBe('?mailPage=2');
    expect(requested(fetchMock, '/api/v1/admin/mails').at(-1)?.get('page')).toBe('2');
  });

  it('offers Retry in place when the mail cannot be loaded', async () => {
    let calls = 0;
    stubAdminApi({
      mails: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ code: 'INTERNAL_ERROR', message: 'boom' }, 500)
          : jsonResponse({ items: [resetMail], total: 1, page: 1, limit: 20, smtpConfigured: false });
      },
    });
    const { user } = openSettings();
    const alert = await within(section('Mail')).findByRole('alert');
    expect(alert).toHaveTextContent('API error: 500 - Server error. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(section('Mail')).findByRole('button', { name: 'Reset your password · Assay' }),
    ).toBeInTheDocument();
  });
});

describe('/admin/settings audit log', () => {
  it('lists the entries with their actor, target, details and address', async () => {
    stubAdminApi();
    openSettings();
    const audit = section('Audit log');
    const table = await within(audit).findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    if (!row) throw new Error('No audit row.');
    expect(row).toHaveTextContent('auth.sign_in');
    expect(row).toHaveTextContent('user-7');
    expect(row).toHaveTextContent('identity');
    expect(row).toHaveTextContent('email: ada@example.com');
    expect(row).toHaveTextContent('127.0.0.1');
  });

  it('filters by action and actor through the URL, and clears the filters', async () => {
    const { fetchMock } = stubAdminApi({
      audit: (url) =>
        jsonResponse({
          items: url.searchParams.get('action') === 'auth.lockout' ? [] : [signIn],
          total: 1,
          page: 1,
          limit: 50,
        }),
    });
    const { user, router } = openSettings(`${paths.adminSettings}?auditPage=3`);
    const audit = section('Audit log');
    await user.type(within(audit).getByLabelText('Action'), 'auth.lockout');
    await user.type(within(audit).getByLabelText('Actor'), 'user-7');
    await user.click(within(audit).getByRole('button', { name: 'Apply filters' }));

    expect(await within(audit).findByRole('heading', { name: 'No entries match these filters' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('action')).toBe('auth.lockout');
    expect(new URLSearchParams(router.state.location.search).get('actor')).toBe('user-7');
    expect(new URLSearchParams(router.state.location.search).has('auditPage')).toBe(false);
    const last = requested(fetchMock, '/api/v1/admin/audit-logs').at(-1);
    expect(last?.get('action')).toBe('auth.lockout');
    expect(last?.get('actor')).toBe('user-7');
    expect(last?.get('page')).toBe('1');

    const clears = within(audit).getAllByRole('button', { name: 'Clear filters' });
    await user.click(clears[clears.length - 1]!);
    expect(router.state.location.search).toBe('');
    expect(within(audit).getByLabelText('Action')).toHaveValue('');
    expect(await within(audit).findByRole('table')).toBeInTheDocument();
  });

  it('starts with the filters a shared link carries', async () => {
    const { fetchMock } = stubAdminApi();
    openSettings(`${paths.adminSettings}?action=auth.sign_in`);
    expect(within(section('Audit log')).getByLabelText('Action')).toHaveValue('auth.sign_in');
    await within(section('Audit log')).findByRole('table');
    expect(requested(fetchMock, '/api/v1/admin/audit-logs')[0]?.get('action')).toBe('auth.sign_in');
    expect(requested(fetchMock, '/api/v1/admin/audit-logs')[0]?.has('actor')).toBe(false);
  });
});

describe('/admin/settings product', () => {
  it('saves the product name, sign-up and rate limit, refusing bad values under their fields first', async () => {
    const { fetchMock } = stubAdminApi();
    const { user } = openSettings();
    const product = section('Product');
    const name = await within(product).findByLabelText('Product name');
    await user.clear(name);
    await user.clear(within(product).getByLabelText('Requests per window'));
    await user.type(within(product).getByLabelText('Requests per window'), '5');
    await user.click(within(product).getByRole('button', { name: 'Save settings' }));
    expect(within(product).getByText('Enter the product name.')).toBeInTheDocument();
    expect(within(product).getByText('Allow at least 10 requests per window.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(name, 'Acme Skills');
    await user.clear(within(product).getByLabelText('Requests per window'));
    await user.type(within(product).getByLabelText('Requests per window'), '120');
    await user.selectOptions(within(product).getByLabelText('Sign-up'), 'invitation_only');
    await user.click(within(product).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({
        productName: 'Acme Skills',
        signUp: 'invitation_only',
        rateLimitMax: 120,
        rateLimitWindowSeconds: 60,
      });
    });
  });
});
