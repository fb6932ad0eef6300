import middy, { type MiddlewareObj, type MiddyfiedHandler } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from '@meridian/shared/zod';
import type { FunctionNeeds } from '../environment';
import { envGettersFor, originEnv } from './env';
import {
  DEPENDENCY_RETRY_AFTER_SECONDS,
  DomainError,
  MalformedJsonError,
  PayloadTooLargeError,
  isTransientDependencyError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors';
import { originCheck } from './origin-secret';
import { runtimeSecrets } from './secrets';
import { FileResponse, fileResult, NO_STORE } from './file-response';
import { logger } from './logger';
import { powertoolsMiddlewares, validateEnvironment } from './observability';
import { issueDetails } from '@meridian/shared/api-errors';

/**
 * The HTTP layer of every `/api` route (docs/architecture.md, "Handlers";
 * docs/product/security.md#input-validation): an API Gateway HTTP API (payload v2) handler built with middy that
 * - answers 403 before anything else when the CloudFront origin secret is missing or wrong
 *   (`lib/origin-secret.ts`, docs/product/security.md#origin-check);
 * - refuses bodies over 32 KB (413), non-JSON content types (415), malformed JSON (400);
 * - validates body, path and query parameters with zod schemas from `shared/` (400 with
 *   `{ error, details: [{ path, message }] }`);
 * - maps `DomainError`s to their 4xx/503 JSON `{ "error": message }` (+ `Retry-After`);
 * - answers anything else with 500 `{ "error": "Internal server error" }`, details in the log only;
 * - sets `Cache-Control` on every response (`no-store` unless the route opts in to caching);
 * - sends a `FileResponse` as a download (`Content-Disposition: attachment`), gzip when accepted;
 * - validates the function environment at cold start (from the `entry` option) and runs the Powertools Logger
 *   context and Metrics flush around every request (`lib/observability.ts`), with the route and the
 *   API Gateway request id as log keys.
 */

/** Maximum request body size in bytes (32 KB, docs/product/security.md#input-validation). */
export const MAX_BODY_BYTES = 32 * 1024;

/** API Gateway HTTP API payload v2 event and result. */
export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;
/** A middy-wrapped HTTP handler. */
export type HttpHandler = MiddyfiedHandler<HttpEvent, HttpResult, Error, Context>;
/** A middy middleware for HTTP handlers, e.g. the admin session check (run before input parsing). */
export type HttpMiddleware = MiddlewareObj<HttpEvent, HttpResult, Error, Context>;

/** Public caching of a GET response: `public, max-age=…, stale-while-revalidate=…` (seconds). */
export interface PublicCache {
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds?: number;
}

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Options of `httpHandler`. Omitted schemas leave that input `undefined`. */
export interface HttpHandlerOptions<
  B extends Schema | undefined,
  P extends Schema | undefined,
  Q extends Schema | undefined,
> {
  /** Schema of the JSON body; when set, the request must carry an `application/json` body. */
  body?: B;
  /** Schema of the path parameters object, e.g. `z.object({ slug })`. */
  path?: P;
  /** Schema of the query string parameters object. */
  query?: Q;
  /** `Cache-Control` of successful responses: `'no-store'` (default) or public caching. Errors are never cached. */
  cache?: 'no-store' | PublicCache;
  /** Status of a successful plain return value (default 200). */
  successStatus?: number;
  /** Extra middlewares run before input parsing (e.g. session auth); their errors are mapped too. */
  middlewares?: HttpMiddleware[];
  /**
   * The function's entry in its area's `area.ts` (`functionEntry`): the environment its needs call
   * for is validated at cold start (`baseEnv` always is).
   */
  entry?: FunctionNeeds;
  /** Largest accepted body in bytes (default {@link MAX_BODY_BYTES}; article bodies need more). */
  maxBodyBytes?: number;
}

/** What the handler function receives: validated inputs plus the raw event for headers and context. */
export interface HttpInput<B, P, Q> {
  body: B;
  path: P;
  query: Q;
  /** Request headers with lower-cased names. */
  headers: Record<string, string>;
  event: HttpEvent;
  context: Context;
}

/** An explicit response: status, JSON body (omitted for 204), extra headers and `Set-Cookie` values. */
export class HttpResponse {
  constructor(
    readonly statusCode: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
    readonly cookies: readonly string[] = [],
  ) {}
}

/**
 * Builds an explicit response, for handlers whose status depends on the outcome or that set cookies.
 *
 * @param statusCode - HTTP status.
 * @param body - JSON-serialisable body (omit for 204).
 * @param headers - extra headers.
 * @param cookies - `Set-Cookie` values (API Gateway payload v2 `cookies`).
 */
export function respond(
  statusCode: number,
  body?: unknown,
  headers: Record<string, string> = {},
  cookies: readonly string[] = [],
): HttpResponse {
  return new HttpResponse(statusCode, body, headers, cookies);
}

const routeKeys = new WeakMap<HttpEvent, string>();

/**
 * The route a request is for, as `<METHOD> <path template>` (`GET /api/admin/leads/{id}`): the
 * route of the function's entry when the handler passed one, else API Gateway's `routeKey`.
 * Middlewares (the staff permission check) read it before the handler runs.
 */
export function routeKeyOf(event: HttpEvent): string {
  return routeKeys.get(event) ?? event.routeKey ?? '';
}

function entryRouteKey(entry: FunctionNeeds | undefined): string | undefined {
  const route = entry as { method?: unknown; path?: unknown } | undefined;
  return typeof route?.method === 'string' && typeof route.path === 'string'
    ? `${route.method} ${route.path}`
    : undefined;
}

function cacheControl(cache: HttpHandlerOptions<undefined, undefined, undefined>['cache']): string {
  if (!cache || cache === 'no-store') return NO_STORE;
  const swr = cache.staleWhileRevalidateSeconds ? `, stale-while-revalidate=${cache.staleWhileRevalidateSeconds}` : '';
  return `public, max-age=${cache.maxAgeSeconds}${swr}`;
}

function jsonResult(
  statusCode: number,
  body: unknown,
  cache: string,
  headers: Record<string, string> = {},
  cookies: readonly string[] = [],
): HttpResult {
  const base: Record<string, string> = { 'cache-control': cache, 'x-content-type-options': 'nosniff', ...headers };
  const withCookies = cookies.length > 0 ? { cookies: [...cookies] } : {};
  if (body === undefined || statusCode === 204) return { statusCode, headers: base, ...withCookies };
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...base },
    body: JSON.stringify(body),
    ...withCookies,
  };
}

