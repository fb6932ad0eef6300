import {
  ADMIN_LOGIN_PASSKEY_OPTIONS_PATH,
  ADMIN_LOGIN_PASSKEY_PATH,
  ADMIN_PASSKEY_ENROL_CONFIRM_PATH,
  ADMIN_PASSKEY_ENROL_OPTIONS_PATH,
  ADMIN_PASSWORD_FORGOT_PATH,
  ADMIN_PASSWORD_RESET_PATH,
} from '@meridian/shared/admin-api-paths';
import { passkeySignedInSchema, webAuthnOptionsSchema } from '@meridian/shared/staff-auth/passkeys';
import { type LoginStep, loginStepSchema, type SignedIn } from '@meridian/shared/staff-auth/staff';
import * as z from '@meridian/shared/zod';
import { ApiError, apiJson } from '../../../lib/api-client';
import { LoginError } from './auth-api';

/**
 * The passkey and password-reset calls of the sign-in (docs/product/staff-accounts.md#passkeys,
 * docs/product/staff-accounts.md#forgotten-password). The WebAuthn browser library loads on the
 * first passkey prompt only, so neither the public pages nor the password step carry it.
 */

/** Shown when the browser's passkey prompt was cancelled or failed. */
export const PASSKEY_CANCELLED_MESSAGE = 'The passkey prompt was cancelled or failed; please try again';

const webAuthn = () => import('@simplewebauthn/browser');

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof LoginError) throw error;
    if (!(error instanceof ApiError)) throw new LoginError(0, PASSKEY_CANCELLED_MESSAGE);
    throw new LoginError(error.status, error.serverMessage ?? 'Sign-in failed');
  }
}

function post<T>(path: string, schema: z.ZodType<T>, body: unknown): Promise<T> {
  return apiJson('POST', path, schema, { body, on401: 'throw' });
}

/**
 * Signs in with a passkey: alone (no challenge), or as the second factor of a password step.
 * @returns who signed in (the session cookie is set). @throws LoginError.
 */
export function signInWithPasskey(challenge?: string): Promise<SignedIn> {
  return call(async () => {
    const optionsJSON = await post(
      ADMIN_LOGIN_PASSKEY_OPTIONS_PATH,
      webAuthnOptionsSchema,
      challenge ? { challenge } : {},
    );
    const { startAuthentication } = await webAuthn();
    const response = await startAuthentication({ optionsJSON: optionsJSON as never });
    return post(ADMIN_LOGIN_PASSKEY_PATH, passkeySignedInSchema, { response });
  });
}

/** Enrols a passkey as the second factor of a first sign-in; sets the session cookie. @throws LoginError. */
export function enrolPasskey(challenge: string): Promise<SignedIn> {
  return call(async () => {
    const optionsJSON = await post(ADMIN_PASSKEY_ENROL_OPTIONS_PATH, webAuthnOptionsSchema, { challenge });
    const { startRegistration } = await webAuthn();
    const response = await startRegistration({ optionsJSON: optionsJSON as never });
    return post(ADMIN_PASSKEY_ENROL_CONFIRM_PATH, passkeySignedInSchema, { challenge, response });
  });
}

/** Asks for a reset link (`POST /api/admin/password/forgot`); the answer never says whether the address has an account. */
export function forgotPassword(email: string): Promise<string> {
  return call(async () => {
    const { message } = await post(ADMIN_PASSWORD_FORGOT_PATH, z.object({ message: z.string() }), { email });
    return message;
  });
}

/** Sets a new password with a reset link's token; answers the second sign-in step. @throws LoginError. */
export function resetPassword(token: string, password: string): Promise<LoginStep> {
  return call(() => post(ADMIN_PASSWORD_RESET_PATH, loginStepSchema, { token, password }));
}
