import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession } from './support/browser.js';
import { signInAs } from './support/journeys.js';

const baseURL = inject('baseURL');
const webDistDir = inject('webDistDir');

const PUBLIC_PAGES = [
  { path: '/', heading: /./ },
  { path: '/pricing', heading: /pricing/i },
  { path: '/features', heading: /./ },
  { path: '/integrations', heading: /./ },
  { path: '/docs', heading: /./ },
  { path: '/roadmap', heading: /./ },
  { path: '/about', heading: /./ },
  { path: '/unauthorized', heading: /./ },
  { path: '/no/such/page', heading: /Page not found/ },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}

const readManifest = () =>
  JSON.parse(readFileSync(join(webDistDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** Every chunk a manifest entry loads before it runs (its static imports, transitively). */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The files of the signed-in app's chunks, read from the production build's manifest. */
function signedInChunkFiles(): string[] {
  const manifest = readManifest();
  const signedInEntries = ['src/app/layouts/app-layout.tsx', 'src/app/routes/planned-page.tsx'];
  const files = signedInEntries.map((key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    return `/${chunk.file}`;
  });
  return files;
}

async function visibleHeading(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor({ timeout: 15_000 });
  return (await heading.textContent()) ?? '';
}

describe('public pages in a production build', () => {
  const session = useBrowserSession();

  it('keeps the code editor in a chunk of its own, which neither the app nor the task page loads up front', () => {
    const manifest = readManifest();
    const editor = manifest['src/components/code-editor.tsx'];
    expect(editor?.isDynamicEntry).toBe(true);
    for (const entry of ['index.html', 'src/app/routes/candidate/task/task-page.tsx'])
      expect([...staticClosure(manifest, entry)]).not.toContain('src/components/code-editor.tsx');
    expect(readFileSync(join(webDistDir, editor!.file), 'utf8')).toContain('cm-content');
  });

  it('keeps the chart library out of the app shell and the dashboard, in chunks only the analytics load', () => {
    const manifest = readManifest();
    // A class name Recharts writes on every chart, and nothing else in the app does.
    const holdsCharts = (key: string) =>
      readFileSync(join(webDistDir, manifest[key]!.file), 'utf8').includes('recharts-wrapper');
    const chartChunksOf = (entry: string) => [...staticClosure(manifest, entry)].filter(holdsCharts);
    for (const entry of [
      'index.html',
      'src/app/layouts/app-layout.tsx',
      'src/app/routes/candidate/dashboard/candidate-dashboard-page.tsx',
    ])
      expect(chartChunksOf(entry), entry).toEqual([]);
    // The same check can fail: the analytics pages, the dashboard's progress section and the behavioral analysis do load the library.
    for (const entry of [
      'src/app/routes/org-admin/org-admin-analytics.tsx',
      'src/app/routes/interviewer/task-analytics-page.tsx',
      'src/features/analytics/components/performance-section.tsx',
      'src/app/routes/candidate/behavioral-analysis/behavioral-analysis-page.tsx',
    ])
      expect(chartChunksOf(entry).length, entry).toBeGreaterThan(0);
  });

  it('renders the landing page with its navigation', async () => {
    await session.page.goto(`${baseURL}/`);
    expect(await visibleHeading(session.page)).not.toBe('');
    await session.page.getByRole('navigation').first().waitFor();
    expect(await session.page.getByRole('link', { name: 'Pricing' }).count()).toBeGreaterThan(0);
    expect(session.errors).toEqual([]);
  });

  it('shows the not-found page for an unknown path and for /404', async () => {
    const response = await session.page.goto(`${baseURL}/no/such/page`);
    expect(response?.status()).toBe(200);
    expect(await visibleHeading(session.page)).toBe('Page not found');
    expect(await session.page.getByText('/no/such/page').count()).toBeGreaterThan(0);

    await session.page.goto(`${baseURL}/404`);
    expect(await visibleHeading(session.page)).toBe('Page not found');
    expect(session.errors).toEqual([]);
  });

  it('a page no issue has built yet shows its title and what it will do', async () => {
    await session.page.goto(`${baseURL}/game-mode`);
    expect(await visibleHeading(session.page)).not.toBe('Page not found');
    expect(await visibleHeading(session.page)).not.toBe('');
  });

  it('recovers from a route that throws when Try Again is pressed', async () => {
    await session.page.goto(`${baseURL}/debug`);
    await session.page.getByRole('button', { name: 'Test the error screen' }).click();
    const errorTitle = session.page.getByRole('heading', { name: 'Oops! Something went wrong' });
    await errorTitle.waitFor();
    await session.page.getByRole('button', { name: 'Try Again' }).click();
    await session.page.getByRole('button', { name: 'Test the error screen' }).waitFor();
    expect(await errorTitle.count()).toBe(0);
  });

  it('merges error toasts with the same text into one toast with a count', async () => {
    await session.page.goto(`${baseURL}/debug`);
    const raise = session.page.getByRole('button', { name: 'Raise a test error toast' });
    await raise.click();
    await raise.click();
    await raise.click();
    const toasts = session.page.locator('[data-sonner-toast]');
    await toasts.filter({ hasText: '×3' }).waitFor();
    expect(await toasts.count()).toBe(1);
    // Toasts sit at the top right.
    const toaster = session.page.locator('[data-sonner-toaster]');
    expect(await toaster.getAttribute('data-y-position')).toBe('top');
    expect(await toaster.getAttribute('data-x-position')).toBe('right');
  });

  it('raises a toast for a logged warning', async () => {
    await session.page.goto(`${baseURL}/debug`);
    await session.page.getByRole('button', { name: 'Log a test warning' }).click();
    await session.page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Test warning from the diagnostics page' })
      .waitFor();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious or critical accessibility violation on any public page (${colorScheme})`, async () => {
      await session.page.emulateMedia({ colorScheme });
      const found: Record<string, unknown> = {};
      for (const { path, heading } of PUBLIC_PAGES) {
        await session.page.goto(`${baseURL}${path}`);
        expect(await visibleHeading(session.page)).toMatch(heading);
        const isDark = await session.page.evaluate(() => document.documentElement.classList.contains('dark'));
        expect(isDark).toBe(colorScheme === 'dark');
        const violations = await seriousAccessibilityViolations(session.page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
      expect(session.errors).toEqual([]);
    });
  }

  it('the landing page loads neither zod, nor the toaster, nor the sign-in code for a visitor without a session', async () => {
    const requested: string[] = [];
    session.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // What a loaded script holds: zod's error class, sonner's toaster attribute, the auth provider's signed-in half.
    const loaded = () =>
      requested
        .filter((path) => path.startsWith('/assets/') && path.endsWith('.js'))
        .map((path) => ({ path, code: readFileSync(join(webDistDir, path), 'utf8') }));
    const holding = (marker: string) =>
      loaded()
        .filter(({ code }) => code.includes(marker))
        .map(({ path }) => path);
    await session.page.goto(`${baseURL}/`);
    expect(await visibleHeading(session.page)).not.toBe('');
    await session.page.waitForLoadState('networkidle');
    expect(loaded().length).toBeGreaterThan(0);
    expect(holding('ZodError')).toEqual([]);
    expect(holding('data-sonner-toaster')).toEqual([]);
    expect(requested.filter((path) => /\/auth-kit-/.test(path))).toEqual([]);

    // The same check can fail: the sign-in page validates its form with zod.
    await session.page.goto(`${baseURL}/login`);
    await session.page
      .getByRole('button', { name: /sign in/i })
      .first()
      .waitFor();
    await session.page.waitForLoadState('networkidle');
    expect(holding('ZodError').length).toBeGreaterThan(0);
  });

  it('public pages never download the signed-in app', async () => {
    const signedIn = signedInChunkFiles();
    const requested: string[] = [];
    session.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const { path, heading } of PUBLIC_PAGES) {
      await session.page.goto(`${baseURL}${path}`);
      expect(await visibleHeading(session.page)).toMatch(heading);
    }
    expect(requested.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(requested.filter((path) => signedIn.includes(path))).toEqual([]);

    // The same check can fail: a signed-in page does fetch them.
    await session.page.goto(`${baseURL}/dashboard`);
    await visibleHeading(session.page);
    expect(requested.filter((path) => signedIn.includes(path)).length).toBeGreaterThan(0);
  });

  it('sends the marketing pages prerendered to a visitor without a session: no app, and the menu and theme still work', async () => {
    const app = `/${readManifest()['index.html']!.file}`;
    const requested: string[] = [];
    session.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await session.page.setViewportSize({ width: 390, height: 800 });
    const response = await session.page.goto(`${baseURL}/`);
    // The page arrives whole: its heading is in the HTML the server sent, before any script runs.
    expect(await response?.text()).toMatch(/<h1[^>]*>Skills assessment that is fair/);
    expect(await visibleHeading(session.page)).toMatch(/^Skills assessment/);
    expect(await session.page.title()).toBe('Assay — open-source skills assessment');

    await session.page.getByRole('button', { name: 'Open menu' }).click();
    const menu = session.page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    await session.page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await session.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await menu.getByRole('link', { name: 'Features' }).click();
    await session.page.waitForURL((url) => url.pathname === '/features');
    expect(await visibleHeading(session.page)).toBe('Features');
    // The choice was kept for the next page.
    expect(await session.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await session.page.waitForLoadState('networkidle');
    expect(requested).not.toContain(app);
    expect(session.errors).toEqual([]);

    // The same check can fail: a page that is not prerendered loads the app.
    await session.page.goto(`${baseURL}/debug`);
    await visibleHeading(session.page);
    expect(requested).toContain(app);
  });

  it('a signed-in visitor on a marketing page gets the app, which offers the way back to their dashboard', async () => {
    await signInAs(session.page, 'candidate@demo.assay.dev', '/candidate/dashboard');
    await session.page.goto(`${baseURL}/`);
    await session.page.getByRole('link', { name: 'Go to your dashboard' }).first().waitFor();
    expect(await session.page.getByRole('banner').getByRole('link', { name: 'Get started' }).count()).toBe(0);
    expect(session.errors).toEqual([]);
  });
});
