import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { MAIL_REQUESTED } from '../../platform/mail/mail.service.js';
import { outboxEvents } from '../../platform/outbox/outbox.tables.js';

const WAIT = { timeout: 10_000, interval: 50 };

/** The newest kept mail to `to` (no SMTP in these tests: mails are kept for the admin). */
async function keptMailTo(t: TestApp, to: string): Promise<string> {
  let text = '';
  await vi.waitFor(async () => {
    const { rows } = await t.app.services.mail.list(50, 0);
    const mail = rows.find((row) => row.to === to);
    expect(mail?.text).toBeTruthy();
    text = mail!.text!;
  }, WAIT);
  return text;
}

const linkIn = (text: string) => {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in mail:\n${text}`);
  return new URL(match[0]);
};

/** Follows the newest password-reset mail to `email` and chooses `newPassword`: the provider's answer. */
async function resetThroughMail(t: TestApp, email: string, newPassword: string) {
  let resetText = '';
  await vi.waitFor(async () => {
    const { rows } = await t.app.services.mail.list(50, 0);
    resetText = rows.find((row) => row.to === email && row.subject.startsWith('Reset your password'))?.text ?? '';
    expect(resetText).not.toBe('');
  }, WAIT);
  const resetLink = linkIn(resetText);
  // The link goes through the provider, which redirects to the app's page with the token.
  const redirect = await t.app.inject({ method: 'GET', url: `${resetLink.pathname}${resetLink.search}` });
  const location = new URL(String(redirect.headers.location), t.config.publicUrl);
  const token = location.searchParams.get('token');
  expect(token).toBeTruthy();
  return t.app.inject({
    method: 'POST',
    url: '/auth/reset-password',
    headers: { origin: t.config.publicUrl },
    payload: { newPassword, token },
  });
}

const askForReset = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/request-password-reset',
    headers: { origin: t.config.publicUrl },
    payload: { email, redirectTo: '/reset-password' },
  });

/** Signs up and confirms the address through the mailed link. */
async function signUpVerified(t: TestApp, account: { email: string; password: string; name: string }) {
  await signUp(t.app, account);
  const verify = linkIn(await keptMailTo(t, account.email));
  await t.app.inject({ method: 'GET', url: `${verify.pathname}${verify.search}` });
}

describe('identity mails: verification and password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(() => t.close());

  it('requires a verified address before sign-in, through the link in the mail', async () => {
    const account = { email: 'vera@example.test', password: 'vera-password-1', name: 'Vera' };
    expect((await signUp(t.app, account)).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in/email',
      headers: { origin: t.config.publicUrl },
      payload: { email: account.email, password: account.password },
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');

    const link = linkIn(await keptMailTo(t, account.email));
    expect(link.pathname).toBe('/auth/verify-email');
    const verified = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verified.statusCode).toBeLessThan(400);
    await expect(signIn(t.app, account.email, account.password)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('resets a password through the mailed link, answering the same for unknown addresses', async () => {
    const account = { email: 'rita@example.test', password: 'rita-password-1', name: 'Rita' };
    await signUp(t.app, account);
    const verify = linkIn(await keptMailTo(t, account.email));
    await t.app.inject({ method: 'GET', url: `${verify.pathname}${verify.search}` });

    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/request-password-reset',
        headers: { origin: t.config.publicUrl },
        payload: { email, redirectTo: '/reset-password' },
      });
    const known = await ask(account.email);
    const unknown = await ask('nobody-here@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const reset = await resetThroughMail(t, account.email, 'rita-new-password-2');
    expect(reset.statusCode).toBe(200);
    await expect(signIn(t.app, account.email, 'rita-new-password-2')).resolves.toMatchObject({
      token: expect.any(String),
    });
    await expect(signIn(t.app, account.email, account.password)).rejects.toThrow(/401/);
  });

  it('a password reset ends every session: bearer tokens issued before it are refused at once', async () => {
    const account = { email: 'rhea@example.test', password: 'rhea-password-1', name: 'Rhea' };
    await signUpVerified(t, account);
    const before = await signIn(t.app, account.email, account.password);
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(before.token) });
    expect((await me()).statusCode).toBe(200);

    expect((await askForReset(t, account.email)).statusCode).toBe(200);
    expect((await resetThroughMail(t, account.email, 'rhea-new-password-2')).statusCode).toBe(200);
    const refused = await me();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('INVALID_TOKEN');
  });

  it('mails anyone can ask for reach one address at most three times an hour', async () => {
    const account = { email: 'pat@example.test', password: 'pat-password-1', name: 'Pat' };
    await signUpVerified(t, account);
    for (let ask = 0; ask < 5; ask++) expect((await askForReset(t, account.email)).statusCode).toBe(200);
    // Every mail request delivered (sent, kept or dropped), then counted.
    await vi.waitFor(async () => {
      const pending = await t.app.services.db
        .select({ id: outboxEvents.id })
        .from(outboxEvents)
        .where(
          and(eq(outboxEvents.type, MAIL_REQUESTED), isNull(outboxEvents.deliveredAt), isNull(outboxEvents.failedAt)),
        );
      expect(pending).toEqual([]);
    }, WAIT);
    const { rows } = await t.app.services.mail.list(200, 0);
    expect(
      rows.filter((row) => row.to === account.email && row.subject.startsWith('Reset your password')),
    ).toHaveLength(3);
  });
});
