import { LOG_REQUEST_MAX_CHARS, LOG_RESPONSE_MAX_CHARS } from '@assay/contracts';

export const REDACTED = '[redacted]';

/** Keys whose values never reach a log line, wherever they are nested. */
const SENSITIVE_KEY = /pass(word|phrase)?|token|secret|authorization|cookie|api[-_]?key|private[-_]?key/i;
/** Submitted source code is the candidate's work and may hold anything: it stays out of request logs. */
const SUBMITTED_CODE_KEY = /^(code|source|source_code|sourceCode)$/;

/** Header and body paths for pino's own `redact` (fast path for the serialised request). */
export const pinoRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.secret',
];

export function capString(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max)}… [${value.length - max} more characters]`;
}

function redactValue(value: unknown, isRequest: boolean, depth: number): unknown {
  if (depth > 8) return '[nested too deep]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, isRequest, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        const hidden = SENSITIVE_KEY.test(key) || (isRequest && SUBMITTED_CODE_KEY.test(key));
        return [key, hidden ? REDACTED : redactValue(inner, isRequest, depth + 1)];
      }),
    );
  }
  return value;
}

/** A request body as it may appear in a log: sensitive fields and submitted code hidden, capped at 1000 characters. */
export function requestBodyForLog(body: unknown): string {
  const text = typeof body === 'string' ? body : (JSON.stringify(redactValue(body, true, 0)) ?? '');
  return capString(text, LOG_REQUEST_MAX_CHARS);
}

/** A response payload as it may appear in a log: JSON secrets hidden, capped at 5000 characters. */
export function responseBodyForLog(payload: unknown): string {
  if (typeof payload !== 'string') return payload == null ? '' : '[stream]';
  let text = payload;
  try {
    text = JSON.stringify(redactValue(JSON.parse(payload), false, 0));
  } catch {
    // Not JSON (HTML, text): logged as it is, capped.
  }
  return capString(text, LOG_RESPONSE_MAX_CHARS);
}

/** A share link's token opens a candidate report for days: whoever reads the logs must not be able to. */
const SHARED_REPORT_TOKEN = /(\/shared\/reports\/)[^/?#]+/;

export function urlForLog(url: string): string {
  return capString(url.replace(SHARED_REPORT_TOKEN, `$1${REDACTED}`), LOG_REQUEST_MAX_CHARS);
}