function lowerCaseHeaders(headers: HttpEvent['headers'] | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined) result[name.toLowerCase()] = value;
  }
  return result;
}

function parseWith<S extends Schema | undefined>(schema: S | undefined, value: unknown, what: string): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(`Invalid ${what}`, issueDetails(result.error));
  return result.data as Infer<S>;
}

function readJsonBody(event: HttpEvent, headers: Record<string, string>, maxBytes = MAX_BODY_BYTES): unknown {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  // Size is checked on the raw bytes before anything else is done with them.
  if (Buffer.byteLength(text, 'utf8') > maxBytes) throw new PayloadTooLargeError();
  if (text.trim() === '') throw new ValidationError('Request body is required');
  const contentType = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') throw new UnsupportedMediaTypeError();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MalformedJsonError();
  }
}

/** Maps any error to a response: domain errors to their status, everything else to a generic 500. */
function errorResult(thrown: unknown): HttpResult {
  // A timeout or throttling of DynamoDB or another AWS service: 503 with Retry-After, not 500.
  const error = isTransientDependencyError(thrown)
    ? new ServiceUnavailableError(undefined, DEPENDENCY_RETRY_AFTER_SECONDS)
    : thrown;
  if (error !== thrown) logger.warn('Dependency unavailable', { error: thrown as Error });
  if (error instanceof DomainError) {
    const headers: Record<string, string> = {};
    if (
      error instanceof TooManyRequestsError ||
      (error instanceof ServiceUnavailableError && error.retryAfterSeconds)
    ) {
      headers['retry-after'] = String(Math.max(1, Math.ceil(error.retryAfterSeconds ?? 1)));
    }
    const body =
      error.details === undefined ? { error: error.message } : { error: error.message, details: error.details };
    if (error.statusCode >= 500) logger.warn('Request failed', { statusCode: error.statusCode, error });
    else logger.info('Request rejected', { statusCode: error.statusCode, reason: error.message });
    return jsonResult(error.statusCode, body, NO_STORE, headers);
  }
  if (error instanceof Error) logger.error('Unhandled error', error);
  else logger.error('Unhandled error', { thrown: String(error) });
  return jsonResult(500, { error: 'Internal server error' }, NO_STORE);
}

