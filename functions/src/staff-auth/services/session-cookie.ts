import { STAFF_SESSION_COOKIE } from '@meridian/shared/api-paths';
import { SESSION_ABSOLUTE_LIFETIME_MS } from './sessions';

/**
 * The session cookie (docs/product/staff-accounts.md#sessions): `__Host-` prefixed (host-only,
 * `Path=/`, `Secure`), `HttpOnly` so no script reads it, `SameSite=Strict` so no other site's page
 * sends it, and as long-lived as the session's absolute expiry.
 */

/** The parts of an API Gateway HTTP API (payload v2) event that can carry cookies. */
export interface CookieSource {
  cookies?: string[];
  headers?: Record<string, string | undefined> | null;
}

/**
 * The `Set-Cookie` value that hands the browser a session.
 * @param sessionId - the new session's id.
 */
export function sessionCookie(sessionId: string): string {
  const maxAge = Math.floor(SESSION_ABSOLUTE_LIFETIME_MS / 1000);
  return `${STAFF_SESSION_COOKIE}=${sessionId}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Strict`;
}

/** The `Set-Cookie` value that removes the session cookie (logout). */
export function clearedSessionCookie(): string {
  return `${STAFF_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;
}

/**
 * The session id a request carries: from API Gateway's `cookies` (payload v2) or a `Cookie` header.
 * @returns the cookie's value, or undefined without one.
 */
export function sessionIdOf(event: CookieSource): string | undefined {
  const header = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === 'cookie')?.[1];
  const pairs = [...(event.cookies ?? []), ...(header ? header.split(';') : [])];
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === STAFF_SESSION_COOKIE) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}
