import { TOTP } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { GLOBAL_FAILED_LOGINS_LIMIT } from '../../security-events';
import { useTestTable } from '../../testing/table';
import { AUDIT_EVENTS, auditLogOut } from './audit';
import {
  FAILURE_DELAY_MS,
  LOGIN_WINDOW_MS,
  logIn,
  MAX_FAILED_LOGINS_PER_ACCOUNT,
  MAX_FAILED_LOGINS_PER_WINDOW,
} from './login';
import { confirmTotp, setUpTotp } from './second-factor';
import { createPartner } from './staff-accounts';

useTestTable();

const FAST = { params: { N: 2 ** 10, r: 8, p: 1, keyLength: 32 } };
const PASSWORD = 'correct horse battery staple';
const HASH = /^[A-Za-z0-9_-]{22}$/;

/** A clock in a window of its own (real time, so DynamoDB Local's TTL keeps the counters). */
const windowClock = (windowsAhead: number) => {
  const now = Date.now() - (Date.now() % LOGIN_WINDOW_MS) + windowsAhead * LOGIN_WINDOW_MS + 60_000;
  return () => now;
};

/** Every audit line logged, as [event, fields]. */
function auditLines() {
  const calls = [...vi.mocked(logger.info).mock.calls, ...vi.mocked(logger.warn).mock.calls];
  return calls
    .filter(([message]) => typeof message === 'string' && message.startsWith('auth.'))
    .map(([message, fields]) => [message as string, fields as Record<string, unknown>] as const);
}

describe('security audit events (docs/product/security.md#audit-events)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs succeeded, failed, throttled and logout with the throttle key hash, never the secret values', async () => {
    vi.spyOn(logger, 'info');
    vi.spyOn(logger, 'warn');
    await createPartner('audit@meridian.test', PASSWORD, FAST);
    const step = await logIn('audit@meridian.test', PASSWORD, '198.51.100.61');
    const { secret } = await setUpTotp(step.challenge);
    const code = new TOTP({ secret }).generate();
    const { sessionId, recoveryCodes } = await confirmTotp(step.challenge, code, '198.51.100.61');
    const clock = windowClock(2);
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_WINDOW; i += 1) {
      await expect(logIn('audit@meridian.test', `wrong password ${i}`, '198.51.100.62', clock)).rejects.toBeInstanceOf(
        UnauthorizedError,
      );
    }
    await expect(logIn('audit@meridian.test', 'wrong password x', '198.51.100.62', clock)).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    auditLogOut('198.51.100.61', true);

    const lines = auditLines();
    const names = lines.map(([name]) => name);
    expect(names.filter((name) => name === AUDIT_EVENTS.loginSucceeded)).toHaveLength(1);
    expect(names.filter((name) => name === AUDIT_EVENTS.loginFailed)).toHaveLength(MAX_FAILED_LOGINS_PER_WINDOW);
    expect(names.filter((name) => name === AUDIT_EVENTS.loginThrottled)).toHaveLength(1);
    expect(names.filter((name) => name === AUDIT_EVENTS.logout)).toHaveLength(1);
    for (const [, fields] of lines) expect(fields.throttleKeyHash).toMatch(HASH);
    const succeeded = lines.find(([name]) => name === AUDIT_EVENTS.loginSucceeded)?.[1];
    const loggedOut = lines.find(([name]) => name === AUDIT_EVENTS.logout)?.[1];
    expect(loggedOut?.throttleKeyHash).toBe(succeeded?.throttleKeyHash);
    const text = JSON.stringify(lines);
    for (const secretValue of [PASSWORD, 'wrong password', sessionId, secret, code, ...recoveryCodes, '198.51.100.6']) {
      expect(text).not.toContain(secretValue);
    }
  });

  it(`slows every failing login once more than ${GLOBAL_FAILED_LOGINS_LIMIT} fail in a window, but not a correct one`, async () => {
    // Known accounts (an unknown one costs a production-strength hash to hide that it is unknown).
    await Promise.all(
      Array.from({ length: GLOBAL_FAILED_LOGINS_LIMIT + 1 }, (_, i) =>
        createPartner(i === 0 ? 'global@meridian.test' : `guess-${i}@meridian.test`, PASSWORD, FAST),
      ),
    );
    const clock = windowClock(3);
    const pauses: number[] = [];
    const pause = async (ms: number) => {
      pauses.push(ms);
    };
    // Many clients and accounts, each under its own limit: no 429 for anyone, but the total passes the limit.
    const attempts = Array.from({ length: GLOBAL_FAILED_LOGINS_LIMIT }, (_, i) =>
      logIn(`guess-${i + 1}@meridian.test`, `wrong ${i}`, `203.0.113.${(i % 200) + 1}`, clock, pause).catch(
        (error: unknown) => error,
      ),
    );
    for (const outcome of await Promise.all(attempts)) expect(outcome).toBeInstanceOf(UnauthorizedError);
    expect(pauses).toEqual([]);

    await expect(logIn('global@meridian.test', 'wrong again', '192.0.2.201', clock, pause)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(pauses).toEqual([FAILURE_DELAY_MS]);
    // The right password from a new address still goes on, without the pause.
    await expect(logIn('global@meridian.test', PASSWORD, '192.0.2.202', clock, pause)).resolves.toHaveProperty(
      'challenge',
    );
    expect(pauses).toHaveLength(1);
  });

  it(`slows, never blocks, an account after ${MAX_FAILED_LOGINS_PER_ACCOUNT} failures from many clients`, async () => {
    await createPartner('target@meridian.test', PASSWORD, FAST);
    const clock = windowClock(4);
    const pauses: number[] = [];
    const pause = async (ms: number) => {
      pauses.push(ms);
    };
    for (let i = 0; i <= MAX_FAILED_LOGINS_PER_ACCOUNT; i += 1) {
      await expect(
        logIn('target@meridian.test', `wrong ${i}`, `198.18.0.${i + 1}`, clock, pause),
      ).rejects.toBeInstanceOf(UnauthorizedError);
    }
    expect(pauses).toEqual([FAILURE_DELAY_MS]);
    await expect(logIn('target@meridian.test', PASSWORD, '198.18.1.1', clock, pause)).resolves.toHaveProperty(
      'challenge',
    );
    expect(pauses).toHaveLength(1);
  });
});
