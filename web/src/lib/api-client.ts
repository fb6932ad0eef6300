import type { QueryFunction } from '@tanstack/react-query';
import { clearSession, getSessionId, SESSION_HEADER } from './session';

/**
 * An API answer that was not ok. `message` is SPEC.md section 8's text: the status code, a colon
 * and a space, then the response body text (or the status text when the body is empty).
 * `body` is the parsed JSON body when there was one (our API answers `{ error }`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, text: string, body: unknown) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  /** The server's `{ error }` message when present, else the generic message. */
  get serverMessage(): string | undefined {
    if (this.body && typeof this.body === 'object' && 'error' in this.body && typeof this.body.error === 'string') {
      return this.body.error;
    }
    return undefined;
  }
}

/** Where a 401 sends the browser (SPEC.md section 2); replaceable in tests. */
export const navigation = {
  toLogin(): void {
    globalThis.location?.assign('/login');
  },
};

function headers(hasBody: boolean): Record<string, string> {
  const result: Record<string, string> = {};
  if (hasBody) result['Content-Type'] = 'application/json';
  const sessionId = getSessionId();
  if (sessionId) result[SESSION_HEADER] = sessionId;
  return result;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  throw new ApiError(response.status, text, body);
}

/**
 * Generic API call (SPEC.md section 7): JSON body only when given (and then `Content-Type:
 * application/json`), the session header whenever a session exists, credentials included. A 401
 * clears the session and sends the browser to /login (SPEC.md section 4).
 * @throws ApiError for any non-ok answer.
 */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    headers: headers(body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  if (response.status === 401) {
    clearSession();
    navigation.toLogin();
  }
  await throwIfNotOk(response);
  return response;
}

/** Performs `apiRequest` and parses the JSON answer. */
export async function apiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  return (await response.json()) as T;
}

/**
 * Default query function factory (SPEC.md section 7): GET to the query key's segments joined by
 * '/', with credentials and the session header, JSON parsed. `on401: 'returnNull'` answers null
 * (clearing the session, no redirect); the default `'throw'` clears the session, redirects and
 * throws.
 */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), {
      headers: headers(false),
      credentials: 'include',
    });
    if (response.status === 401) {
      clearSession();
      if (on401 === 'returnNull') return null;
      navigation.toLogin();
    }
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
