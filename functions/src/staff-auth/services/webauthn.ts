import type {
  AuthenticationResponse,
  RegistrationResponse,
  WebAuthnOptions,
} from '@meridian/shared/staff-auth/passkeys';
import { passkeyEnv } from '../../lib/env';
import { ValidationError } from '../../lib/errors';
import { logger } from '../../lib/logger';

/**
 * WebAuthn through `@simplewebauthn/server` (docs/decisions/040-passkeys-and-password-reset.md):
 * the relying party comes from the environment (`WEBAUTHN_*`: the site's domain, the firm's name,
 * the site's origin), and the library is imported on the first call only, so the sign-in routes
 * without passkeys and the cold start stay light. A response the library cannot read is hostile
 * input: it becomes a 400, never a 500.
 */

/** Message of a browser answer the library cannot read. */
export const MALFORMED_PASSKEY_MESSAGE = 'This passkey answer is malformed';
/** How long the browser may take over a passkey prompt, in ms (5 minutes, as the challenge lasts). */
export const WEBAUTHN_TIMEOUT_MS = 5 * 60 * 1000;

const library = () => import('@simplewebauthn/server');

/** A stored credential as the checks need it. */
export interface StoredCredential {
  credentialId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: readonly string[];
}

/** A new credential as a verified registration gives it. */
export interface NewCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

const transportsOf = (transports: readonly string[]) => [...transports];

/** Runs a library check; anything it throws about the input is a 400 (logged, without the input). */
async function checked<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    logger.warn('Passkey answer refused', { error: error instanceof Error ? error.message : String(error) });
    throw new ValidationError(MALFORMED_PASSKEY_MESSAGE);
  }
}

/**
 * Registration options for one user: a resident (discoverable) key with user verification, so the
 * passkey later signs in alone; the user's existing passkeys are excluded.
 * @param user - id (becomes the WebAuthn user handle), email and name.
 * @param challenge - the challenge, base64url (the caller stores its hash).
 * @param existing - credential ids the user has already.
 */
export async function registrationOptions(
  user: { id: string; email: string; name: string },
  challenge: string,
  existing: readonly StoredCredential[],
): Promise<WebAuthnOptions> {
  const { generateRegistrationOptions } = await library();
  const env = passkeyEnv();
  const options = await generateRegistrationOptions({
    rpName: env.WEBAUTHN_RP_NAME,
    rpID: env.WEBAUTHN_RP_ID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    challenge: Buffer.from(challenge, 'base64url'),
    timeout: WEBAUTHN_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: transportsOf(c.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { ...options };
}

/**
 * Checks a registration answer.
 * @param expectedChallenge - says whether the answer's challenge is the one issued (and takes it).
 * @returns the new credential.
 * @throws ValidationError (400) for an answer that is malformed, of another origin or challenge, or unverified.
 */
export async function verifyRegistration(
  response: RegistrationResponse,
  expectedChallenge: (challenge: string) => Promise<boolean>,
): Promise<NewCredential> {
  const { verifyRegistrationResponse } = await library();
  const env = passkeyEnv();
  const result = await checked(() =>
    verifyRegistrationResponse({
      response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge,
      expectedOrigin: env.WEBAUTHN_ORIGIN,
      expectedRPID: env.WEBAUTHN_RP_ID,
      requireUserVerification: true,
    }),
  );
  if (!result.verified) throw new ValidationError(MALFORMED_PASSKEY_MESSAGE);
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: [...(credential.transports ?? response.response.transports ?? [])].slice(0, 10),
  };
}

/**
 * Sign-in options: any discoverable passkey of this site (`allowed` empty), or one of a user's.
 * @param challenge - the challenge, base64url (the caller stores its hash).
 */
export async function authenticationOptions(
  challenge: string,
  allowed: readonly StoredCredential[],
): Promise<WebAuthnOptions> {
  const { generateAuthenticationOptions } = await library();
  const options = await generateAuthenticationOptions({
    rpID: passkeyEnv().WEBAUTHN_RP_ID,
    challenge: Buffer.from(challenge, 'base64url'),
    timeout: WEBAUTHN_TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials: allowed.map((c) => ({ id: c.credentialId, transports: transportsOf(c.transports) })),
  });
  return { ...options };
}

/**
 * Checks a sign-in answer against the stored credential, its signature counter included (a counter
 * that went backwards is refused by the library).
 * @returns whether it verified, and the new counter to store.
 * @throws ValidationError (400) for an answer the library cannot read.
 */
export async function verifyAuthentication(
  response: AuthenticationResponse,
  expectedChallenge: (challenge: string) => Promise<boolean>,
  credential: StoredCredential,
): Promise<{ verified: boolean; newCounter: number }> {
  const { verifyAuthenticationResponse } = await library();
  const env = passkeyEnv();
  const result = await checked(() =>
    verifyAuthenticationResponse({
      response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge,
      expectedOrigin: env.WEBAUTHN_ORIGIN,
      expectedRPID: env.WEBAUTHN_RP_ID,
      requireUserVerification: true,
      credential: {
        id: credential.credentialId,
        publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
        counter: credential.counter,
        transports: transportsOf(credential.transports),
      },
    }),
  );
  return { verified: result.verified, newCounter: result.authenticationInfo.newCounter };
}

/**
 * The challenge a browser answer carries (in its client data), to find the stored one by.
 * @returns the challenge, or undefined when the client data cannot be read.
 */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(challenge) ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The user id of a passkey's user handle (the id the registration put in it).
 * @returns the id, or undefined for an absent or unreadable handle.
 */
export function userIdOfHandle(userHandle: string | undefined): string | undefined {
  if (!userHandle) return undefined;
  const id = Buffer.from(userHandle, 'base64url').toString('utf8');
  return /^[A-Za-z0-9-]{1,64}$/.test(id) ? id : undefined;
}
