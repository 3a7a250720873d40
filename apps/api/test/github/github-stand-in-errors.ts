/** GitHub's error answers, and the failures a test queues (`failNext`). */

export const DOCS = 'https://docs.github.com/rest';
export const SECONDARY_MESSAGE =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.';

export function patternToRegExp(pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) return pattern;
  const escaped = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

export function defaultFailureBody(status: number): unknown {
  if (status === 403 || status === 429) {
    return { message: SECONDARY_MESSAGE, documentation_url: DOCS, status: String(status) };
  }
  if (status === 502) return { message: 'Server Error' };
  if (status >= 500) return { message: 'Server Error', status: String(status) };
  return { message: 'Injected failure', status: String(status) };
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message));
  }
}

export const notFound = () => new HttpError(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
