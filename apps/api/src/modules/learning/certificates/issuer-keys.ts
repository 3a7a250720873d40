import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { DbExecutor } from '../../../db/client.js';
import type { SecretBox } from '../../../platform/secrets/secret-box.js';
import type { CertificatesRepository } from './certificates.repository.js';

/** The secret box's purpose for the issuer's private keys: its key opens nothing else. */
export const ISSUER_KEY_PURPOSE = 'learning-issuer-key';

/** An Ed25519 public key as the DID document publishes it. */
export interface PublicIssuerKey {
  kid: string;
  jwk: JWK;
}
export interface SigningKey extends PublicIssuerKey {
  privateKey: CryptoKey;
}

/**
 * The issuer's Ed25519 keys (jose), created on first use and kept in learning_issuer_keys with the private JWK sealed.
 * The kid is the key's RFC 7638 thumbprint, so it names the key itself. Two API nodes issuing their first certificate
 * at once may each insert a key; both then read back the oldest unretired one and sign with it. When the two inserts
 * are in concurrent transactions (PostgreSQL), each sees only its own until commit and may sign with it: harmless,
 * since both keys are committed and published, and every later signature uses the oldest.
 */
export function createIssuerKeys({ repository, box }: { repository: CertificatesRepository; box: SecretBox }) {
  // A key's row never changes once written: an opened private key is kept by kid for the life of the process.
  const opened = new Map<string, CryptoKey>();

  async function open(kid: string, sealed: string): Promise<CryptoKey> {
    const known = opened.get(kid);
    if (known) return known;
    const plain = box.open(sealed);
    if (!plain)
      throw new Error(`The issuer key ${kid} cannot be opened: AUTH_SECRET changed since it was made. Retire it.`);
    const key = (await importJWK(JSON.parse(plain) as JWK, 'EdDSA')) as CryptoKey;
    opened.set(kid, key);
    return key;
  }

  async function create(tx?: DbExecutor): Promise<void> {
    const pair = await generateKeyPair('Ed25519', { extractable: true });
    const { kty, crv, x } = await exportJWK(pair.publicKey);
    const publicJwk = { kty: kty!, crv: crv!, x: x! };
    const kid = await calculateJwkThumbprint(publicJwk);
    const privateJwk = await exportJWK(pair.privateKey);
    await repository.insertKey(
      { kid, publicJwk, privateKeyEncrypted: box.seal(JSON.stringify({ ...privateJwk, kid })) },
      tx,
    );
  }

  return {
    /** The key that signs now, made if there is none yet. */
    async signingKey(tx?: DbExecutor): Promise<SigningKey> {
      let row = await repository.signingKey(tx);
      if (!row) {
        await create(tx);
        row = await repository.signingKey(tx);
      }
      if (!row) throw new Error('The issuer key was not stored.');
      return {
        kid: row.kid,
        jwk: publicJwkOf(row.kid, row.publicJwk),
        privateKey: await open(row.kid, row.privateKeyEncrypted),
      };
    },

    /** Every key ever used, oldest first. */
    async published(): Promise<PublicIssuerKey[]> {
      return (await repository.allKeys()).map((row) => ({ kid: row.kid, jwk: publicJwkOf(row.kid, row.publicJwk) }));
    },
  };
}
export type IssuerKeys = ReturnType<typeof createIssuerKeys>;

const publicJwkOf = (kid: string, stored: Record<string, string>): JWK => ({
  kty: stored.kty,
  crv: stored.crv,
  x: stored.x,
  kid,
  alg: 'EdDSA',
  use: 'sig',
});
