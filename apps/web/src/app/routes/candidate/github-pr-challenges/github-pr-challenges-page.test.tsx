import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GithubPrChallengesPage } from '@/app/routes/candidate/github-pr-challenges/github-pr-challenges-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { IMPLEMENT_ID, REVIEW_ID, challengeSummary } from '@/testing/github-challenges';
import { renderPage } from '@/testing/render-page';
import { seriousViolations } from '@/testing/axe';

const LIST = 'GET /api/v1/github/tasks';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (
  items = [
    challengeSummary(),
    challengeSummary({ id: REVIEW_ID, kind: 'review', title: 'Add a cache', best_score: 80 }),
  ],
) =>
  jsonResponse({
    items,
    total: items.length,
    page: 1,
    limit: 20,
    repositories: ['acme/widgets', 'acme/gadgets'],
    languages: ['Python', 'TypeScript'],
  });

const openCatalogue = (entry: string = paths.githubPrChallenges) =>
  renderPage(<GithubPrChallengesPage />, { path: paths.githubPrChallenges, entry, auth: authValue('candidate') });

describe('/github-pr-challenges', () => {
  it('lists the challenges with their repository, pull request, kind, difficulty, size and best score', async () => {
    stubApiRoutes({ [LIST]: () => page() });
    const { container } = openCatalogue();
    expect(screen.getByRole('heading', { level: 1, name: 'GitHub PR Challenges' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Pull-request challenges' });
    const first = within(list).getByRole('listitem', { name: 'Retry gives up too early' });
    expect(within(first).getByText('acme/widgets')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /#7/ })).toHaveAttribute(
      'href',
      'https://github.com/acme/widgets/pull/7',
    );
    expect(within(first).getByText('Implement the change')).toBeInTheDocument();
    expect(within(first).getByText('Medium')).toBeInTheDocument();
    expect(within(first).getByText('42 lines changed')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Start Retry gives up too early' })).toHaveAttribute(
      'href',
      `/code-editor/${IMPLEMENT_ID}`,
    );
    const second = within(list).getByRole('listitem', { name: 'Add a cache' });
    expect(within(second).getByText('Review the change')).toBeInTheDocument();
    expect(within(second).getByText('Your best 80 / 100')).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('asks the API with each filter chosen, and keeps them in the URL', async () => {
    const calls = stubApiRoutes({ [LIST]: () => page() });
    const { user, router } = openCatalogue();
    await screen.findByRole('list', { name: 'Pull-request challenges' });
    expect(calls.filter((call) => call.key === LIST).at(-1)?.search).toBe('?page=1&limit=20');

    await user.selectOptions(screen.getByLabelText('Repository'), 'acme/gadgets');
    await user.selectOptions(screen.getByLabelText('Language'), 'Python');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'hard');
    await user.selectOptions(screen.getByLabelText('Kind'), 'review');
    await user.type(screen.getByLabelText('Search'), 'cache');
    await waitFor(() =>
      expect(calls.filter((call) => call.key === LIST).at(-1)?.search).toBe(
        '?page=1&limit=20&repository=acme%2Fgadgets&language=Python&difficulty=hard&kind=review&search=cache',
      ),
    );
    expect(router.state.location.search).toBe(
      '?repository=acme%2Fgadgets&language=Python&difficulty=hard&kind=review&q=cache',
    );
  });

  it('opens on the filters and page of a shared link', async () => {
    const calls = stubApiRoutes({ [LIST]: () => page() });
    openCatalogue(`${paths.githubPrChallenges}?kind=implement&difficulty=easy&page=2&kind=bogus`);
    await screen.findByRole('list', { name: 'Pull-request challenges' });
    expect(calls.find((call) => call.key === LIST)?.search).toBe('?page=2&limit=20&difficulty=easy&kind=implement');
  });

  it('says what these challenges are and who publishes them when there are none', async () => {
    stubApiRoutes({ [LIST]: () => page([]) });
    openCatalogue();
    expect(await screen.findByRole('heading', { name: 'No pull-request challenges yet' })).toBeInTheDocument();
    expect(screen.getByText(/merged pull requests from real GitHub repositories/)).toBeInTheDocument();
    expect(screen.getByText(/organization’s admins publish them/)).toBeInTheDocument();
  });
});
