import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { addDemoCandidate, PEOPLE_PASSWORD } from '../../../../test/organization-people.js';
import { learningPaths as learningPathsTable } from '../learning.tables.js';
import type { UserRow } from '../../users/users.repository.js';
import { type OpenBadgeCredential, verifyJws } from './credential.js';
import { statusBit, STATUS_LIST_BITS } from './status-list.js';

/** RFC 8037 Appendix A: the Ed25519 public key of A.1 and the JWS of A.4 ("Example of Ed25519 signing"). */
const RFC8037_KEY: JWK = { kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' };
const RFC8037_JWS =
  'eyJhbGciOiJFZERTQSJ9.RXhhbXBsZSBvZiBFZDI1NTE5IHNpZ25pbmc.' +
  'hgyY0il_MGCjP0JzlnLWG1PPOt7-09PGcvMg3AIbQR6dWbhijcNR4ki4iylGjg5BhVsPt9g7sVvpAr_MuM0KAg';

/** The text a PDF shows (as report.test.ts reads it): content streams inflated, their hex text strings joined. */
function pdfText(pdf: Buffer): string {
  const texts: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      texts.push(
        [...operator[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join(''),
      );
  }
  return texts.join('');
}

const parts = (jws: string) => jws.split('.').map((part) => Buffer.from(part, 'base64url'));
const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;

/** The independent check: Node's own Ed25519 verification of `header.payload` against the signature. */
function nodeVerifies(jwk: JWK, header: Buffer, payload: Buffer, signature: Buffer): boolean {
  const signingInput = `${header.toString('base64url')}.${payload.toString('base64url')}`;
  const key = createPublicKey({ key: { kty: jwk.kty!, crv: jwk.crv!, x: jwk.x! }, format: 'jwk' });
  return verify(null, Buffer.from(signingInput), key, signature);
}

describe('learning certificates: signed credentials, DID document, status list, PDF, revocation', () => {
  let t: TestApp;
  let holder: UserRow;
  let other: UserRow;
  const tokens: Record<'holder' | 'other' | 'admin', string> = { holder: '', other: '', admin: '' };
  let certificateId = '';

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const publicUrl = () => t.config.publicUrl;

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    holder = await addDemoCandidate(t.app, 'cora@example.test', 'Cora Holder');
    other = await addDemoCandidate(t.app, 'otto@example.test', 'Otto Other');
    tokens.holder = (await signIn(t.app, 'cora@example.test', PEOPLE_PASSWORD)).token;
    tokens.other = (await signIn(t.app, 'otto@example.test', PEOPLE_PASSWORD)).token;
    tokens.admin = (await signIn(t.app, 'admin@demo.assay.dev', 'assay-demo')).token;
    await t.app.services.db
      .insert(learningPathsTable)
      .values({ id: 'path-ts', status: 'published', draft: {} as never, currentVersion: 2 })
      .onConflictDoNothing();
    // Issued as the completing step would: inside a transaction.
    const issued = await t.app.services.transaction((tx) =>
      t.app.services.learningCertificates.issue(
        {
          userId: holder.id,
          holderName: 'Cora Holder',
          pathId: 'path-ts',
          pathTitle: 'TypeScript in Practice',
          pathDescription: 'Types, narrowing and **generics**, by doing.',
          version: 2,
          completedAt: new Date('2025-06-14T09:30:00Z'),
        },
        tx,
      ),
    );
    certificateId = issued.id;
  });
  afterAll(() => t?.close());

  async function served() {
    const view = (await get(`/api/v1/credentials/${certificateId}`)).json<{
      credential: string;
      did_document_url: string;
      status_list_url: string;
    }>();
    const did = (await get(new URL(view.did_document_url).pathname)).json<{
      id: string;
      verificationMethod: { id: string; publicKeyJwk: JWK }[];
      assertionMethod: string[];
    }>();
    return { view, did };
  }

  it('issues once per holder and path: a second issue returns the same certificate', async () => {
    const again = await t.app.services.learningCertificates.issue({
      userId: holder.id,
      holderName: 'Cora Holder',
      pathId: 'path-ts',
      pathTitle: 'TypeScript in Practice',
      pathDescription: '…',
      version: 2,
      completedAt: new Date(),
    });
    expect(again.id).toBe(certificateId);
    const list = await get('/api/v1/learning/certificates', tokens.holder);
    expect(list.statusCode).toBe(200);
    const [item] = list.json<{ items: Record<string, unknown>[] }>().items;
    expect(item).toMatchObject({
      id: certificateId,
      path_title: 'TypeScript in Practice',
      holder_name: 'Cora Holder',
      issued_at: '2025-06-14T09:30:00.000Z',
      status: 'active',
      verification_url: `${publicUrl()}/certificates/${certificateId}`,
    });
    const linkedin = new URL(item!.linkedin_url as string);
    expect(linkedin.origin + linkedin.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedin.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: 'TypeScript in Practice',
      organizationName: 'Assay',
      issueYear: '2025',
      issueMonth: '6',
      certUrl: `${publicUrl()}/certificates/${certificateId}`,
      certId: certificateId,
    });
    expect((await get('/api/v1/learning/certificates', tokens.other)).json()).toEqual({ items: [] });
  });

  it('publishes the credential, the DID document and the status list to anyone, signed in or not', async () => {
    const { view, did } = await served();
    expect(view.did_document_url).toBe(`${publicUrl()}/.well-known/did.json`);
    const port = new URL(publicUrl()).port;
    expect(did.id).toBe(`did:web:${new URL(publicUrl()).hostname}${port ? `%3A${port}` : ''}`);
    expect(did.assertionMethod).toEqual(did.verificationMethod.map((method) => method.id));
    const [header, payload] = parts(view.credential).slice(0, 2).map(json);
    expect(header).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: did.assertionMethod[0] });
    const vc = payload!.vc as OpenBadgeCredential;
    expect(payload).toMatchObject({ iss: did.id, jti: `urn:uuid:${certificateId}`, sub: vc.credentialSubject.id });
    expect(payload!.nbf).toBe(Date.parse('2025-06-14T09:30:00Z') / 1000);
    expect(vc['@context']).toEqual([
      'https://www.w3.org/2018/credentials/v1',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.issuer).toMatchObject({ id: did.id, type: ['Profile'] });
    expect(vc.credentialSubject).toMatchObject({
      type: ['AchievementSubject'],
      name: 'Cora Holder',
      achievement: {
        type: ['Achievement'],
        name: 'TypeScript in Practice',
        criteria: { narrative: expect.any(String) },
      },
    });
    expect(vc.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListCredential: view.status_list_url,
    });
    expect(view.status_list_url).toMatch(new RegExp(`^${publicUrl()}/api/v1/credentials/status/\\d+$`));
    const list = await get(new URL(view.status_list_url).pathname);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^application\/jwt/);
    expect((await get('/api/v1/credentials/not-a-certificate')).statusCode).toBe(404);
  });

  it('signs so that an independent verifier, with the key from the DID document, accepts it', async () => {
    const { view, did } = await served();
    const [header, payload, signature] = parts(view.credential);
    const method = did.verificationMethod.find((candidate) => candidate.id === json(header!).kid)!;
    expect(nodeVerifies(method.publicKeyJwk, header!, payload!, signature!)).toBe(true);
    expect(await verifyJws(view.credential, method.publicKeyJwk)).not.toBeNull();
  });

  it('verifies the fixed test vector of RFC 8037 A.4 with the same function, and rejects it altered', async () => {
    expect(new TextDecoder().decode((await verifyJws(RFC8037_JWS, RFC8037_KEY))!)).toBe('Example of Ed25519 signing');
    const [header, payload, signature] = parts(RFC8037_JWS);
    expect(nodeVerifies(RFC8037_KEY, header!, payload!, signature!)).toBe(true);
    const flipped = Buffer.from(signature!);
    flipped[0]! ^= 1;
    expect(
      await verifyJws(`${RFC8037_JWS.split('.').slice(0, 2).join('.')}.${flipped.toString('base64url')}`, RFC8037_KEY),
    ).toBeNull();
  });

  it('fails verification when any single byte of the header, payload or signature changes', async () => {
    const { view, did } = await served();
    const jwk = did.verificationMethod[0]!.publicKeyJwk;
    const original = parts(view.credential);
    let checked = 0;
    for (let part = 0; part < 3; part++)
      for (let at = 0; at < original[part]!.length; at++) {
        const changed = original.map((bytes) => Buffer.from(bytes));
        changed[part]![at]! ^= 0x01 << (at % 8);
        const jws = changed.map((bytes) => bytes.toString('base64url')).join('.');
        expect(nodeVerifies(jwk, changed[0]!, changed[1]!, changed[2]!), `${part}:${at}`).toBe(false);
        expect(await verifyJws(jws, jwk), `${part}:${at}`).toBeNull();
        checked++;
      }
    expect(checked).toBe(original.reduce((sum, bytes) => sum + bytes.length, 0));
  });

  it('gives the holder and an admin the PDF, with the verification URL; anyone else a 404', async () => {
    const pdf = await get(`/api/v1/learning/certificates/${certificateId}/pdf`, tokens.holder);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="certificate-typescript-in-practice.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Type \/Pages[\s\S]*\/Count 1/);
    const text = pdfText(pdf.rawPayload);
    for (const shown of ['Cora Holder', 'TypeScript in Practice', '14 June 2025', certificateId])
      expect(text).toContain(shown);
    expect(text).toContain(`${publicUrl()}/certificates/${certificateId}`);
    expect(pdf.rawPayload.toString('latin1')).toContain(`/URI (${publicUrl()}/certificates/${certificateId})`);
    expect((await get(`/api/v1/learning/certificates/${certificateId}/pdf`, tokens.other)).statusCode).toBe(404);
    expect((await get(`/api/v1/learning/certificates/${certificateId}/pdf`)).statusCode).toBe(401);
    expect((await get(`/api/v1/learning/certificates/${certificateId}/pdf`, tokens.admin)).statusCode).toBe(200);
  });

  it('lets only an admin revoke, once and audited; then every view says revoked and the signed list has its bit', async () => {
    const revoke = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/learning/certificates/${certificateId}/revoke`,
        headers: bearer(token),
        payload: { reason: 'Completed with someone else’s answers.' },
      });
    expect((await revoke(tokens.holder)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/learning/certificates', tokens.holder)).statusCode).toBe(403);
    const revoked = await revoke(tokens.admin);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      status: 'revoked',
      holder_email: 'cora@example.test',
      revoked_reason: 'Completed with someone else’s answers.',
    });
    expect((await revoke(tokens.admin)).json()).toMatchObject({ revoked_at: revoked.json().revoked_at });
    const audited = await t.app.services.audit.list({ action: 'learning.certificate_revoked', page: 1, limit: 10 });
    expect(audited.rows.map((row) => row.targetId)).toEqual([certificateId]);

    const admin = await get('/api/v1/admin/learning/certificates?status=revoked&search=cora', tokens.admin);
    expect(admin.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([certificateId]);
    expect(
      (await get('/api/v1/admin/learning/certificates?status=active', tokens.admin)).json<{ items: unknown[] }>().items,
    ).toEqual([]);
    const [mine] = (await get('/api/v1/learning/certificates', tokens.holder)).json<{ items: { status: string }[] }>()
      .items;
    expect(mine!.status).toBe('revoked');

    const { view, did } = await served();
    const vc = json(parts(view.credential)[1]!).vc as { credentialStatus: { statusListIndex: string } };
    const index = Number(vc.credentialStatus.statusListIndex);
    const listJwt = (await get(new URL(view.status_list_url).pathname)).body;
    const [header, payload, signature] = parts(listJwt);
    const method = did.verificationMethod.find((candidate) => candidate.id === json(header!).kid)!;
    expect(nodeVerifies(method.publicKeyJwk, header!, payload!, signature!)).toBe(true);
    const list = json(payload!).vc as {
      type: string[];
      credentialSubject: { statusPurpose: string; encodedList: string };
    };
    expect(list.type).toContain('BitstringStatusListCredential');
    expect(list.credentialSubject.statusPurpose).toBe('revocation');
    expect(statusBit(list.credentialSubject.encodedList, index)).toBe(true);
    expect(statusBit(list.credentialSubject.encodedList, (index + 1) % STATUS_LIST_BITS)).toBe(false);
  });

  it('gives another holder a certificate of their own, with its own status index', async () => {
    const issued = await t.app.services.learningCertificates.issue({
      userId: other.id,
      holderName: 'Otto Other',
      pathId: 'path-ts',
      pathTitle: 'TypeScript in Practice',
      pathDescription: 'x'.repeat(5_000),
      version: 2,
      completedAt: new Date(),
    });
    expect(issued.id).not.toBe(certificateId);
    expect(issued.status).toBe('active');
  });
});

describe('the DID document beside the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'assay-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Assay</title><div id="root"></div>');
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t?.close());

  it('is answered at the site root, not by the static files or the SPA fallback', async () => {
    for (const accept of ['application/did+json', 'text/html', '*/*']) {
      const response = await t.app.inject({ method: 'GET', url: '/.well-known/did.json', headers: { accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/did\+json/);
      expect(response.json<{ id: string }>().id).toMatch(/^did:web:/);
    }
    // The verification page itself is the SPA's.
    const page = await t.app.inject({ method: 'GET', url: '/certificates/some-id', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});
