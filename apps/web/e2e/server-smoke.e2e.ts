import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.js';

const baseURL = inject('baseURL');

describe('a fresh production server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('answers /health ok with the embedded database', async () => {
    const response = await fetch(`${baseURL}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  it('answers an unknown API path with a JSON 404 carrying the error body', async () => {
    const response = await fetch(`${baseURL}/api/v1/no-such-thing`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
    expect(body.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('serves the build precompressed by Accept-Encoding, caching only content-hashed files for good', async () => {
    // The application's shell (the marketing pages are prerendered HTML without the application's bundle).
    const html = await fetch(`${baseURL}/login`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(html.headers.get('vary')).toMatch(/accept-encoding/i);
    const entry = /src="(\/assets\/index-[\w-]+\.js)"/.exec(await html.text())?.[1];
    expect(entry).toBeDefined();
    for (const encoding of ['br', 'gzip']) {
      const script = await fetch(`${baseURL}${entry}`, { headers: { 'accept-encoding': encoding } });
      expect(script.headers.get('content-encoding')).toBe(encoding);
      expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(script.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await script.text()).toContain('import');
    }
  });

  it('renders the interactive API reference at /api/docs', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${baseURL}/api/docs`);
    await page.getByText('/api/v1/health').first().waitFor({ timeout: 15_000 });
    expect(await page.title()).toMatch(/Swagger UI|API/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
