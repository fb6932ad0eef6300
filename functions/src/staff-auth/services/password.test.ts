import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  MIN_PASSWORD_LENGTH,
  PRODUCTION_SCRYPT_PARAMS,
  type ScryptParams,
  verifyAgainstNothing,
  verifyPassword,
  WeakPasswordError,
} from './password';

/** Low cost for the behaviour tests only; the production parameters are asserted separately. */
const FAST: ScryptParams = { N: 2 ** 10, r: 8, p: 1, keyLength: 32 };

describe('password hashing', () => {
  it('uses scrypt with N >= 2^17, r 8, p 1 by default and stores them beside a salted hash', async () => {
    expect(PRODUCTION_SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(2 ** 17);
    expect(PRODUCTION_SCRYPT_PARAMS.r).toBe(8);
    expect(PRODUCTION_SCRYPT_PARAMS.p).toBe(1);
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatchObject({ algorithm: 'scrypt', N: 2 ** 17, r: 8, p: 1, keyLength: 32 });
    expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(stored.hash, 'base64')).toHaveLength(32);
    expect(JSON.stringify(stored)).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
  }, 30_000);

  it('uses a fresh salt for every hash', async () => {
    const a = await hashPassword('same password twice', FAST);
    const b = await hashPassword('same password twice', FAST);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it.each([
    ['', false],
    ['a'.repeat(MIN_PASSWORD_LENGTH - 1), false],
    ['a'.repeat(MIN_PASSWORD_LENGTH), true],
  ])('refuses passwords shorter than 12 characters (%j)', async (password, accepted) => {
    const attempt = hashPassword(password, FAST);
    if (accepted) await expect(attempt).resolves.toMatchObject({ algorithm: 'scrypt' });
    else await expect(attempt).rejects.toBeInstanceOf(WeakPasswordError);
  });

  it('verifies with the parameters stored beside the hash', async () => {
    const stored = await hashPassword('a long enough password', { ...FAST, N: 2 ** 11 });
    expect(stored.N).toBe(2 ** 11);
    expect(await verifyPassword('a long enough password', stored)).toBe(true);
  });

  it('answers false instead of throwing for tampered or unusable records', async () => {
    const stored = await hashPassword('a long enough password', FAST);
    expect(await verifyPassword('a long enough password', { ...stored, N: 3 })).toBe(false);
    expect(await verifyPassword('a long enough password', { ...stored, N: 2 ** 30 })).toBe(false);
    expect(await verifyPassword('a long enough password', { ...stored, hash: 'AAAA' })).toBe(false);
    expect(await verifyPassword('x'.repeat(5000), stored)).toBe(false);
  });

  it('spends a hash on a missing record and answers false', async () => {
    await expect(verifyAgainstNothing('whatever password', FAST)).resolves.toBe(false);
  });
});
