/** The parts of an OpenID provider's discovery document we use. */
export interface OidcDiscovery {
  issuer: string;
  scopes_supported?: string[];
}

const STANDARD_SCOPES = ['openid', 'email', 'profile', 'offline_access'];

/**
 * The scopes to request: the configured ones (SPEC.md §9's default plus `profile` for the name and picture)
 * that the provider says it supports. Google, for one, refuses the whole request over one unknown scope.
 * Without a discovery document, only the standard OpenID scopes are sent.
 */
export function negotiateScopes(configured: string, discovery: OidcDiscovery | null): string[] {
  const wanted = [...new Set([...configured.split(/\s+/).filter(Boolean), 'profile'])];
  const supported = discovery?.scopes_supported ?? STANDARD_SCOPES;
  return wanted.filter((scope) => scope === 'openid' || supported.includes(scope));
}

export function discoveryUrlFor(issuer: string): string {
  return `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
}

/** Fetches the discovery document once at start; null (and sign-in still offered) when the provider is down. */
export async function fetchDiscovery(issuer: string, timeoutMs = 5000): Promise<OidcDiscovery | null> {
  try {
    const response = await fetch(discoveryUrlFor(issuer), { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    return (await response.json()) as OidcDiscovery;
  } catch {
    return null;
  }
}
