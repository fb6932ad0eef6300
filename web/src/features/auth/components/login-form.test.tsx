import {
  ADMIN_LOGIN_PATH,
  ADMIN_LOGIN_TOTP_PATH,
  ADMIN_TOTP_CONFIRM_PATH,
  ADMIN_TOTP_SETUP_PATH,
} from '@meridian/shared/admin-api-paths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { LoginForm } from './login-form';

const fetchMock = stubFetchForEachTest();
const CHALLENGE = 'c'.repeat(43);
const USER = { id: 'u1', name: 'Olivia', email: 'owner@meridian.test', role: 'partner' };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

function setup() {
  const onLoggedIn = vi.fn();
  renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
  return { onLoggedIn, user: userEvent.setup() };
}

const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as unknown;
const urlOf = (call: number) => fetchMock.mock.calls[call]?.[0];

async function enterPair(user: ReturnType<typeof userEvent.setup>, password = 'correct horse battery') {
  await user.type(screen.getByLabelText('Email'), 'owner@meridian.test');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('shows the Admin Access form with password-manager friendly fields', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByText('Unauthorized access is prohibited')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('requires an email and a password before calling the server', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter your email address$/);
    await user.type(screen.getByLabelText('Email'), 'owner@meridian.test');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter your password$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in with password and a TOTP code', async () => {
    let resolve!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const { user, onLoggedIn } = setup();
    await enterPair(user);
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(urlOf(0)).toBe(ADMIN_LOGIN_PATH);
    expect(bodyOf(0)).toEqual({ email: 'owner@meridian.test', password: 'correct horse battery' });
    resolve(jsonResponse({ step: 'totp', challenge: CHALLENGE }));

    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Invalid code' }, 401));
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(onLoggedIn).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse({ user: USER }));
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(urlOf(2)).toBe(ADMIN_LOGIN_TOTP_PATH);
    expect(bodyOf(2)).toEqual({ challenge: CHALLENGE, code: '123456' });
    expect(localStorage.length).toBe(0);
  });

  it('enrols on the first sign-in: QR code and key, a code, then the recovery codes shown once', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ step: 'enrol', challenge: CHALLENGE }))
      .mockResolvedValueOnce(
        jsonResponse({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          otpauthUri: 'otpauth://totp/Meridian%20Advisory:owner?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
        }),
      )
      .mockResolvedValueOnce(jsonResponse({ recoveryCodes: CODES, user: USER }));
    const { user, onLoggedIn } = setup();
    await enterPair(user);
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DP')).toBeInTheDocument();
    expect(urlOf(1)).toBe(ADMIN_TOTP_SETUP_PATH);

    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(urlOf(2)).toBe(ADMIN_TOTP_CONFIRM_PATH);
    expect(bodyOf(2)).toEqual({ challenge: CHALLENGE, code: '654321' });
    expect(onLoggedIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onLoggedIn).toHaveBeenCalledOnce();
  });

  it('shows the wrong-pair message for a 401 and keeps the form usable', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Invalid email or password' }, 401));
    const { user, onLoggedIn } = setup();
    await enterPair(user, 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid email or password\. Please try again\.$/);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows and hides the password with the Show/Hide toggle, keeping what was typed', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'secret-value');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('secret-value');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's throttling message on 429, and 'Sign-in failed' without a message", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Too many failed sign-ins; try again later' }, 429));
    const { user } = setup();
    await enterPair(user, 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins; try again later');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sign-in failed'));
  });
});
