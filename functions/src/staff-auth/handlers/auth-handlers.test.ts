import { TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPartner } from '../services/staff-accounts';
import { MAX_FAILED_LOGINS_PER_WINDOW } from '../services/login';
import { invokeHttp } from '../../testing/http-events';
import { sessionHeaders } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { handler as authStatus } from './auth-status';
import { handler as login } from './login';
import { handler as loginTotp } from './login-totp';
import { handler as logout } from './logout';
import { handler as me } from './me';
import { handler as totpConfirm } from './totp-confirm';
import { handler as totpSetup } from './totp-setup';

useTestTable();

const EMAIL = 'owner@meridian.test';
const PASSWORD = 'a very good admin password';
let user: { id: string; name: string };

beforeAll(async () => {
  // Low scrypt cost for speed; production parameters are asserted in services/password.test.ts.
  user = await createPartner(EMAIL, PASSWORD, { params: { N: 2 ** 10, r: 8, p: 1, keyLength: 32 } });
});

function post(
  fn: typeof login,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  sourceIp = '203.0.113.7',
) {
  return invokeHttp(fn, { method: 'POST', path, body, headers, sourceIp });
}
const status = (headers: Record<string, string>) => invokeHttp(authStatus, { path: '/api/admin/auth-status', headers });
const whoAmI = (headers: Record<string, string>) => invokeHttp(me, { path: '/api/admin/me', headers });
const sessionIdOfCookie = (cookie: string | undefined) =>
  /^__Host-meridian-session=([^;]*);/.exec(cookie ?? '')?.[1] ?? '';

