import { ADMIN_LOGIN_PATH } from '@meridian/shared/admin-api-paths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function setup() {
  const onLoggedIn = vi.fn();
  renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
  return { onLoggedIn, user: userEvent.setup() };
}

describe('LoginForm', () => {
  it('shows the Admin Access form with a password-manager friendly field', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).not.toHaveAttribute('onpaste');
    expect(screen.getByText('Unauthorized access is prohibited')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('requires a password before calling the server', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter the admin password$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Signing in... while pending, then stores the session and reports success', async () => {
    let resolve!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const { user, onLoggedIn } = setup();
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(ADMIN_LOGIN_PATH);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'correct horse battery' });
    resolve(jsonResponse({ sessionId: 'abc123' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe('abc123');
  });

  it('accepts a pasted password', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ sessionId: 's' }));
    const { user, onLoggedIn } = setup();
    await user.click(screen.getByLabelText('Password'));
    await user.paste('pasted-secret-value');
    expect(screen.getByLabelText('Password')).toHaveValue('pasted-secret-value');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
  });

  it("shows the server's error in a red alert and clears any stored session", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'old');
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Invalid password' }, 401));
    const { user, onLoggedIn } = setup();
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid password\. Please try again\.$/);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows and hides the password with the Show/Hide toggle, keeping what was typed', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'secret-value');
    const toggle = screen.getByRole('button', { name: 'Show' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('secret-value');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("falls back to 'Login failed' without a server message", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    const { user } = setup();
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it("shows the server's throttling message on 429", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Too many failed logins. Try again in 15 minutes.' }, 429));
    const { user } = setup();
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed logins. Try again in 15 minutes.');
  });
});
