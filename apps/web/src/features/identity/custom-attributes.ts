// Query parameters that steer this page rather than describe the new account.
const NAVIGATION_PARAMS = new Set(['redirect']);

/** Every other query parameter is a custom attribute for the account (an invitation's or a campaign's). */
export function customAttributesFrom(params: URLSearchParams): Record<string, string> | undefined {
  const attributes: Record<string, string> = {};
  for (const [name, value] of params) {
    if (!NAVIGATION_PARAMS.has(name) && name.trim() !== '') attributes[name] = value;
  }
  return Object.keys(attributes).length > 0 ? attributes : undefined;
}
