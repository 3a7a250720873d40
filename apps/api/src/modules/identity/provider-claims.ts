import type { ProviderClaimsStore } from '../users/users.service.js';
import type { IdentityRepository } from './identity.repository.js';

/** The embedded provider's copy of role and organization, which its tokens carry as claims. */
export function createProviderClaimsStore(
  repository: Pick<IdentityRepository, 'readClaims' | 'writeClaims'>,
  issuer: string,
): ProviderClaimsStore {
  return {
    issuer,
    readRole: (subject) => repository.readClaims(subject),
    writeRole: (subject, claims) => repository.writeClaims(subject, claims),
  };
}
