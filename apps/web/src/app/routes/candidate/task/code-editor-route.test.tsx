import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { IMPLEMENT_ID, implementChallenge } from '@/testing/github-challenges';
import { renderRoute } from '@/testing/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('/code-editor/{github_pr_…} through the route table', () => {
  it(
    'renders the pull-request workspace for a visitor without a session (SPEC.md §2, rule 7)',
    { timeout: 15_000 },
    async () => {
      const calls = stubApiRoutes({
        [`GET /api/v1/public/tasks/${IMPLEMENT_ID}`]: () => jsonResponse(implementChallenge),
      });
      const { router } = renderRoute(`/code-editor/${IMPLEMENT_ID}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Retry gives up too early' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/code-editor/${IMPLEMENT_ID}`);
      expect(within(screen.getByRole('banner')).getByText('GitHub Pull Request Task')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in to submit' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Run tests' })).toBeInTheDocument();
      // The candidate task endpoint is never asked for a pull-request challenge's id.
      expect(calls.some((call) => call.key.includes('/candidate/tasks/'))).toBe(false);
    },
  );

  it('still sends a visitor to sign in for any other editor id', async () => {
    stubApiRoutes({});
    const { router } = renderRoute('/code-editor/task-1');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/login');
  });
});
