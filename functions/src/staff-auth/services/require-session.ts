import { SESSION_HEADER } from '@meridian/shared/api-paths';
import type { HttpMiddleware } from '../../lib/http';
import { UnauthorizedError } from '../../lib/errors';
import { type Clock, systemClock } from './clock';
import { isSessionValid } from './sessions';

/**
 * Admin session check for every admin route except login, auth-status and logout
 * (docs/product/admin.md#sessions): the `x-session-id` header must carry a valid session, else 401
 * `{ "error": "Unauthorized" }` before any input is parsed or data read. Responses of these routes
 * are `Cache-Control: no-store` (the HTTP wrapper's default, kept for every admin route).
 */

/** Reads the session id header, whatever its case. */
export function sessionIdOf(headers: Record<string, string | undefined> | null | undefined): string | undefined {
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() === SESSION_HEADER) return value;
  }
  return undefined;
}

/**
 * The middleware. Runs before the HTTP wrapper's body and query parsing.
 * @param clock - time source (epoch ms); tests inject one.
 * @throws UnauthorizedError (401) without a valid session.
 */
export function requireSession(clock: Clock = systemClock): HttpMiddleware {
  return {
    before: async (request) => {
      if (!(await isSessionValid(sessionIdOf(request.event.headers), clock))) throw new UnauthorizedError();
    },
  };
}
