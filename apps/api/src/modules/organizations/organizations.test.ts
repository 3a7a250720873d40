import { INVITATION_ERROR_CODES } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createInvitationReader } from '../../../test/invitation-mail.js';

const PASSWORD = 'a-good-password';

describe('organizations and invitations', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();

  /** Signs up a new person, signs in, and (optionally) picks a role; answers their bearer. */
  async function person(email: string, role?: 'candidate' | 'interviewer' | 'orgadmin'): Promise<string> {
    await signUp(t.app, { email, password: PASSWORD, name: email.split('@')[0] });
    const { token } = await signIn(t.app, email, PASSWORD);
    if (role) await call(token, 'POST', '/api/v1/users/me/role', { role });
    tokens.set(email, token);
    return token;
  }

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(token ? bearer(token) : {}) },
      ...(payload ? { payload } : {}),
    });

  let invitationToken: (email: string) => Promise<string>;

  async function createOrganization(token: string, name: string): Promise<string> {
    const response = await call(token, 'POST', '/api/v1/organizations', { name, website: 'https://example.test' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  let acme: string;
  let globex: string;
  let acmeAdmin: string;
  let globexAdmin: string;

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'false' });
    invitationToken = createInvitationReader(t.app);
    acmeAdmin = await person('olga@acme.test', 'orgadmin');
    globexAdmin = await person('hank@globex.test', 'orgadmin');
    acme = await createOrganization(acmeAdmin, 'Acme');
    globex = await createOrganization(globexAdmin, 'Globex');
  });
  afterAll(() => t.close());

  it('makes the creator a member acting in the new organization', async () => {
    const me = (await call(acmeAdmin, 'GET', '/api/v1/users/me')).json();
    expect(me).toMatchObject({ role: 'orgadmin', organizationId: acme });
    const members = (await call(acmeAdmin, 'GET', `/api/v1/organizations/${acme}/members`)).json();
    expect(members.members).toEqual([expect.objectContaining({ email: 'olga@acme.test', role: 'orgadmin' })]);
    expect((await call(acmeAdmin, 'POST', '/api/v1/organizations', { name: 'Second' })).statusCode).toBe(409);
  });

  it('refuses an invitation for admin', async () => {
    const response = await call(acmeAdmin, 'POST', `/api/v1/organizations/${acme}/invitations`, {
      email: 'x@example.test',
      role: 'admin',
    });
    expect(response.statusCode).toBe(400);
  });

  it("keeps one organization's orgadmin out of another's organization, members, invitations and settings", async () => {
    const invitation = (
      await call(globexAdmin, 'POST', `/api/v1/organizations/${globex}/invitations`, {
        email: 'g1@example.test',
        role: 'candidate',
      })
    ).json();
    const attempts: [string, string, Record<string, unknown>?][] = [
      ['GET', `/api/v1/organizations/${globex}`],
      ['PUT', `/api/v1/organizations/${globex}`, { name: 'Hacked' }],
      ['GET', `/api/v1/organizations/${globex}/members`],
      ['GET', `/api/v1/organizations/${globex}/invitations`],
      ['POST', `/api/v1/organizations/${globex}/invitations`, { email: 'spy@example.test', role: 'orgadmin' }],
      ['POST', `/api/v1/organizations/${globex}/invitations/${invitation.id}/resend`],
      ['GET', `/api/v1/organizations/${globex}/invitations/${invitation.id}/link`],
      ['DELETE', `/api/v1/organizations/${globex}/invitations/${invitation.id}`],
      ['GET', `/api/v1/organizations/${globex}/settings`],
      ['PATCH', `/api/v1/organizations/${globex}/settings`, { defaultTaskDeadlineDays: 1 }],
      ['PATCH', `/api/v1/organizations/${globex}/members/${invitation.invitedBy}`, { role: 'candidate' }],
      ['DELETE', `/api/v1/organizations/${globex}/members/${invitation.invitedBy}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(acmeAdmin, method as 'GET', url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Globex');
    }
    expect((await call(globexAdmin, 'GET', `/api/v1/organizations/${globex}`)).json().name).toBe('Globex');
    expect(
      (await call(acmeAdmin, 'GET', '/api/v1/organizations')).json().organizations.map((o: { name: string }) => o.name),
    ).toEqual(['Acme']);
  });

  it('gives expired, reused and revoked tokens each their own clear answer', async () => {
    const invite = async (email: string) => {
      const invitation = (
        await call(acmeAdmin, 'POST', `/api/v1/organizations/${acme}/invitations`, { email, role: 'candidate' })
      ).json();
      return { id: invitation.id as string, token: await invitationToken(email) };
    };
    const used = await invite('used@example.test');
    const usedBy = await person('used@example.test');
    expect((await call(usedBy, 'POST', `/api/v1/invitations/accept/${used.token}`)).statusCode).toBe(200);
    const reused = await call(usedBy, 'POST', `/api/v1/invitations/accept/${used.token}`);
    expect(reused.json()).toMatchObject({
      code: INVITATION_ERROR_CODES.used,
      message: 'This invitation has already been used.',
    });

    const revoked = await invite('revoked@example.test');
    expect(
      (await call(acmeAdmin, 'DELETE', `/api/v1/organizations/${acme}/invitations/${revoked.id}`)).statusCode,
    ).toBe(200);
    expect((await call(null, 'GET', `/api/v1/invitations/accept/${revoked.token}`)).json()).toMatchObject({
      code: INVITATION_ERROR_CODES.revoked,
    });

    const expired = await invite('expired@example.test');
    await t.app.services.organizationsRepository.updateInvitation(expired.id, {
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await call(null, 'GET', `/api/v1/invitations/accept/${expired.token}`)).json()).toMatchObject({
      code: INVITATION_ERROR_CODES.expired,
    });

    const resent = await invite('resent@example.test');
    await call(acmeAdmin, 'POST', `/api/v1/organizations/${acme}/invitations/${resent.id}/resend`);
    expect(await invitationToken('resent@example.test')).not.toBe(resent.token);
    expect((await call(null, 'GET', `/api/v1/invitations/accept/${resent.token}`)).json()).toMatchObject({
      code: INVITATION_ERROR_CODES.notFound,
    });
    const codes = new Set([
      INVITATION_ERROR_CODES.used,
      INVITATION_ERROR_CODES.revoked,
      INVITATION_ERROR_CODES.expired,
      INVITATION_ERROR_CODES.notFound,
    ]);
    expect(codes.size).toBe(4);
  });

  it('a role-less invitee takes the invited role; staff cannot join a second organization or take a second role', async () => {
    await call(acmeAdmin, 'POST', `/api/v1/organizations/${acme}/invitations`, {
      email: 'ivy@example.test',
      role: 'interviewer',
    });
    const ivy = await person('ivy@example.test');
    const accepted = await call(ivy, 'POST', `/api/v1/invitations/accept/${await invitationToken('ivy@example.test')}`);
    expect(accepted.json()).toEqual({ organizationId: acme, role: 'interviewer' });
    expect((await call(ivy, 'GET', '/api/v1/users/me')).json()).toMatchObject({
      role: 'interviewer',
      organizationId: acme,
    });

    await call(globexAdmin, 'POST', `/api/v1/organizations/${globex}/invitations`, {
      email: 'ivy@example.test',
      role: 'interviewer',
    });
    const elsewhere = await call(
      ivy,
      'POST',
      `/api/v1/invitations/accept/${await invitationToken('ivy@example.test')}`,
    );
    expect(elsewhere.json()).toMatchObject({ code: INVITATION_ERROR_CODES.staffElsewhere });

    await call(globexAdmin, 'POST', `/api/v1/organizations/${globex}/invitations`, {
      email: 'ivy@example.test',
      role: 'candidate',
    });
    const secondRole = await call(
      ivy,
      'POST',
      `/api/v1/invitations/accept/${await invitationToken('ivy@example.test')}`,
    );
    expect(secondRole.json()).toMatchObject({ code: INVITATION_ERROR_CODES.secondRole });
  });

  it('a candidate invited by two organizations belongs to both, and each sees only its own view', async () => {
    for (const [token, org] of [
      [acmeAdmin, acme],
      [globexAdmin, globex],
    ] as const) {
      await call(token, 'POST', `/api/v1/organizations/${org}/invitations`, {
        email: 'cara@example.test',
        role: 'candidate',
      });
      const cara = tokens.get('cara@example.test') ?? (await person('cara@example.test'));
      expect(
        (await call(cara, 'POST', `/api/v1/invitations/accept/${await invitationToken('cara@example.test')}`))
          .statusCode,
      ).toBe(200);
    }
    const cara = tokens.get('cara@example.test')!;
    const mine = (await call(cara, 'GET', '/api/v1/users/me/organizations')).json();
    expect(mine.organizations.map((o: { name: string; role: string }) => `${o.name}:${o.role}`)).toEqual([
      'Acme:candidate',
      'Globex:candidate',
    ]);
    const caraId = (await call(cara, 'GET', '/api/v1/users/me')).json().id;
    for (const [token, org, other] of [
      [acmeAdmin, acme, 'hank@globex.test'],
      [globexAdmin, globex, 'olga@acme.test'],
    ] as const) {
      const members = (await call(token, 'GET', `/api/v1/organizations/${org}/members`))
        .json()
        .members.map((m: { email: string }) => m.email);
      expect(members).toContain('cara@example.test');
      expect(members).not.toContain(other);
      expect((await call(token, 'GET', `/api/v1/users/${caraId}`)).statusCode).toBe(200);
    }
    // The candidate directory: each organization's own, whatever organization_id another one asks for.
    for (const [token, org] of [
      [acmeAdmin, acme],
      [globexAdmin, acme],
    ] as const) {
      const directory = (await call(token, 'GET', `/api/v1/interviewer/candidates?organization_id=${org}`)).json();
      expect(directory.candidates).toContainEqual(
        expect.objectContaining({ email: 'cara@example.test', status: 'member', userId: caraId }),
      );
    }
    const acmeOnly = (await call(globexAdmin, 'GET', `/api/v1/interviewer/candidates?organization_id=${acme}`)).json();
    expect(acmeOnly.candidates.map((c: { email: string }) => c.email)).not.toContain('used@example.test');
    // A candidate in two organizations stays a candidate.
    const promote = await call(acmeAdmin, 'PATCH', `/api/v1/organizations/${acme}/members/${caraId}`, {
      role: 'interviewer',
    });
    expect(promote.json()).toMatchObject({ code: 'CANDIDATE_IN_OTHER_ORGANIZATIONS' });
  });

  it('audits role changes and removals, and shows each organization only its own activity', async () => {
    const ivyId = (await call(tokens.get('ivy@example.test')!, 'GET', '/api/v1/users/me')).json().id;
    expect(
      (await call(acmeAdmin, 'PATCH', `/api/v1/organizations/${acme}/members/${ivyId}`, { role: 'orgadmin' }))
        .statusCode,
    ).toBe(200);
    expect((await call(acmeAdmin, 'DELETE', `/api/v1/organizations/${acme}/members/${ivyId}`)).statusCode).toBe(200);

    const activity = await call(acmeAdmin, 'GET', `/api/v1/organizations/${acme}/activity?limit=50`);
    expect(activity.statusCode, activity.body).toBe(200);
    const items = activity.json<{
      items: { action: string; actorName: string | null; subject: string | null; role: string | null }[];
    }>().items;
    // Newest first: the removal, then the role change, naming who did it, to whom, and the role.
    expect(items.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'organization.member_removed',
        actorName: 'olga',
        subject: 'ivy',
        role: 'orgadmin',
      }),
      expect.objectContaining({
        action: 'organization.member_role_changed',
        actorName: 'olga',
        subject: 'ivy',
        role: 'orgadmin',
      }),
    ]);
    expect(items).toContainEqual(
      expect.objectContaining({
        action: 'organization.invitation_accepted',
        actorName: 'cara',
        subject: 'cara@example.test',
        role: 'candidate',
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({ action: 'organization.invitation_revoked', subject: 'revoked@example.test' }),
    );
    expect(items).toContainEqual(expect.objectContaining({ action: 'organization.created', actorName: 'olga' }));

    const theirs = (await call(globexAdmin, 'GET', `/api/v1/organizations/${globex}/activity?limit=50`)).json<{
      items: { subject: string | null; actorName: string | null }[];
    }>().items;
    expect(theirs.map((item) => item.actorName)).not.toContain('olga');
    expect(theirs.map((item) => item.subject)).not.toContain('revoked@example.test');
    expect((await call(globexAdmin, 'GET', `/api/v1/organizations/${acme}/activity`)).statusCode).toBe(404);
  });

  it('audits creation, invitations and acceptance', async () => {
    const rows = await t.app.services.audit.list({ page: 1, limit: 100, organization_id: acme });
    const actions = new Set(rows.rows.map((row) => row.action));
    for (const action of [
      'organization.created',
      'organization.invitation_sent',
      'organization.invitation_resent',
      'organization.invitation_revoked',
      'organization.invitation_accepted',
      'organization.member_role_changed',
      'organization.member_removed',
    ]) {
      expect(actions, action).toContain(action);
    }
  });

  it('refuses to invite someone already a member, alone or in a list, and leaves their role as it was', async () => {
    const single = await call(acmeAdmin, 'POST', `/api/v1/organizations/${acme}/invitations`, {
      email: 'Cara@Example.test',
      role: 'interviewer',
    });
    expect(single.statusCode, single.body).toBe(409);
    expect(single.json()).toMatchObject({
      code: INVITATION_ERROR_CODES.alreadyMember,
      message:
        'cara@example.test is already a member of this organization as candidate. ' +
        'Change their role from the members list instead.',
    });

    const bulk = await call(acmeAdmin, 'POST', '/api/v1/organizations/invites', {
      organizationId: acme,
      invitations: [
        { email: 'olga@acme.test', role: 'candidate' },
        { email: 'newcomer@example.test', role: 'candidate' },
      ],
    });
    expect(bulk.statusCode, bulk.body).toBe(201);
    expect(bulk.json().invitations.map((i: { email: string }) => i.email)).toEqual(['newcomer@example.test']);
    expect(bulk.json().failed).toEqual([
      {
        email: 'olga@acme.test',
        code: INVITATION_ERROR_CODES.alreadyMember,
        message:
          'olga@acme.test is already a member of this organization as orgadmin. ' +
          'Change their role from the members list instead.',
      },
    ]);

    const pending = (await call(acmeAdmin, 'GET', `/api/v1/organizations/${acme}/invitations`)).json();
    expect(pending.invitations.map((i: { email: string }) => i.email)).not.toContain('olga@acme.test');
    expect(pending.invitations.map((i: { email: string }) => i.email)).not.toContain('cara@example.test');
    const members = (await call(acmeAdmin, 'GET', `/api/v1/organizations/${acme}/members`)).json();
    const roles = Object.fromEntries(members.members.map((m: { email: string; role: string }) => [m.email, m.role]));
    expect(roles).toMatchObject({ 'olga@acme.test': 'orgadmin', 'cara@example.test': 'candidate' });
  });

  it('a new organization sends at most 50 invitations a day, and its name reaches mail subjects as plain words', async () => {
    const admin = await person('ned@fresh.test', 'orgadmin');
    const fresh = await createOrganization(admin, '<b>Fresh</b> Co\r\nBcc: all@example.test');
    const invites = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ email: `c${from + i}@fresh.test`, role: 'candidate' }));
    const first = await call(admin, 'POST', '/api/v1/organizations/invites', {
      organizationId: fresh,
      invitations: invites(0, 50),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ failed: [] });
    expect(first.json().invitations).toHaveLength(50);

    const one = await call(admin, 'POST', `/api/v1/organizations/${fresh}/invitations`, invites(50, 1)[0]);
    expect(one.statusCode, one.body).toBe(429);
    expect(one.json()).toMatchObject({
      code: INVITATION_ERROR_CODES.dailyLimit,
      message: 'A new organization sends at most 50 invitations a day in its first 7 days. Try again tomorrow.',
    });
    const more = await call(admin, 'POST', '/api/v1/organizations/invites', {
      organizationId: fresh,
      invitations: invites(51, 2),
    });
    expect(more.json().invitations).toEqual([]);
    expect(more.json().failed.map((entry: { code: string }) => entry.code)).toEqual([
      INVITATION_ERROR_CODES.dailyLimit,
      INVITATION_ERROR_CODES.dailyLimit,
    ]);

    await invitationToken('c0@fresh.test');
    const subject = (await t.app.services.mail.list(200, 0)).rows.find((row) => row.to === 'c0@fresh.test')!.subject;
    expect(subject).toBe('Join Fresh Co Bcc: all@example.test · Assay');
  });
});
