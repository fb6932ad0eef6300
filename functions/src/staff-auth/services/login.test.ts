import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { useTestTable } from '../../testing/table';
import { LOGIN_WINDOW_MS, logIn, MAX_FAILED_LOGINS_PER_WINDOW } from './login';
import { getAdminCredential, putAdminCredential } from '../data/admin-credentials';
import { hashPassword, WeakPasswordError } from './password';
import { confirmTotp, MAX_WRONG_CODES, setUpTotp, signInWithCode } from './second-factor';
import { currentSession, isSessionValid } from './sessions';
import { createPartner, ensureFirstPartner, migrateSharedPassword, recoverPartner } from './staff-accounts';

useTestTable();

/** Low scrypt cost for speed; production parameters are asserted in password.test.ts. */
const FAST = { params: { N: 2 ** 10, r: 8, p: 1, keyLength: 32 } };
const PASSWORD = 'correct horse battery staple';
let counter = 0;
const newEmail = () => `partner-${++counter}-${Date.now()}@meridian.test`;
const codeAt = (secret: string, at: number) => new TOTP({ secret }).generate({ timestamp: at });

/** Signs a partner in through every step, enrolling first when needed. */
async function enrol(email: string, ip = '198.51.100.1', clock = () => Date.now()) {
  const step = await logIn(email, PASSWORD, ip, clock);
  expect(step.step).toBe('enrol');
  const { secret, otpauthUri } = await setUpTotp(step.challenge, clock);
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Meridian%20Advisory:.+\?.*secret=/);
  const confirmed = await confirmTotp(step.challenge, codeAt(secret, clock()), ip, clock);
  return { secret, ...confirmed };
}

