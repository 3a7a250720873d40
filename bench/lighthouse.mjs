// Lighthouse's desktop run of one page in the system Chromium, offline: the page is on loopback, nothing else is
// fetched. Chromium is started here (headless, no sandbox: the bench runs as root in CI) on a DevTools port Lighthouse
// drives; only the performance category is run, which keeps a run to about ten seconds.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Starts Chromium with a DevTools port of its choosing; answers the port and a stop function. */
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'assay-lighthouse-'));
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-default-apps',
      '--disable-extensions',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--no-default-browser-check',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = async () => {
    if (chromium.exitCode === null && chromium.signalCode === null) {
      const exited = new Promise((done) => chromium.once('exit', done));
      chromium.kill('SIGTERM');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const port = await new Promise((resolve, reject) => {
    let output = '';
    chromium.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before opening DevTools:\n${output}`)));
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { port, stop };
}

/**
 * Lighthouse (desktop preset, performance only) on `url`. Answers the performance score (0–100), Largest and First
 * Contentful Paint and Total Blocking Time in ms (Lighthouse's simulated desktop throttling), and the bytes sent.
 */
export async function runLighthouse(url) {
  const { port, stop } = await startChromium();
  try {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    );
    if (!result?.lhr) throw new Error('Lighthouse gave no report.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      version: lhr.lighthouseVersion,
      preset: 'desktop',
      performanceScore: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      transferBytes: metric('total-byte-weight'),
    };
  } finally {
    await stop();
  }
}
