import type { FastifyReply } from 'fastify';

/**
 * What a browser that navigated to a page gets instead of the JSON error body when it is rate limited: a plain page
 * with no script or style of its own (the content security policy allows neither inline), which says when to retry.
 */
export function sendTooManyRequestsPage(reply: FastifyReply, retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests</title></head>
<body>
<h1>Too many requests — wait a moment and try again</h1>
<p>This address or account has made more requests than the server allows in a short time. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.</p>
</body>
</html>
`;
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
