import type { FastifyRequest } from 'fastify';

/** Paths that belong to the API: everything else is the web app (its pages and static files). */
const API_PATH = /^\/(api|auth)(\/|$)|^\/health$/;

/** The request's path without its query string. */
export const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

export const isApiPath = (path: string) => API_PATH.test(path);

/** Whether a browser asked for a page: a GET (or HEAD) that accepts HTML, outside `/api/` and `/health`. */
export function isPageRequest(request: FastifyRequest): boolean {
  const path = pathOf(request);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !/^\/api(\/|$)|^\/health$/.test(path) &&
    /text\/html/.test(request.headers.accept ?? '')
  );
}
