import type { PublicIssuerKey } from './issuer-keys.js';

/**
 * The issuer's did:web DID document: every issuer key, retired ones too (what they signed still verifies), as a
 * `JsonWebKey` verification method whose id is what a credential's header names as `kid` (`<did>#<thumbprint>`),
 * listed under assertionMethod: the relationship that lets a key sign credentials.
 */
export function didDocument(did: string, keys: PublicIssuerKey[]) {
  const methods = keys.map((key) => ({
    id: `${did}#${key.kid}`,
    type: 'JsonWebKey',
    controller: did,
    publicKeyJwk: key.jwk,
  }));
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/jwk/v1'],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((method) => method.id),
  };
}
export type DidDocument = ReturnType<typeof didDocument>;
