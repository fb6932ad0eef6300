import { clearSession, getSessionId, SESSION_HEADER, setSessionId } from '../../../lib/session';

/** Query key of the session check (`GET /api/admin/auth-status`). */
export const authStatusQueryKey = ['/api/admin/auth-status'] as const;

/** Thrown by {@link login} when the server refuses the password (401) or throttles (429). */
export class LoginError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'LoginError';
    this.status = status;
  }
}

async function readServerError(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) {
      return body.error;
    }
  } catch {
    // not JSON: fall back to the generic message
  }
  return undefined;
}

/**
 * Logs in with the admin password (`POST /api/admin/login`, SPEC.md sections 2 and 7) and stores the
 * returned session id under `admin-session`. Uses `fetch` directly rather than `apiRequest`, because a
 * wrong password answers 401 and must show an error on this screen, not redirect to /login.
 * @throws LoginError with the server's `{ error }` text, or 'Login failed' when there is none
 *   (SPEC.md section 8); a 429 carries the server's throttling message.
 */
export async function login(password: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password }),
      credentials: 'include',
    });
  } catch {
    throw new LoginError(0, 'Login failed');
  }
  if (!response.ok) {
    clearSession();
    throw new LoginError(response.status, (await readServerError(response)) ?? 'Login failed');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!body || typeof body !== 'object' || !('sessionId' in body) || typeof body.sessionId !== 'string') {
    throw new LoginError(response.status, 'Login failed');
  }
  setSessionId(body.sessionId);
}

/**
 * Checks the stored session (`GET /api/admin/auth-status`, SPEC.md sections 4, 6 and 7). Without a
 * stored session no call is made and the answer is false. The stored session is cleared when the
 * answer is not ok, says `authenticated: false`, or the call fails (logged as
 * 'Auth status check failed:').
 * @returns true only when the server says the session is authenticated. Never throws.
 */
export async function checkAuthStatus(): Promise<boolean> {
  const sessionId = getSessionId();
  if (!sessionId) return false;
  try {
    const response = await fetch('/api/admin/auth-status', {
      headers: { [SESSION_HEADER]: sessionId },
      credentials: 'include',
    });
    if (!response.ok) {
      clearSession();
      return false;
    }
    const body: unknown = await response.json();
    const authenticated = !!body && typeof body === 'object' && 'authenticated' in body && body.authenticated === true;
    if (!authenticated) clearSession();
    return authenticated;
  } catch (error) {
    console.error('Auth status check failed:', error);
    clearSession();
    return false;
  }
}

/**
 * Logs out (`POST /api/admin/logout`, SPEC.md section 7): failures are logged as 'Logout failed:'
 * and the stored session is cleared regardless. Never throws.
 */
export async function logout(): Promise<void> {
  const sessionId = getSessionId();
  try {
    if (sessionId) {
      const response = await fetch('/api/admin/logout', {
        method: 'POST',
        headers: { [SESSION_HEADER]: sessionId },
        credentials: 'include',
      });
      if (!response.ok) console.error('Logout failed:', `${response.status}: ${response.statusText}`);
    }
  } catch (error) {
    console.error('Logout failed:', error);
  } finally {
    clearSession();
  }
}
