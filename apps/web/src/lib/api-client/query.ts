export type QueryValue = string | number | boolean;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[] | null | undefined>;

/**
 * Builds `?a=1&tags=x&tags=y`. Arrays repeat the key because the API reads repeated params (SPEC §7:
 * "tags (repeated)"); undefined and null are left out so optional filters can be passed straight through.
 */
export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = isList(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

// Array.isArray narrows to any[] and does not exclude readonly arrays, hence a typed guard.
function isList(value: QueryValue | readonly QueryValue[]): value is readonly QueryValue[] {
  return Array.isArray(value);
}

/** Joins a base (absolute URL or path) and a path with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  const left = base.replace(/\/+$/, '');
  const right = path.replace(/^\/+/, '');
  return `${left}/${right}`;
}

/**
 * The bare host of a base URL: its origin when absolute, '' (same origin) when it is a path such as /api/v1.
 * SPEC §7 sends POST /tasks/{id}/evaluate there rather than under /api/v1.
 */
export function bareHostOf(baseUrl: string): string {
  return /^https?:\/\//i.test(baseUrl) ? new URL(baseUrl).origin : '';
}
