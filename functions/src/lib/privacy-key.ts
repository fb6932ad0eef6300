import { createHmac, timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from '@meridian/shared/fields';
import { privacyEnv } from './env';
import { ValidationError } from './errors';

/**
 * Keyed hashes and signed links with the privacy key (docs/product/privacy.md#tokens): HMAC-SHA-256
 * with `PRIVACY_KEY`, which lives in Secrets Manager. A keyed hash of an address names a
 * subscriber (its opaque id) and an erasure tombstone without storing the address; a keyed hash of
 * a client IP goes into the audit log. Without the key, neither can be reversed by trying guesses.
 */

/**
 * The purposes a signed link can have (newsletter links, a booking's manage link:
 * docs/product/booking.md#manage-link, a staff password reset:
 * docs/product/staff-accounts.md#forgotten-password, a staff invitation:
 * docs/product/staff-accounts.md#invitations); a token signed for one is refused for the others.
 */
export type TokenPurpose = 'confirm' | 'unsubscribe' | 'manage-booking' | 'reset-password' | 'staff-invite';

/** How long a confirmation link is valid: 7 days, like the pending subscription (seconds). */
export const CONFIRM_TOKEN_SECONDS = 7 * 24 * 60 * 60;
/** How long an unsubscribe link is valid: 400 days, so an old newsletter's link still works (seconds). */
export const UNSUBSCRIBE_TOKEN_SECONDS = 400 * 24 * 60 * 60;

/** Message of a token that is malformed, tampered with or meant for another purpose. */
export const INVALID_TOKEN_MESSAGE =
  'This link is not valid. Please use the link from the email exactly as it was sent.';
/** Message of a token whose time is up. */
export const EXPIRED_TOKEN_MESSAGE = 'This link has expired.';

/** 400: a newsletter link's token is malformed, tampered with or for another purpose. */
export class InvalidTokenError extends ValidationError {
  constructor() {
    super(INVALID_TOKEN_MESSAGE);
  }
}

/** 400: a newsletter link's token has expired (or names a subscription that no longer exists). */
export class ExpiredTokenError extends ValidationError {
  constructor(message = EXPIRED_TOKEN_MESSAGE) {
    super(message);
  }
}

const TOKEN_VERSION = 'v1';
const ID_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

const mac = (key: string, text: string): string => createHmac('sha256', key).update(text, 'utf8').digest('base64url');

/**
 * The keyed hash of an address: HMAC-SHA-256 of `email:<trimmed, lower-cased address>`.
 *
 * @param email - any spelling of the address (case and surrounding spaces do not matter).
 * @param key - the privacy key (default: this function's `PRIVACY_KEY`).
 * @returns 43 base64url characters; the same for every spelling of the address.
 */
export function emailHashOf(email: string, key: string = privacyEnv().PRIVACY_KEY): string {
  return mac(key, `email:${normaliseEmail(email)}`);
}

/**
 * The keyed hash of a client IP address, for the audit log.
 *
 * @param ip - the address as API Gateway reports it.
 * @param key - the privacy key (default: this function's).
 * @returns 22 base64url characters (128 bits).
 */
export function ipHashOf(ip: string, key: string = privacyEnv().PRIVACY_KEY): string {
  return mac(key, `ip:${ip.trim().toLowerCase()}`).slice(0, 22);
}

/**
 * The keyed hash of a sign-in throttling subject (docs/product/security.md#audit-events): a client's
 * throttling key (IPv4 address or IPv6 /64) or an account, so that neither the counters in the table
 * nor the `auth.*` log lines can be reversed by hashing guesses.
 *
 * @param subject - `login:<throttling key>`, `account:<email or user id>`, `password-reset:<throttling key>`.
 * @param key - the privacy key (default: this function's).
 * @returns 22 base64url characters (128 bits).
 */
export function throttleSubjectHashOf(subject: string, key: string = privacyEnv().PRIVACY_KEY): string {
  return mac(key, `throttle:${subject}`).slice(0, 22);
}

/**
 * Signs a newsletter link token: `v1.<purpose>.<subscriber id>.<expiry, epoch seconds>.<signature>`.
 *
 * @param purpose - what the link does.
 * @param subscriberId - the opaque subscriber id ({@link emailHashOf}).
 * @param expiresAt - when it stops working, epoch seconds.
 * @param key - the privacy key (default: this function's).
 * @throws Error for an id that is not an opaque id (a programming error).
 */
export function signToken(
  purpose: TokenPurpose,
  subscriberId: string,
  expiresAt: number,
  key: string = privacyEnv().PRIVACY_KEY,
): string {
  if (!ID_PATTERN.test(subscriberId)) throw new Error('Not a subscriber id');
  const payload = `${TOKEN_VERSION}.${purpose}.${subscriberId}.${Math.floor(expiresAt)}`;
  return `${payload}.${mac(key, payload)}`;
}

/**
 * Signs a newsletter confirmation token tied to one sign-up (docs/product/privacy.md#tokens):
 * `v1.confirm.<subscriber id>.<expiry, epoch seconds>.<sign-up, epoch ms>.<signature>`, where the
 * sign-up is the pending subscriber's `createdAt`, so the link confirms that sign-up and no later one.
 *
 * @param subscriberId - the opaque subscriber id ({@link emailHashOf}).
 * @param signedUpAt - the pending subscriber's `createdAt` (ISO-8601 UTC).
 * @param expiresAt - when it stops working, epoch seconds.
 * @param key - the privacy key (default: this function's).
 * @throws Error for an id that is not an opaque id or an unparseable `signedUpAt` (programming errors).
 */
export function signConfirmToken(
  subscriberId: string,
  signedUpAt: string,
  expiresAt: number,
  key: string = privacyEnv().PRIVACY_KEY,
): string {
  if (!ID_PATTERN.test(subscriberId)) throw new Error('Not a subscriber id');
  const signUp = Date.parse(signedUpAt);
  if (Number.isNaN(signUp)) throw new Error('Not a sign-up time');
  const payload = `${TOKEN_VERSION}.confirm.${subscriberId}.${Math.floor(expiresAt)}.${signUp}`;
  return `${payload}.${mac(key, payload)}`;
}

/**
 * Checks a newsletter link token (docs/product/privacy.md#tokens): its format, its signature (in
 * constant time), its purpose and its expiry.
 *
 * @param token - as received.
 * @param purpose - the purpose the route serves.
 * @param now - the current time, epoch milliseconds.
 * @param key - the privacy key (default: this function's).
 * @returns the subscriber id it names, and for a confirmation token of {@link signConfirmToken}
 *   the sign-up (`createdAt`) it belongs to.
 * @throws InvalidTokenError (400) for a malformed or tampered token or another purpose's;
 *   ExpiredTokenError (400) when its expiry has passed.
 */
export function verifyToken(
  token: string,
  purpose: TokenPurpose,
  now: number = Date.now(),
  key: string = privacyEnv().PRIVACY_KEY,
): { subscriberId: string; expiresAt: number; signedUpAt?: string } {
  const parts = token.trim().split('.');
  // A confirmation token of {@link signConfirmToken} carries the sign-up before its signature.
  const signUp = parts.length === 6 ? parts.splice(4, 1)[0] : undefined;
  const [version, tokenPurpose, subscriberId, expiry, signature] = parts;
  if (
    parts.length !== 5 ||
    (signUp !== undefined && !/^\d{1,15}$/.test(signUp)) ||
    version !== TOKEN_VERSION ||
    subscriberId === undefined ||
    !ID_PATTERN.test(subscriberId) ||
    expiry === undefined ||
    !/^\d{1,12}$/.test(expiry) ||
    signature === undefined
  ) {
    throw new InvalidTokenError();
  }
  const payload = `${version}.${tokenPurpose}.${subscriberId}.${expiry}${signUp === undefined ? '' : `.${signUp}`}`;
  const expected = Buffer.from(mac(key, payload));
  const presented = Buffer.from(signature);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) throw new InvalidTokenError();
  if (tokenPurpose !== purpose) throw new InvalidTokenError();
  const expiresAt = Number(expiry);
  if (expiresAt * 1000 <= now) throw new ExpiredTokenError();
  if (signUp === undefined) return { subscriberId, expiresAt };
  return { subscriberId, expiresAt, signedUpAt: new Date(Number(signUp)).toISOString() };
}
