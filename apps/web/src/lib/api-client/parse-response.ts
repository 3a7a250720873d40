import { fieldErrorSchema, type FieldError } from '@assay/contracts';
import { ApiError } from './api-error';
import { HTML_INSTEAD_OF_JSON_MESSAGE, NON_JSON_MESSAGE, httpErrorMessage } from './messages';

export interface ResponseContext {
  /** Request path without origin or query (what the messages show). */
  path: string;
  /** The id we sent, used when neither the body nor the response headers carry one. */
  requestId: string;
}

const fieldListSchema = fieldErrorSchema.array();

/**
 * Turns a fetch Response into the parsed JSON body, `undefined` for 204/empty bodies, or an ApiError.
 * An HTML or unparseable body is an error even with status 200 (SPEC §5: HTML where JSON is expected is an
 * error): it usually means the SPA fallback or a proxy answered instead of the API.
 */
export async function parseResponse(response: Response, context: ResponseContext): Promise<unknown> {
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  const headerRequestId = response.headers.get('x-request-id') ?? undefined;

  if (!response.ok) {
    const body = looksLikeHtml(contentType, text) ? undefined : tryParseJson(text);
    const details = errorDetails(body);
    throw new ApiError({
      kind: 'http',
      status: response.status,
      statusText: response.statusText,
      path: context.path,
      message: httpErrorMessage({
        status: response.status,
        statusText: response.statusText,
        path: context.path,
        bodyMessage: details.message,
        code: details.code,
      }),
      code: details.code,
      requestId: details.requestId ?? headerRequestId ?? context.requestId,
      body,
      fields: details.fields,
    });
  }

  if (text.trim() === '') return undefined;

  const failure = (kind: 'html' | 'non-json', message: string): ApiError =>
    new ApiError({
      kind,
      status: response.status,
      statusText: response.statusText,
      path: context.path,
      message,
      requestId: headerRequestId ?? context.requestId,
    });

  if (looksLikeHtml(contentType, text)) throw failure('html', HTML_INSTEAD_OF_JSON_MESSAGE);
  const parsed = tryParseJson(text);
  if (parsed === undefined) throw failure('non-json', NON_JSON_MESSAGE);
  return parsed;
}

function looksLikeHtml(contentType: string, text: string): boolean {
  if (contentType.toLowerCase().includes('text/html')) return true;
  // Some servers send HTML as text/plain or with no type at all; sniff the start of the body too.
  return /^\s*<(!doctype\s+html|html[\s>])/i.test(text);
}

/** Parsed JSON, or undefined when the text is empty or not JSON (JSON itself never parses to undefined). */
function tryParseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface ErrorDetails {
  message?: string;
  code?: string;
  requestId?: string;
  fields?: FieldError[];
}

/**
 * Reads the error body field by field rather than with errorBodySchema as a whole, so a proxy's or an older
 * server's partial body (say, only `message`) still yields what it has.
 */
function errorDetails(body: unknown): ErrorDetails {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
  const fields = fieldListSchema.safeParse(record.fields);
  return {
    message: text(record.message),
    code: text(record.code),
    requestId: text(record.requestId),
    fields: fields.success ? fields.data : undefined,
  };
}
