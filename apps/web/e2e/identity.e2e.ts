import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowserSession } from './support/browser.js';
import { oidcEmailFor } from '../../api/test/oidc-stand-in.js';

const baseURL = inject('baseURL');
const DEMO_PASSWORD = 'assay-demo';

const EVERYONE = ['Return To Office', 'Contact Support'];
/** SPEC.md §6, word for word and in order. */
const MENUS = {
  admin: {
    home: '/admin',
    entries: [
      'Dashboard Overview',
      'Templates',
      'Learning',
      'Organizations',
      'Tasks',
      'System Settings',
      'GitHub Integration',
      'GitHub Task Creation',
    ],
  },
  orgadmin: {
    home: '/org-admin',
    entries: [
      'Dashboard Overview',
      'Task Templates',
      'Users',
      'Tasks',
      'Analytics',
      'Billing',
      'Settings',
      'GitHub Integration',
      'GitHub Task Creation',
      'Candidates',
      'Reviews',
    ],
  },
  interviewer: {
    home: '/interviewer/dashboard',
    entries: ['Dashboard', 'Task Templates', 'Candidates', 'Assessments', 'Reviews'],
  },
  candidate: {
    home: '/candidate/dashboard',
    entries: [
      'Dashboard',
      'Practice',
      'My submissions',
      'Game Mode',
      'GitHub PR Challenges',
      'Learning Paths',
      'Simulations',
      'Behavioral Analysis',
      'Settings',
    ],
  },
} as const;

async function signInThroughLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  await nav.waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

