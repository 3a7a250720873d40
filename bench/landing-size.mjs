// Prints what a first visit to `/` costs in Chromium: every file it loads, gzipped, and Lighthouse's desktop run
// (performance score, Largest Contentful Paint). Measured twice on one build: as the API serves a visitor without a
// session (the prerendered page, apps/web/vite-prerender.ts) and, the baseline, as it served everyone before (the
// SPA rendering the landing page); beside both, the whole built app (what one unsplit bundle would cost).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildForBench } from './build.mjs';
import { runLighthouse } from './lighthouse.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
buildForBench();

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
const staticPagesIndex = join(dist, 'static-pages/pages.json');
const staticPages = existsSync(staticPagesIndex) ? JSON.parse(readFileSync(staticPagesIndex, 'utf8')) : {};

/**
 * Serves the build as the API does (apps/api/src/plugins/web-app.ts): the build's .br or .gz copy of a file when the
 * browser accepts it and the build made one; a prerendered page at its path (with `prerendered`), else the SPA's
 * HTML; the identity provider's answer to a visitor without a session.
 */
function serveBuild({ prerendered }) {
  const server = createServer((request, response) => {
    if (request.url.startsWith('/auth/get-session')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('null');
      return;
    }
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dist, path);
    if (prerendered && staticPages[path]) file = join(dist, 'static-pages', staticPages[path]);
    else if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dist, 'index.html');
    const accepted = request.headers['accept-encoding'] ?? '';
    const encoding = [
      ['br', '.br'],
      ['gzip', '.gz'],
    ].find(([name, suffix]) => accepted.includes(name) && existsSync(file + suffix));
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding[0] } : {}),
    });
    response.end(readFileSync(encoding ? file + encoding[1] : file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
});

/** Everything Chromium loads for `/` from `server` (each file's raw and gzip size), then Lighthouse's run of it. */
async function measureLanding(server) {
  const origin = `http://127.0.0.1:${server.address().port}`;
  const loaded = new Map();
  const page = await browser.newPage();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    const body = await response.body().catch(() => null);
    if (body) loaded.set(url.pathname, body);
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.close();
  const files = [...loaded]
    .map(([path, body]) => ({ path, raw: body.length, gzip: gz(body) }))
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (rows) => rows.reduce((total, row) => total + row.gzip, 0);
  return {
    files,
    gzipBytes: sum(files),
    scriptGzipBytes: sum(files.filter((row) => row.path.endsWith('.js'))),
    lighthouse: await runLighthouse(`${origin}/`),
  };
}

const measured = {};
try {
  for (const [name, prerendered] of [
    ['prerendered', true],
    ['spa', false],
  ]) {
    const server = await serveBuild({ prerendered });
    try {
      measured[name] = await measureLanding(server);
    } finally {
      server.close();
    }
  }
} finally {
  await browser.close();
}
const assets = readdirSync(join(dist, 'assets')).filter((name) => /\.(js|css)$/.test(name));
const wholeApp =
  assets.reduce((sum, name) => sum + gz(readFileSync(join(dist, 'assets', name))), 0) +
  gz(readFileSync(join(dist, 'index.html')));

const summary = ({ gzipBytes, scriptGzipBytes, files, lighthouse }) =>
  `${kb(gzipBytes)} gzip in ${files.length} files (${kb(scriptGzipBytes)} of it JavaScript); Lighthouse ${lighthouse.version} desktop: performance ${lighthouse.performanceScore} / 100, LCP ${lighthouse.lcpMs.toFixed(0)} ms, FCP ${lighthouse.fcpMs.toFixed(0)} ms, TBT ${lighthouse.tbtMs.toFixed(0)} ms, ${kb(lighthouse.transferBytes)} transferred`;
const { prerendered, spa } = measured;
console.log('Landing page (/) for a visitor without a session, as loaded by Chromium, gzip -9:');
for (const row of prerendered.files)
  console.log(`  ${row.path.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
console.log(`  prerendered: ${summary(prerendered)}`);
console.log(`Baseline, same build, the SPA rendering / (as every visitor got it before prerendering): ${summary(spa)}`);
console.log(
  `The whole app's JS + CSS + HTML: ${kb(wholeApp)} gzip in ${assets.length + 1} files; / loads ${((prerendered.gzipBytes / wholeApp) * 100).toFixed(1)}% of it (the SPA's / ${((spa.gzipBytes / wholeApp) * 100).toFixed(1)}%).`,
);
console.log(
  `Target: JavaScript of / at most 100 KB gzip: ${prerendered.scriptGzipBytes <= 100 * 1000 ? 'ok' : 'MISSED'} (${kb(prerendered.scriptGzipBytes)}).`,
);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/landing-size.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), prerendered, spa, wholeAppGzipBytes: wholeApp }, null, 2)}\n`,
);
