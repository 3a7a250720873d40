import { healthPaths, healthSchema, type Health } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

// Plain fetch until the shared api-client lands; the messages follow SPEC.md §8.
function statusMessage(response: Response): string {
  if (response.status === 404) return `API error: 404 - Resource not found. Endpoint: ${healthPaths.root}`;
  if (response.status === 429) return 'API error: 429 - Rate limit exceeded. Please try again later.';
  if (response.status >= 500) return `API error: ${response.status} - Server error. Please try again later.`;
  return `API error: ${response.status} ${response.statusText}`.trim();
}

export async function getHealth(signal?: AbortSignal): Promise<Health> {
  let response: Response;
  try {
    response = await fetch(healthPaths.root, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error('Unable to connect to the server. Please check your internet connection and try again.');
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('text/html')) {
    throw new Error('API endpoint returned HTML instead of JSON, usually a routing issue or a missing endpoint.');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(response.ok ? 'API endpoint returned non-JSON data.' : statusMessage(response));
  }
  // A starting or degraded API may answer 503 with a valid health body: that body is the answer worth showing.
  const parsed = healthSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new Error(response.ok ? 'The health response did not have the expected fields.' : statusMessage(response));
}

export const healthQueryKey = ['health'] as const;

export function getHealthQueryOptions() {
  return queryOptions({
    queryKey: healthQueryKey,
    queryFn: ({ signal }) => getHealth(signal),
    // A diagnostics page should report a failure promptly; Retry is one click away.
    retry: false,
    staleTime: 0,
  });
}

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