describe('identity journeys', () => {
  const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });

  for (const [role, menu] of Object.entries(MENUS)) {
    it(`the demo ${role} signs in through /login and lands on their home with exactly their menu`, async () => {
      await session.page.goto(`${baseURL}/login`);
      await signInThroughLogin(session.page, `${role}@demo.assay.dev`);
      await waitForPath(session.page, menu.home);
      expect(await menuLabels(session.page)).toEqual([...menu.entries, ...EVERYONE]);
      expect(session.errors).toEqual([]);
    });
  }

  it('a signed-out deep link goes through login and comes back with its search and hash', async () => {
    await session.page.goto(`${baseURL}/candidate/tasks/x?tab=2#code`);
    await session.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(session.page.url()).searchParams.get('redirect')).toBe('/candidate/tasks/x?tab=2#code');
    await signInThroughLogin(session.page, 'candidate@demo.assay.dev');
    await waitForPath(session.page, '/candidate/tasks/x');
    const url = new URL(session.page.url());
    expect(url.search).toBe('?tab=2');
    expect(url.hash).toBe('#code');
  });

  it('a candidate opening /admin sees the access-denied toast and lands on /unauthorized', async () => {
    await session.page.goto(`${baseURL}/login`);
    await signInThroughLogin(session.page, 'candidate@demo.assay.dev');
    await waitForPath(session.page, '/candidate/dashboard');
    await session.page.goto(`${baseURL}/admin`);
    await waitForPath(session.page, '/unauthorized');
    await session.page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Access denied. This area is restricted to admin users.' })
      .waitFor();
  });

  it('a new user signs up, chooses interviewer, sets up the profile and reaches the interviewer home', async () => {
    const email = `new-${Date.now()}@example.test`;
    await session.page.goto(`${baseURL}/register`);
    await session.page.getByLabel('Name').fill('Nora New');
    await session.page.getByLabel('Email').fill(email);
    await session.page.getByLabel('Password', { exact: true }).fill('nora-password-1');
    await session.page.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(session.page, '/user-type-selection');
    await session.page.getByRole('button', { name: /Interviewer/ }).click();
    // The profile next; staff without an organization are then asked to create one (or join by invitation).
    await waitForPath(session.page, '/profile-setup');
    await session.page.getByRole('button', { name: 'Save and continue' }).click();
    await waitForPath(session.page, '/organization-form');
    await session.page.goto(`${baseURL}/interviewer/dashboard`);
    await waitForPath(session.page, '/interviewer/dashboard');
    expect(await menuLabels(session.page)).toEqual([...MENUS.interviewer.entries, ...EVERYONE]);
  });

  it('signs in with Google against a real OpenID provider on loopback', async () => {
    await session.page.goto(`${baseURL}/login`);
    await session.page.getByRole('button', { name: /Google/ }).click();
    // The stand-in provider's own login and consent forms.
    await session.page.locator('input[name="login"]').fill('grace');
    await session.page.locator('input[name="password"]').fill('any-password');
    await session.page.getByRole('button', { name: 'Sign-in' }).click();
    await session.page.getByRole('button', { name: 'Continue' }).click();
    // A first sign-in has no role yet.
    await waitForPath(session.page, '/user-type-selection');
    const stored = await session.page.evaluate(() => window.sessionStorage.getItem('descope.session'));
    const token = (JSON.parse(stored ?? '{}') as { token?: string }).token ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { email?: string };
    expect(claims.email).toBe(oidcEmailFor('grace'));
  });

  it('keeps a session alive across several JWT expiries without a reload', async () => {
    await session.page.goto(`${baseURL}/login`);
    await signInThroughLogin(session.page, 'candidate@demo.assay.dev');
    await waitForPath(session.page, '/candidate/dashboard');
    const storedToken = () =>
      session.page.evaluate(
        () => (JSON.parse(window.sessionStorage.getItem('descope.session') ?? '{}') as { token?: string }).token ?? '',
      );
    const expiryOf = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number }).exp;
    // A marker that a reload would wipe.
    await session.page.evaluate(() => Object.assign(window, { __noReload: true }));
    const first = await storedToken();
    // The e2e server issues 20-second JWTs (SESSION_JWT_TTL_SECONDS): wait past three of them.
    const seen = new Set([first]);
    const deadline = Date.now() + 65_000;
    while (Date.now() < deadline && seen.size < 4) {
      await session.page.waitForTimeout(2000);
      seen.add(await storedToken());
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
    const latest = await storedToken();
    expect(expiryOf(latest) * 1000).toBeGreaterThan(Date.now());
    expect(Date.now() / 1000).toBeGreaterThan(expiryOf(first));
    expect(await session.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    // Still signed in: a guarded page opens in place.
    await session.page.getByRole('link', { name: 'Game Mode', exact: true }).click();
    await waitForPath(session.page, '/game-mode');
  }, 90_000);

  it('refreshes at once when a tab hidden past its token expiry becomes visible', async () => {
    // The page's clock is ours: timers fire only when we say, as in a background tab that froze them.
    await session.page.clock.install();
    await session.page.goto(`${baseURL}/login`);
    await signInThroughLogin(session.page, 'candidate@demo.assay.dev');
    await waitForPath(session.page, '/candidate/dashboard');
    const storedToken = () =>
      session.page.evaluate(
        () => (JSON.parse(window.sessionStorage.getItem('descope.session') ?? '{}') as { token?: string }).token ?? '',
      );
    const before = await storedToken();
    const setVisibility = (state: 'hidden' | 'visible') =>
      session.page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    // Past the 20-second JWT's expiry, without running any timer.
    await session.page.clock.setSystemTime(Date.now() + 60_000);
    expect(await storedToken()).toBe(before);
    await setVisibility('visible');
    await expect.poll(storedToken, { timeout: 10_000 }).not.toBe(before);
    await session.page.getByRole('link', { name: 'Game Mode', exact: true }).click();
    await waitForPath(session.page, '/game-mode');
  });

  it('signs out from the sidebar to /login, and the session is gone', async () => {
    await session.page.goto(`${baseURL}/login`);
    await signInThroughLogin(session.page, 'interviewer@demo.assay.dev');
    await waitForPath(session.page, '/interviewer/dashboard');
    await session.page.getByRole('button', { name: 'Sign Out' }).click();
    await waitForPath(session.page, '/login');
    await session.page.goto(`${baseURL}/interviewer/dashboard`);
    await waitForPath(session.page, '/login');
  });
});
