import { authStatusSchema, logoutResultSchema } from '@meridian/shared/admin-api-responses';
import {
  ADMIN_AUTH_STATUS_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_LOGIN_TOTP_PATH,
  ADMIN_LOGOUT_PATH,
  ADMIN_TOTP_CONFIRM_PATH,
  ADMIN_TOTP_SETUP_PATH,
} from '@meridian/shared/admin-api-paths';
import {
  type LoginStep,
  loginStepSchema,
  type SignedIn,
  signedInSchema,
  type TotpConfirm,
  type TotpSetup,
  totpConfirmSchema,
  totpSetupSchema,
} from '@meridian/shared/staff-auth/staff';
import { ApiError, apiJson } from '../../../lib/api-client';

/**
 * The sign-in calls of the CRM (docs/product/staff-accounts.md#sign-in): the password step, the
 * TOTP enrolment and the code step, the session check, the signed-in user and logout. The session
 * itself is an HttpOnly cookie the server sets; no script ever sees it.
 */

/** Query key of the session check (`GET /api/admin/auth-status`). */
export const authStatusQueryKey = [ADMIN_AUTH_STATUS_PATH] as const;

/** Thrown by the sign-in steps when the server refuses (401), throttles (429) or cannot be reached (status 0). */
export class LoginError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'LoginError';
    this.status = status;
  }
}

/** Runs a sign-in call; a 401 stays on the sign-in screen. */
async function signInCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw new LoginError(0, 'Sign-in failed');
    throw new LoginError(error.status, error.serverMessage ?? 'Sign-in failed');
  }
}

/**
 * The password step (`POST /api/admin/login`).
 * @returns the next step (`totp` or `enrol`) and its challenge.
 * @throws LoginError with the server's `{ error }` text (401 for a wrong pair, 429 when throttled).
 */
export function login(email: string, password: string): Promise<LoginStep> {
  return signInCall(() =>
    apiJson('POST', ADMIN_LOGIN_PATH, loginStepSchema, { body: { email, password }, on401: 'throw' }),
  );
}

/** A new TOTP key for the enrolment (`POST /api/admin/mfa/totp/setup`). @throws LoginError. */
export function setUpTotp(challenge: string): Promise<TotpSetup> {
  return signInCall(() =>
    apiJson('POST', ADMIN_TOTP_SETUP_PATH, totpSetupSchema, { body: { challenge }, on401: 'throw' }),
  );
}

/** Confirms the key with a code; answers the recovery codes and sets the session cookie. @throws LoginError. */
export function confirmTotp(challenge: string, code: string): Promise<TotpConfirm> {
  return signInCall(() =>
    apiJson('POST', ADMIN_TOTP_CONFIRM_PATH, totpConfirmSchema, { body: { challenge, code }, on401: 'throw' }),
  );
}

/** The code step with a TOTP or recovery code; sets the session cookie. @throws LoginError. */
export function signInWithCode(challenge: string, code: string): Promise<SignedIn> {
  return signInCall(() =>
    apiJson('POST', ADMIN_LOGIN_TOTP_PATH, signedInSchema, { body: { challenge, code }, on401: 'throw' }),
  );
}

/**
 * Thrown by {@link checkAuthStatus} when the check itself failed (no network, a 5xx or a 429
 * answer): the session's validity is unknown.
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
 * Checks the session cookie (`GET /api/admin/auth-status`, docs/product/staff-accounts.md#sessions).
 * @returns true only when the server says the session is authenticated; false for
 *   `authenticated: false`, another 4xx or an answer of another shape (logged as 'Auth status check failed:').
 * @throws AuthCheckUnavailableError when the check failed on the network, a 5xx or a 429.
 */
export async function checkAuthStatus(): Promise<boolean> {
  try {
    const { authenticated } = await apiJson('GET', ADMIN_AUTH_STATUS_PATH, authStatusSchema, { on401: 'throw' });
    return authenticated;
  } catch (error) {
    if (isTransient(error)) throw new AuthCheckUnavailableError(error);
    if (!(error instanceof ApiError)) console.error('Auth status check failed:', error);
    return false;
  }
}

/**
 * Logs out (`POST /api/admin/logout`): the server ends the session and clears the cookie. Failures
 * are logged as 'Logout failed:'. Never throws.
 */
export async function logout(): Promise<void> {
  try {
    await apiJson('POST', ADMIN_LOGOUT_PATH, logoutResultSchema, { on401: 'throw' });
  } catch (error) {
    console.error('Logout failed:', error instanceof ApiError ? error.message : error);
  }
}
