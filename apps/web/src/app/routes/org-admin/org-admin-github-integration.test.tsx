import {
  GITHUB_IMPORT_FAILURES,
  type GithubProfile,
  type ImportPullRequestsResult,
  type PullRequestSummary,
  type TestRepositoryResult,
} from '@assay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminGithubIntegrationPage } from '@/app/routes/admin/admin-github-integration';
import { OrgAdminGithubIntegrationPage } from '@/app/routes/org-admin/org-admin-github-integration';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { authValue } from '@/testing/auth-value';
import { orgAdminAuth } from '@/testing/fake-organization-api';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { deferred, renderPage } from '@/testing/render-page';
import { spyOnToastsEachTest } from '@/testing/toast-spies';
import { seriousViolations } from '@/testing/axe';

spyOnToastsEachTest('success', 'error');

const PROFILE = 'GET /api/v1/github/profile';
const TEST = 'POST /api/v1/github/test-repository';
const ADD = 'POST /api/v1/github/repository';
const IMPORT = 'POST /api/v1/github/import-pull-requests';
const LIST = 'GET /api/v1/github/pull-requests';

const connected: GithubProfile = {
  connected: true,
  account: {
    login: 'octocat',
    name: 'The Octocat',
    avatar_url: null,
    html_url: 'https://github.com/octocat',
    token_kind: 'user',
    scopes: ['repo'],
    repository_count: null,
    connected_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    token_updated_at: new Date(Date.now() - 60 * 60_000).toISOString(),
  },
};

const repository = {
  full_name: 'acme/widgets',
  description: 'Widgets for everyone',
  html_url: 'https://github.com/acme/widgets',
  default_branch: 'main',
  language: 'TypeScript',
  size_kb: 2048,
  private: true,
};

const pullRequest = (overrides: Partial<PullRequestSummary> = {}): PullRequestSummary => ({
  id: 'pr-1',
  repository: 'acme/widgets',
  number: 42,
  title: 'Fix the flaky retry',
  author: 'ada',
  html_url: 'https://github.com/acme/widgets/pull/42',
  merged_at: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
  base_sha: 'a'.repeat(40),
  merge_commit_sha: 'b'.repeat(40),
  additions: 120,
  deletions: 30,
  changed_files: 3,
  files: [
    { filename: 'src/retry.ts', status: 'modified', additions: 100, deletions: 30, is_test: false },
    { filename: 'src/backoff.ts', status: 'added', additions: 10, deletions: 0, is_test: false },
    { filename: 'test/retry.test.ts', status: 'modified', additions: 10, deletions: 0, is_test: true },
  ],
  linked_issue: { number: 7, title: 'Retries give up too early' },
  review_comment_count: 5,
  imported_at: new Date().toISOString(),
  ...overrides,
});

const list = (items: PullRequestSummary[], total = items.length) => jsonResponse({ items, total, page: 1, limit: 20 });

const apiError = (status: number, code: string, message: string) =>
  jsonResponse({ statusCode: status, error: 'Error', code, message, requestId: 'req-1' }, status);

function renderOrgAdminPage(entry?: string) {
  return renderPage(<OrgAdminGithubIntegrationPage />, {
    path: paths.orgAdminGithubIntegration,
    entry,
    auth: orgAdminAuth(),
  });
}

