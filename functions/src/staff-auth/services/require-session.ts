import { STAFF_REQUEST_HEADER } from '@meridian/shared/api-paths';
import { rolesFor } from '@meridian/shared/staff-auth/permissions';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { type HttpEvent, type HttpMiddleware, routeKeyOf } from '../../lib/http';
import { type Clock, systemClock } from './clock';
import { sessionIdOf } from './session-cookie';
import { currentSession, type StaffSession } from './sessions';

/**
 * The staff check of every session-protected admin route (docs/product/staff-accounts.md#sessions,
 * docs/product/staff-accounts.md#roles), run by the HTTP wrapper before any input is parsed or
 * data read:
 * 1. the session cookie must name a valid session, else 401 `{ "error": "Unauthorized" }`;
 * 2. a state-changing request (not GET or HEAD) must carry a JSON body or the CRM's request header
 *    (`x-requested-with`), else 400: a page of another site can send neither without CORS;
 * 3. the permission table of `shared/` must allow the session's role on the route, else 403 with a
 *    message naming the role. A route the table does not list is refused to everyone.
 * Responses of these routes are `Cache-Control: no-store` (the HTTP wrapper's default).
 */

/** Message of the 400 answer to a state-changing request without a JSON body or the request header. */
export const MISSING_REQUEST_HEADER_MESSAGE = 'This request must come from the CRM';

const sessions = new WeakMap<HttpEvent, StaffSession>();

function isJsonOrMarked(event: HttpEvent): boolean {
  const headers = Object.fromEntries(
    Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value ?? '']),
  );
  const contentType = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  return contentType === 'application/json' || (headers[STAFF_REQUEST_HEADER] ?? '') !== '';
}

/**
 * The session of a request that passed {@link requireSession}.
 * @throws UnauthorizedError when the request did not pass the check (a programming error).
 */
export function staffOf(event: HttpEvent): StaffSession {
  const session = sessions.get(event);
  if (!session) throw new UnauthorizedError();
  return session;
}

/**
 * The middleware.
 * @param clock - time source (epoch ms); tests inject one.
 * @throws UnauthorizedError (401) without a valid session; ValidationError (400) for a
 *   state-changing request without a JSON body or the request header; ForbiddenError (403) for a
 *   role the permission table does not allow on the route.
 */
export function requireSession(clock: Clock = systemClock): HttpMiddleware {
  return {
    before: async (request) => {
      const { event } = request;
      const session = await currentSession(sessionIdOf(event), clock);
      if (!session) throw new UnauthorizedError();
      const [method = ''] = routeKeyOf(event).split(' ');
      if (method !== 'GET' && method !== 'HEAD' && !isJsonOrMarked(event)) {
        throw new ValidationError(MISSING_REQUEST_HEADER_MESSAGE);
      }
      const route = routeKeyOf(event);
      const allowed = rolesFor(method, route.slice(method.length + 1));
      if (!allowed.includes(session.role)) {
        throw new ForbiddenError(`A ${session.role} may not do this; ask a partner`);
      }
      sessions.set(event, session);
    },
  };
}
