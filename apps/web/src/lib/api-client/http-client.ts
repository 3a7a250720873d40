import { API_PREFIX } from '@assay/contracts';
import { ApiError } from './api-error';
import { OFFLINE_MESSAGE, corsMessage, networkErrorMessage, timeoutMessage } from './messages';
import { parseResponse } from './parse-response';
import { bareHostOf, buildQueryString, joinUrl, type QueryParams } from './query';
import { readProvidedToken, type TokenProvider } from './token-provider';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
/** Any object with a zod-like `parse`; contracts' schemas fit. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface HttpClientOptions {
  /** Absolute URL or path the request paths are appended to. Default API_PREFIX (/api/v1). */
  baseUrl?: string;
  /** Client-side timeout per attempt. Unset means none beyond the browser's own. */
  timeoutMs?: number;
  /** Default: the global fetch, looked up at call time so tests and polyfills can replace it. */
  fetch?: FetchLike;
  /** Default: the app-wide provider of token-provider.ts. */
  getToken?: TokenProvider;
  /** The page's origin, to tell a CORS refusal from a same-origin failure. Default: location.origin. */
  pageOrigin?: string;
}

export interface RequestOptions<T = unknown> {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON, except FormData, URLSearchParams and Blob, which go as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller's abort; it rejects with the AbortError itself, never a timeout ApiError. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Send to the bare host instead of under the base (SPEC §7: POST /tasks/{id}/evaluate). */
  bareHost?: boolean;
  /** Per-request base, overriding the client's. */
  baseUrl?: string;
  /** Validates and types the parsed body. */
  schema?: ResponseSchema<T>;
  /** Lets the request outlive the page (a draft saved as the page is hidden or closed). */
  keepalive?: boolean;
  /**
   * A file rather than JSON (a CSV export): a successful answer comes back as the Response itself, unread, for its
   * body and headers; a failed one still throws the ApiError. Sent with this Accept header.
   */
  file?: { accept: string };
}

export type VerbOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export interface HttpClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: VerbOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: VerbOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: VerbOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: VerbOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: VerbOptions<T>): Promise<T>;
}

/** Derives the verb helpers from one request function, so wrappers (retries) only wrap `request`. */
export function bindVerbs(request: HttpClient['request']): HttpClient {
  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}

export function createHttpClient(clientOptions: HttpClientOptions = {}): HttpClient {
  const clientBase = clientOptions.baseUrl ?? API_PREFIX;
  const fetchImpl: FetchLike = clientOptions.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getToken = clientOptions.getToken ?? readProvidedToken;

  async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const base = options.baseUrl ?? clientBase;
    const url = joinUrl(options.bareHost ? bareHostOf(base) : base, path) + buildQueryString(options.query);
    const pageOrigin = clientOptions.pageOrigin ?? globalThis.location?.origin;
    const target = new URL(url, pageOrigin ?? 'http://localhost');
    const requestId = crypto.randomUUID();
    const init = buildInit(options, requestId, await getToken());

    const timeoutMs = options.timeoutMs ?? clientOptions.timeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    // Our own timer rather than AbortSignal.timeout: it is cleared on completion and follows fake timers in tests.
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs);
    const forwardAbort = (): void => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) forwardAbort();
    else options.signal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      if (options.file && response.ok) return response as T;
      // Parsing stays inside the timeout: a server can stall mid-body as well as before the headers.
      const data = await parseResponse(response, { path: target.pathname, requestId });
      return options.schema ? options.schema.parse(data) : (data as T);
    } catch (error) {
      if (error instanceof ApiError || options.signal?.aborted) throw error;
      const failure = classifyFailure(error, { timedOut, timeoutMs, target, pageOrigin, requestId });
      throw failure ?? error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return bindVerbs(request);
}

function buildInit(options: RequestOptions<unknown>, requestId: string, token: string | null | undefined): RequestInit {
  const headers: Record<string, string> = {
    accept: options.file?.accept ?? 'application/json',
    'x-request-id': requestId,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams || options.body instanceof Blob) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return {
    method: options.method ?? 'GET',
    headers: { ...headers, ...options.headers },
    body,
    ...(options.keepalive ? { keepalive: true } : {}),
  };
}

interface FailureContext {
  timedOut: boolean;
  timeoutMs: number | undefined;
  target: URL;
  pageOrigin: string | undefined;
  requestId: string;
}

/** Maps what fetch threw to the SPEC §8 network texts; undefined leaves the error as it was (a bug, not I/O). */
function classifyFailure(error: unknown, context: FailureContext): ApiError | undefined {
  const { target, pageOrigin, requestId } = context;
  const path = target.pathname;
  const base = { status: 0, path, requestId, cause: error };
  if (context.timedOut) {
    return new ApiError({ ...base, kind: 'timeout', message: timeoutMessage(context.timeoutMs ?? 0, path) });
  }
  // fetch reports every transport failure (refused, DNS, CORS) as a TypeError and nothing more specific.
  if (!(error instanceof TypeError)) return undefined;
  if (globalThis.navigator?.onLine === false)
    return new ApiError({ ...base, kind: 'offline', message: OFFLINE_MESSAGE });
  if (pageOrigin !== undefined && target.origin !== pageOrigin) {
    return new ApiError({ ...base, kind: 'cors', message: corsMessage(target.origin, pageOrigin) });
  }
  return new ApiError({ ...base, kind: 'network', message: networkErrorMessage(path) });
}

/** The app's default client: /api/v1, bearer from setTokenProvider. */
export const apiClient: HttpClient = createHttpClient();
