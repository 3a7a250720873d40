import { GITHUB_ERROR_CODES, GITHUB_MESSAGES, type GithubProfile, type GithubUserToken } from '@assay/contracts';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { type GithubStandIn, startGithubStandIn } from '../../../test/github/github-stand-in.js';
import { rowsOf } from '../../db/rows.js';

const TOKEN = 'ghp_connectionTestToken0123456789abcdefAB';
const SECOND_TOKEN = 'github_pat_11AAAAAAA0secondTokenOfTheSameUser';
const INSTALLATION_TOKEN = 'ghs_installationToken0123456789abcdefgh';

/**
 * The GitHub connection against a stand-in of GitHub's API on loopback, with the real Octokit: a token is checked with
 * GitHub, kept sealed, and never found in a response, a log line or the database in clear.
 */
describe('GitHub: the connection', () => {
  let t: TestApp;
  let standIn: GithubStandIn;
  let token: string;
  const lines: string[] = [];
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: t.config.publicUrl, ...bearer(token) },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    standIn = await startGithubStandIn();
    standIn.state.addToken(TOKEN, {
      login: 'octocat',
      id: 1,
      name: 'The Octocat',
      scopes: ['repo', 'read:user'],
    });
    standIn.state.addToken(SECOND_TOKEN, { login: 'octocat', id: 1, name: 'The Octocat', scopes: null });
    standIn.state.addToken(INSTALLATION_TOKEN, { login: 'acme-app', id: 99, kind: 'installation' });
    standIn.state.addRepository('acme/widgets', { visibleTo: [INSTALLATION_TOKEN] });
    standIn.state.addRepository('acme/gadgets', { visibleTo: [INSTALLATION_TOKEN] });
    // Every log line the app writes, down to debug, as an operator would read them.
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    t = await buildTestApp({ SEED_DEMO: 'true', GITHUB_API_URL: standIn.url }, { logger });
    token = (await signIn(t.app, 'candidate@demo.assay.dev', t.config.DEMO_PASSWORD)).token;
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('connects with a token GitHub accepts, and never gives the token back or keeps it in clear', async () => {
    expect((await call('GET', '/github/profile')).json<GithubProfile>()).toEqual({ connected: false, account: null });

    const connected = await call('POST', '/github/connect', { token: TOKEN });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json<GithubProfile>()).toMatchObject({
      connected: true,
      account: { login: 'octocat', name: 'The Octocat', token_kind: 'user', scopes: ['repo', 'read:user'] },
    });
    const userToken = await call('GET', '/github/user-token');
    expect(userToken.json<GithubUserToken>()).toMatchObject({ has_token: true, token_kind: 'user' });
    const profile = await call('GET', '/github/profile');
    for (const response of [connected, userToken, profile]) expect(response.body).not.toContain(TOKEN);

    // GitHub was asked with the token (the stand-in saw an authorized GET /user).
    expect(standIn.state.requestsTo('/user').some((request) => request.authorized)).toBe(true);

    // Not in the database in clear: not in the connection, nor in the audit log, nor anywhere else in those rows.
    const stored = await rowsOf<{ row: string }>(
      t.app.services.db,
      sql`select row_to_json(c)::text as row from github_connections c
          union all select row_to_json(a)::text from audit_logs a where a.action like 'github.%'`,
    );
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const { row } of stored) expect(row).not.toContain(TOKEN.slice(4));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(TOKEN.slice(4));
  });

  it('replaces the token, and forgets it on disconnecting (twice is no error)', async () => {
    const replaced = await call('POST', '/github/update-token', { token: SECOND_TOKEN });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<GithubProfile>().account).toMatchObject({ login: 'octocat', scopes: [] });
    expect(
      await t.app.services.github.tokenFor((await t.app.services.users.findRowByEmail('candidate@demo.assay.dev'))!),
    ).toBe(SECOND_TOKEN);

    for (let time = 0; time < 2; time += 1) {
      const disconnected = await call('POST', '/github/disconnect');
      expect(disconnected.statusCode).toBe(200);
      expect(disconnected.json<GithubProfile>()).toEqual({ connected: false, account: null });
    }
    expect((await call('GET', '/github/user-token')).json<GithubUserToken>()).toEqual({
      has_token: false,
      token_kind: null,
      scopes: [],
      token_updated_at: null,
    });
    const actions = await rowsOf<{ action: string }>(
      t.app.services.db,
      sql`select action from audit_logs where action like 'github.%' order by created_at, action`,
    );
    expect(actions.map((row) => row.action)).toEqual([
      'github.connected',
      'github.token_updated',
      'github.disconnected',
    ]);
  });

  it('takes a GitHub App installation token, which sees repositories rather than a user', async () => {
    const stored = await call('POST', '/github/user-token', { token: INSTALLATION_TOKEN });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json<GithubUserToken>()).toMatchObject({ has_token: true, token_kind: 'installation', scopes: [] });
    expect((await call('GET', '/github/profile')).json<GithubProfile>().account).toMatchObject({
      token_kind: 'installation',
      repository_count: 2,
    });
  });

  it('answers each failure with its own text: blank, refused, rate-limited, unreachable', async () => {
    const blank = await call('POST', '/github/connect', { token: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(GITHUB_MESSAGES.tokenRequired);

    const refused = await call('POST', '/github/update-token', { token: 'ghp_notATokenGithubKnows000000000000000' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: GITHUB_ERROR_CODES.tokenRefused,
      message: 'Invalid GitHub token format or token has insufficient permissions.',
    });

    standIn.state.rateLimit.remaining = 0;
    const limited = await call('POST', '/github/connect', { token: TOKEN });
    standIn.state.rateLimit.remaining = 5000;
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: GITHUB_ERROR_CODES.rateLimited,
      message: GITHUB_MESSAGES.rateLimited,
    });

    // GitHub failing on and on: retried with backoff (four tries in all), then 502.
    const triesSince = (before: number) => standIn.state.requestsTo('/user').length - before;
    let before = standIn.state.requestsTo('/user').length;
    standIn.state.failNext('/user', { status: 502, times: 4 });
    const unreachable = await call('POST', '/github/connect', { token: TOKEN });
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json()).toMatchObject({
      code: GITHUB_ERROR_CODES.unreachable,
      message: GITHUB_MESSAGES.unreachable,
    });
    expect(triesSince(before)).toBe(4);

    // A passing failure is retried, and the connection made.
    before = standIn.state.requestsTo('/user').length;
    standIn.state.failNext('/user', { status: 502, times: 2 });
    expect((await call('POST', '/github/connect', { token: TOKEN })).statusCode).toBe(200);
    expect(triesSince(before)).toBe(3);
  });
});
