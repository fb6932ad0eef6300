import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP and recovery codes (docs/product/staff-accounts.md#second-factor), with the `otpauth`
 * library: RFC 6238, SHA-1, 6 digits, 30-second steps, a code accepted one step either side of the
 * server's time. Recovery codes: ten per enrolment, `xxxxx-xxxxx` from a 31-character alphabet
 * (49 bits each), stored only as SHA-256, each usable once.
 */

/** Issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Meridian Advisory';
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1;
/** Recovery codes per enrolment. */
export const RECOVERY_CODE_COUNT = 10;

/** Letters and digits that cannot be mistaken for each other (no i, l, o, 0, 1). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_PATTERN = /^[a-z0-9]{10}$/;

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret });
}

/**
 * A new TOTP key for a user.
 * @param label - the account name shown in the app (the user's email).
 * @returns the key in base32 and its `otpauth://totp/…` URI (for the QR code).
 */
export function newTotpKey(label: string): { secret: string; otpauthUri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUri: totpOf(secret, label).toString() };
}

/**
 * Checks a 6-digit code against a key at a time.
 * @param secret - base32 key.
 * @param code - as typed (spaces ignored).
 * @param now - epoch ms.
 * @returns true when the code belongs to the step of `now` or one step either side.
 */
export function isValidTotp(secret: string, code: string, now: number): boolean {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  return totpOf(secret, 'check').validate({ token, timestamp: now, window: TOTP_WINDOW }) !== null;
}

/** A recovery code as typed, reduced to its 10 characters (lower case, no spaces or dash); null when it cannot be one. */
export function normaliseRecoveryCode(code: string): string | null {
  const reduced = code.toLowerCase().replace(/[\s-]+/g, '');
  return RECOVERY_PATTERN.test(reduced) ? reduced : null;
}

/** The stored form of a recovery code: hex SHA-256 of its normalised form. */
export function hashRecoveryCode(normalised: string): string {
  return createHash('sha256').update(`recovery:${normalised}`, 'utf8').digest('hex');
}

/** Ten new recovery codes, `xxxxx-xxxxx`, from a CSPRNG. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
