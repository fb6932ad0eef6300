import {
  ADMIN_LOGIN_PASSKEY_OPTIONS_PATH,
  ADMIN_LOGIN_PASSKEY_PATH,
  ADMIN_PASSKEY_ENROL_CONFIRM_PATH,
  ADMIN_PASSKEY_ENROL_OPTIONS_PATH,
} from '@meridian/shared/admin-api-paths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders, requestBody } from '../../../test/render-app';
import { PASSKEY_CANCELLED_MESSAGE } from '../api/passkey-api';
import { LoginForm } from './login-form';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const fetchMock = stubFetchForEachTest();
const CHALLENGE = 'c'.repeat(43);
const USER = { id: 'u1', name: 'Olivia', email: 'owner@meridian.test', role: 'partner' };
const ANSWER = { id: 'AQID', rawId: 'AQID', type: 'public-key', response: {}, clientExtensionResults: {} };

beforeEach(() => {
  browser.startAuthentication.mockReset();
  browser.startRegistration.mockReset();
});

const urlOf = (call: number) => fetchMock.mock.calls[call]?.[0];

describe('passkeys on the sign-in card', () => {
  it('signs in with a passkey alone: options, the prompt, then the answer', async () => {
    const onLoggedIn = vi.fn();
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ challenge: 'webauthn-challenge', rpId: 'localhost' }))
      .mockResolvedValueOnce(jsonResponse({ user: USER }));
    browser.startAuthentication.mockResolvedValueOnce(ANSWER);
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(urlOf(0)).toBe(ADMIN_LOGIN_PASSKEY_OPTIONS_PATH);
    expect(requestBody(fetchMock, 0)).toEqual({});
    expect(browser.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'webauthn-challenge', rpId: 'localhost' },
    });
    expect(urlOf(1)).toBe(ADMIN_LOGIN_PASSKEY_PATH);
    expect(requestBody(fetchMock, 1)).toEqual({ response: ANSWER });
  });

  it('says so when the prompt is cancelled, and shows the server message of a refused passkey', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ challenge: 'x' }));
    browser.startAuthentication.mockRejectedValueOnce(new DOMException('cancelled', 'NotAllowedError'));
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_CANCELLED_MESSAGE);

    fetchMock
      .mockReset()
      .mockResolvedValueOnce(jsonResponse({ challenge: 'x' }))
      .mockResolvedValueOnce(jsonResponse({ error: 'This passkey could not sign you in' }, 401));
    browser.startAuthentication.mockResolvedValueOnce(ANSWER);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('This passkey could not sign you in')).toBeInTheDocument();
  });

  it('offers "Use your passkey" on the passkey step, bound to the password step', async () => {
    const onLoggedIn = vi.fn();
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ challenge: 'x', allowCredentials: [] }))
      .mockResolvedValueOnce(jsonResponse({ user: USER }));
    browser.startAuthentication.mockResolvedValueOnce(ANSWER);
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} initialStep={{ step: 'passkey', challenge: CHALLENGE }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use your passkey' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(requestBody(fetchMock, 0)).toEqual({ challenge: CHALLENGE });
  });

  it('enrols a passkey instead of the authenticator app', async () => {
    const onLoggedIn = vi.fn();
    fetchMock.mockImplementation(async (url) => {
      if (url === ADMIN_PASSKEY_ENROL_OPTIONS_PATH) return jsonResponse({ challenge: 'x', rp: { id: 'localhost' } });
      if (url === ADMIN_PASSKEY_ENROL_CONFIRM_PATH) return jsonResponse({ user: USER });
      return jsonResponse({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=x' });
    });
    browser.startRegistration.mockResolvedValueOnce(ANSWER);
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} initialStep={{ step: 'enrol', challenge: CHALLENGE }} />);
    expect(screen.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    const confirm = fetchMock.mock.calls.find(([url]) => url === ADMIN_PASSKEY_ENROL_CONFIRM_PATH);
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({ challenge: CHALLENGE, response: ANSWER });
  });
});
