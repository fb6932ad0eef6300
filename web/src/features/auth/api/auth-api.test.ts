import { ADMIN_LOGIN_PATH, ADMIN_LOGOUT_PATH } from '@meridian/shared/admin-api-paths';
import { describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../lib/api-client';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { jsonResponse } from '../../../test/render-app';
import { AuthCheckUnavailableError, checkAuthStatus, LoginError, login, logout, signInWithCode } from './auth-api';

const fetchMock = stubFetchForEachTest();
const CHALLENGE = 'c'.repeat(43);

describe('login', () => {
  it('sends the pair and answers the next step; nothing is stored in the page', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ step: 'totp', challenge: CHALLENGE }));
    await expect(login('owner@meridian.test', 'a-good-password')).resolves.toEqual({
      step: 'totp',
      challenge: CHALLENGE,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(ADMIN_LOGIN_PATH);
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'owner@meridian.test', password: 'a-good-password' });
    expect(init?.credentials).toBe('same-origin');
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it.each<[string, () => Promise<Response>, number, string]>([
    [
      'a wrong pair',
      async () => jsonResponse({ error: 'Invalid email or password' }, 401),
      401,
      'Invalid email or password',
    ],
    [
      'throttling',
      async () => jsonResponse({ error: 'Too many failed sign-ins.' }, 429),
      429,
      'Too many failed sign-ins.',
    ],
    ['an error without message', async () => new Response('', { status: 500 }), 500, 'Sign-in failed'],
    ['an answer of another shape', async () => jsonResponse({ sessionId: 'x' }), 0, 'Sign-in failed'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 0, 'Sign-in failed'],
  ])('fails with a LoginError on %s, without leaving the page', async (_name, answer, status, message) => {
    fetchMock.mockImplementation(answer);
    const error = await login('owner@meridian.test', 'x').then(
      () => expect.fail('expected login to fail'),
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ status, message });
    expect(navigation.toLogin).not.toHaveBeenCalled();
  });

  it('a wrong code is a LoginError with the server message, on the same screen', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Invalid code' }, 401));
    await expect(signInWithCode(CHALLENGE, '000000')).rejects.toMatchObject({ status: 401, message: 'Invalid code' });
    expect(navigation.toLogin).not.toHaveBeenCalled();
  });
});

describe('checkAuthStatus', () => {
  it.each<[string, () => Promise<Response>, boolean]>([
    ['authenticated', async () => jsonResponse({ authenticated: true }), true],
    ['not authenticated', async () => jsonResponse({ authenticated: false }), false],
    ['an answer of another shape', async () => jsonResponse({ authenticated: 'yes' }), false],
    ['a 401', async () => jsonResponse({ error: 'Unauthorized' }, 401), false],
    ['a 403', async () => jsonResponse({ error: 'Forbidden' }, 403), false],
  ])('answers %s -> %s without leaving the page', async (_name, answer, valid) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(answer);
    await expect(checkAuthStatus()).resolves.toBe(valid);
    expect(navigation.toLogin).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<Response>]>([
    ['a 500', async () => new Response('boom', { status: 500 })],
    ['a 503', async () => new Response('unavailable', { status: 503 })],
    ['a 429', async () => jsonResponse({ error: 'Too many requests' }, 429)],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('throws AuthCheckUnavailableError on %s', async (_name, answer) => {
    fetchMock.mockImplementation(answer);
    await expect(checkAuthStatus()).rejects.toBeInstanceOf(AuthCheckUnavailableError);
    expect(navigation.toLogin).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('asks the server to end the session (it clears the cookie)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ loggedOut: true }));
    await logout();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(ADMIN_LOGOUT_PATH);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('x-requested-with')).toBe('meridian-crm');
  });

  it("logs 'Logout failed:' when the server fails, and never throws", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    await expect(logout()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Logout failed:', '500: boom');
  });
});
