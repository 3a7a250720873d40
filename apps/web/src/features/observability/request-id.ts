/**
 * The x-request-id of the API call behind an error, when there was one: the API client's errors carry it, and an
 * error wrapping one (as its `cause`) counts too. It joins the browser's report to the API's log line.
 */
export function requestIdOf(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const { requestId, cause } = error as { requestId?: unknown; cause?: unknown };
  if (typeof requestId === 'string' && requestId) return requestId;
  return requestIdOf(cause, depth + 1);
}

/** A message and stack from anything thrown (strings and other values are thrown too). */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`, ...(error.stack ? { stack: error.stack } : {}) };
  }
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/** A page's path with ids folded, so vitals group by page rather than by record (`/tasks/:id`). */
export function pageOf(pathname: string): string {
  return (
    pathname
      .split('/')
      .map((segment) =>
        /^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(segment) || (/\d/.test(segment) && segment.length >= 6) ? ':id' : segment,
      )
      .join('/')
      .slice(0, 200) || '/'
  );
}
