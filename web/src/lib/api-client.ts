import type { ApiErrorBody, ApiErrorDetail } from '@meridian/shared/api-errors';
import { pagePath, STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '@meridian/shared/api-paths';
import type * as z from '@meridian/shared/zod';
import { takeEarly } from './early-requests';
import { idempotencyHeaderFor, settleIdempotencyKey } from './idempotency-keys';

/**
 * The one way the web app calls the API: every request goes with the browser's same-origin
 * cookies (the staff session is an HttpOnly cookie no script can read) and the CRM's request
 * header, and every answer is parsed with its response schema from `@meridian/shared`. This
 * module itself does not load zod: a call may pass a loader of its schema, so public pages fetch
 * at once and load zod and the schema alongside, outside their first JavaScript (each public page
 * stays within 100 KB of gzip JavaScript).
 */

/** A response schema, or a loader of one (`() => import(…).then((m) => m.schema)`). */
export type ResponseSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/** The error-body schema and the zod-issue mapping, loaded when an answer needs them. */
const loadErrors = () => import('@meridian/shared/api-errors');

/**
 * An API answer that was not ok. `message` is the status code, a colon and a space, then the
 * response body text (or the status text when the body is empty). `body` is the parsed error body
 * `{ error, details? }` when the answer had one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;
  constructor(status: number, text: string, body: ApiErrorBody | undefined) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  /** The server's `{ error }` message when present and not empty. */
  get serverMessage(): string | undefined {
    return this.body?.error || undefined;
  }
  /** The server's field problems of a 400 answer (empty when there are none). */
  get details(): ApiErrorDetail[] {
    return this.body?.details ?? [];
  }
}

/** An ok answer whose body does not match the response schema of its route. */
export class UnexpectedResponseError extends Error {
  readonly details: ApiErrorDetail[];
  constructor(method: string, path: string, details: ApiErrorDetail[]) {
    const problems = details.map((detail) => (detail.path ? `${detail.path}: ${detail.message}` : detail.message));
    super(`Unexpected response from ${method} ${path}: ${problems.join('; ')}`);
    this.name = 'UnexpectedResponseError';
    this.details = details;
  }
}

/**
 * What to show for a failed call: the server's `{ error }` message when there is one, else the
 * error's own message, else 'Something went wrong' (for a thrown value that is not an Error).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : 'Something went wrong';
}

/** The query parameter of `/login` naming the page to return to after logging in. */
export const LOGIN_RETURN_PARAM = 'next';

/** True once this page is on its way to `/login`: a later 401 must not start a second navigation. */
let leavingForLogin = false;

/** Where a 401 sends the browser (docs/product/admin.md#sessions); replaceable in tests. */
export const navigation = {
  /**
   * Opens `/login`; with `returnTo` (a path and query) the login returns there afterwards. Only the
   * first call of a page navigates: a request that fails with 401 while the page is already leaving
   * (after Logout, say) would otherwise abort that navigation with one of its own.
   */
  toLogin(returnTo?: string): void {
    if (leavingForLogin) return;
    leavingForLogin = true;
    const query = returnTo ? `?${LOGIN_RETURN_PARAM}=${encodeURIComponent(returnTo)}` : '';
    globalThis.location?.assign(`/login${query}`);
  },
};

/** Options of {@link apiRequest} and {@link apiJson}. */
export interface ApiRequestOptions {
  /** JSON request body; sent with `Content-Type: application/json`. */
  body?: unknown;
  /**
   * What a 401 does besides throwing: `'login'` (default) also sends the browser to /login;
   * `'throw'` only throws, for calls that handle a 401 on their own screen (sign-in, the session
   * check, logout).
   */
  on401?: 'login' | 'throw';
  /**
   * Sends an `Idempotency-Key` (a public form submission, docs/product/security.md#idempotency-keys):
   * the same body sent again after a failure carries the same key, so the server answers it with
   * the first attempt's outcome.
   */
  idempotent?: boolean;
}

