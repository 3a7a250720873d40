import type { ChallengePreview, PullRequestSummary, StoredRepository } from '@assay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminGithubTaskCreationPage } from '@/app/routes/admin/admin-github-task-creation';
import { OrgAdminGithubTaskCreationPage } from '@/app/routes/org-admin/org-admin-github-task-creation';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { orgAdminAuth } from '@/testing/fake-organization-api';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { IMPLEMENT_ID, challengeSummary } from '@/testing/github-challenges';
import { renderPage } from '@/testing/render-page';
import { seriousViolations } from '@/testing/axe';

const REPOSITORIES = 'GET /api/v1/github/repositories';
const PULL_REQUESTS = 'GET /api/v1/github/pull-requests';
const PREVIEW = 'POST /api/v1/github/test-repository-tasks';
const PUBLISH = 'POST /api/v1/github/tasks';
const PUBLISHED = 'GET /api/v1/github/tasks';

afterEach(() => {
  vi.unstubAllGlobals();
});

const repository = (fullName: string): StoredRepository => ({
  id: `repo-${fullName}`,
  full_name: fullName,
  description: null,
  html_url: `https://github.com/${fullName}`,
  default_branch: 'main',
  language: 'JavaScript',
  size_kb: 100,
  private: false,
  added_at: '2026-01-01T00:00:00.000Z',
  last_imported_at: '2026-01-02T00:00:00.000Z',
  pull_request_count: 2,
});

const pullRequest = (id: string, number: number, title: string): PullRequestSummary => ({
  id,
  repository: 'acme/widgets',
  number,
  title,
  author: 'ada',
  html_url: `https://github.com/acme/widgets/pull/${number}`,
  merged_at: '2026-01-01T00:00:00.000Z',
  base_sha: 'a'.repeat(40),
  merge_commit_sha: 'b'.repeat(40),
  additions: 10,
  deletions: 2,
  changed_files: 2,
  files: [],
  linked_issue: null,
  review_comment_count: 3,
  imported_at: '2026-01-02T00:00:00.000Z',
});

const preview: ChallengePreview = {
  pull_request_id: 'pr-7',
  number: 7,
  title: 'Retry gives up too early',
  implement: {
    eligible: true,
    reason: null,
    toolchain: 'node',
    editable_files: ['src/retry.js'],
    hidden_test_files: ['test/retry.test.js'],
    fail_to_pass: ['retries three times'],
    pass_to_pass: ['keeps the default timeout'],
  },
  review: { eligible: false, reason: 'The reviewers left no substantive comment.', real_comment_count: 0 },
  existing: [],
};

function routes(published = [challengeSummary()]) {
  return {
    [REPOSITORIES]: () => jsonResponse({ repositories: [repository('acme/widgets'), repository('acme/gadgets')] }),
    [PULL_REQUESTS]: () =>
      jsonResponse({
        items: [pullRequest('pr-7', 7, 'Retry gives up too early'), pullRequest('pr-8', 8, 'Add a cache')],
        total: 2,
        page: 1,
        limit: 20,
      }),
    [PREVIEW]: () => jsonResponse({ repository: 'acme/widgets', previews: [preview] }),
    [PUBLISH]: () =>
      jsonResponse(
        {
          created: [challengeSummary()],
          failed: [{ pull_request_id: 'pr-8', number: 8, reason: 'No test fails before the change.' }],
        },
        201,
      ),
    [PUBLISHED]: () =>
      jsonResponse({ items: published, total: published.length, page: 1, limit: 100, repositories: [], languages: [] }),
  };
}

