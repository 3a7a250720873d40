/**
 * The app-wide source of the bearer token. The identity session registers itself here once; every HTTP client
 * created without its own `getToken` asks this provider on each request, so a signed-in session adds the
 * Authorization header and a signed-out one leaves it off, without clients having to be rebuilt.
 */
export type TokenValue = string | null | undefined;
export type TokenProvider = () => TokenValue | Promise<TokenValue>;

let provider: TokenProvider | null = null;

/** Pass null on sign-out or in tests to stop sending a bearer. */
export function setTokenProvider(next: TokenProvider | null): void {
  provider = next;
}

export function readProvidedToken(): TokenValue | Promise<TokenValue> {
  return provider ? provider() : null;
}
