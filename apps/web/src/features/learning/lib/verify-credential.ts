import { gunzipSync } from 'fflate';
import { base64url, compactVerify, decodeProtectedHeader, importJWK, type JWK } from 'jose';

export interface CredentialVerification {
  /** The signature verifies with a key the issuer's DID document publishes for signing, and the claims agree. */
  valid: boolean;
  /** From the issuer's signed status list; `active` until a revocation is read there. */
  status: 'active' | 'revoked';
  holder: string | null;
  path: string | null;
  issuedAt: string | null;
  issuer: string | null;
  /** Why it could not be verified, in words a visitor understands. */
  reason?: string;
}

interface VerificationMethod {
  id: string;
  publicKeyJwk?: JWK;
}
interface DidDocument {
  id: string;
  verificationMethod?: VerificationMethod[];
  assertionMethod?: (string | VerificationMethod)[];
}
interface SignedClaims {
  iss?: string;
  nbf?: number;
  vc?: {
    issuer?: string | { id?: string };
    issuanceDate?: string;
    validFrom?: string;
    credentialSubject?: {
      name?: string;
      achievement?: { name?: string };
      statusPurpose?: string;
      encodedList?: string;
    };
    credentialStatus?: { statusListIndex?: string; statusListCredential?: string; statusPurpose?: string };
  };
}

class Unverifiable extends Error {}
type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Verifies a compact JWS's Ed25519 (`EdDSA`) signature with a public JWK (WebCrypto, through jose); its payload. */
export async function verifyCompactJws(jws: string, jwk: JWK): Promise<Uint8Array> {
  const key = await importJWK({ kty: jwk.kty, crv: jwk.crv, x: jwk.x }, 'EdDSA');
  return (await compactVerify(jws, key, { algorithms: ['EdDSA', 'Ed25519'] })).payload;
}

/**
 * Where a did:web DID's document lives: `did:web:host%3Aport` → `<scheme>://host:port/.well-known/did.json`. The
 * scheme is https, as did:web requires, except when the page itself is served over http (a local instance).
 */
export function didWebDocumentUrl(did: string, pageProtocol = 'https:'): string {
  const match = /^did:web:([^:#]+)$/.exec(did);
  if (!match) throw new Unverifiable('The issuer is not a did:web DID this page can resolve.');
  const scheme = pageProtocol === 'http:' ? 'http:' : 'https:';
  return `${scheme}//${decodeURIComponent(match[1]!)}/.well-known/did.json`;
}

/** The bit at `index` of a W3C Bitstring Status List's `encodedList` (multibase base64url of the gzipped bits). */
export function readStatusBit(encodedList: string, index: number): boolean {
  if (!encodedList.startsWith('u')) throw new Unverifiable('The status list is not encoded as expected.');
  const bits = gunzipSync(base64url.decode(encodedList.slice(1)));
  if (!Number.isInteger(index) || index < 0 || index >= bits.length * 8)
    throw new Unverifiable('The certificate’s place in the status list is outside the list.');
  return (bits[index >> 3]! & (0x80 >> (index & 7))) !== 0;
}

async function fetchText(fetchImpl: Fetch, url: string, accept: string, what: string): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept } });
  } catch {
    throw new Unverifiable(`The ${what} could not be fetched. Check your connection and try again.`);
  }
  if (!response.ok) throw new Unverifiable(`The ${what} could not be fetched (${response.status}).`);
  return response.text();
}

