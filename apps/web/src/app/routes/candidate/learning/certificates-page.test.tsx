import type { Certificate } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CertificatesPage } from '@/app/routes/candidate/learning/certificates-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { seriousViolations } from '@/testing/axe';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

const certificate = (overrides: Partial<Certificate> = {}): Certificate => ({
  id: 'cert-1',
  path_id: 'path-ts',
  path_title: 'TypeScript in Practice',
  version: 1,
  holder_name: 'Cora Holder',
  issued_at: '2025-06-14T09:30:00.000Z',
  status: 'active',
  revoked_at: null,
  verification_url: 'http://localhost/certificates/cert-1',
  linkedin_url: 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=TypeScript',
  ...overrides,
});

const openPage = () =>
  renderPage(<CertificatesPage />, { path: paths.learningCertificates, auth: authValue('candidate') });

afterEach(() => vi.unstubAllGlobals());

describe('/learning/certificates', { timeout: 20_000 }, () => {
  it('shows each earned certificate with its actions', async () => {
    stubApiRoutes({
      'GET /api/v1/learning/certificates': () =>
        jsonResponse({
          items: [
            certificate(),
            certificate({
              id: 'cert-2',
              path_title: 'SQL Basics',
              status: 'revoked',
              revoked_at: '2025-07-01T00:00:00.000Z',
            }),
          ],
        }),
    });
    const { container } = openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
    const [active, revoked] = await screen.findAllByRole('listitem');
    expect(within(active!).getByRole('heading', { name: 'TypeScript in Practice' })).toBeInTheDocument();
    expect(within(active!).getByText('Active')).toBeInTheDocument();
    expect(within(active!).getByRole('button', { name: /^Download PDF/ })).toBeInTheDocument();
    expect(within(active!).getByRole('link', { name: /^Add to LinkedIn/ })).toHaveAttribute(
      'href',
      certificate().linkedin_url,
    );
    expect(within(active!).getByRole('link', { name: /^Verification page/ })).toHaveAttribute(
      'href',
      '/certificates/cert-1',
    );
    expect(within(active!).getByRole('button', { name: /^Copy link/ })).toBeInTheDocument();
    expect(within(revoked!).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked!).queryByRole('link', { name: /^Add to LinkedIn/ })).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says how to earn one when there are none', async () => {
    stubApiRoutes({ 'GET /api/v1/learning/certificates': () => jsonResponse({ items: [] }) });
    openPage();
    expect(await screen.findByRole('heading', { name: 'No certificates yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse learning paths' })).toHaveAttribute('href', paths.learning);
  });
});
