import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  signConfirmToken,
  EXPIRED_TOKEN_MESSAGE,
  emailHashOf,
  ExpiredTokenError,
  INVALID_TOKEN_MESSAGE,
  InvalidTokenError,
  ipHashOf,
  signToken,
  throttleSubjectHashOf,
  type TokenPurpose,
  verifyToken,
} from './privacy-key';

const KEY = 'a-privacy-key-for-the-tests-0123456789abcdef';
const OTHER_KEY = 'another-privacy-key-for-the-tests-0123456789';
const NOW = Date.parse('2026-11-23T12:00:00Z');
const IN_AN_HOUR = NOW / 1000 + 3600;
const ID = emailHashOf('ada@example.com', KEY);

/** Replaces the character at `index` of the token with another base64url character. */
function flip(token: string, index: number): string {
  const char = token[index] === 'A' ? 'B' : 'A';
  return token.slice(0, index) + char + token.slice(index + 1);
}

describe('emailHashOf', () => {
  it.each([
    ['ada@example.com', 'ADA@Example.com', true],
    ['ada@example.com', '  ada@example.com ', true],
    ['ada@example.com', 'ada@example.org', false],
  ])('%s and %s hash alike: %s', (a, b, same) => {
    expect(emailHashOf(a, KEY) === emailHashOf(b, KEY)).toBe(same);
  });

  it('depends on the key and holds no part of the address', () => {
    expect(emailHashOf('ada@example.com', OTHER_KEY)).not.toBe(ID);
    expect(ID).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ID.toLowerCase()).not.toContain('ada');
  });
});

describe('ipHashOf', () => {
  it('is keyed, stable and 22 characters', () => {
    expect(ipHashOf('203.0.113.7', KEY)).toBe(ipHashOf('203.0.113.7', KEY));
    expect(ipHashOf('203.0.113.7', KEY)).not.toBe(ipHashOf('203.0.113.8', KEY));
    expect(ipHashOf('203.0.113.7', KEY)).not.toBe(ipHashOf('203.0.113.7', OTHER_KEY));
    expect(ipHashOf('203.0.113.7', KEY)).toHaveLength(22);
  });
});