const errorMapping: HttpMiddleware = {
  onError: (request) => {
    request.response = errorResult(request.error);
  },
};

/** Log keys of the request (removed after it by the Logger's `resetKeys`). */
const requestKeys: HttpMiddleware = {
  before: (request) => {
    logger.appendKeys({ route: request.event.routeKey, apiRequestId: request.event.requestContext?.requestId });
  },
};

/**
 * Wraps a route's logic in the HTTP layer.
 *
 * @param options - input schemas, caching, success status, extra middlewares, the function's entry.
 * @param fn - the route's logic: receives validated inputs; returns a JSON-serialisable value (sent
 *   with `successStatus`), an `HttpResponse` from `respond` or a `FileResponse` from
 *   `fileResponse`. It may throw `DomainError`s.
 * @returns the Lambda handler (export it as `handler`).
 * @throws ConfigurationError at module load when the environment is invalid.
 */
export function httpHandler<
  B extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
>(
  options: HttpHandlerOptions<B, P, Q>,
  fn: (input: HttpInput<Infer<B>, Infer<P>, Infer<Q>>) => Promise<unknown>,
): HttpHandler {
  validateEnvironment(options.entry ? envGettersFor(options.entry) : []);
  originEnv();
  const cache = cacheControl(options.cache);
  const successStatus = options.successStatus ?? 200;
  const routeKey = entryRouteKey(options.entry);
  const routeOfEntry: HttpMiddleware = {
    before: (request) => {
      if (routeKey) routeKeys.set(request.event, routeKey);
    },
  };
  const core = async (event: HttpEvent, context: Context): Promise<HttpResult> => {
    const headers = lowerCaseHeaders(event.headers);
    const rawBody = options.body ? readJsonBody(event, headers, options.maxBodyBytes) : undefined;
    const input: HttpInput<Infer<B>, Infer<P>, Infer<Q>> = {
      path: parseWith<P>(options.path, event.pathParameters ?? {}, 'path parameters'),
      query: parseWith<Q>(options.query, event.queryStringParameters ?? {}, 'query parameters'),
      body: parseWith<B>(options.body, rawBody, 'request body'),
      headers,
      event,
      context,
    };
    const result = await fn(input);
    if (result instanceof FileResponse) return fileResult(result, headers['accept-encoding'] ?? '');
    if (result instanceof HttpResponse) {
      const responseCache = result.statusCode < 300 ? cache : NO_STORE;
      return jsonResult(result.statusCode, result.body, responseCache, result.headers, result.cookies);
    }
    return jsonResult(successStatus, result, cache);
  };
  return middy<HttpEvent, HttpResult, Error, Context>()
    .use(powertoolsMiddlewares<HttpEvent, HttpResult>())
    .use(errorMapping)
    .use(requestKeys)
    .use(runtimeSecrets<HttpEvent, HttpResult>())
    .use(originCheck)
    .use(routeOfEntry)
    .use(options.middlewares ?? [])
    .handler(core);
}
