import { createHmac, timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from '@meridian/shared/fields';
import { ValidationError } from './errors';
import { entryOfId, type PrivacyKeyRing, privacyKeyRing, subKeyOf } from './privacy-key-ring';

/**
 * Keyed hashes and signed links with the privacy key ring (docs/product/privacy.md#tokens,
 * `privacy-key-ring.ts`): HMAC-SHA-256 with keys of the privacy key secret (Secrets Manager, read at run time).
 * A keyed hash of an address names a subscriber (its opaque id) and an erasure tombstone without
 * storing the address (the ring's identifier key); a keyed hash of a client IP goes into the audit
 * log (a sub-key of the current key). Without the key, neither can be reversed by trying guesses.
 * Every `key` parameter takes a test's key string or ring; the default is this function's ring.
 */

/** A test's key (a single key string) or ring; the default of every `key` parameter is this function's. */
type KeySource = string | PrivacyKeyRing;

/**
 * The purposes a signed link can have (newsletter links, a booking's manage link:
 * docs/product/booking.md#manage-link, a staff password reset:
 * docs/product/staff-accounts.md#forgotten-password, a staff invitation:
 * docs/product/staff-accounts.md#invitations, an outreach email's opt-out link:
 * docs/product/outreach.md#opting-out); a token signed for one is refused for the others.
 */
export type TokenPurpose =
  | 'confirm'
  | 'unsubscribe'
  | 'manage-booking'
  | 'reset-password'
  | 'staff-invite'
  | 'outreach-opt-out';

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

/** Tokens name their signing key: `v2.<key id>.…`; `v1` tokens (before key ids) were signed with the identifier key itself. */
const TOKEN_VERSION = 'v2';
const LEGACY_TOKEN_VERSION = 'v1';
const ID_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

const mac = (key: string | Buffer, text: string): string =>
  createHmac('sha256', key).update(text, 'utf8').digest('base64url');

/**
 * The keyed hash of an address: HMAC-SHA-256 of `email:<trimmed, lower-cased address>`.
 *
 * @param email - any spelling of the address (case and surrounding spaces do not matter).
 * @param key - the privacy key ring (default: this function's).
 * @returns 43 base64url characters; the same for every spelling of the address.
 */
export function emailHashOf(email: string, key: KeySource = privacyKeyRing()): string {
  return mac(privacyKeyRing(key).identifierKey, `email:${normaliseEmail(email)}`);
}

/**
 * The keyed hash of a client IP address, for the audit log.
 *
 * @param ip - the address as API Gateway reports it.
 * @param key - the privacy key ring (default: this function's).
 * @returns 22 base64url characters (128 bits).
 */
export function ipHashOf(ip: string, key: KeySource = privacyKeyRing()): string {
  return mac(subKeyOf(privacyKeyRing(key).current.key, 'ip-hash'), `ip:${ip.trim().toLowerCase()}`).slice(0, 22);
}

/**
 * The keyed hash of a sign-in throttling subject (docs/product/security.md#audit-events): a client's
 * throttling key (IPv4 address or IPv6 /64) or an account, so that neither the counters in the table
 * nor the `auth.*` log lines can be reversed by hashing guesses.
 *
 * @param subject - `login:<throttling key>`, `account:<email or user id>`, `password-reset:<throttling key>`.
 * @param key - the privacy key ring (default: this function's).
 * @returns 22 base64url characters (128 bits).
 */
export function throttleSubjectHashOf(subject: string, key: KeySource = privacyKeyRing()): string {
  return mac(subKeyOf(privacyKeyRing(key).current.key, 'throttle'), `throttle:${subject}`).slice(0, 22);
}

/**
 * The signature of a token's payload: with the `token` sub-key of the entry it names (`v2`), or
 * with the identifier key itself for a `v1` token (signed before key ids).
 */
function signatureOf(payload: string, signingKey: string | Buffer): string {
  return mac(signingKey, payload);
}

/**
 * Signs a link token: `v2.<key id>.<purpose>.<id>.<expiry, epoch seconds>.<signature>`, with the
 * current key's `token` sub-key.
 *
 * @param purpose - what the link does.
 * @param subscriberId - the opaque id it names (a subscriber id of {@link emailHashOf}, a booking id, a nonce).
 * @param expiresAt - when it stops working, epoch seconds.
 * @param key - the privacy key ring (default: this function's).
 * @throws Error for an id that is not an opaque id (a programming error).
 */
export function signToken(
  purpose: TokenPurpose,
  subscriberId: string,
  expiresAt: number,
  key: KeySource = privacyKeyRing(),
): string {
  if (!ID_PATTERN.test(subscriberId)) throw new Error('Not a subscriber id');
  const { current } = privacyKeyRing(key);
  const payload = `${TOKEN_VERSION}.${current.id}.${purpose}.${subscriberId}.${Math.floor(expiresAt)}`;
  return `${payload}.${signatureOf(payload, subKeyOf(current.key, 'token'))}`;
}

/**
 * Signs a newsletter confirmation token tied to one sign-up (docs/product/privacy.md#tokens):
 * `v2.<key id>.confirm.<subscriber id>.<expiry, epoch seconds>.<sign-up, epoch ms>.<signature>`,
 * where the sign-up is the pending subscriber's `createdAt`, so the link confirms that sign-up and
 * no later one.
 *
 * @param subscriberId - the opaque subscriber id ({@link emailHashOf}).
 * @param signedUpAt - the pending subscriber's `createdAt` (ISO-8601 UTC).
 * @param expiresAt - when it stops working, epoch seconds.
 * @param key - the privacy key ring (default: this function's).
 * @throws Error for an id that is not an opaque id or an unparseable `signedUpAt` (programming errors).
 */
export function signConfirmToken(
  subscriberId: string,
  signedUpAt: string,
  expiresAt: number,
  key: KeySource = privacyKeyRing(),
): string {
  if (!ID_PATTERN.test(subscriberId)) throw new Error('Not a subscriber id');
  const signUp = Date.parse(signedUpAt);
  if (Number.isNaN(signUp)) throw new Error('Not a sign-up time');
  const { current } = privacyKeyRing(key);
  const payload = `${TOKEN_VERSION}.${current.id}.confirm.${subscriberId}.${Math.floor(expiresAt)}.${signUp}`;
  return `${payload}.${signatureOf(payload, subKeyOf(current.key, 'token'))}`;
}

/** A token split into its fields, before its signature is checked. */
interface TokenParts {
  payload: string;
  signingKey: string | Buffer | undefined;
  purpose: string | undefined;
  subscriberId: string | undefined;
  expiry: string | undefined;
  signUp: string | undefined;
  signature: string | undefined;
}

/** Splits a `v2` or `v1` token; undefined for another shape. */
function partsOf(token: string, ring: PrivacyKeyRing): TokenParts | undefined {
  const parts = token.trim().split('.');
  const version = parts.shift();
  let signingKey: string | Buffer | undefined;
  let keyId = '';
  if (version === TOKEN_VERSION) {
    keyId = parts.shift() ?? '';
    const entry = entryOfId(ring, keyId);
    signingKey = entry ? subKeyOf(entry.key, 'token') : undefined;
  } else if (version === LEGACY_TOKEN_VERSION) {
    signingKey = ring.identifierKey;
  } else {
    return undefined;
  }
  // A confirmation token of {@link signConfirmToken} carries the sign-up before its signature.
  const signUp = parts.length === 5 ? parts.splice(3, 1)[0] : undefined;
  if (parts.length !== 4) return undefined;
  const [purpose, subscriberId, expiry, signature] = parts;
  const head = version === TOKEN_VERSION ? `${version}.${keyId}` : `${version}`;
  const payload = `${head}.${purpose}.${subscriberId}.${expiry}${signUp === undefined ? '' : `.${signUp}`}`;
  return { payload, signingKey, purpose, subscriberId, expiry, signUp, signature };
}

/**
 * Checks a link token (docs/product/privacy.md#tokens): its format, its key id (the current or the
 * previous key during a rotation; `v1` tokens against the identifier key), its signature (in
 * constant time), its purpose and its expiry.
 *
 * @param token - as received.
 * @param purpose - the purpose the route serves.
 * @param now - the current time, epoch milliseconds.
 * @param key - the privacy key ring (default: this function's).
 * @returns the id it names, and for a confirmation token of {@link signConfirmToken} the sign-up
 *   (`createdAt`) it belongs to.
 * @throws InvalidTokenError (400) for a malformed or tampered token, an unknown key id or another
 *   purpose's; ExpiredTokenError (400) when its expiry has passed.
 */
export function verifyToken(
  token: string,
  purpose: TokenPurpose,
  now: number = Date.now(),
  key: KeySource = privacyKeyRing(),
): { subscriberId: string; expiresAt: number; signedUpAt?: string } {
  const parts = partsOf(token, privacyKeyRing(key));
  if (
    parts === undefined ||
    parts.signingKey === undefined ||
    (parts.signUp !== undefined && !/^\d{1,15}$/.test(parts.signUp)) ||
    parts.subscriberId === undefined ||
    !ID_PATTERN.test(parts.subscriberId) ||
    parts.expiry === undefined ||
    !/^\d{1,12}$/.test(parts.expiry) ||
    parts.signature === undefined
  ) {
    throw new InvalidTokenError();
  }
  const expected = Buffer.from(signatureOf(parts.payload, parts.signingKey));
  const presented = Buffer.from(parts.signature);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) throw new InvalidTokenError();
  if (parts.purpose !== purpose) throw new InvalidTokenError();
  const expiresAt = Number(parts.expiry);
  if (expiresAt * 1000 <= now) throw new ExpiredTokenError();
  const { subscriberId, signUp } = parts;
  if (signUp === undefined) return { subscriberId, expiresAt };
  return { subscriberId, expiresAt, signedUpAt: new Date(Number(signUp)).toISOString() };
}
