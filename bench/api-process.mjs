// What the benches that start the real API as a process share: a PostgreSQL database and a data directory of their own,
// cleaned up whatever happens; free ports, waiting for a child to answer, CPU time per process, sessions as the web app
// gets them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** CPU time a process has used, in ms (Linux /proc; null elsewhere): per request, it is a figure load on the machine
 * from elsewhere does not change much, unlike requests/s. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

export async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * A database name and a data directory for this run, and the child processes it starts (push them to `children`):
 * `cleanup()` stops the children, drops the database once `databaseCreated` is set, and removes the directory — once,
 * whoever asks first (the end of the run or a signal); a process ending another way does it synchronously, best effort.
 */
export function benchScratch({ pg, pgServer, name }) {
  const scratch = {
    database: `assay_bench_${process.pid}_${Date.now()}`,
    dataDir: mkdtempSync(join(tmpdir(), `assay-bench-${name}-`)),
    children: [],
    databaseCreated: false,
    cleanup: () => (cleaning ??= stopAndDrop()),
  };
  let cleaning = null;
  async function stopAndDrop() {
    await Promise.all(scratch.children.map(stopChild));
    if (scratch.databaseCreated) {
      const admin = new pg.Client({ connectionString: `${pgServer}/postgres` });
      try {
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS "${scratch.database}" WITH (FORCE)`);
        scratch.databaseCreated = false;
      } catch (error) {
        console.error(`Could not drop the database ${scratch.database}: ${error.message}`);
      } finally {
        await admin.end().catch(() => undefined);
      }
    }
    rmSync(scratch.dataDir, { recursive: true, force: true });
  }
  process.on('exit', () => {
    for (const child of scratch.children) if (child.exitCode === null) child.kill('SIGKILL');
    if (scratch.databaseCreated)
      spawnSync('psql', [`${pgServer}/postgres`, '-qc', `DROP DATABASE IF EXISTS "${scratch.database}" WITH (FORCE)`], {
        stdio: 'ignore',
      });
    rmSync(scratch.dataDir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      scratch.cleanup().finally(() => process.exit(130));
    });
  }
  return scratch;
}

export async function waitFor(url, child) {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode} before answering.`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer.`);
}

/** A session's bearer token, as the web app gets one: sign in with the password, then /auth/token with the cookie. */
export async function signIn(origin, email, password) {
  const response = await fetch(`${origin}/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const token = await fetch(`${origin}/auth/token`, { headers: { cookie, origin } });
  if (!token.ok) throw new Error(`token of ${email}: ${token.status} ${await token.text()}`);
  return (await token.json()).token;
}
