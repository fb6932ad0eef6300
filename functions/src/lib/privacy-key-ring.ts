import { hkdfSync } from 'node:crypto';
import * as z from '@meridian/shared/zod';
import { ConfigurationError } from './env';
import { secretValue } from './secrets';

/**
 * The privacy key ring (docs/decisions/045-privacy-key-ring-and-rotation.md, docs/deploy.md#rotating-the-privacy-key):
 * what the privacy key secret (`PRIVACY_KEY_SECRET_ARN`) holds, as the functions use it.
 *
 * - `current` signs new links and keys the short-lived hashes (audit IPs, throttle counters), each
 *   through a sub-key of its own derived with HKDF-SHA-256, so one purpose's key never serves another.
 * - `previous` (during a rotation) still verifies the links it signed, found by the key id in the token.
 * - `identifierKey` keys what names stored items (subscriber ids, erasure tombstones, sealed TOTP
 *   keys): those cannot change without re-keying the table, so it stays when signing keys rotate.
 *
 * The secret is either one key (at least 32 characters; the form the stack generates), which is
 * all three with key id `k1`, or JSON
 * `{"current":{"id":"k2","key":"…"},"previous":{"id":"k1","key":"…"},"identifierKey":"…"}`.
 */

/** One signing key and its id (1-8 lower-case letters or digits, written into every token). */
export interface PrivacyKeyEntry {
  id: string;
  key: string;
}

/** The parsed ring; see the module comment. */
export interface PrivacyKeyRing {
  current: PrivacyKeyEntry;
  previous?: PrivacyKeyEntry;
  identifierKey: string;
}

/** What a sub-key is for; each gets its own HKDF label. */
export type SubKeyPurpose = 'token' | 'ip-hash' | 'throttle' | 'reply';

/** Key id of a secret that holds a single key (the generated form, before any rotation). */
export const FIRST_KEY_ID = 'k1';

const secretKey = z.string().trim().min(32, 'must be at least 32 characters');
const entrySchema = z.object({
  id: z.string().regex(/^[a-z0-9]{1,8}$/, 'must be 1-8 lower-case letters or digits'),
  key: secretKey,
});
const ringSchema = z
  .object({ current: entrySchema, previous: entrySchema.optional(), identifierKey: secretKey })
  .refine((ring) => ring.previous?.id !== ring.current.id, 'current and previous need different ids');

/**
 * Parses the secret's value.
 * @param value - a single key or the JSON ring.
 * @throws ConfigurationError naming what is wrong (never a key).
 */
export function parsePrivacyKeyRing(value: string): PrivacyKeyRing {
  const trimmed = value.trim();
  if (!trimmed.startsWith('{')) {
    const key = secretKey.safeParse(trimmed);
    if (!key.success) throw new ConfigurationError('Invalid privacy key: must be at least 32 characters');
    return { current: { id: FIRST_KEY_ID, key: key.data }, identifierKey: key.data };
  }
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    throw new ConfigurationError('Invalid privacy key: not a key and not valid JSON');
  }
  const ring = ringSchema.safeParse(json);
  if (!ring.success) {
    const problems = ring.error.issues.map((issue) => `${issue.path.join('.') || 'ring'}: ${issue.message}`);
    throw new ConfigurationError(`Invalid privacy key: ${problems.join('; ')}`);
  }
  return ring.data;
}

const rings = new Map<string, PrivacyKeyRing>();

/**
 * A ring from a value: a test's key string or ring, or (by default) this function's privacy key
 * secret (`PRIVACY_KEY_SECRET_ARN`, read at run time by `secrets.ts`), parsed once per value.
 * @throws ConfigurationError for a malformed secret.
 */
export function privacyKeyRing(
  source: string | PrivacyKeyRing = secretValue('PRIVACY_KEY_SECRET_ARN'),
): PrivacyKeyRing {
  if (typeof source !== 'string') return source;
  let ring = rings.get(source);
  if (!ring) {
    ring = parsePrivacyKeyRing(source);
    rings.set(source, ring);
  }
  return ring;
}

const subKeys = new Map<string, Buffer>();

/**
 * The 256-bit sub-key of one purpose: HKDF-SHA-256 of the key, no salt, info `meridian privacy <purpose> v1`.
 * @param key - a ring entry's key.
 * @param purpose - what it will sign or hash.
 */
export function subKeyOf(key: string, purpose: SubKeyPurpose): Buffer {
  const cacheKey = `${purpose}\u0000${key}`;
  let subKey = subKeys.get(cacheKey);
  if (!subKey) {
    subKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `meridian privacy ${purpose} v1`, 32));
    subKeys.set(cacheKey, subKey);
  }
  return subKey;
}

/**
 * The entry a token's key id names, current or previous.
 * @returns undefined for an id the ring no longer (or never) held.
 */
export function entryOfId(ring: PrivacyKeyRing, id: string): PrivacyKeyEntry | undefined {
  return [ring.current, ring.previous].find((entry) => entry?.id === id);
}
