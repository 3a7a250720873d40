import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { pinoRedactPaths, REDACTED, urlForLog } from './log-redaction.js';

/** A client's request id is reused only when it is short and plain, so it cannot forge log lines. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** pino options: sensitive headers and fields redacted, logged URLs capped at 1000 characters. */
export function loggerOptions(level: string): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: { paths: pinoRedactPaths, censor: REDACTED },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
        method: request.method,
        url: urlForLog(request.url),
        ip: request.ip,
        userAgent:
          typeof request.headers['user-agent'] === 'string' ? urlForLog(request.headers['user-agent']) : undefined,
      }),
    },
  };
}

/** FastifyBaseLogger's type omits pino's isLevelEnabled; a logger without it is treated as not at debug. */
export function debugEnabled(log: FastifyBaseLogger): boolean {
  const withLevels = log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  return withLevels.isLevelEnabled?.('debug') ?? false;
}
