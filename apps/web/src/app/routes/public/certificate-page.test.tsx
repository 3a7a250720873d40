import { gzipSync } from 'fflate';
import { base64url, calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CertificatePage } from '@/app/routes/public/certificate-page';
import { paths } from '@/config/paths';
import { seriousViolations } from '@/testing/axe';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

// The page's origin in jsdom is http://localhost: the issuer's DID resolves there, as a local instance's would.
const DID = 'did:web:localhost';
const LIST_URL = 'http://localhost/api/v1/credentials/status/1';
const INDEX = 77;
let privateKey: CryptoKey;
let kid: string;
let didDocument: object;

const sign = (payload: Record<string, unknown>) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: `${DID}#${kid}` }).sign(privateKey);

const credential = () =>
  sign({
    iss: DID,
    vc: {
      issuer: { id: DID, type: ['Profile'], name: 'Assay' },
      issuanceDate: '2025-06-14T09:30:00Z',
      credentialSubject: { name: 'Cora Holder', achievement: { name: 'TypeScript in Practice' } },
      credentialStatus: { statusPurpose: 'revocation', statusListIndex: String(INDEX), statusListCredential: LIST_URL },
    },
  });

function statusList(revoked: number[]) {
  const bits = new Uint8Array(16_384);
  for (const index of revoked) bits[index >> 3]! |= 0x80 >> (index & 7);
  return sign({
    iss: DID,
    vc: {
      issuer: DID,
      credentialSubject: { statusPurpose: 'revocation', encodedList: `u${base64url.encode(gzipSync(bits))}` },
    },
  });
}

async function serve(revoked: number[]) {
  const [jws, list] = [await credential(), await statusList(revoked)];
  stubApiRoutes({
    'GET /api/v1/credentials/cert-1': () =>
      jsonResponse({
        id: 'cert-1',
        credential: jws,
        did_document_url: 'http://localhost/.well-known/did.json',
        status_list_url: LIST_URL,
      }),
    'GET /.well-known/did.json': () => jsonResponse(didDocument),
    'GET /api/v1/credentials/status/1': () => new Response(list, { headers: { 'content-type': 'application/jwt' } }),
  });
}

const openPage = (id = 'cert-1') =>
  renderPage(<CertificatePage />, { path: paths.certificate, entry: `/certificates/${id}` });

beforeAll(async () => {
  const pair = await generateKeyPair('Ed25519', { extractable: true });
  privateKey = pair.privateKey;
  const { kty, crv, x } = await exportJWK(pair.publicKey);
  kid = await calculateJwkThumbprint({ kty: kty!, crv: crv!, x: x! });
  const method = { id: `${DID}#${kid}`, type: 'JsonWebKey', controller: DID, publicKeyJwk: { kty, crv, x } };
  didDocument = { id: DID, verificationMethod: [method], assertionMethod: [method.id] };
});
afterEach(() => vi.unstubAllGlobals());

describe('/certificates/:id', { timeout: 20_000 }, () => {
  it('verifies the certificate in the browser, signed out, and says what it certifies', async () => {
    await serve([1, 2]);
    const { container } = openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByText('Cora Holder')).toBeInTheDocument();
    expect(screen.getByText('TypeScript in Practice')).toBeInTheDocument();
    expect(screen.getByText(DID)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How this was checked' })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says revoked when its bit is set in the signed list', async () => {
    await serve([INDEX]);
    openPage();
    expect(await screen.findByRole('heading', { name: 'Revoked' })).toBeInTheDocument();
  });

  it('says it could not verify an unknown certificate', async () => {
    stubApiRoutes({});
    const { container } = openPage('missing');
    expect(await screen.findByRole('heading', { name: 'Could not verify' })).toBeInTheDocument();
    expect(screen.getByText(/No certificate has this ID/)).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