describe('the sign-in routes, GET /api/admin/me, auth-status and logout', () => {
  let secret = '';

  it('enrols on the first sign-in and hands the session over in an HttpOnly, Secure, SameSite=Strict __Host- cookie only', async () => {
    const step = await post(login, '/api/admin/login', { email: EMAIL, password: PASSWORD });
    expect(step).toMatchObject({ statusCode: 200, body: { step: 'enrol', challenge: expect.any(String) } });
    expect(step.headers['cache-control']).toBe('no-store');
    expect(step.cookies).toEqual([]);
    const { challenge } = step.body as { challenge: string };

    const setup = await post(totpSetup, '/api/admin/mfa/totp/setup', { challenge });
    expect(setup).toMatchObject({
      statusCode: 200,
      body: { secret: expect.any(String), otpauthUri: expect.any(String) },
    });
    secret = (setup.body as { secret: string }).secret;
    expect((setup.body as { otpauthUri: string }).otpauthUri).toContain(`secret=${secret}`);

    const wrong = await post(totpConfirm, '/api/admin/mfa/totp/confirm', { challenge, code: '000000' });
    expect(wrong).toMatchObject({ statusCode: 401, body: { error: 'Invalid code' } });
    const confirmed = await post(totpConfirm, '/api/admin/mfa/totp/confirm', {
      challenge,
      code: new TOTP({ secret }).generate(),
    });
    expect(confirmed).toMatchObject({
      statusCode: 200,
      body: { recoveryCodes: expect.any(Array), user: { id: user.id, email: EMAIL, role: 'partner' } },
    });
    const [cookie] = confirmed.cookies;
    expect(cookie).toMatch(
      /^__Host-meridian-session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$/,
    );
    const sessionId = sessionIdOfCookie(cookie);
    expect(JSON.stringify(confirmed.body)).not.toContain(sessionId);

    expect(await whoAmI(sessionHeaders(sessionId))).toMatchObject({
      statusCode: 200,
      body: { id: user.id, name: user.name, email: EMAIL, role: 'partner' },
    });
    expect(await status(sessionHeaders(sessionId))).toMatchObject({ body: { authenticated: true } });
    // The old header is not a session any more.
    expect(await status({ 'x-session-id': sessionId })).toMatchObject({ body: { authenticated: false } });
    expect(await whoAmI({ 'x-session-id': sessionId })).toMatchObject({ statusCode: 401 });

    const out = await post(logout, '/api/admin/logout', undefined, sessionHeaders(sessionId));
    expect(out).toMatchObject({ statusCode: 200, body: { loggedOut: true } });
    expect(out.cookies[0]).toMatch(/^__Host-meridian-session=; Path=\/; Max-Age=0; HttpOnly; Secure; SameSite=Strict$/);
    expect(await status(sessionHeaders(sessionId))).toMatchObject({ body: { authenticated: false } });
    expect(await whoAmI(sessionHeaders(sessionId))).toMatchObject({ statusCode: 401, body: { error: 'Unauthorized' } });
  });

  it('signs in with password + TOTP afterwards; a challenge is good for one session', async () => {
    const step = await post(login, '/api/admin/login', { email: EMAIL, password: PASSWORD });
    expect(step.body).toMatchObject({ step: 'totp' });
    const { challenge } = step.body as { challenge: string };
    const code = new TOTP({ secret }).generate();
    const ok = await post(loginTotp, '/api/admin/login/totp', { challenge, code });
    expect(ok).toMatchObject({ statusCode: 200, body: { user: { id: user.id, role: 'partner' } } });
    expect(await status(sessionHeaders(sessionIdOfCookie(ok.cookies[0])))).toMatchObject({
      body: { authenticated: true },
    });
    const again = await post(loginTotp, '/api/admin/login/totp', { challenge, code });
    expect(again).toMatchObject({ statusCode: 401, body: { error: 'This sign-in has expired; please sign in again' } });
    expect(again.cookies).toEqual([]);
  });

  it('answers a wrong pair with 401, whichever half was wrong', async () => {
    for (const body of [
      { email: EMAIL, password: 'not the password' },
      { email: 'nobody@meridian.test', password: PASSWORD },
    ]) {
      const wrong = await post(login, '/api/admin/login', body, {}, '198.51.100.200');
      expect(wrong).toMatchObject({ statusCode: 401, body: { error: 'Invalid email or password' } });
      expect(JSON.stringify(wrong.body)).not.toContain('challenge');
    }
  });

  it('auth-status never answers 401', async () => {
    for (const id of ['garbage', 'A'.repeat(43)]) {
      expect(await status(sessionHeaders(id))).toMatchObject({ statusCode: 200, body: { authenticated: false } });
    }
    expect(await status({})).toMatchObject({ statusCode: 200, body: { authenticated: false } });
  });

  it('logout without a session is harmless', async () => {
    expect((await invokeHttp(logout, { method: 'POST', path: '/api/admin/logout' })).statusCode).toBe(200);
  });

  it('rejects malformed bodies with 400', async () => {
    for (const body of [
      {},
      { password: PASSWORD },
      { email: EMAIL, password: '' },
      { email: 'not an address', password: PASSWORD },
      { email: EMAIL, password: PASSWORD, extra: 1 },
      [PASSWORD],
      'not json',
    ]) {
      expect((await post(login, '/api/admin/login', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      {},
      { challenge: 'short', code: '123456' },
      { challenge: 'A'.repeat(43) },
      { challenge: 'A'.repeat(43), code: 'x'.repeat(40) },
    ]) {
      expect((await post(loginTotp, '/api/admin/login/totp', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post(totpSetup, '/api/admin/mfa/totp/setup', { challenge: 'A'.repeat(43) })).statusCode).toBe(401);
  });

  it('throttles by the CloudFront viewer address, ignoring x-forwarded-for, with Retry-After', async () => {
    const attacker = { 'cloudfront-viewer-address': '198.51.100.77:50000' };
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_WINDOW; i += 1) {
      // Rotating x-forwarded-for and the source IP (CloudFront's) must not help.
      const result = await post(
        login,
        '/api/admin/login',
        { email: EMAIL, password: `guess ${i}` },
        { ...attacker, 'x-forwarded-for': `10.0.0.${i}` },
        `130.176.0.${i}`,
      );
      expect(result.statusCode).toBe(401);
    }
    const blocked = await post(
      login,
      '/api/admin/login',
      { email: EMAIL, password: PASSWORD },
      {
        ...attacker,
        'x-forwarded-for': '10.9.9.9',
      },
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body).toMatchObject({ error: expect.any(String) });
    const other = await post(
      login,
      '/api/admin/login',
      { email: EMAIL, password: PASSWORD },
      {
        'cloudfront-viewer-address': '198.51.100.78:50000',
      },
    );
    expect(other.statusCode).toBe(200);
  });
});
