import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PRODUCT_NAME_DEFAULT } from '@assay/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML = `<!doctype html><html lang="en"><body><div id="root"></div>${'<!-- padding -->'.repeat(50)}</body></html>`;
const SCRIPT = `export const words = ${JSON.stringify('assay '.repeat(400))};\n`;

const LANDING_HTML = `<!doctype html><html lang="en"><body><div id="root"><h1>Assay</h1></div>${'<!-- prerendered -->'.repeat(50)}</body></html>`;
const PRICING_HTML = LANDING_HTML.replace('Assay', 'Pricing');

/**
 * A built web app as `vite build` leaves it: hashed assets, public files, and .br/.gz beside the text files; with
 * `prerendered`, the public pages it prerenders (apps/web/vite-prerender.ts) and their index.
 */
function builtDist({ prerendered = false } = {}): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'assay-web-')), 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/index-BbBeLCbj.js': SCRIPT,
    'assets/index-DnnS6YIO.css': 'body { margin: 0 }\n'.repeat(50),
    'theme-init.js': `document.documentElement.dataset.theme = 'light';${' '.repeat(600)}`,
  };
  if (prerendered) {
    mkdirSync(join(dist, 'static-pages'));
    files['static-pages/index.html'] = LANDING_HTML;
    files['static-pages/pricing.html'] = PRICING_HTML;
    writeFileSync(
      join(dist, 'static-pages/pages.json'),
      JSON.stringify({ '/': 'index.html', '/pricing': 'pricing.html' }),
    );
  }
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  // Compressed copies are written only when smaller: this one has none.
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('the built web app, precompressed', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await buildTestApp({ WEB_DIST_DIR: builtDist() });
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  const get = (url: string, acceptEncoding?: string, accept = '*/*') =>
    app.inject({
      method: 'GET',
      url,
      headers: { accept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends a hashed asset as brotli or gzip, as the browser accepts, cached for a year and varying on the encoding', async () => {
    const brotli = await get('/assets/index-BbBeLCbj.js', 'gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-BbBeLCbj.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const identity = await get('/assets/index-BbBeLCbj.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body).toBe(SCRIPT);

    const css = await get('/assets/index-DnnS6YIO.css', 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates files whose name does not change with their content, compressed or not', async () => {
    const script = await get('/theme-init.js', 'br');
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('no-cache');
    const icon = await get('/favicon.svg', 'br, gzip');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it("sends the SPA's HTML compressed and never cached without revalidation, at / and at any page path", async () => {
    for (const url of ['/', '/features', '/candidate/dashboard']) {
      const brotli = await get(url, 'gzip, br', 'text/html');
      expect(brotli.statusCode, url).toBe(200);
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotli.headers['cache-control'], url).toBe('no-cache');
      expect(brotli.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(brotli.rawPayload).toString(), url).toBe(INDEX_HTML);

      const gzip = await get(url, 'gzip;q=1, br;q=0', 'text/html');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(INDEX_HTML);

      const plain = await get(url, undefined, 'text/html');
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(INDEX_HTML);
    }
  });
});

describe('the prerendered public pages', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await buildTestApp({ WEB_DIST_DIR: builtDist({ prerendered: true }) });
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  const page = (url: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br', ...(cookie ? { cookie } : {}) },
    });
  const html = (response: Awaited<ReturnType<typeof page>>) => brotliDecompressSync(response.rawPayload).toString();

  it('sends a visitor without a session the prerendered page, compressed, revalidated, varying on the cookie', async () => {
    for (const [url, expected] of [
      ['/', LANDING_HTML],
      ['/pricing', PRICING_HTML],
      ['/pricing?plan=team', PRICING_HTML],
    ] as const) {
      const response = await page(url, 'assay-theme=dark; other=1');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(response.headers.vary, url).toMatch(/cookie/i);
      expect(html(response), url).toBe(expected);
    }
    const head = await app.inject({ method: 'HEAD', url: '/', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(200);
  });

  it('sends the SPA to a browser with a session cookie, plain or __Secure-, on the same paths', async () => {
    for (const cookie of ['better-auth.session_token=abc.def', 'x=1; __Secure-better-auth.session_token=abc.def']) {
      for (const url of ['/', '/pricing']) {
        const response = await page(url, cookie);
        expect(response.statusCode, `${url} ${cookie}`).toBe(200);
        expect(html(response), `${url} ${cookie}`).toBe(INDEX_HTML);
        expect(response.headers.vary, url).toMatch(/cookie/i);
      }
    }
  });

  it('sends the SPA for the pages the build did not prerender', async () => {
    for (const url of ['/features', '/login', '/candidate/dashboard']) {
      const response = await page(url);
      expect(html(response), url).toBe(INDEX_HTML);
    }
  });

  it('sends everyone the SPA once an admin has renamed the product (the prerendered pages carry the default name)', async () => {
    const { productSettings } = app.services;
    const { updatedAt: _unused, ...before } = await productSettings.get();
    // Straight through the service: who changed it matters to the audit log, not to what is served.
    await productSettings.update('web-app-test', { ...before, productName: 'Acme Skills' });
    try {
      for (const url of ['/', '/pricing']) expect(html(await page(url)), url).toBe(INDEX_HTML);
    } finally {
      await productSettings.update('web-app-test', { ...before, productName: PRODUCT_NAME_DEFAULT });
    }
    expect(html(await page('/pricing'))).toBe(PRICING_HTML);
  });
});
