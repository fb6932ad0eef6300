import { describe, expect, it } from 'vitest';
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { useTestTable } from '../../testing/table';
import { hasAdminPassword, setAdminPassword } from './admin-password';
import { LOGIN_WINDOW_MS, logIn, MAX_FAILED_LOGINS_PER_WINDOW } from './login';
import { WeakPasswordError } from './password';
import { isSessionValid } from './sessions';

useTestTable();

/** Low scrypt cost for speed; production parameters are asserted in password.test.ts. */
const FAST = { params: { N: 2 ** 10, r: 8, p: 1, keyLength: 32 } };
const PASSWORD = 'correct horse battery staple';

describe('admin login', () => {
  it('refuses everything before a password is set, then logs in with it', async () => {
    expect(await hasAdminPassword()).toBe(false);
    await expect(logIn(PASSWORD, '198.51.100.1')).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(setAdminPassword('too short', FAST)).rejects.toBeInstanceOf(WeakPasswordError);
    await setAdminPassword(PASSWORD, FAST);
    expect(await hasAdminPassword()).toBe(true);
    const { sessionId } = await logIn(PASSWORD, '198.51.100.1');
    expect(await isSessionValid(sessionId)).toBe(true);
    await expect(logIn('wrong password!', '198.51.100.1')).rejects.toThrow('Invalid password');
  });

  it('throttles 150 wrong passwords from one client while the right one from another client works', async () => {
    await setAdminPassword(PASSWORD, FAST);
    // A minute into the next window; real time, or DynamoDB Local's TTL could remove the counters.
    const now = Date.now() - (Date.now() % LOGIN_WINDOW_MS) + LOGIN_WINDOW_MS + 60_000;
    const clock = () => now;
    const results = await Promise.allSettled(
      Array.from({ length: 150 }, (_, i) => logIn(`wrong password ${i}`, '2001:db8:1:2::7', clock)),
    );
    const reasons = results.map((result) => (result.status === 'rejected' ? result.reason : result.value));
    const unauthorized = reasons.filter((reason) => reason instanceof UnauthorizedError);
    const throttled = reasons.filter(
      (reason): reason is TooManyRequestsError => reason instanceof TooManyRequestsError,
    );
    expect(unauthorized).toHaveLength(MAX_FAILED_LOGINS_PER_WINDOW);
    expect(throttled).toHaveLength(150 - MAX_FAILED_LOGINS_PER_WINDOW);
    expect(throttled[0]?.retryAfterSeconds).toBe(Math.ceil((LOGIN_WINDOW_MS - (now % LOGIN_WINDOW_MS)) / 1000));
    // Even the right password is refused from the throttled client (same /64) ...
    await expect(logIn(PASSWORD, '2001:db8:1:2::8', clock)).rejects.toBeInstanceOf(TooManyRequestsError);
    // ... while another client logs in.
    const { sessionId } = await logIn(PASSWORD, '192.0.2.44', clock);
    expect(await isSessionValid(sessionId, clock)).toBe(true);
    // The next window starts afresh.
    const later = () => now + LOGIN_WINDOW_MS;
    await expect(logIn(PASSWORD, '2001:db8:1:2::7', later)).resolves.toHaveProperty('sessionId');
  });

  it('does not count successful logins as failures', async () => {
    await setAdminPassword(PASSWORD, FAST);
    const clock = () => Date.now();
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_WINDOW + 5; i += 1) {
      await expect(logIn(PASSWORD, '203.0.113.50', clock)).resolves.toHaveProperty('sessionId');
    }
  });

  it('ends every session when the password is set again', async () => {
    await setAdminPassword(PASSWORD, FAST);
    const sessions = await Promise.all([1, 2, 3].map(() => logIn(PASSWORD, '203.0.113.70')));
    for (const { sessionId } of sessions) expect(await isSessionValid(sessionId)).toBe(true);
    await setAdminPassword('a brand new admin password', FAST);
    for (const { sessionId } of sessions) expect(await isSessionValid(sessionId)).toBe(false);
    await expect(logIn(PASSWORD, '203.0.113.70')).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(logIn('a brand new admin password', '203.0.113.70')).resolves.toHaveProperty('sessionId');
  });

  it('issues a new session id at every login', async () => {
    await setAdminPassword(PASSWORD, FAST);
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) ids.add((await logIn(PASSWORD, '203.0.113.60')).sessionId);
    expect(ids.size).toBe(5);
  });
});