/** Verifies one JWT against the DID document: its kid must be an assertion key of that DID. */
async function verifyWithDid(jws: string, did: DidDocument, what: string): Promise<SignedClaims> {
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(jws);
    if (header.alg !== 'EdDSA') throw new Unverifiable(`The ${what} is not signed with Ed25519.`);
    kid = header.kid;
  } catch (error) {
    throw error instanceof Unverifiable ? error : new Unverifiable(`The ${what} is not a signed credential.`);
  }
  const assertion = new Set((did.assertionMethod ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.id)));
  const method = did.verificationMethod?.find((candidate) => candidate.id === kid);
  if (!kid || !kid.startsWith(`${did.id}#`) || !method?.publicKeyJwk || !assertion.has(kid))
    throw new Unverifiable(`The key that signed the ${what} is not one the issuer publishes.`);
  let payload: Uint8Array;
  try {
    payload = await verifyCompactJws(jws, method.publicKeyJwk);
  } catch (error) {
    if (error instanceof Error && error.name === 'JOSENotSupported')
      throw new Unverifiable('This browser cannot check Ed25519 signatures. Try a current version of your browser.');
    throw new Unverifiable(`The ${what}’s signature does not match: it was changed after it was issued.`);
  }
  const claims = JSON.parse(new TextDecoder().decode(payload)) as SignedClaims;
  const issuer = typeof claims.vc?.issuer === 'string' ? claims.vc.issuer : claims.vc?.issuer?.id;
  if (claims.iss !== did.id || issuer !== did.id) throw new Unverifiable(`The ${what} names another issuer.`);
  return claims;
}

/**
 * Checks a certificate in the browser, trusting nothing the server says about it: the issuer's DID document is fetched
 * from where the DID itself says, the credential's signature is verified with the key it names, then the status list
 * the signed credential points to is fetched, verified the same way, and the certificate's bit read from it.
 */
export async function verifyCredential(
  credential: string,
  options: { fetch?: Fetch; pageProtocol?: string; now?: Date } = {},
): Promise<CredentialVerification> {
  const fetchImpl: Fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const result: CredentialVerification = {
    valid: false,
    status: 'active',
    holder: null,
    path: null,
    issuedAt: null,
    issuer: null,
  };
  try {
    let issuerDid: string;
    try {
      issuerDid = decodeProtectedHeader(credential).kid?.split('#')[0] ?? '';
    } catch {
      throw new Unverifiable('This is not a signed credential.');
    }
    result.issuer = issuerDid || null;
    const documentUrl = didWebDocumentUrl(issuerDid, options.pageProtocol ?? globalThis.location?.protocol);
    const did = JSON.parse(
      await fetchText(fetchImpl, documentUrl, 'application/did+json', 'issuer’s DID document'),
    ) as DidDocument;
    if (did.id !== issuerDid) throw new Unverifiable('The DID document is for another issuer.');

    const claims = await verifyWithDid(credential, did, 'certificate');
    const vc = claims.vc!;
    result.holder = vc.credentialSubject?.name ?? null;
    result.path = vc.credentialSubject?.achievement?.name ?? null;
    result.issuedAt = vc.issuanceDate ?? vc.validFrom ?? null;
    if (claims.nbf && claims.nbf * 1000 > (options.now ?? new Date()).getTime() + 5 * 60_000)
      throw new Unverifiable('The certificate is not valid yet.');

    const entry = vc.credentialStatus;
    const index = Number(entry?.statusListIndex);
    if (!entry?.statusListCredential || entry.statusPurpose !== 'revocation' || !Number.isInteger(index))
      throw new Unverifiable('The certificate does not say where its revocation status is published.');
    const listJwt = await fetchText(fetchImpl, entry.statusListCredential, 'application/jwt', 'revocation list');
    const list = (await verifyWithDid(listJwt.trim(), did, 'revocation list')).vc?.credentialSubject;
    if (list?.statusPurpose !== 'revocation' || !list.encodedList)
      throw new Unverifiable('The revocation list is not a revocation list.');
    result.status = readStatusBit(list.encodedList, index) ? 'revoked' : 'active';
    result.valid = true;
    return result;
  } catch (error) {
    // Anything unexpected (a document that is not JSON, a list that does not unzip) fails verification, never the page.
    const reason =
      error instanceof Unverifiable ? error.message : 'The certificate or its issuer’s documents could not be read.';
    return { ...result, valid: false, reason };
  }
}
