/**
 * The admin session id in the browser (SPEC.md sections 3, 4 and 6): kept in local storage under
 * `admin-session` and sent as the `x-session-id` header. The id is an opaque server value; no
 * password or secret is ever stored here.
 */
export const SESSION_STORAGE_KEY = 'admin-session';
export const SESSION_HEADER = 'x-session-id';

/** The stored session id, or null when there is none (or storage is unavailable). */
export function getSessionId(): string | null {
  try {
    return globalThis.localStorage?.getItem(SESSION_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Stores the session id returned by `POST /api/admin/login`. */
export function setSessionId(sessionId: string): void {
  globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, sessionId);
}

/** Clears the stored session (SPEC.md section 4: logout, failed checks, any 401). */
export function clearSession(): void {
  try {
    globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}