describe('/org-admin/github-integration', () => {
  it('shows the connection, the repository test, the import form and the imported pull requests', async () => {
    stubApiRoutes({ [PROFILE]: () => jsonResponse(connected), [LIST]: () => list([pullRequest()]) });
    renderOrgAdminPage();
    expect(screen.getByRole('heading', { level: 1, name: 'GitHub Integration' })).toBeInTheDocument();
    expect(screen.getByText(/your organization's repositories/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'GitHub connection' })).toBeInTheDocument();
    expect(screen.getByText(/any other orgadmin of your organization/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Test a repository' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Import pull requests' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Imported pull requests' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /The Octocat/ })).toBeInTheDocument();

    const table = await screen.findByRole('table');
    const link = within(table).getByRole('link', { name: /#42 Fix the flaky retry/ });
    expect(link).toHaveAttribute('href', 'https://github.com/acme/widgets/pull/42');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
    const row = link.closest('tr')!;
    expect(within(row).getByText('acme/widgets')).toBeInTheDocument();
    expect(within(row).getByText('ada')).toBeInTheDocument();
    expect(within(row).getByText('3 hours ago')).toHaveAttribute('title');
    expect(within(row).getByText('+120')).toBeInTheDocument();
    expect(within(row).getByText('−30')).toBeInTheDocument();
    expect(within(row).getByText('2 code, 1 test')).toBeInTheDocument();
    expect(within(row).getByText(/Retries give up too early/)).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
  });

  it('filters by repository and title in the URL and pages through the list', async () => {
    const calls = stubApiRoutes({
      [PROFILE]: () => jsonResponse(connected),
      [LIST]: () => list([pullRequest()], 45),
    });
    const { user } = renderOrgAdminPage(`${paths.orgAdminGithubIntegration}?repository=acme%2Fwidgets`);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Repository' })).toHaveValue('acme/widgets');
    await user.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'retry');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pull request pages' })).getByRole('button', { name: /Next/ }),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.key === LIST).at(-1)?.search).toBe(
        '?page=2&limit=20&repository=acme%2Fwidgets&search=retry',
      ),
    );
  });

  it("tests a repository, shows GitHub's facts, and adds it to the imports", async () => {
    const calls = stubApiRoutes({
      [PROFILE]: () => jsonResponse(connected),
      [LIST]: () => list([]),
      [TEST]: () =>
        jsonResponse({ success: true, repository, error: null, error_code: null } satisfies TestRepositoryResult),
      [ADD]: () =>
        jsonResponse({
          ...repository,
          id: 'repo-1',
          added_at: new Date().toISOString(),
          last_imported_at: null,
          pull_request_count: 0,
        }),
    });
    const { user } = renderOrgAdminPage();
    await user.type(screen.getByRole('textbox', { name: 'Repository to test' }), 'https://github.com/acme/widgets');
    await user.click(screen.getByRole('button', { name: 'Test' }));

    const facts = await screen.findByRole('region', { name: 'Tested repository' });
    const link = within(facts).getByRole('link', { name: /acme\/widgets/ });
    expect(link).toHaveAttribute('href', 'https://github.com/acme/widgets');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(facts).getByText('main')).toBeInTheDocument();
    expect(within(facts).getByText('TypeScript')).toBeInTheDocument();
    expect(within(facts).getByText('2.0 MB')).toBeInTheDocument();
    expect(within(facts).getByText('Private')).toBeInTheDocument();
    expect(calls.find((call) => call.key === TEST)?.body).toEqual({
      repository_url: 'https://github.com/acme/widgets',
    });

    await user.click(within(facts).getByRole('button', { name: 'Add to imports' }));
    expect(await screen.findByRole('textbox', { name: 'Repositories' })).toHaveValue('acme/widgets');
    expect(calls.find((call) => call.key === ADD)?.body).toEqual({ repository_url: 'https://github.com/acme/widgets' });
    expect(toast.success).toHaveBeenCalledWith('acme/widgets is added to your imports.');
  });

  it("shows a failed test's error text", async () => {
    stubApiRoutes({
      [PROFILE]: () => jsonResponse(connected),
      [LIST]: () => list([]),
      [TEST]: () =>
        jsonResponse({
          success: false,
          repository: null,
          error: 'Repository acme/secret was not found, or the token cannot see it.',
          error_code: 'GITHUB_REPOSITORY_NOT_FOUND',
        } satisfies TestRepositoryResult),
    });
    const { user } = renderOrgAdminPage();
    await user.type(screen.getByRole('textbox', { name: 'Repository to test' }), 'acme/secret');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Repository acme/secret was not found, or the token cannot see it.',
    );
    expect(screen.queryByRole('button', { name: 'Add to imports' })).not.toBeInTheDocument();
  });

  it('imports, shows the count and a failed repository, says it may take a while, and refreshes the table', async () => {
    const answer = deferred<Response>();
    let imported: PullRequestSummary[] = [];
    const calls = stubApiRoutes({
      [PROFILE]: () => jsonResponse(connected),
      [LIST]: () => list(imported),
      [IMPORT]: () => answer.promise as unknown as Response,
    });
    const { user } = renderOrgAdminPage();
    expect(await screen.findByText('No imported pull requests yet')).toBeInTheDocument();
    expect(screen.getByText(/become a challenge/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Repositories' }), 'acme/widgets{Enter}acme/gone');
    const max = screen.getByRole('spinbutton', { name: 'Pull requests per repository' });
    expect(max).toHaveValue(100);
    await user.clear(max);
    await user.type(max, '50');
    await user.click(screen.getByRole('checkbox', { name: 'Refresh already imported pull requests' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText(/this can take a few minutes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importing…' })).toBeDisabled();
    expect(calls.find((call) => call.key === IMPORT)?.body).toEqual({
      repositories: ['acme/widgets', 'acme/gone'],
      max_prs: 50,
      force_refresh: true,
    });

    imported = [pullRequest(), pullRequest({ id: 'pr-2', number: 43, title: 'Add jitter' })];
    answer.resolve(
      jsonResponse({
        success: true,
        imported_count: 2,
        pull_requests: imported,
        error: 'acme/gone: repository not found',
        error_code: 'GITHUB_REPOSITORY_NOT_FOUND',
      } satisfies ImportPullRequestsResult),
    );
    expect(await screen.findByText('Imported 2 pull requests.')).toBeInTheDocument();
    expect(screen.getByText('acme/gone: repository not found')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /#43 Add jitter/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Repositories' })).toHaveValue('acme/widgets\nacme/gone');
  });

  it('refuses an empty repository list and an out-of-range count without sending', async () => {
    const calls = stubApiRoutes({ [PROFILE]: () => jsonResponse(connected), [LIST]: () => list([]) });
    const { user } = renderOrgAdminPage();
    const max = screen.getByRole('spinbutton', { name: 'Pull requests per repository' });
    await user.clear(max);
    await user.type(max, '900');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Name at least one repository to import from.')).toBeInTheDocument();
    expect(screen.getByText('Import between 1 and 500 pull requests per repository.')).toBeInTheDocument();
    expect(calls.map((call) => call.key)).not.toContain(IMPORT);
  });

  it.each([
    [401, 'GITHUB_AUTH_REQUIRED', GITHUB_IMPORT_FAILURES[401]],
    [403, 'FORBIDDEN', GITHUB_IMPORT_FAILURES[403]],
    [404, 'ROUTE_NOT_FOUND', GITHUB_IMPORT_FAILURES[404]],
    [429, 'GITHUB_RATE_LIMITED', GITHUB_IMPORT_FAILURES[429]],
    [500, 'INTERNAL', GITHUB_IMPORT_FAILURES.other],
  ])('shows the SPEC text for an import answered %i', async (status, code, text) => {
    const calls = stubApiRoutes({
      [PROFILE]: () => jsonResponse(connected),
      [LIST]: () => list([]),
      [IMPORT]: () => apiError(status, code, 'the server said something else'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderOrgAdminPage();
    await user.type(screen.getByRole('textbox', { name: 'Repositories' }), 'acme/widgets');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.queryByText('the server said something else')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.key === IMPORT)).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the empty state, and no error, when the list cannot be read', async () => {
    stubApiRoutes({
      [PROFILE]: () => jsonResponse(connected),
      [LIST]: () => apiError(500, 'INTERNAL', 'boom'),
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderOrgAdminPage();
    expect(await screen.findByText('No imported pull requests yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('imported pull requests'), expect.anything());
  });

  it('has no serious or critical axe violations', async () => {
    stubApiRoutes({ [PROFILE]: () => jsonResponse(connected), [LIST]: () => list([pullRequest()]) });
    const { container } = renderOrgAdminPage();
    await screen.findByRole('table');
    await screen.findByRole('link', { name: /The Octocat/ });
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('/org-admin/github-integration: the kept repositories', () => {
  it('starts the import list with the repositories kept for imports, and the person may change it', async () => {
    const kept = (fullName: string) => ({
      full_name: fullName,
      description: null,
      html_url: `https://github.com/${fullName}`,
      default_branch: 'main',
      language: 'TypeScript',
      size_kb: 100,
      private: false,
      id: fullName,
      added_at: '2026-12-01T10:00:00.000Z',
      last_imported_at: null,
      pull_request_count: 0,
    });
    stubApiRoutes({
      [PROFILE]: () => jsonResponse(connected),
      [LIST]: () => list([]),
      'GET /api/v1/github/repositories': () =>
        jsonResponse({ repositories: [kept('acme/widgets'), kept('acme/gadgets')] }),
    });
    renderOrgAdminPage();
    const field = await screen.findByLabelText('Repositories');
    await waitFor(() => expect(field).toHaveValue('acme/widgets\nacme/gadgets'));
  });
});

describe('/admin/github-integration', () => {
  it("renders the same sections with the platform's description", async () => {
    stubApiRoutes({ [PROFILE]: () => jsonResponse({ connected: false, account: null }), [LIST]: () => list([]) });
    const { container } = renderPage(<AdminGithubIntegrationPage />, {
      path: paths.adminGithubIntegration,
      auth: authValue('admin'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'GitHub Integration' })).toBeInTheDocument();
    expect(screen.getByText(/the platform's public challenges/)).toBeInTheDocument();
    expect(screen.queryByText(/your organization's repositories/)).not.toBeInTheDocument();
    expect(await screen.findByLabelText('GitHub access token')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Test a repository' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Import pull requests' })).toBeInTheDocument();
    expect(await screen.findByText('No imported pull requests yet')).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
