import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeEditorPage } from '@/app/routes/candidate/task/code-editor-page';
import { paths } from '@/config/paths';
import { challengeFilesStorageKey } from '@/features/github/hooks/use-challenge-files';
import { authValue } from '@/testing/auth-value';
import { fillCodeEditor } from '@/testing/code-editor';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import {
  IMPLEMENT_ID,
  REVIEW_ID,
  implementAttempt,
  implementChallenge,
  reviewAttempt,
  reviewChallenge,
  runResult,
} from '@/testing/github-challenges';
import { renderPage } from '@/testing/render-page';
import { seriousViolations } from '@/testing/axe';

const TASK = `GET /api/v1/public/tasks/${IMPLEMENT_ID}`;
const RUN = `POST /api/v1/public/github-tasks/${IMPLEMENT_ID}/run`;
const FILE = `GET /api/v1/public/github-tasks/${IMPLEMENT_ID}/file`;
const ATTEMPTS = `/api/v1/github/tasks/${IMPLEMENT_ID}/attempts`;
const REVIEW_TASK = `GET /api/v1/public/tasks/${REVIEW_ID}`;
const REVIEW_ATTEMPTS = `/api/v1/github/tasks/${REVIEW_ID}/attempts`;
const COMMENTS = 'GET /api/v1/public/comments';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const openChallenge = (id: string, auth = authValue('candidate')) =>
  renderPage(<CodeEditorPage />, { path: paths.codeEditor, entry: `/code-editor/${id}`, auth });

