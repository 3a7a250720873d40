import { compactVerify, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { SigningKey } from './issuer-keys.js';

export const VC_CONTEXT_V1 = 'https://www.w3.org/2018/credentials/v1';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const ISSUER_NAME = 'Assay';

/**
 * The site's did:web DID: its host, with the port's colon percent-encoded (did:web's rule), so it resolves to
 * `<origin>/.well-known/did.json`. Only the origin counts: the document is served at the site root.
 */
export function didWebFor(publicUrl: string): string {
  return `did:web:${encodeURIComponent(new URL(publicUrl).host)}`;
}
export const didDocumentUrlFor = (publicUrl: string) => `${new URL(publicUrl).origin}/.well-known/did.json`;
export const statusListUrlFor = (publicUrl: string, list: number) => `${publicUrl}/api/v1/credentials/status/${list}`;
export const verificationUrlFor = (publicUrl: string, id: string) => `${publicUrl}/certificates/${id}`;

/** The holder as a URN: the user's opaque id, never their email, so the credential names no contact details. */
export const holderUrn = (userId: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)
    ? `urn:uuid:${userId.toLowerCase()}`
    : `urn:assay:user:${encodeURIComponent(userId)}`;

export interface CredentialInput {
  id: string;
  userId: string;
  holderName: string;
  pathId: string;
  pathTitle: string;
  pathDescription: string;
  version: number;
  issuedAt: Date;
  statusList: number;
  statusIndex: number;
}

/** An Open Badges 3.0 OpenBadgeCredential (VC data model 1.1, as OB 3.0's JWT encoding reads it). */
export function openBadgeCredential(publicUrl: string, input: CredentialInput) {
  const did = didWebFor(publicUrl);
  const issuer = { id: did, type: ['Profile'], name: ISSUER_NAME, url: publicUrl };
  const issued = input.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const statusListCredential = statusListUrlFor(publicUrl, input.statusList);
  return {
    '@context': [VC_CONTEXT_V1, OB_CONTEXT],
    id: `urn:uuid:${input.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${input.pathTitle}: certificate of completion`,
    issuer,
    issuanceDate: issued,
    awardedDate: issued,
    credentialSubject: {
      id: holderUrn(input.userId),
      type: ['AchievementSubject'],
      name: input.holderName,
      // OB 3.0's own way of naming the recipient, beside `name` for readers that look there first.
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: input.holderName }],
      achievement: {
        id: `${publicUrl}/learning/paths/${encodeURIComponent(input.pathId)}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: input.pathTitle,
        description: brief(input.pathDescription),
        criteria: {
          narrative:
            `Completed every step of the learning path "${input.pathTitle}" (version ${input.version}) on ` +
            `${ISSUER_NAME}: its lessons, its coding challenges solved in the editor, and its quizzes passed.`,
        },
        creator: issuer,
      },
    },
    credentialStatus: {
      id: `${statusListCredential}#${input.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(input.statusIndex),
      statusListCredential,
    },
  };
}
export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/** A description is Markdown of up to 60,000 characters: the credential carries its opening, not a whole page. */
function brief(markdown: string, max = 1_000): string {
  const plain = markdown.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * Signs a credential as a JWT-VC (OB 3.0 §8.2): header `{ alg: EdDSA, typ: JWT, kid: <did>#<kid> }`, the registered
 * claims mapped from the credential, and the credential whole as `vc`.
 */
export async function signJwtVc(
  key: SigningKey,
  did: string,
  claims: { jti: string; sub: string; nbf: Date },
  vc: object,
): Promise<string> {
  return new SignJWT({ vc } as JWTPayload)
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: `${did}#${key.kid}` })
    .setIssuer(did)
    .setJti(claims.jti)
    .setSubject(claims.sub)
    .setNotBefore(Math.floor(claims.nbf.getTime() / 1000))
    .sign(key.privateKey);
}

/**
 * Checks a compact JWS's Ed25519 signature against a public JWK: its payload, or null when anything (a byte of the
 * header, payload or signature, or the algorithm) is not as signed. Issuing checks each credential with it before
 * storing it, so a key that cannot verify its own signatures is caught at once, not by a verifier later.
 */
export async function verifyJws(jws: string, jwk: JWK): Promise<Uint8Array | null> {
  try {
    const key = await importJWK({ kty: jwk.kty, crv: jwk.crv, x: jwk.x }, 'EdDSA');
    const { payload } = await compactVerify(jws, key, { algorithms: ['EdDSA', 'Ed25519'] });
    return payload;
  } catch {
    return null;
  }
}
