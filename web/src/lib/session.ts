/**
 * The admin session id in the browser (docs/product/admin.md#sessions): kept in local storage under
 * `admin-session` and sent by the API client in the `SESSION_HEADER` of `@meridian/shared/api-paths`.
 * The id is an opaque server value; no password or secret is ever stored here.
 */
export const SESSION_STORAGE_KEY = 'admin-session';

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

/** Clears the stored session (docs/product/admin.md#sessions: logout, failed checks, any 401). */
export function clearSession(): void {
  try {
    globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}