describe('staff sign-in: password, then a second factor', () => {
  it('refuses an unknown address like a wrong password, and a short password at creation', async () => {
    await expect(logIn(newEmail(), PASSWORD, '198.51.100.1')).rejects.toThrow('Invalid email or password');
    await expect(createPartner(newEmail(), 'too short', FAST)).rejects.toBeInstanceOf(WeakPasswordError);
  });

  it('enrols TOTP on the first sign-in, answers ten recovery codes and a session; later sign-ins ask for a code', async () => {
    const email = newEmail();
    const user = await createPartner(email, PASSWORD, FAST);
    const { secret, sessionId, recoveryCodes, user: signedIn } = await enrol(email);
    expect(signedIn).toEqual({ id: user.id, name: user.name, email, role: 'partner' });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await currentSession(sessionId)).toEqual({ userId: user.id, role: 'partner' });

    const step = await logIn(email.toUpperCase(), PASSWORD, '198.51.100.1');
    expect(step.step).toBe('totp');
    await expect(setUpTotp(step.challenge)).rejects.toThrow('This sign-in has expired');
    const next = await signInWithCode(step.challenge, codeAt(secret, Date.now()), '198.51.100.1');
    expect(await isSessionValid(next.sessionId)).toBe(true);
    expect(next.sessionId).not.toBe(sessionId);
    // The challenge signed in once.
    await expect(signInWithCode(step.challenge, codeAt(secret, Date.now()), '198.51.100.1')).rejects.toThrow(
      'This sign-in has expired',
    );
  });

  it('accepts a code one step either side of now, not two', async () => {
    const email = newEmail();
    await createPartner(email, PASSWORD, FAST);
    const { secret } = await enrol(email);
    for (const [offset, ok] of [
      [-30_000, true],
      [30_000, true],
      [-60_000, false],
      [60_000, false],
    ] as const) {
      const { challenge } = await logIn(email, PASSWORD, '198.51.100.2');
      const attempt = signInWithCode(challenge, codeAt(secret, Date.now() + offset), '198.51.100.2');
      if (ok) await expect(attempt).resolves.toHaveProperty('sessionId');
      else await expect(attempt).rejects.toThrow('Invalid code');
    }
  });

  it('signs in once with each recovery code', async () => {
    const email = newEmail();
    await createPartner(email, PASSWORD, FAST);
    const { recoveryCodes } = await enrol(email);
    const [first = '', second = ''] = recoveryCodes;
    const one = await logIn(email, PASSWORD, '198.51.100.3');
    await expect(signInWithCode(one.challenge, ` ${first.toUpperCase()} `, '198.51.100.3')).resolves.toHaveProperty(
      'sessionId',
    );
    const two = await logIn(email, PASSWORD, '198.51.100.3');
    await expect(signInWithCode(two.challenge, first, '198.51.100.3')).rejects.toThrow('Invalid code');
    await expect(signInWithCode(two.challenge, second.replace('-', ''), '198.51.100.3')).resolves.toHaveProperty(
      'sessionId',
    );
  });

  it(`ends a sign-in after ${MAX_WRONG_CODES} wrong codes; confirming before the setup is a 400`, async () => {
    const email = newEmail();
    await createPartner(email, PASSWORD, FAST);
    const step = await logIn(email, PASSWORD, '198.51.100.4');
    await expect(confirmTotp(step.challenge, '123456', '198.51.100.4')).rejects.toBeInstanceOf(ValidationError);
    const { secret } = await setUpTotp(step.challenge);
    for (let i = 0; i < MAX_WRONG_CODES; i += 1) {
      await expect(confirmTotp(step.challenge, '000000', `198.51.100.${10 + i}`)).rejects.toThrow('Invalid code');
    }
    await expect(confirmTotp(step.challenge, codeAt(secret, Date.now()), '198.51.100.4')).rejects.toThrow(
      'This sign-in has expired',
    );
  });

  it('throttles 150 wrong passwords from one client while the right one from another client works', async () => {
    const email = newEmail();
    await createPartner(email, PASSWORD, FAST);
    // A minute into the next window; real time, or DynamoDB Local's TTL could remove the counters.
    const now = Date.now() - (Date.now() % LOGIN_WINDOW_MS) + LOGIN_WINDOW_MS + 60_000;
    const clock = () => now;
    const pause = async () => undefined;
    const results = await Promise.allSettled(
      Array.from({ length: 150 }, (_, i) => logIn(email, `wrong password ${i}`, '2001:db8:1:2::7', clock, pause)),
    );
    const reasons = results.map((result) => (result.status === 'rejected' ? result.reason : result.value));
    const throttled = reasons.filter(
      (reason): reason is TooManyRequestsError => reason instanceof TooManyRequestsError,
    );
    expect(reasons.filter((reason) => reason instanceof UnauthorizedError)).toHaveLength(MAX_FAILED_LOGINS_PER_WINDOW);
    expect(throttled).toHaveLength(150 - MAX_FAILED_LOGINS_PER_WINDOW);
    expect(throttled[0]?.retryAfterSeconds).toBe(Math.ceil((LOGIN_WINDOW_MS - (now % LOGIN_WINDOW_MS)) / 1000));
    // Even the right password is refused from the throttled client (same /64) ...
    await expect(logIn(email, PASSWORD, '2001:db8:1:2::8', clock)).rejects.toBeInstanceOf(TooManyRequestsError);
    // ... while another client gets on to the second factor.
    await expect(logIn(email, PASSWORD, '192.0.2.44', clock)).resolves.toHaveProperty('step', 'enrol');
    const later = () => now + LOGIN_WINDOW_MS;
    await expect(logIn(email, PASSWORD, '2001:db8:1:2::7', later)).resolves.toHaveProperty('challenge');
  });

  it('does not count right passwords as failures', async () => {
    const email = newEmail();
    await createPartner(email, PASSWORD, FAST);
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_WINDOW + 5; i += 1) {
      await expect(logIn(email, PASSWORD, '203.0.113.50')).resolves.toHaveProperty('challenge');
    }
  });

  it('the recovery tool sets a new password, ends the sessions and can reset the factors', async () => {
    const email = newEmail();
    await createPartner(email, PASSWORD, FAST);
    const { sessionId } = await enrol(email, '203.0.113.70');
    await recoverPartner(email, 'a brand new partner password', FAST);
    expect(await isSessionValid(sessionId)).toBe(false);
    await expect(logIn(email, PASSWORD, '203.0.113.70')).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(logIn(email, 'a brand new partner password', '203.0.113.70')).resolves.toHaveProperty('step', 'totp');
    await recoverPartner(email, 'a brand new partner password', { ...FAST, resetFactors: true });
    await expect(logIn(email, 'a brand new partner password', '203.0.113.70')).resolves.toHaveProperty('step', 'enrol');
  });

  it("makes the shared password of an older installation the first partner's, once", async () => {
    const email = newEmail();
    const legacy = await hashPassword('the old shared password', FAST.params);
    await putAdminCredential(legacy);
    expect(await ensureFirstPartner(email, undefined, FAST)).toEqual({
      migrated: true,
      created: true,
      passwordSet: false,
    });
    expect(await getAdminCredential()).toBeNull();
    await expect(logIn(email, 'the old shared password', '203.0.113.90')).resolves.toHaveProperty('step', 'enrol');
    expect(await migrateSharedPassword(newEmail())).toBe(false);
  });

  it('the first start creates the partner once and keeps a generated password afterwards', async () => {
    const email = newEmail();
    const generated = { value: 'a generated password 123', generated: true };
    expect(await ensureFirstPartner(email, generated, FAST)).toEqual({
      migrated: false,
      created: true,
      passwordSet: true,
    });
    expect(await ensureFirstPartner(email, { value: 'another generated 456', generated: true }, FAST)).toEqual({
      migrated: false,
      created: false,
      passwordSet: false,
    });
    await expect(logIn(email, generated.value, '203.0.113.80')).resolves.toHaveProperty('step', 'enrol');
  });
});