function requestHeaders(hasBody: boolean): Record<string, string> {
  const result: Record<string, string> = { [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE };
  if (hasBody) result['Content-Type'] = 'application/json';
  return result;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The `{ error, details? }` body of a refused request, or undefined when the text is not one. */
async function errorBody(text: string): Promise<ApiErrorBody | undefined> {
  const json = parseJson(text);
  if (!json.ok) return undefined;
  try {
    const parsed = (await loadErrors()).apiErrorBodySchema.safeParse(json.value);
    return parsed.success ? parsed.data : undefined;
  } catch {
    // the schema could not load (offline): the status and text still say what happened
    return undefined;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text, await errorBody(text));
}

/**
 * Sends one API request with the same-origin cookies and the CRM's request header (a GET takes the
 * answer of the same request sent early for its screen, `requestEarly`, when one waits). A 401
 * (docs/product/staff-accounts.md#sessions) sends the browser to /login unless `on401` is `'throw'`.
 *
 * @param method - HTTP method.
 * @param path - a path from `@meridian/shared/api-paths` (filled with `fillPath`/`pagePath`).
 * @returns the ok response, body unread (for non-JSON answers such as the CSV export).
 * @throws ApiError for any non-ok answer; fetch's TypeError when the network fails.
 */
export async function apiRequest(method: string, path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const { body, on401 = 'login', idempotent = false } = options;
  const text = body === undefined ? undefined : JSON.stringify(body);
  const route = `${method} ${path}`;
  const headers = requestHeaders(body !== undefined);
  if (idempotent) Object.assign(headers, idempotencyHeaderFor(route, text ?? ''));
  // A failed fetch throws before the key is settled: the retry sends the same key.
  const early = method === 'GET' && text === undefined ? takeEarly(path) : undefined;
  // Only an ok early answer is taken: a refused or failed one may predate a sign-in since, so ask again.
  const earlyResponse = early ? await early.catch(() => undefined) : undefined;
  const response = earlyResponse?.ok
    ? earlyResponse
    : await fetch(path, { method, headers, body: text, credentials: 'same-origin' });
  if (idempotent) settleIdempotencyKey(route, response.status);
  if (response.status === 401) {
    const here = globalThis.location;
    if (on401 === 'login') navigation.toLogin(here ? `${here.pathname}${here.search}` : undefined);
  }
  await throwIfNotOk(response);
  return response;
}

/**
 * {@link apiRequest}, then parses the JSON answer with the route's response schema. A schema loader
 * starts loading together with the request.
 *
 * @param schema - the response schema from `@meridian/shared/api-responses` or
 *   `admin-api-responses`, or a loader of it.
 * @returns the parsed body (the schema's output).
 * @throws ApiError for a non-ok answer; UnexpectedResponseError when the body is not JSON or does
 *   not match `schema`.
 */
export async function apiJson<T>(
  method: string,
  path: string,
  schema: ResponseSchema<T>,
  options?: ApiRequestOptions,
): Promise<T> {
  const loading = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // A failed request must not leave the schema's rejection unhandled.
  loading.catch(() => undefined);
  const response = await apiRequest(method, path, options);
  const json = parseJson(await response.text());
  if (!json.ok) throw new UnexpectedResponseError(method, path, [{ path: '', message: 'The body is not JSON' }]);
  const parsed = (await loading).safeParse(json.value);
  if (!parsed.success) {
    throw new UnexpectedResponseError(method, path, (await loadErrors()).issueDetails(parsed.error));
  }
  return parsed.data;
}

/** Safety stop of {@link apiPages} for a server that never ends its cursor chain. */
export const MAX_PAGES = 1000;

/** One page of a cursor-paged list, as {@link apiPages} yields it. */
export interface PageChunk<T> {
  items: T[];
  /** True for the last page (no next cursor, or the safety stop). */
  last: boolean;
}

/**
 * Walks a cursor-paged list (`GET path`, then `path?cursor=…` with each page's `nextCursor`)
 * and yields its pages in server order, stopping after {@link MAX_PAGES} pages.
 *
 * @param path - a list path such as `ADMIN_LEADS_PATH`.
 * @param schema - the page schema `{ items, nextCursor }`.
 * @throws ApiError for any non-ok page; UnexpectedResponseError for a page of another shape.
 */
export async function* apiPages<T>(
  path: string,
  schema: ResponseSchema<{ items: T[]; nextCursor: string | null }>,
): AsyncGenerator<PageChunk<T>> {
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const body: { items: T[]; nextCursor: string | null } = await apiJson('GET', pagePath(path, cursor), schema);
    cursor = body.nextCursor;
    yield { items: body.items, last: !cursor || page === MAX_PAGES - 1 };
    if (!cursor) return;
  }
}
