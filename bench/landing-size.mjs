// Prints the gzip size of everything the landing page loads in Chromium, against the whole built app
// (what one unsplit bundle would cost) measured in the same run; then Lighthouse's desktop run of the landing page
// (its performance score and Largest Contentful Paint) on the same build, served as the API serves it.
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
// As the API serves the build (apps/api/src/plugins/web-app.ts): the build's .br or .gz copy of a file when the
// browser accepts it and the build made one, the SPA's HTML for any other path; the identity provider's answer to a
// visitor without a session.
const server = createServer((request, response) => {
  // A first visit: the identity provider has no session for this browser, and says so as the API does.
  if (request.url.startsWith('/auth/get-session')) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('null');
    return;
  }
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(dist, path);
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
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
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

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
const loaded = new Map();
try {
  const page = await browser.newPage();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    const body = await response.body().catch(() => null);
    if (body) loaded.set(url.pathname, body);
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
} finally {
  await browser.close();
}
const lighthouse = await runLighthouse(`${origin}/`).finally(() => server.close());

const rows = [...loaded].map(([path, body]) => ({ path, raw: body.length, gzip: gz(body) }));
const landing = rows.reduce((sum, row) => sum + row.gzip, 0);
const landingScripts = rows.filter((row) => row.path.endsWith('.js')).reduce((sum, row) => sum + row.gzip, 0);
const assets = readdirSync(join(dist, 'assets')).filter((name) => /\.(js|css)$/.test(name));
const wholeApp =
  assets.reduce((sum, name) => sum + gz(readFileSync(join(dist, 'assets', name))), 0) +
  gz(readFileSync(join(dist, 'index.html')));

console.log('Landing page (/) as loaded by Chromium, gzip -9:');
for (const row of rows.sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${row.path.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
console.log(`  total loaded by /: ${kb(landing)} gzip (${kb(landingScripts)} of it JavaScript), ${rows.length} files`);
console.log(
  `Baseline, same build: the whole app's JS + CSS + HTML: ${kb(wholeApp)} gzip in ${assets.length + 1} files`,
);
console.log(`The landing page loads ${((landing / wholeApp) * 100).toFixed(1)}% of the whole app.`);
console.log(
  `Lighthouse ${lighthouse.version}, desktop preset: performance ${lighthouse.performanceScore} / 100, LCP ${lighthouse.lcpMs.toFixed(0)} ms, FCP ${lighthouse.fcpMs.toFixed(0)} ms, TBT ${lighthouse.tbtMs.toFixed(0)} ms, ${kb(lighthouse.transferBytes)} transferred (targets: JavaScript of / at most 100 KB gzip: ${landingScripts <= 100 * 1000 ? 'ok' : 'MISSED'})`,
);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/landing-size.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), landingGzipBytes: landing, landingScriptGzipBytes: landingScripts, wholeAppGzipBytes: wholeApp, lighthouse, files: rows }, null, 2)}\n`,
);
