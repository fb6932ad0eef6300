import { authStatusSchema, loginResultSchema, logoutResultSchema } from '@meridian/shared/admin-api-responses';
import { ADMIN_AUTH_STATUS_PATH, ADMIN_LOGIN_PATH, ADMIN_LOGOUT_PATH } from '@meridian/shared/admin-api-paths';
import { ApiError, apiJson } from '../../../lib/api-client';
import { clearSession, getSessionId, setSessionId } from '../../../lib/session';

/** Query key of the session check (`GET /api/admin/auth-status`). */
export const authStatusQueryKey = [ADMIN_AUTH_STATUS_PATH] as const;

/** Thrown by {@link login} when the server refuses the password (401) or throttles (429). */
export class LoginError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'LoginError';
    this.status = status;
  }
}

/**
 * Logs in with the admin password (`POST /api/admin/login`, docs/product/admin.md#login) and stores
 * the returned session id under `admin-session`. A 401 stays on this screen (no redirect to
 * /login): it is the wrong-password answer. Any failure clears a stored session.
 * @throws LoginError with the server's `{ error }` text, or 'Login failed' when there is none
 *   (network failure, unexpected answer); a 429 carries the server's throttling message.
 */
export async function login(password: string): Promise<void> {
  try {
    const { sessionId } = await apiJson('POST', ADMIN_LOGIN_PATH, loginResultSchema, {
      body: { password },
      on401: 'throw',
    });
    setSessionId(sessionId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw new LoginError(0, 'Login failed');
    clearSession();
    throw new LoginError(error.status, error.serverMessage ?? 'Login failed');
  }
}

/**
 * Thrown by {@link checkAuthStatus} when the check itself failed (no network, a 5xx or a 429
 * answer): the session's validity is unknown, so the stored session is kept.
 */
export class AuthCheckUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The session could not be checked', { cause });
    this.name = 'AuthCheckUnavailableError';
  }
}

/** True for failures that say nothing about the session: the network, a 5xx, throttling (429). */
function isTransient(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429;
  return error instanceof TypeError;
}

/**
 * Checks the stored session (`GET /api/admin/auth-status`, docs/product/admin.md#sessions). Without
 * a stored session no call is made and the answer is false. The stored session is cleared when the
 * server says it is not valid: a 401, `authenticated: false`, another 4xx or an answer of another
 * shape (logged as 'Auth status check failed:').
 * @returns true only when the server says the session is authenticated.
 * @throws AuthCheckUnavailableError when the check failed on the network, a 5xx or a 429; the
 *   stored session is kept (a dropped request must not log the consultant out).
 */
export async function checkAuthStatus(): Promise<boolean> {
  if (!getSessionId()) return false;
  try {
    const { authenticated } = await apiJson('GET', ADMIN_AUTH_STATUS_PATH, authStatusSchema, { on401: 'throw' });
    if (!authenticated) clearSession();
    return authenticated;
  } catch (error) {
    if (isTransient(error)) throw new AuthCheckUnavailableError(error);
    if (!(error instanceof ApiError)) console.error('Auth status check failed:', error);
    clearSession();
    return false;
  }
}

/**
 * Logs out (`POST /api/admin/logout`, docs/product/admin.md#sessions): failures are logged as
 * 'Logout failed:' and the stored session is cleared regardless. Never throws.
 */
export async function logout(): Promise<void> {
  try {
    if (getSessionId()) await apiJson('POST', ADMIN_LOGOUT_PATH, logoutResultSchema, { on401: 'throw' });
  } catch (error) {
    console.error('Logout failed:', error instanceof ApiError ? error.message : error);
  } finally {
    clearSession();
  }
}
