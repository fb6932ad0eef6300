import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { useTestTable } from '../../testing/table';
import { setAdminPassword } from './admin-password';
import { AUDIT_EVENTS, auditLogOut } from './audit';
import {
  GLOBAL_FAILED_LOGINS_LIMIT,
  GLOBAL_FAILURE_DELAY_MS,
  LOGIN_WINDOW_MS,
  logIn,
  MAX_FAILED_LOGINS_PER_WINDOW,
} from './login';

useTestTable();

const FAST = { params: { N: 2 ** 10, r: 8, p: 1, keyLength: 32 } };
const PASSWORD = 'correct horse battery staple';
const HASH = /^[0-9a-f]{64}$/;

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
    await setAdminPassword(PASSWORD, FAST);
    const clock = windowClock(2);
    const { sessionId } = await logIn(PASSWORD, '198.51.100.61', clock);
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_WINDOW; i += 1) {
      await expect(logIn(`wrong password ${i}`, '198.51.100.62', clock)).rejects.toBeInstanceOf(UnauthorizedError);
    }
    await expect(logIn('wrong password x', '198.51.100.62', clock)).rejects.toBeInstanceOf(TooManyRequestsError);
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
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('wrong password');
    expect(text).not.toContain(sessionId);
    expect(text).not.toContain('198.51.100.6');
  });

  it(`slows every failing login once more than ${GLOBAL_FAILED_LOGINS_LIMIT} fail in a window, but not a correct one`, async () => {
    await setAdminPassword(PASSWORD, FAST);
    const clock = windowClock(3);
    const pauses: number[] = [];
    const pause = async (ms: number) => {
      pauses.push(ms);
    };
    // Many clients, each under its own limit: no 429 for anyone, but the total passes the limit.
    const attempts = Array.from({ length: GLOBAL_FAILED_LOGINS_LIMIT }, (_, i) =>
      logIn(`wrong ${i}`, `203.0.113.${(i % 200) + 1}`, clock, pause).catch((error: unknown) => error),
    );
    for (const outcome of await Promise.all(attempts)) expect(outcome).toBeInstanceOf(UnauthorizedError);
    expect(pauses).toEqual([]);

    await expect(logIn('wrong again', '192.0.2.201', clock, pause)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(pauses).toEqual([GLOBAL_FAILURE_DELAY_MS]);
    // The right password from a new address still logs in, without the pause.
    await expect(logIn(PASSWORD, '192.0.2.202', clock, pause)).resolves.toHaveProperty('sessionId');
    expect(pauses).toHaveLength(1);
  });
});
