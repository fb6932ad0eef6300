/**
 * Named domain errors (docs/architecture.md). The domain and data layers throw them; the HTTP
 * middleware (`http.ts`) maps each to its status and a JSON body `{ "error": message }`. Anything
 * that is not a `DomainError` is answered with a generic 500.
 */

/** Base of every error that may reach a visitor: `message` is safe to show. */
export abstract class DomainError extends Error {
  /** HTTP status the error maps to. */
  abstract readonly statusCode: number;
  /** Optional field details, returned as `details` (validation problems). */
  readonly details?: unknown;

  constructor(message: string, details?: unknown) {
    super(message);
    this.name = new.target.name;
    if (details !== undefined) this.details = details;
  }
}

/** 400: the request is well-formed JSON but its content is not acceptable. */
export class ValidationError extends DomainError {
  readonly statusCode = 400;
}

/** 400: the body is not valid JSON. */
export class MalformedJsonError extends ValidationError {
  constructor() {
    super('Malformed JSON body');
  }
}

/** 401: no valid session (docs/product/admin.md#sessions). */
export class UnauthorizedError extends DomainError {
  readonly statusCode = 401;
  constructor(message = 'Unauthorized') {
    super(message);
  }
}

/**
 * 403: the request did not come through CloudFront (no or a wrong origin secret header,
 * docs/product/security.md#origin-check). The answer says nothing more.
 */
export class ForbiddenError extends DomainError {
  readonly statusCode = 403;
  constructor(message = 'Forbidden') {
    super(message);
  }
}

/** 404: the requested thing does not exist (or is not visible to the caller). */
export class NotFoundError extends DomainError {
  readonly statusCode = 404;
  constructor(message = 'Not found') {
    super(message);
  }
}

/** 404 `Article not found`: unknown or unpublished slug (docs/product/site.md#insights). */
export class ArticleNotFoundError extends NotFoundError {
  constructor() {
    super('Article not found');
  }
}

/** 404 `Lead not found` (docs/product/admin.md#crm-screens). */
export class LeadNotFoundError extends NotFoundError {
  constructor() {
    super('Lead not found');
  }
}

/** 409: the request conflicts with the stored state (e.g. an email that already belongs to a lead). */
export class ConflictError extends DomainError {
  readonly statusCode = 409;
}

/** 409: the email already belongs to another lead (docs/product/leads.md#dedupe). */
export class LeadEmailTakenError extends ConflictError {
  constructor() {
    super('A lead with this email already exists');
  }
}

/**
 * 409: optimistic concurrency failure; the caller's `version` no longer matches the stored one
 * (docs/product/admin.md#optimistic-concurrency). Thrown by the data layer for DynamoDB's ConditionalCheckFailed on a versioned write.
 */
export class VersionConflictError extends ConflictError {
  constructor(message = 'The lead was changed by someone else; reload and try again') {
    super(message);
  }
}

/** 413: the body exceeds the size limit (32 KB). */
export class PayloadTooLargeError extends DomainError {
  readonly statusCode = 413;
  constructor(message = 'Request body too large') {
    super(message);
  }
}

/** 415: the body is not `application/json`. */
export class UnsupportedMediaTypeError extends DomainError {
  readonly statusCode = 415;
  constructor(message = 'Content-Type must be application/json') {
    super(message);
  }
}

/** 429: too many attempts; the response carries `Retry-After: retryAfterSeconds`. */
export class TooManyRequestsError extends DomainError {
  readonly statusCode = 429;
  constructor(
    /** Seconds until the client may try again (whole seconds, at least 1). */
    readonly retryAfterSeconds: number,
    message = 'Too many requests; try again later',
  ) {
    super(message);
  }
}

/**
 * 503: a dependency did not accept the request (e.g. EventBridge reported failed entries); nothing
 * was recorded and the visitor should retry (docs/product/security.md#input-validation).
 */
export class ServiceUnavailableError extends DomainError {
  readonly statusCode = 503;
  constructor(
    message = 'The service is temporarily unavailable; please try again',
    /** Optional `Retry-After` in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** `Retry-After` of a 503 caused by a slow or unavailable dependency, in seconds. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

/** Error names of AWS SDK v3 and its HTTP handler for timeouts, throttling and overload. */
const TRANSIENT_ERROR_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'ServiceUnavailable',
  'InternalServerError',
]);
/** Node socket error codes of a connection that timed out, dropped or was refused. */
const TRANSIENT_SOCKET_CODES = new Set(['ETIMEDOUT', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'EAI_AGAIN']);

/**
 * Whether an error means a dependency (DynamoDB, EventBridge, SES) was slow, overloaded or
 * unreachable, so the request may succeed if repeated (docs/product/security.md#input-validation):
 * SDK timeouts and throttling (by name or by the SDK's `$retryable.throttling`), server faults
 * (`$fault: 'server'`) and socket timeouts, resets and refusals. The HTTP layer answers these with
 * 503 and `Retry-After` instead of 500.
 *
 * @param error - anything thrown.
 * @returns true for a transient dependency failure; false for client errors such as a failed
 *   condition or a validation exception, and for everything else.
 */
export function isTransientDependencyError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const details = error as Error & { code?: unknown; $fault?: unknown; $retryable?: { throttling?: unknown } };
  if (TRANSIENT_ERROR_NAMES.has(error.name)) return true;
  if (typeof details.code === 'string' && TRANSIENT_SOCKET_CODES.has(details.code)) return true;
  return details.$retryable?.throttling === true || details.$fault === 'server';
}
