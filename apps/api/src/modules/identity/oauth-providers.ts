import type { Config } from '../../config.js';
import type { OAuthProviderSetting } from './identity.provider.js';
import { fetchDiscovery, negotiateScopes } from './oidc-discovery.js';

/**
 * Google when its client id and secret are set, and any OIDC issuer when OIDC_* are: the same code path, told
 * apart only by providerId. Scopes are agreed with each provider's discovery document at start.
 */
export async function resolveOAuthProviders(
  config: Pick<
    Config,
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'GOOGLE_ISSUER'
    | 'OIDC_ISSUER'
    | 'OIDC_CLIENT_ID'
    | 'OIDC_CLIENT_SECRET'
    | 'OIDC_SCOPES'
  >,
): Promise<OAuthProviderSetting[]> {
  const wanted: Omit<OAuthProviderSetting, 'scopes'>[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    wanted.push({
      providerId: 'google',
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
    });
  }
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET) {
    wanted.push({
      providerId: 'oidc',
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
    });
  }
  return Promise.all(
    wanted.map(async (provider) => ({
      ...provider,
      scopes: negotiateScopes(config.OIDC_SCOPES, await fetchDiscovery(provider.issuer)),
    })),
  );
}
