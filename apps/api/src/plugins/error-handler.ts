import { STATUS_CODES } from 'node:http';
import type { ErrorBody, FieldError } from '@assay/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../lib/errors.js';
import { isPageRequest } from './api-paths.js';
import { sendTooManyRequestsPage } from './too-many-requests-page.js';

/** Codes for the HTTP errors Fastify and its plugins raise themselves. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function errorBody(
  request: FastifyRequest,
  statusCode: number,
  code: string,
  message: string,
  fields?: FieldError[],
): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    message,
    requestId: request.id,
    ...(fields ? { fields } : {}),
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  code: string,
  message: string,
  fields?: FieldError[],
) {
  return reply
    .code(statusCode)
    .type('application/json')
    .send(errorBody(request, statusCode, code, message, fields));
}

function validationFields(error: FastifyError): FieldError[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    return { field: path ? `${context}.${path}` : context, message: issue.message ?? 'is invalid' };
  });
}

/**
 * One place turns every error into `{ statusCode, error, code, message, requestId }`. A 5xx never shows its
 * internals: the full error goes to the log under the same request id.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  /** Every 5xx is reported (Sentry or the embedded collector) with its request id, which joins it to its log line. */
  const report = (error: Error, request: FastifyRequest) =>
    app.services.errorReporter.report(error, {
      method: request.method,
      route: request.routeOptions.url ?? null,
      requestId: request.id,
    });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode === 429 && isPageRequest(request)) {
      // A browser that navigated here gets a page it can show, not the API's JSON.
      const retryAfter =
        error instanceof TooManyRequestsError ? error.retryAfterSeconds : Number(reply.getHeader('retry-after') ?? 60);
      return sendTooManyRequestsPage(reply, Number.isFinite(retryAfter) ? retryAfter : 60);
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return sendError(request, reply, error.statusCode, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fields = validationFields(error);
      const summary = fields.map((field) => `${field.field}: ${field.message}`).join('; ');
      return sendError(request, reply, 400, 'VALIDATION_ERROR', `Invalid request. ${summary}`, fields);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      report(error, request);
      return sendError(
        request,
        reply,
        500,
        'INTERNAL_ERROR',
        'Something went wrong on our side. Please try again later.',
      );
    }
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      report(error, request);
      return sendError(
        request,
        reply,
        statusCode,
        statusCode === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR',
        'Something went wrong on our side. Please try again later.',
      );
    }
    if (statusCode === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    return sendError(request, reply, statusCode, CODE_BY_STATUS[statusCode] ?? 'BAD_REQUEST', error.message);
  });
});
