import { beforeAll, describe, expect, it } from 'vitest';
import { setAdminPassword } from '../services/admin-password';
import { MAX_FAILED_LOGINS_PER_WINDOW } from '../services/login';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler as authStatus } from './auth-status';
import { handler as login } from './login';
import { handler as logout } from './logout';

useTestTable();

const PASSWORD = 'a very good admin password';

beforeAll(async () => {
  // Low scrypt cost for speed; production parameters are asserted in auth/password.test.ts.
  await setAdminPassword(PASSWORD, { params: { N: 2 ** 10, r: 8, p: 1, keyLength: 32 } });
});

function postLogin(body: unknown, headers: Record<string, string> = {}, sourceIp = '203.0.113.7') {
  return invokeHttp(login, { method: 'POST', path: '/api/admin/login', body, headers, sourceIp });
}
function status(sessionId?: string) {
  return invokeHttp(authStatus, {
    path: '/api/admin/auth-status',
    headers: sessionId ? { 'x-session-id': sessionId } : {},
  });
}

describe('POST /api/admin/login, GET /api/admin/auth-status, POST /api/admin/logout', () => {
  it('logs in, reports the session, logs out and then the id is dead', async () => {
    const ok = await postLogin({ password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const { sessionId } = ok.body as { sessionId: string };
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await status(sessionId)).toMatchObject({ statusCode: 200, body: { authenticated: true } });

    const out = await invokeHttp(logout, {
      method: 'POST',
      path: '/api/admin/logout',
      headers: { 'x-session-id': sessionId },
    });
    expect(out).toMatchObject({ statusCode: 200, body: { loggedOut: true } });
    expect(await status(sessionId)).toMatchObject({ statusCode: 200, body: { authenticated: false } });

    const again = await postLogin({ password: PASSWORD });
    expect((again.body as { sessionId: string }).sessionId).not.toBe(sessionId);
    expect(await status(sessionId)).toMatchObject({ body: { authenticated: false } });
  });

  it('answers a wrong password with 401 Invalid password', async () => {
    const wrong = await postLogin({ password: 'not the password' }, {}, '198.51.100.200');
    expect(wrong).toMatchObject({ statusCode: 401, body: { error: 'Invalid password' } });
    expect(JSON.stringify(wrong.body)).not.toContain('sessionId');
  });

  it('auth-status never answers 401', async () => {
    for (const id of [undefined, 'garbage', 'A'.repeat(43)]) {
      expect(await status(id)).toMatchObject({ statusCode: 200, body: { authenticated: false } });
    }
  });

  it('logout without a session is harmless', async () => {
    expect((await invokeHttp(logout, { method: 'POST', path: '/api/admin/logout' })).statusCode).toBe(200);
  });

  it('rejects malformed login bodies with 400 and stores nothing', async () => {
    for (const body of [
      {},
      { password: '' },
      { password: 5 },
      { password: PASSWORD, extra: 1 },
      [PASSWORD],
      'not json',
    ]) {
      const result = await postLogin(body);
      expect(result.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('throttles by the CloudFront viewer address, ignoring x-forwarded-for, with Retry-After', async () => {
    const attacker = { 'cloudfront-viewer-address': '198.51.100.77:50000' };
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_WINDOW; i += 1) {
      // Rotating x-forwarded-for and the source IP (CloudFront's) must not help.
      const result = await postLogin(
        { password: `guess ${i}` },
        { ...attacker, 'x-forwarded-for': `10.0.0.${i}` },
        `130.176.0.${i}`,
      );
      expect(result.statusCode).toBe(401);
    }
    const blocked = await postLogin({ password: PASSWORD }, { ...attacker, 'x-forwarded-for': '10.9.9.9' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body).toMatchObject({ error: expect.any(String) });
    const other = await postLogin({ password: PASSWORD }, { 'cloudfront-viewer-address': '198.51.100.78:50000' });
    expect(other.statusCode).toBe(200);
  });
});
