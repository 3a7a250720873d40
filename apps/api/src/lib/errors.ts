import type { ErrorCode, FieldError } from '@assay/contracts';

/**
 * The one error hierarchy (ARCHITECTURE.md, convention 5). Services throw these; the error handler maps them
 * to `{ statusCode, error, code, message, requestId }`. A feature may use its own code string for a flow the
 * web app must recognise.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fields?: FieldError[], code: string = 'VALIDATION_ERROR') {
    super(400, code, message, fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Sign in to continue.', code: string = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this.', code: string = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.', code: string = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: string = 'CONFLICT') {
    super(409, code, message);
  }
}

/** 410: something that was here and is no more (an expired or withdrawn share link). */
export class GoneError extends AppError {
  constructor(message: string, code: string = 'GONE') {
    super(410, code, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string, code: string = 'SERVICE_UNAVAILABLE') {
    super(503, code, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string, code: string = 'PAYLOAD_TOO_LARGE') {
    super(413, code, message);
  }
}

/** 429, with how many seconds to wait in `Retry-After`. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    code: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
  }
}

/** 402: the organization's plan does not allow this; the message names the limit and the plan that lifts it. */
export class PaymentRequiredError extends AppError {
  constructor(message: string, code: string) {
    super(402, code, message);
  }
}
