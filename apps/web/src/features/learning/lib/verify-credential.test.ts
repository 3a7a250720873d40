import { gzipSync } from 'fflate';
import { base64url, calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { didWebDocumentUrl, readStatusBit, verifyCompactJws, verifyCredential } from './verify-credential';

/** RFC 8037 Appendix A: the Ed25519 public key of A.1 and the JWS of A.4. */
const RFC8037_KEY: JWK = { kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' };
const RFC8037_JWS =
  'eyJhbGciOiJFZERTQSJ9.RXhhbXBsZSBvZiBFZDI1NTE5IHNpZ25pbmc.' +
  'hgyY0il_MGCjP0JzlnLWG1PPOt7-09PGcvMg3AIbQR6dWbhijcNR4ki4iylGjg5BhVsPt9g7sVvpAr_MuM0KAg';

const DID = 'did:web:assay.example%3A8443';
const DID_URL = 'https://assay.example:8443/.well-known/did.json';
const LIST_URL = 'https://assay.example:8443/api/v1/credentials/status/1';
const INDEX = 4242;

let privateKey: CryptoKey;
let kid: string;
let didDocument: object;

const sign = (payload: Record<string, unknown>, key = privateKey, keyId = kid) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: `${DID}#${keyId}` }).sign(key);

function credentialClaims(index = INDEX) {
  return {
    iss: DID,
    jti: 'urn:uuid:c1',
    sub: 'urn:uuid:u1',
    nbf: Date.parse('2025-06-14T09:30:00Z') / 1000,
    vc: {
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: DID, type: ['Profile'], name: 'Assay' },
      issuanceDate: '2025-06-14T09:30:00Z',
      credentialSubject: { name: 'Cora Holder', achievement: { name: 'TypeScript in Practice' } },
      credentialStatus: {
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: String(index),
        statusListCredential: LIST_URL,
      },
    },
  };
}

function encodedList(revoked: number[]): string {
  const bits = new Uint8Array(131_072 / 8);
  for (const index of revoked) bits[index >> 3]! |= 0x80 >> (index & 7);
  return `u${base64url.encode(gzipSync(bits))}`;
}

const statusList = (revoked: number[]) =>
  sign({
    iss: DID,
    vc: {
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: DID,
      credentialSubject: {
        type: 'BitstringStatusList',
        statusPurpose: 'revocation',
        encodedList: encodedList(revoked),
      },
    },
  });

/** A fetch that serves the issuer's documents, as the API would. */
const serving = (documents: Record<string, string>) => async (url: string) =>
  url in documents ? new Response(documents[url]) : new Response('not found', { status: 404 });

beforeAll(async () => {
  const pair = await generateKeyPair('Ed25519', { extractable: true });
  privateKey = pair.privateKey;
  const { kty, crv, x } = await exportJWK(pair.publicKey);
  kid = await calculateJwkThumbprint({ kty: kty!, crv: crv!, x: x! });
  const method = { id: `${DID}#${kid}`, type: 'JsonWebKey', controller: DID, publicKeyJwk: { kty, crv, x, kid } };
  didDocument = { id: DID, verificationMethod: [method], assertionMethod: [method.id] };
});

describe('verifyCredential', () => {
  it('verifies the fixed test vector of RFC 8037 A.4, and not once altered', async () => {
    expect(new TextDecoder().decode(await verifyCompactJws(RFC8037_JWS, RFC8037_KEY))).toBe(
      'Example of Ed25519 signing',
    );
    await expect(verifyCompactJws(`${RFC8037_JWS.slice(0, -2)}AA`, RFC8037_KEY)).rejects.toThrow();
  });

  it('resolves did:web to its document, port and all', () => {
    expect(didWebDocumentUrl(DID)).toBe(DID_URL);
    expect(didWebDocumentUrl('did:web:127.0.0.1%3A3000', 'http:')).toBe('http://127.0.0.1:3000/.well-known/did.json');
  });

  it('says an untouched, unrevoked certificate is valid and active, with what it certifies', async () => {
    const fetch = serving({ [DID_URL]: JSON.stringify(didDocument), [LIST_URL]: await statusList([1, 7]) });
    expect(await verifyCredential(await sign(credentialClaims()), { fetch })).toEqual({
      valid: true,
      status: 'active',
      holder: 'Cora Holder',
      path: 'TypeScript in Practice',
      issuedAt: '2025-06-14T09:30:00Z',
      issuer: DID,
    });
  });

  it('reads its bit in the signed status list: revoked when set', async () => {
    const fetch = serving({ [DID_URL]: JSON.stringify(didDocument), [LIST_URL]: await statusList([INDEX]) });
    expect(await verifyCredential(await sign(credentialClaims()), { fetch })).toMatchObject({
      valid: true,
      status: 'revoked',
    });
    expect(readStatusBit(encodedList([INDEX]), INDEX)).toBe(true);
    expect(readStatusBit(encodedList([INDEX]), INDEX + 1)).toBe(false);
  });

  it('fails a certificate changed after signing, one signed by an unpublished key, and an unsigned status list', async () => {
    const fetch = serving({ [DID_URL]: JSON.stringify(didDocument), [LIST_URL]: await statusList([]) });
    const jws = await sign(credentialClaims());
    const [header, payload, signature] = jws.split('.') as [string, string, string];
    const forged = base64url.encode(
      new TextEncoder().encode(
        JSON.stringify({
          ...credentialClaims(),
          vc: { ...credentialClaims().vc, credentialSubject: { name: 'Mallory' } },
        }),
      ),
    );
    const changed = await verifyCredential(`${header}.${forged}.${signature}`, { fetch });
    expect(changed).toMatchObject({ valid: false, reason: expect.stringMatching(/changed after it was issued/) });
    const flipped = base64url.decode(signature);
    flipped[10]! ^= 1;
    expect((await verifyCredential(`${header}.${payload}.${base64url.encode(flipped)}`, { fetch })).valid).toBe(false);

    const stranger = await generateKeyPair('Ed25519');
    const unpublished = await sign(credentialClaims(), stranger.privateKey, 'someone-else');
    expect(await verifyCredential(unpublished, { fetch })).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/not one the issuer publishes/),
    });

    const forgedList = await sign(
      {
        iss: DID,
        vc: { issuer: DID, credentialSubject: { statusPurpose: 'revocation', encodedList: encodedList([]) } },
      },
      stranger.privateKey,
    );
    const unsignedList = serving({ [DID_URL]: JSON.stringify(didDocument), [LIST_URL]: forgedList });
    expect((await verifyCredential(jws, { fetch: unsignedList })).valid).toBe(false);
  });

  it('says it could not verify when the issuer’s documents cannot be fetched', async () => {
    const result = await verifyCredential(await sign(credentialClaims()), { fetch: serving({}) });
    expect(result).toMatchObject({ valid: false, reason: expect.stringMatching(/could not be fetched \(404\)/) });
    expect((await verifyCredential('not a credential', { fetch: serving({}) })).valid).toBe(false);
  });
});