describe('throttleSubjectHashOf', () => {
  it('is keyed, stable, 22 characters and never the plain SHA-256 that guessing could reverse', () => {
    const subject = 'login:203.0.113.7';
    expect(throttleSubjectHashOf(subject, KEY)).toBe(throttleSubjectHashOf(subject, KEY));
    expect(throttleSubjectHashOf(subject, KEY)).not.toBe(throttleSubjectHashOf('login:203.0.113.8', KEY));
    expect(throttleSubjectHashOf(subject, KEY)).not.toBe(throttleSubjectHashOf(subject, OTHER_KEY));
    expect(throttleSubjectHashOf(subject, KEY)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const plain = createHash('sha256').update(subject).digest();
    for (const encoding of ['hex', 'base64url'] as const) {
      expect(plain.toString(encoding)).not.toContain(throttleSubjectHashOf(subject, KEY));
    }
  });
});

describe('verifyToken', () => {
  const good = signToken('confirm', ID, IN_AN_HOUR, KEY);

  it('accepts its own token and returns the id and expiry', () => {
    expect(verifyToken(good, 'confirm', NOW, KEY)).toEqual({ subscriberId: ID, expiresAt: IN_AN_HOUR });
    expect(verifyToken(` ${good} `, 'confirm', NOW, KEY).subscriberId).toBe(ID);
  });

  it.each<[string, string, TokenPurpose, string]>([
    ['another purpose', good, 'unsubscribe', INVALID_TOKEN_MESSAGE],
    ['another key', signToken('confirm', ID, IN_AN_HOUR, OTHER_KEY), 'confirm', INVALID_TOKEN_MESSAGE],
    ['a changed signature', flip(good, good.length - 3), 'confirm', INVALID_TOKEN_MESSAGE],
    ['a changed id', good.replace(ID, emailHashOf('eve@example.com', KEY)), 'confirm', INVALID_TOKEN_MESSAGE],
    ['a later expiry', good.replace(`.${IN_AN_HOUR}.`, `.${IN_AN_HOUR + 86400}.`), 'confirm', INVALID_TOKEN_MESSAGE],
    ['a purpose swapped in the text', good.replace('.confirm.', '.unsubscribe.'), 'unsubscribe', INVALID_TOKEN_MESSAGE],
    ['another version', good.replace(/^v2/, 'v3'), 'confirm', INVALID_TOKEN_MESSAGE],
    ['a missing part', good.split('.').slice(0, 4).join('.'), 'confirm', INVALID_TOKEN_MESSAGE],
    ['an extra part', `${good}.x`, 'confirm', INVALID_TOKEN_MESSAGE],
    ['a truncated signature', good.slice(0, -1), 'confirm', INVALID_TOKEN_MESSAGE],
    ['a non-numeric expiry', good.replace(`.${IN_AN_HOUR}.`, '.soon.'), 'confirm', INVALID_TOKEN_MESSAGE],
    ['an empty string', '', 'confirm', INVALID_TOKEN_MESSAGE],
    ['plain text', 'hello', 'confirm', INVALID_TOKEN_MESSAGE],
    ['an expired token', signToken('confirm', ID, NOW / 1000 - 1, KEY), 'confirm', EXPIRED_TOKEN_MESSAGE],
    ['a token expiring right now', signToken('confirm', ID, NOW / 1000, KEY), 'confirm', EXPIRED_TOKEN_MESSAGE],
  ])('refuses %s', (_name, token, purpose, message) => {
    expect(() => verifyToken(token, purpose, NOW, KEY)).toThrow(message);
  });

  it('throws 400 errors of the two kinds', () => {
    expect(() => verifyToken('x', 'confirm', NOW, KEY)).toThrow(InvalidTokenError);
    const expired = signToken('unsubscribe', ID, NOW / 1000 - 60, KEY);
    expect(() => verifyToken(expired, 'unsubscribe', NOW, KEY)).toThrow(ExpiredTokenError);
    expect(new InvalidTokenError().statusCode).toBe(400);
    expect(new ExpiredTokenError().statusCode).toBe(400);
  });

  it('checks the signature before the expiry (a forged old token is invalid, not expired)', () => {
    const forged = flip(signToken('confirm', ID, NOW / 1000 - 60, KEY), 10);
    expect(() => verifyToken(forged, 'confirm', NOW, KEY)).toThrow(InvalidTokenError);
  });
});

describe('signToken', () => {
  it('refuses an id that is not opaque', () => {
    expect(() => signToken('confirm', 'ada@example.com', IN_AN_HOUR, KEY)).toThrow('Not a subscriber id');
  });
});

describe('confirmation tokens tied to a sign-up', () => {
  const SIGNED_UP_AT = '2026-11-23T11:00:00.123Z';
  const token = signConfirmToken(ID, SIGNED_UP_AT, IN_AN_HOUR, KEY);

  it('answer the sign-up they belong to', () => {
    expect(verifyToken(token, 'confirm', NOW, KEY)).toEqual({
      subscriberId: ID,
      expiresAt: IN_AN_HOUR,
      signedUpAt: SIGNED_UP_AT,
    });
  });

  it.each([
    ['another sign-up time', token.replace(`.${Date.parse(SIGNED_UP_AT)}.`, `.${Date.parse(SIGNED_UP_AT) + 1}.`)],
    ['a sign-up time that is not a number', token.replace(`.${Date.parse(SIGNED_UP_AT)}.`, '.x.')],
    ['the sign-up time removed', token.replace(`.${Date.parse(SIGNED_UP_AT)}.`, '.')],
  ])('refuse %s as invalid', (_label, changed) => {
    expect(() => verifyToken(changed, 'confirm', NOW, KEY)).toThrow(InvalidTokenError);
  });
});
