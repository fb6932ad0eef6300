import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Admin password hashing (docs/product/admin.md#login): slow salted hash, constant-time
 * comparison; scrypt with N >= 2^17, r 8, p 1.
 */

/** scrypt cost parameters. `N` is the CPU/memory cost (a power of two), `keyLength` in bytes. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

/**
 * Production parameters (docs/product/admin.md#login). Memory per hash is 128 * N * r bytes = 128 MiB, so Node's
 * default `maxmem` (32 MiB) is raised in {@link hashPassword}. About 0.4-0.7 s per hash on a
 * 2-core machine; the login Lambda gets 1024 MB (routes.ts).
 */
export const PRODUCTION_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({
  N: 2 ** 17,
  r: 8,
  p: 1,
  keyLength: 32,
});

/** Shortest accepted admin password, in characters (docs/product/admin.md#login). */
export const MIN_PASSWORD_LENGTH = 12;
/** Longest accepted admin password, in characters (bounds the work an unauthenticated request can cause). */
export const MAX_PASSWORD_LENGTH = 1024;
/** Salt length in bytes. */
export const SALT_BYTES = 16;

/** Upper bounds accepted when verifying a stored hash, so a tampered record cannot exhaust memory. */
const MAX_STORED_N = 2 ** 20;
const MAX_STORED_R = 16;
const MAX_STORED_P = 4;

/**
 * A stored password hash: the parameters sit beside the hash so they can be raised later without
 * invalidating existing hashes. `salt` and `hash` are base64.
 */
export interface PasswordHash extends ScryptParams {
  algorithm: 'scrypt';
  salt: string;
  hash: string;
}

/** Thrown when a new password is shorter than {@link MIN_PASSWORD_LENGTH} or longer than {@link MAX_PASSWORD_LENGTH}. */
export class WeakPasswordError extends Error {
  constructor(message = `The password must be at least ${MIN_PASSWORD_LENGTH} characters long`) {
    super(message);
    this.name = 'WeakPasswordError';
  }
}

/** The `maxmem` scrypt needs for these parameters, with head room (Node requires > 128 * N * r). */
function maxmemFor(params: ScryptParams): number {
  return 256 * params.N * params.r + 16 * 1024 * 1024;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      params.keyLength,
      { N: params.N, r: params.r, p: params.p, maxmem: maxmemFor(params) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Hashes a new admin password with a fresh random salt.
 * @param password at least {@link MIN_PASSWORD_LENGTH} and at most {@link MAX_PASSWORD_LENGTH} characters.
 * @param params scrypt parameters; production callers omit it. Tests may pass a lower cost explicitly.
 * @throws WeakPasswordError when the password is too short (or absurdly long).
 */
export async function hashPassword(
  password: string,
  params: Readonly<ScryptParams> = PRODUCTION_SCRYPT_PARAMS,
): Promise<PasswordHash> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new WeakPasswordError();
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new WeakPasswordError(`The password must be at most ${MAX_PASSWORD_LENGTH} characters long`);
  }
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return {
    algorithm: 'scrypt',
    N: params.N,
    r: params.r,
    p: params.p,
    keyLength: params.keyLength,
    salt: salt.toString('base64'),
    hash: key.toString('base64'),
  };
}

function isUsableHash(stored: PasswordHash): boolean {
  const { N, r, p, keyLength } = stored;
  return (
    stored.algorithm === 'scrypt' &&
    Number.isInteger(N) &&
    N > 1 &&
    N <= MAX_STORED_N &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= MAX_STORED_R &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= MAX_STORED_P &&
    Number.isInteger(keyLength) &&
    keyLength >= 16 &&
    keyLength <= 64
  );
}

/**
 * Checks a password against a stored hash using the stored parameters, comparing in constant time
 * (`timingSafeEqual`). Returns false (never throws) for a wrong password, an over-long input or an
 * unusable stored record.
 */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH || !isUsableHash(stored)) return false;
  const expected = Buffer.from(stored.hash, 'base64');
  if (expected.length !== stored.keyLength) return false;
  const actual = await derive(password, Buffer.from(stored.salt, 'base64'), stored);
  return timingSafeEqual(actual, expected);
}

/**
 * Spends the same time as a real verification without a stored hash, so a missing password record
 * cannot be told apart from a wrong password by timing. Always resolves false.
 */
export async function verifyAgainstNothing(
  password: string,
  params: Readonly<ScryptParams> = PRODUCTION_SCRYPT_PARAMS,
): Promise<false> {
  await derive(password.slice(0, MAX_PASSWORD_LENGTH), randomBytes(SALT_BYTES), params);
  return false;
}
