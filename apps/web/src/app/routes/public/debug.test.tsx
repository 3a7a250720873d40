import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ERROR_TOAST_TEXT, TEST_WARNING_TEXT } from '@/app/routes/public/debug-self-checks';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { jsonResponse, sampleHealth, stubHealthFetch } from '@/testing/fetch-stub';
import { authValue } from '@/testing/auth-value';
import { renderRoute } from '@/testing/render-route';

async function openDebugPage() {
  const view = renderRoute(paths.debug);
  await screen.findByRole('heading', { level: 1, name: 'Diagnostics' });
  return view;
}

function healthCard() {
  return screen.getByRole('heading', { name: 'API health' }).closest('div.rounded-lg') as HTMLElement;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/debug', () => {
  it('shows the API health from GET /health', async () => {
    const fetchMock = stubHealthFetch();
    await openDebugPage();
    const card = healthCard();
    expect(await within(card).findByText('OK')).toBeInTheDocument();
    expect(within(card).getByText(sampleHealth.version)).toBeInTheDocument();
    expect(within(card).getByText('PGlite (embedded)')).toBeInTheDocument();
    expect(within(card).getByText('1 h 2 min')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/health', expect.anything());
  });

  it('shows the sign-in state in an Authentication card', async () => {
    stubHealthFetch();
    renderRoute(paths.debug, { auth: authValue('interviewer') });
    const card = (await screen.findByRole('heading', { name: 'Authentication' })).closest(
      'div.rounded-lg',
    ) as HTMLElement;
    expect(within(card).getByText('Signed in')).toBeInTheDocument();
    expect(within(card).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Interviewer')).toBeInTheDocument();
    expect(card.innerHTML).not.toContain('token');
  });

  it('shows the build mode', async () => {
    stubHealthFetch();
    await openDebugPage();
    expect(screen.getByText('Build mode').nextElementSibling).toHaveTextContent('test');
  });

  it('offers Retry when the health check fails, and shows the answer once it succeeds', async () => {
    const user = userEvent.setup();
    const fetchMock = stubHealthFetch();
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'down' }, 503));
    await openDebugPage();

    const alert = await within(healthCard()).findByRole('alert');
    expect(alert).toHaveTextContent('API error: 503 - Server error. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(healthCard()).findByText('OK')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says so when /health answers with HTML', async () => {
    const fetchMock = stubHealthFetch();
    fetchMock.mockResolvedValueOnce(new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }));
    await openDebugPage();
    expect(await within(healthCard()).findByRole('alert')).toHaveTextContent(
      'API endpoint returned HTML instead of JSON',
    );
  });

  it('"Test the error screen" shows the error screen, and Try Again brings the page back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    stubHealthFetch();
    await openDebugPage();

    await user.click(screen.getByRole('button', { name: 'Test the error screen' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Test error raised by the diagnostics page.')).toBeInTheDocument();
    // The layout survives: only the routed content is replaced.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Diagnostics' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test the error screen' })).toBeInTheDocument();
  });

  it('"Raise a test error toast" raises an error toast and "Log a test warning" a warning toast', async () => {
    const user = userEvent.setup();
    stubHealthFetch();
    const error = vi.spyOn(toast, 'error');
    const warning = vi.spyOn(toast, 'warning');
    await openDebugPage();

    await user.click(screen.getByRole('button', { name: 'Raise a test error toast' }));
    expect(error).toHaveBeenCalledWith(TEST_ERROR_TOAST_TEXT);
    await user.click(screen.getByRole('button', { name: 'Log a test warning' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith(TEST_WARNING_TEXT));
    expect(console.warn).toHaveBeenCalled();
  });
});