describe('GitHub Task Creation', () => {
  it(
    'previews and publishes the ticked pull requests for the organization (no visibility to choose)',
    { timeout: 15_000 },
    async () => {
      const calls = stubApiRoutes(routes());
      const { user, container } = renderPage(<OrgAdminGithubTaskCreationPage />, {
        path: paths.orgAdminGithubTaskCreation,
        auth: orgAdminAuth(),
      });
      expect(screen.getByRole('heading', { level: 1, name: 'GitHub Task Creation' })).toBeInTheDocument();
      expect(await screen.findByLabelText('Repository')).toHaveValue('acme/widgets');
      await waitFor(() =>
        expect(calls.find((call) => call.key === PULL_REQUESTS)?.search).toContain('repository=acme%2Fwidgets'),
      );
      expect(screen.queryByLabelText('Visibility')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();

      await user.click(await screen.findByRole('checkbox', { name: 'Choose #7 Retry gives up too early' }));
      await user.click(screen.getByRole('checkbox', { name: 'Choose #8 Add a cache' }));
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      expect(calls.find((call) => call.key === PREVIEW)?.body).toEqual({
        repository: 'acme/widgets',
        pull_request_ids: ['pr-7', 'pr-8'],
      });
      const card = await screen.findByRole('listitem', { name: '#7 Retry gives up too early' });
      expect(within(card).getByText(/Implement:/).parentElement).toHaveTextContent('can be made');
      expect(within(card).getByText('retries three times')).toBeInTheDocument();
      expect(within(card).getByText('keeps the default timeout')).toBeInTheDocument();
      expect(within(card).getByText('src/retry.js')).toBeInTheDocument();
      expect(within(card).getByText('test/retry.test.js')).toBeInTheDocument();
      expect(within(card).getByText(/The reviewers left no substantive comment/)).toBeInTheDocument();

      await user.selectOptions(screen.getByLabelText('Difficulty'), 'hard');
      await user.click(screen.getByRole('button', { name: 'Publish' }));
      expect(calls.find((call) => call.key === PUBLISH)?.body).toEqual({
        pull_request_ids: ['pr-7', 'pr-8'],
        kind: 'implement',
        difficulty: 'hard',
      });
      expect(await screen.findByText('1 challenge published.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open Retry gives up too early' })).toHaveAttribute(
        'href',
        `/code-editor/${IMPLEMENT_ID}`,
      );
      expect(screen.getByText(/No test fails before the change/)).toBeInTheDocument();

      const published = await screen.findByRole('table', { name: 'Challenges published from acme/widgets' });
      expect(within(published).getByRole('link', { name: 'Retry gives up too early' })).toHaveAttribute(
        'href',
        `/code-editor/${IMPLEMENT_ID}`,
      );
      expect(calls.find((call) => call.key === PUBLISHED)?.search).toContain('repository=acme%2Fwidgets');
      expect(await seriousViolations(container)).toEqual([]);
    },
  );

  it('lets the admin choose the visibility, public by default, and the kind', async () => {
    const calls = stubApiRoutes(routes());
    const { user } = renderPage(<AdminGithubTaskCreationPage />, {
      path: paths.adminGithubTaskCreation,
      auth: authValue('admin'),
    });
    expect(await screen.findByLabelText('Visibility')).toHaveValue('public');
    await user.click(await screen.findByRole('checkbox', { name: 'Choose #8 Add a cache' }));
    await user.selectOptions(screen.getByLabelText('Kind'), 'review');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === PUBLISH)?.body).toEqual({
        pull_request_ids: ['pr-8'],
        kind: 'review',
        visibility: 'public',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Visibility'), 'organization');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.key === PUBLISH).at(-1)?.body).toMatchObject({ visibility: 'organization' }),
    );
  });

  it('sends to GitHub Integration when no repository is kept yet', async () => {
    stubApiRoutes({ [REPOSITORIES]: () => jsonResponse({ repositories: [] }) });
    renderPage(<OrgAdminGithubTaskCreationPage />, { path: paths.orgAdminGithubTaskCreation, auth: orgAdminAuth() });
    expect(await screen.findByRole('heading', { name: 'No repositories yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to GitHub Integration' })).toHaveAttribute(
      'href',
      paths.orgAdminGithubIntegration,
    );
  });
});
