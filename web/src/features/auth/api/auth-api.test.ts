import { ADMIN_LOGOUT_PATH } from '@meridian/shared/admin-api-paths';
import { SESSION_HEADER } from '@meridian/shared/api-paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../lib/api-client';
import { getSessionId, SESSION_STORAGE_KEY } from '../../../lib/session';
import { jsonResponse } from '../../../test/render-app';
import { AuthCheckUnavailableError, checkAuthStatus, LoginError, login, logout } from './auth-api';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(navigation, 'toLogin').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sentSession = (call = 0) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get(SESSION_HEADER);

describe('login', () => {
  it('stores the session id of the answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ sessionId: 'new-session' }));
    await login('a-good-password');
    expect(getSessionId()).toBe('new-session');
  });

  it.each<[string, () => Promise<Response>, number, string]>([
    ['a wrong password', async () => jsonResponse({ error: 'Invalid password' }, 401), 401, 'Invalid password'],
    ['throttling', async () => jsonResponse({ error: 'Too many failed logins.' }, 429), 429, 'Too many failed logins.'],
    ['an error without message', async () => new Response('', { status: 500 }), 500, 'Login failed'],
    ['an answer without session', async () => jsonResponse({ ok: true }), 0, 'Login failed'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 0, 'Login failed'],
  ])('fails with a LoginError on %s, without leaving the page', async (_name, answer, status, message) => {
    fetchMock.mockImplementation(answer);
    const error = await login('x').then(
      () => expect.fail('expected login to fail'),
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ status, message });
    expect(navigation.toLogin).not.toHaveBeenCalled();
  });
});

describe('checkAuthStatus', () => {
  it('answers false without calling the server when no session is stored', async () => {
    await expect(checkAuthStatus()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<Response>, boolean]>([
    ['authenticated', async () => jsonResponse({ authenticated: true }), true],
    ['not authenticated', async () => jsonResponse({ authenticated: false }), false],
    ['an answer of another shape', async () => jsonResponse({ authenticated: 'yes' }), false],
    ['a 401', async () => jsonResponse({ error: 'Unauthorized' }, 401), false],
    ['a 403', async () => jsonResponse({ error: 'Forbidden' }, 403), false],
  ])('sends the session and answers %s -> %s, keeping the session only when valid', async (_name, answer, valid) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
    fetchMock.mockImplementation(answer);
    await expect(checkAuthStatus()).resolves.toBe(valid);
    expect(sentSession()).toBe('session-1');
    expect(getSessionId()).toBe(valid ? 'session-1' : null);
    expect(navigation.toLogin).not.toHaveBeenCalled();
  });
});

describe('checkAuthStatus without a verdict', () => {
  it.each<[string, () => Promise<Response>]>([
    ['a 500', async () => new Response('boom', { status: 500 })],
    ['a 503', async () => new Response('unavailable', { status: 503 })],
    ['a 429', async () => jsonResponse({ error: 'Too many requests' }, 429)],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('throws AuthCheckUnavailableError on %s and keeps the stored session', async (_name, answer) => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
    fetchMock.mockImplementation(answer);
    await expect(checkAuthStatus()).rejects.toBeInstanceOf(AuthCheckUnavailableError);
    expect(getSessionId()).toBe('session-1');
    expect(navigation.toLogin).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('ends the stored session on the server and forgets it', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
    fetchMock.mockResolvedValue(jsonResponse({ loggedOut: true }));
    await logout();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(ADMIN_LOGOUT_PATH);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentSession()).toBe('session-1');
    expect(getSessionId()).toBeNull();
  });

  it("logs 'Logout failed:' and still forgets the session when the server fails", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    await expect(logout()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Logout failed:', '500: boom');
    expect(getSessionId()).toBeNull();
  });

  it('calls nothing without a stored session', async () => {
    await logout();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
