import { GITHUB_MESSAGES, type GithubAccount, type GithubProfile } from '@assay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { GithubSettingsPage } from '@/app/routes/settings/settings-pages';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { authValue } from '@/testing/auth-value';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { spyOnToastsEachTest } from '@/testing/toast-spies';

spyOnToastsEachTest('success', 'error', 'warning');

const account = (overrides: Partial<GithubAccount> = {}): GithubAccount => ({
  login: 'octocat',
  name: 'The Octocat',
  avatar_url: 'https://avatars.githubusercontent.com/u/583231',
  html_url: 'https://github.com/octocat',
  token_kind: 'user',
  scopes: ['repo', 'read:user'],
  repository_count: null,
  connected_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  token_updated_at: new Date(Date.now() - 60_000).toISOString(),
  ...overrides,
});

const connected = (overrides: Partial<GithubAccount> = {}): GithubProfile => ({
  connected: true,
  account: account(overrides),
});
const disconnected: GithubProfile = { connected: false, account: null };

const apiError = (status: number, code: string, message: string) =>
  jsonResponse({ statusCode: status, error: 'Error', code, message, requestId: 'req-1' }, status);

const PROFILE = 'GET /api/v1/github/profile';
const CONNECT = 'POST /api/v1/github/connect';
const UPDATE = 'POST /api/v1/github/update-token';
const DISCONNECT = 'POST /api/v1/github/disconnect';

function renderGithubPage() {
  return renderPage(<GithubSettingsPage />, { path: paths.settingsGithub, auth: authValue('candidate') });
}