describe('/code-editor/{github_pr_…}: an implement challenge', () => {
  it(
    'edits two files, runs the tests with both and shows each result; a visitor is asked to sign in to submit',
    { timeout: 15_000 },
    async () => {
      const calls = stubApiRoutes({
        [TASK]: () => jsonResponse(implementChallenge),
        [RUN]: () => jsonResponse(runResult),
        [FILE]: (_body, url) => jsonResponse({ path: url.searchParams.get('path'), content: '# Widgets\n' }),
      });
      const { user, container } = renderPage(<CodeEditorPage />, {
        path: paths.codeEditor,
        entry: `/code-editor/${IMPLEMENT_ID}`,
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Retry gives up too early' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Retries give up too early' })).toBeInTheDocument();

      await fillCodeEditor('Editing src/retry.js', 'export const retries = 3;\n');
      await user.click(
        within(screen.getByRole('list', { name: 'Open files' })).getByRole('button', { name: /backoff\.js/ }),
      );
      await fillCodeEditor('Editing src/backoff.js', 'export const delay = 200;\n');
      expect(
        within(screen.getByRole('list', { name: 'Open files' })).getByRole('button', { name: /^retry\.js/ }),
      ).toHaveAccessibleName(/^retry\.js\s*\(edited\)$/);

      await user.click(screen.getByRole('button', { name: 'Run tests' }));
      const results = await screen.findByRole('list', { name: 'Test results' });
      expect(within(results).getByText('retries three times')).toBeInTheDocument();
      expect(within(results).getByText('waits between retries')).toBeInTheDocument();
      expect(within(results).getByText('Expected 200, got 100')).toBeInTheDocument();
      expect(screen.getByText('1 passed, 1 failed of 2 tests in 1.2 s.')).toBeInTheDocument();
      expect(calls.find((call) => call.key === RUN)?.body).toEqual({
        files: [
          { path: 'src/retry.js', content: 'export const retries = 3;\n' },
          { path: 'src/backoff.js', content: 'export const delay = 200;\n' },
        ],
      });

      // The edits are kept for a reload.
      expect(JSON.parse(window.localStorage.getItem(challengeFilesStorageKey(IMPLEMENT_ID)) ?? '{}')).toEqual({
        'src/retry.js': 'export const retries = 3;\n',
        'src/backoff.js': 'export const delay = 200;\n',
      });

      // A repository file opens read-only, loaded on click.
      await user.click(screen.getByRole('button', { name: 'README.md' }));
      expect(await screen.findByLabelText('README.md (read-only)')).toBeInTheDocument();
      expect(calls.find((call) => call.key === FILE)?.search).toBe('?path=README.md');

      expect(screen.getByRole('link', { name: 'Sign in to submit' })).toHaveAttribute(
        'href',
        `/login?redirect=${encodeURIComponent(`/code-editor/${IMPLEMENT_ID}`)}`,
      );
      expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
      expect(await seriousViolations(container)).toEqual([]);
      // Nothing is asked that needs a session.
      expect(calls.some((call) => call.key.endsWith('/attempts') || call.key === COMMENTS)).toBe(false);
    },
  );

  it('starts from the edits kept for the challenge', async () => {
    window.localStorage.setItem(
      challengeFilesStorageKey(IMPLEMENT_ID),
      JSON.stringify({ 'src/retry.js': 'export const retries = 5;\n' }),
    );
    const calls = stubApiRoutes({
      [TASK]: () => jsonResponse(implementChallenge),
      [RUN]: () => jsonResponse(runResult),
      [`GET ${ATTEMPTS}`]: () => jsonResponse({ attempts: [] }),
    });
    const { user } = openChallenge(IMPLEMENT_ID);
    await user.click(await screen.findByRole('button', { name: 'Run tests' }));
    await waitFor(() => expect(calls.find((call) => call.key === RUN)).toBeDefined());
    expect(calls.find((call) => call.key === RUN)?.body).toEqual({
      files: [
        { path: 'src/retry.js', content: 'export const retries = 5;\n' },
        { path: 'src/backoff.js', content: 'export const delay = 100;\n' },
      ],
    });
  });

  it('submits for a signed-in candidate after confirming, and shows the score and the tallies', async () => {
    let submitted = false;
    const calls = stubApiRoutes({
      [TASK]: () => jsonResponse(implementChallenge),
      [`GET ${ATTEMPTS}`]: () => jsonResponse({ attempts: submitted ? [implementAttempt] : [] }),
      [`POST ${ATTEMPTS}`]: () => {
        submitted = true;
        return jsonResponse(implementAttempt, 201);
      },
    });
    const { user } = openChallenge(IMPLEMENT_ID);
    await screen.findByRole('heading', { level: 1, name: 'Retry gives up too early' });
    expect(await screen.findByText('No attempts yet.')).toBeInTheDocument();
    await fillCodeEditor('Editing src/retry.js', 'export const retries = 3;\n');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your change?' });
    expect(within(dialog).getByText(/3 hidden tests/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const outcome = await screen.findByRole('heading', { name: 'Your submission' });
    const panel = outcome.parentElement!;
    expect(within(panel).getByText('Score 67 / 100')).toBeInTheDocument();
    expect(within(panel).getByText('2 of 3')).toBeInTheDocument();
    expect(within(panel).getByText('9 of 10')).toBeInTheDocument();
    expect(within(panel).getByText('keeps the default timeout')).toBeInTheDocument();
    expect(calls.find((call) => call.key === `POST ${ATTEMPTS}`)?.body).toEqual({
      files: [
        { path: 'src/retry.js', content: 'export const retries = 3;\n' },
        { path: 'src/backoff.js', content: 'export const delay = 100;\n' },
      ],
    });
    expect(await screen.findByRole('list', { name: 'Your attempts' })).toHaveTextContent('Score 67 / 100');
  });
});

describe('/code-editor/{github_pr_…}: a review challenge', () => {
  it(
    'comments on a diff line, edits it, submits the review and shows the reviewers’ comments',
    { timeout: 15_000 },
    async () => {
      let submitted = false;
      const calls = stubApiRoutes({
        [REVIEW_TASK]: () => jsonResponse(reviewChallenge),
        [`GET ${REVIEW_ATTEMPTS}`]: () => jsonResponse({ attempts: submitted ? [reviewAttempt] : [] }),
        [`POST ${REVIEW_ATTEMPTS}`]: () => {
          submitted = true;
          return jsonResponse(reviewAttempt, 201);
        },
        [COMMENTS]: () =>
          jsonResponse({
            revealed: true,
            comments: [
              {
                id: 'c-1',
                path: 'src/cache.js',
                line: 3,
                body: 'cache is declared after use',
                author: 'grace',
                created_at: '2026-01-01T00:00:00.000Z',
              },
            ],
          }),
      });
      const { user, container } = openChallenge(REVIEW_ID);
      await screen.findByRole('heading', { level: 1, name: 'Add a cache' });
      expect(screen.getByRole('button', { name: 'Submit review' })).toBeDisabled();

      // Lines numbered on the new side: the removed line has no number, the added ones 2 and 3.
      expect(screen.queryByRole('button', { name: 'Comment on line 5 of src/cache.js' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Comment on line 2 of src/cache.js' }));
      const box = screen.getByRole('textbox', { name: 'Comment on line 2 of src/cache.js' });
      await user.click(screen.getByRole('button', { name: 'Add comment' }));
      expect(screen.getByText('Write something in the comment.')).toBeInTheDocument();
      await user.type(box, 'Used before it is declared');
      await user.click(screen.getByRole('button', { name: 'Add comment' }));
      expect(screen.getByText('Used before it is declared')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Edit your comment on line 2 of src/cache.js' }));
      const editing = screen.getByRole('textbox', { name: 'Comment on line 2 of src/cache.js' });
      await user.clear(editing);
      await user.type(editing, 'The cache is used before it is declared.');
      await user.click(screen.getByRole('button', { name: 'Save comment' }));
      expect(screen.getByText('The cache is used before it is declared.')).toBeInTheDocument();
      expect(calls.some((call) => call.key === COMMENTS)).toBe(false);
      expect(await seriousViolations(container)).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Submit review' }));
      const dialog = await screen.findByRole('dialog', { name: 'Submit your review?' });
      await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

      expect(calls.find((call) => call.key === `POST ${REVIEW_ATTEMPTS}`)?.body).toEqual({
        comments: [{ path: 'src/cache.js', line: 2, body: 'The cache is used before it is declared.' }],
      });
      const outcome = (await screen.findByRole('heading', { name: 'Your submission' })).parentElement!;
      expect(within(outcome).getByText('Score 50 / 100')).toBeInTheDocument();
      expect(within(outcome).getByText('1 of 2')).toBeInTheDocument();
      expect(within(outcome).getByText(/Located a real comment/)).toBeInTheDocument();
      const real = await screen.findByRole('list', { name: 'The reviewers’ comments' });
      expect(within(real).getByText('cache is declared after use')).toBeInTheDocument();
      expect(calls.find((call) => call.key === COMMENTS)?.search).toBe(`?taskId=${encodeURIComponent(REVIEW_ID)}`);
    },
  );

  it('removes a comment after asking', async () => {
    stubApiRoutes({
      [REVIEW_TASK]: () => jsonResponse(reviewChallenge),
      [`GET ${REVIEW_ATTEMPTS}`]: () => jsonResponse({ attempts: [] }),
    });
    const { user } = openChallenge(REVIEW_ID);
    await user.click(await screen.findByRole('button', { name: 'Comment on line 3 of src/cache.js' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment on line 3 of src/cache.js' }), 'Why an object?');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await user.click(screen.getByRole('button', { name: 'Remove your comment on line 3 of src/cache.js' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove comment' }));
    await waitFor(() => expect(screen.queryByText('Why an object?')).not.toBeInTheDocument());
  });
});
