import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue } from '@/testing/auth-value';
import { seriousViolations } from '@/testing/axe';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { CertificateRevocations } from '@/features/learning/components/certificate-revocations';

const row = {
  id: 'cert-1',
  path_id: 'path-ts',
  path_title: 'TypeScript in Practice',
  version: 1,
  holder_name: 'Cora Holder',
  holder_email: 'cora@example.test',
  issued_at: '2025-06-14T09:30:00.000Z',
  status: 'active',
  revoked_at: null,
  revoked_reason: null,
  verification_url: 'http://localhost/certificates/cert-1',
  linkedin_url: 'https://www.linkedin.com/profile/add',
};

afterEach(() => vi.unstubAllGlobals());

describe('certificate revocations', { timeout: 20_000 }, () => {
  it('filters through the URL and revokes only after a reason and confirmation', async () => {
    let revoked = false;
    const calls = stubApiRoutes({
      'GET /api/v1/admin/learning/certificates': () =>
        jsonResponse({
          items: [revoked ? { ...row, status: 'revoked', revoked_at: row.issued_at, revoked_reason: 'Copied' } : row],
        }),
      'POST /api/v1/admin/learning/certificates/cert-1/revoke': () => {
        revoked = true;
        return jsonResponse({ ...row, status: 'revoked', revoked_at: row.issued_at, revoked_reason: 'Copied' });
      },
    });
    const { user, container, router } = renderPage(<CertificateRevocations />, {
      path: '/admin/learning',
      entry: '/admin/learning?status=active',
      auth: authValue('admin'),
    });
    expect(await screen.findByText('cora@example.test')).toBeInTheDocument();
    expect(calls.find((call) => call.key.startsWith('GET'))?.search).toBe('?status=active');
    expect(await seriousViolations(container)).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'cora');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?status=active&q=cora');

    await user.click(screen.getByRole('button', { name: /^Revoke Cora Holder/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke Cora Holder’s certificate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(within(dialog).getByText('Give the reason, in a few words at least.')).toBeInTheDocument();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Copied');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(screen.getByRole('table')).findByText('Revoked')).toBeInTheDocument();
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({ reason: 'Copied' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
