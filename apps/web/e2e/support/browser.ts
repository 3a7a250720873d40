import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** Flags for Debian's Chromium as root on a machine with no network but loopback. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; answers the serious and critical violations. */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // A toast fading in is mid-way between colours: let finite animations and transitions end before axe judges contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) =>
          Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol: an inline <script> would be refused by our own CSP.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
}

/**
 * The page's serious or critical axe findings in the light and then the dark scheme, keyed `where (scheme)` (none:
 * `{}`). After each switch the page's own theme (`html.dark`) is waited for, so axe never reads half-switched colours;
 * `reload`, when given, reloads the page in each scheme and waits for what it names. The page is left light.
 */
export async function violationsInBothSchemes(
  page: Page,
  where: string,
  { reload }: { reload?: () => Promise<void> } = {},
): Promise<Record<string, AxeViolation[]>> {
  const found: Record<string, AxeViolation[]> = {};
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    if (reload) {
      await page.reload();
      await reload();
    }
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      colorScheme === 'dark',
    );
    const violations = await seriousAccessibilityViolations(page);
    if (violations.length > 0) found[`${where} (${colorScheme})`] = violations;
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/** Collects page errors and failed same-origin requests, so a journey can assert the page stayed healthy. */
export function watchPage(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { errors };
}

export interface BrowserSession {
  /** A fresh page in a fresh context (no cookies, no storage) for each test. */
  readonly page: Page;
  /** Errors thrown in the current page. */
  readonly errors: string[];
}

/** Registers the hooks of a journey file: one browser for the file, a clean context and page per test. */
export function useBrowserSession(contextOptions: BrowserContextOptions = {}): BrowserSession {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watched: { errors: string[] };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    // Reduced motion: toasts come and go without fading (sonner honours it), so axe never judges a colour mid-fade —
    // a toast that starts leaving while axe runs failed contrast now and then. No journey is about motion.
    context = await browser.newContext({ reducedMotion: 'reduce', ...contextOptions });
    page = await context.newPage();
    watched = watchPage(page);
  });
  afterEach(() => context.close());
  return {
    get page() {
      return page;
    },
    get errors() {
      return watched.errors;
    },
  };
}
