import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from './env';
import {
  emailHashOf,
  InvalidTokenError,
  ipHashOf,
  signConfirmToken,
  signToken,
  throttleSubjectHashOf,
  verifyToken,
} from './privacy-key';
import { FIRST_KEY_ID, parsePrivacyKeyRing, type PrivacyKeyRing, subKeyOf } from './privacy-key-ring';

const OLD = 'the-first-privacy-key-of-the-tests-0123456789';
const NEW = 'the-second-privacy-key-of-the-tests-987654321';
const NOW = Date.parse('2026-11-26T12:00:00Z');
const IN_A_DAY = NOW / 1000 + 86_400;
const ID = 'abcdefghijklmnopqrstuv';

const single = parsePrivacyKeyRing(OLD);
/** Mid-rotation: the new key signs, the old one still verifies, identifiers keep the first key. */
const rotating = parsePrivacyKeyRing(
  JSON.stringify({ current: { id: 'k2', key: NEW }, previous: { id: 'k1', key: OLD }, identifierKey: OLD }),
);
/** After the rotation: the old key is gone from signing, identifiers still use it. */
const rotated: PrivacyKeyRing = { current: { id: 'k2', key: NEW }, identifierKey: OLD };

describe('parsePrivacyKeyRing', () => {
  it('reads the generated single key as key k1 for every purpose', () => {
    expect(single).toEqual({ current: { id: FIRST_KEY_ID, key: OLD }, identifierKey: OLD });
  });

  it.each([
    ['a short key', 'too-short', /at least 32 characters/],
    ['broken JSON', '{"current":', /not valid JSON/],
    ['no identifier key', JSON.stringify({ current: { id: 'k2', key: NEW } }), /identifierKey/],
    ['an id with capitals', JSON.stringify({ current: { id: 'K2', key: NEW }, identifierKey: OLD }), /current\.id/],
    [
      'a short key in the ring',
      JSON.stringify({ current: { id: 'k2', key: 'short' }, identifierKey: OLD }),
      /current\.key/,
    ],
    [
      'two entries with one id',
      JSON.stringify({ current: { id: 'k1', key: NEW }, previous: { id: 'k1', key: OLD }, identifierKey: OLD }),
      /different ids/,
    ],
  ])('refuses %s with a ConfigurationError that names no key', (_label, value, message) => {
    expect(() => parsePrivacyKeyRing(value)).toThrow(ConfigurationError);
    expect(() => parsePrivacyKeyRing(value)).toThrow(message);
    try {
      parsePrivacyKeyRing(value);
    } catch (error) {
      expect(String(error)).not.toContain(NEW);
      expect(String(error)).not.toContain(OLD);
    }
  });
});

describe('sub-keys', () => {
  it('differ per purpose and per key, and are never the key itself', () => {
    const keys = [OLD, NEW].flatMap((key) =>
      (['token', 'ip-hash', 'throttle'] as const).map((purpose) => subKeyOf(key, purpose).toString('hex')),
    );
    expect(new Set(keys).size).toBe(6);
    for (const key of keys) expect(key).toHaveLength(64);
    expect(keys).not.toContain(Buffer.from(OLD).toString('hex'));
  });
});

describe('a rotation of the privacy key', () => {
  it('keeps subscriber ids: they hash with the identifier key, as before key rings', () => {
    const before = createHmac('sha256', OLD).update('email:ada@example.com').digest('base64url');
    expect(emailHashOf('ada@example.com', OLD)).toBe(before);
    expect(emailHashOf('ada@example.com', rotating)).toBe(before);
    expect(emailHashOf('ada@example.com', rotated)).toBe(before);
  });

  it('moves the short-lived hashes to the new key', () => {
    expect(ipHashOf('203.0.113.7', rotating)).not.toBe(ipHashOf('203.0.113.7', single));
    expect(ipHashOf('203.0.113.7', rotating)).toBe(ipHashOf('203.0.113.7', rotated));
    expect(throttleSubjectHashOf('login:203.0.113.7', rotating)).not.toBe(
      throttleSubjectHashOf('login:203.0.113.7', single),
    );
  });

  it('names the signing key in each token', () => {
    expect(signToken('unsubscribe', ID, IN_A_DAY, single)).toMatch(/^v2\.k1\.unsubscribe\./);
    expect(signToken('unsubscribe', ID, IN_A_DAY, rotating)).toMatch(/^v2\.k2\.unsubscribe\./);
  });

  it('accepts links of the previous key while it is in the ring, and refuses them once it is gone', () => {
    const oldLink = signToken('unsubscribe', ID, IN_A_DAY, single);
    const oldConfirm = signConfirmToken(ID, '2026-11-26T11:00:00.000Z', IN_A_DAY, single);
    expect(verifyToken(oldLink, 'unsubscribe', NOW, rotating).subscriberId).toBe(ID);
    expect(verifyToken(oldConfirm, 'confirm', NOW, rotating).signedUpAt).toBe('2026-11-26T11:00:00.000Z');
    expect(() => verifyToken(oldLink, 'unsubscribe', NOW, rotated)).toThrow(InvalidTokenError);
    const newLink = signToken('unsubscribe', ID, IN_A_DAY, rotating);
    expect(verifyToken(newLink, 'unsubscribe', NOW, rotated).subscriberId).toBe(ID);
    expect(() => verifyToken(newLink, 'unsubscribe', NOW, single)).toThrow(InvalidTokenError);
  });

  it('refuses a token whose key id was changed to another key of the ring', () => {
    const newLink = signToken('unsubscribe', ID, IN_A_DAY, rotating);
    expect(() => verifyToken(newLink.replace('v2.k2.', 'v2.k1.'), 'unsubscribe', NOW, rotating)).toThrow(
      InvalidTokenError,
    );
    expect(() => verifyToken(newLink.replace('v2.k2.', 'v2.k9.'), 'unsubscribe', NOW, rotating)).toThrow(
      InvalidTokenError,
    );
  });

  it('still accepts v1 links, signed with the first key itself before key ids, and only those', () => {
    const payload = `v1.unsubscribe.${ID}.${IN_A_DAY}`;
    const v1 = `${payload}.${createHmac('sha256', OLD).update(payload).digest('base64url')}`;
    expect(verifyToken(v1, 'unsubscribe', NOW, rotated).subscriberId).toBe(ID);
    const forged = `${payload}.${createHmac('sha256', NEW).update(payload).digest('base64url')}`;
    expect(() => verifyToken(forged, 'unsubscribe', NOW, rotated)).toThrow(InvalidTokenError);
  });
});