describe('/settings/github, not connected', () => {
  it('refuses a blank token on the field and sends nothing', async () => {
    const calls = stubApiRoutes({ [PROFILE]: () => jsonResponse(disconnected) });
    const { user } = renderGithubPage();
    expect(await screen.findByRole('heading', { name: 'GitHub Settings' })).toBeInTheDocument();
    const field = await screen.findByLabelText('GitHub access token');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'off');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Connect GitHub' }));
    expect(await screen.findByText(GITHUB_MESSAGES.tokenRequired)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((call) => call.key)).toEqual([PROFILE]);
  });

  it('connects with a classic token, shows the account and its scopes, and forgets what was typed', async () => {
    const calls = stubApiRoutes({
      [PROFILE]: () => jsonResponse(disconnected),
      [CONNECT]: () => jsonResponse(connected()),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderGithubPage();
    await user.type(await screen.findByLabelText('GitHub access token'), 'ghp_classic123');
    await user.click(screen.getByRole('button', { name: 'Connect GitHub' }));

    const link = await screen.findByRole('link', { name: /The Octocat/ });
    expect(link).toHaveAttribute('href', 'https://github.com/octocat');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
    expect(screen.getByText('@octocat')).toBeInTheDocument();
    const scopes = screen.getByRole('list', { name: 'Token scopes' });
    expect(
      within(scopes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['repo', 'read:user']);
    expect(screen.getByText('Personal access token')).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toHaveAttribute('title');
    expect(screen.getByLabelText('New GitHub access token')).toHaveValue('');
    expect(screen.queryByText('ghp_classic123')).not.toBeInTheDocument();
    expect(calls.find((call) => call.key === CONNECT)?.body).toEqual({ token: 'ghp_classic123' });
    expect(toast.success).toHaveBeenCalledWith('Connected to GitHub as octocat.');
    expect(warn).not.toHaveBeenCalled();
  });

  it('only warns in the console about a token without the ghp_ prefix, and sends it', async () => {
    const calls = stubApiRoutes({
      [PROFILE]: () => jsonResponse(disconnected),
      [CONNECT]: () =>
        jsonResponse(
          connected({ login: 'octo-app', name: null, token_kind: 'installation', scopes: [], repository_count: 12 }),
        ),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderGithubPage();
    await user.type(await screen.findByLabelText('GitHub access token'), 'ghs_installation456');
    await user.click(screen.getByRole('button', { name: 'Connect GitHub' }));

    expect(await screen.findByText('GitHub App installation token')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fine-grained'));
    expect(calls.find((call) => call.key === CONNECT)?.body).toEqual({ token: 'ghs_installation456' });
    expect(screen.getByText(/No OAuth scopes reported/)).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('shows the SPEC text on the field when GitHub refuses the token (422)', async () => {
    stubApiRoutes({
      [PROFILE]: () => jsonResponse(disconnected),
      [CONNECT]: () => apiError(422, 'GITHUB_TOKEN_REFUSED', GITHUB_MESSAGES.tokenRefused),
    });
    const { user } = renderGithubPage();
    const field = await screen.findByLabelText('GitHub access token');
    await user.type(field, 'ghp_revoked');
    await user.click(screen.getByRole('button', { name: 'Connect GitHub' }));
    expect(await screen.findByText(GITHUB_MESSAGES.tokenRefused)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost on an error.
    expect(field).toHaveValue('ghp_revoked');
  });

  it("shows the server's message for GitHub's rate limit", async () => {
    stubApiRoutes({
      [PROFILE]: () => jsonResponse(disconnected),
      [CONNECT]: () => apiError(429, 'GITHUB_RATE_LIMITED', GITHUB_MESSAGES.rateLimited),
    });
    const { user } = renderGithubPage();
    await user.type(await screen.findByLabelText('GitHub access token'), 'ghp_busy');
    await user.click(screen.getByRole('button', { name: 'Connect GitHub' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GITHUB_MESSAGES.rateLimited);
  });

  it("shows the server's validation message on the field (400) and GitHub being unreachable above the form (502)", async () => {
    let answer = () => apiError(400, 'VALIDATION_FAILED', 'A GitHub token has no spaces or unusual characters.');
    stubApiRoutes({ [PROFILE]: () => jsonResponse(disconnected), [CONNECT]: () => answer() });
    const { user } = renderGithubPage();
    const field = await screen.findByLabelText('GitHub access token');
    await user.type(field, 'ghp_odd');
    await user.click(screen.getByRole('button', { name: 'Connect GitHub' }));
    expect(await screen.findByText('A GitHub token has no spaces or unusual characters.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    answer = () => apiError(502, 'GITHUB_UNREACHABLE', GITHUB_MESSAGES.unreachable);
    await user.click(screen.getByRole('button', { name: 'Connect GitHub' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GITHUB_MESSAGES.unreachable);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('logs a failed profile read and shows the page as not connected, without an error toast', async () => {
    const calls = stubApiRoutes({
      [PROFILE]: () => apiError(500, 'INTERNAL', 'boom'),
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderGithubPage();
    expect(await screen.findByLabelText('GitHub access token')).toBeInTheDocument();
    expect(screen.getByText(/could not be checked just now/)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('GitHub connection'), expect.anything());
    expect(toast.error).not.toHaveBeenCalled();

    stubApiRoutes({ [PROFILE]: () => jsonResponse(connected()) });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('link', { name: /The Octocat/ })).toBeInTheDocument();
    expect(calls.map((call) => call.key)).toEqual([PROFILE]);
  });
});

describe('/settings/github, connected', () => {
  it('replaces the token through update-token and empties the field', async () => {
    const calls = stubApiRoutes({
      [PROFILE]: () => jsonResponse(connected()),
      [UPDATE]: () => jsonResponse(connected({ scopes: ['repo'] })),
    });
    const { user } = renderGithubPage();
    const field = await screen.findByLabelText('New GitHub access token');
    await user.click(screen.getByRole('button', { name: 'Replace token' }));
    expect(await screen.findByText(GITHUB_MESSAGES.tokenRequired)).toBeInTheDocument();
    expect(calls.map((call) => call.key)).not.toContain(UPDATE);

    await user.type(field, 'ghp_newer');
    await user.click(screen.getByRole('button', { name: 'Replace token' }));
    await waitFor(() => expect(calls.find((call) => call.key === UPDATE)?.body).toEqual({ token: 'ghp_newer' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(
      within(screen.getByRole('list', { name: 'Token scopes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['repo']);
    expect(toast.success).toHaveBeenCalledWith('Your GitHub token has been replaced.');
    expect(calls.map((call) => call.key)).not.toContain(CONNECT);
  });

  it('asks before disconnecting, then shows the page as not connected', async () => {
    const calls = stubApiRoutes({
      [PROFILE]: () => jsonResponse(connected()),
      [DISCONNECT]: () => jsonResponse(disconnected),
    });
    const { user } = renderGithubPage();
    await user.click(await screen.findByRole('button', { name: 'Disconnect GitHub' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect GitHub account octocat?' });
    expect(calls.map((call) => call.key)).not.toContain(DISCONNECT);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByLabelText('GitHub access token')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect GitHub' })).toBeInTheDocument();
    expect(calls.filter((call) => call.key === DISCONNECT)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Your GitHub account is disconnected.');
  });

  it('shows the SPEC text when disconnecting fails, and stays connected', async () => {
    stubApiRoutes({
      [PROFILE]: () => jsonResponse(connected()),
      [DISCONNECT]: () => apiError(500, 'INTERNAL', 'boom'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderGithubPage();
    await user.click(await screen.findByRole('button', { name: 'Disconnect GitHub' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to disconnect GitHub account. Please try again or contact support if the issue persists.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('link', { name: /The Octocat/ })).toBeInTheDocument();
  });

  it('has no serious or critical axe violations', async () => {
    stubApiRoutes({ [PROFILE]: () => jsonResponse(connected()) });
    const { container } = renderGithubPage();
    await screen.findByRole('link', { name: /The Octocat/ });
    // jsdom cannot compute colours; contrast is checked in the browser suite.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('has no serious or critical axe violations when not connected', async () => {
    stubApiRoutes({ [PROFILE]: () => jsonResponse(disconnected) });
    const { container } = renderGithubPage();
    await screen.findByLabelText('GitHub access token');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
