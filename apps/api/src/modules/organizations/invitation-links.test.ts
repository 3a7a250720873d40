import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createInvitationReader } from '../../../test/invitation-mail.js';

const PASSWORD = 'a-good-password';

/** "Copy invitation link": the link an orgadmin passes on by hand, beside the mailed one (issue 25, item 6). */
describe('copied invitation links', () => {
  let t: TestApp;
  let invitationToken: (email: string) => Promise<string>;
  let acme: string;
  let acmeAdmin: string;

  const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(token ? bearer(token) : {}) },
      ...(payload ? { payload } : {}),
    });

  async function person(email: string, role?: 'orgadmin' | 'interviewer'): Promise<string> {
    await signUp(t.app, { email, password: PASSWORD, name: email.split('@')[0] });
    const { token } = await signIn(t.app, email, PASSWORD);
    if (role) await call(token, 'POST', '/api/v1/users/me/role', { role });
    return token;
  }

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'false' });
    invitationToken = createInvitationReader(t.app);
    acmeAdmin = await person('olga@acme.test', 'orgadmin');
    const created = await call(acmeAdmin, 'POST', '/api/v1/organizations', { name: 'Acme' });
    acme = created.json<{ id: string }>().id;
  });
  afterAll(() => t.close());

  it("gives an orgadmin a pending invitation's link to copy, working beside the mailed one until a resend", async () => {
    const invitation = (
      await call(acmeAdmin, 'POST', `/api/v1/organizations/${acme}/invitations`, {
        email: 'copied@example.test',
        role: 'candidate',
      })
    ).json<{ id: string }>();
    const mailed = await invitationToken('copied@example.test');
    const linkUrl = `/api/v1/organizations/${acme}/invitations/${invitation.id}/link`;
    const first = await call(acmeAdmin, 'GET', linkUrl);
    expect(first.statusCode, first.body).toBe(200);
    const { url } = first.json<{ url: string }>();
    expect(url.startsWith(`${t.config.publicUrl}/invitation?token=`)).toBe(true);
    expect((await call(acmeAdmin, 'GET', linkUrl)).json()).toEqual({ url });
    const copied = decodeURIComponent(new URL(url).searchParams.get('token')!);
    expect(copied).not.toBe(mailed);
    for (const token of [copied, mailed])
      expect((await call(null, 'GET', `/api/v1/invitations/accept/${token}`)).json()).toMatchObject({
        organizationName: 'Acme',
        email: 'copied@example.test',
      });
    // A forged signature over a real invitation id opens nothing.
    const forged = `${invitation.id}.${'A'.repeat(43)}`;
    expect((await call(null, 'GET', `/api/v1/invitations/accept/${forged}`)).statusCode).toBe(404);

    await call(acmeAdmin, 'POST', `/api/v1/organizations/${acme}/invitations/${invitation.id}/resend`);
    expect((await call(null, 'GET', `/api/v1/invitations/accept/${copied}`)).statusCode).toBe(404);
    const renewed = decodeURIComponent(
      new URL((await call(acmeAdmin, 'GET', linkUrl)).json<{ url: string }>().url).searchParams.get('token')!,
    );
    const invitee = await person('copied@example.test');
    expect((await call(invitee, 'POST', `/api/v1/invitations/accept/${renewed}`)).json()).toEqual({
      organizationId: acme,
      role: 'candidate',
    });
    expect((await call(acmeAdmin, 'GET', linkUrl)).statusCode).toBe(409);
  });

  it("refuses another organization's orgadmin (404, no link) and anyone signed out (the matrix covers interviewers)", async () => {
    const invitation = (
      await call(acmeAdmin, 'POST', `/api/v1/organizations/${acme}/invitations`, {
        email: 'kept@example.test',
        role: 'candidate',
      })
    ).json<{ id: string }>();
    const url = `/api/v1/organizations/${acme}/invitations/${invitation.id}/link`;
    const stranger = await person('hank@globex.test', 'orgadmin');
    await call(stranger, 'POST', '/api/v1/organizations', { name: 'Globex' });
    const refused = await call(stranger, 'GET', url);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('/invitation?token=');
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
  });
});
