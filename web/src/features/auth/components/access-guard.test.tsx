import { ADMIN_AUTH_STATUS_PATH } from '@meridian/shared/admin-api-paths';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HEADER } from '@meridian/shared/api-paths';
import { SESSION_STORAGE_KEY } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { AUTH_CHECK_RETRIES } from '../api/use-auth';
import { AccessGuard } from './access-guard';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderGuard() {
  return renderWithProviders(
    <AccessGuard>
      <p>Secret admin page</p>
    </AccessGuard>,
  );
}

describe('AccessGuard', () => {
  it('shows the login form without calling the server when no session is stored', async () => {
    renderGuard();
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('Secret admin page')).not.toBeInTheDocument();
  });

  it("shows 'Verifying access...' and then the page for a valid session", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
    let resolve!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderGuard();
    expect(screen.getByText('Verifying access...')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(ADMIN_AUTH_STATUS_PATH);
    expect(new Headers(init?.headers).get(SESSION_HEADER)).toBe('session-1');
    resolve(jsonResponse({ authenticated: true }));
    expect(await screen.findByText('Secret admin page')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe('session-1');
  });

  it.each([
    ['authenticated false', () => Promise.resolve(jsonResponse({ authenticated: false }))],
    ['a 403 answer', () => Promise.resolve(new Response('no', { status: 403 }))],
  ])('clears the session and shows the login form on %s', async (_name, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
    fetchMock.mockImplementationOnce(answer);
    renderGuard();
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.queryByText('Secret admin page')).not.toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['a 500 answer', () => Promise.resolve(new Response('oops', { status: 500 }))],
    ['a 429 answer', () => Promise.resolve(new Response('slow down', { status: 429 }))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps the session on %s: retries, then offers Try again, which shows the page', async (_name, answer) => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
    fetchMock.mockImplementation(answer);
    renderGuard();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(fetchMock).toHaveBeenCalledTimes(1 + AUTH_CHECK_RETRIES);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server to check your session.');
    expect(screen.queryByRole('heading', { name: 'Admin Access' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe('session-1');

    fetchMock.mockImplementation(async () => jsonResponse({ authenticated: true }));
    act(() => retry.click());
    expect(await screen.findByText('Secret admin page')).toBeInTheDocument();
  });

  it('keeps the page when a re-check on focus cannot reach the server', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
    fetchMock.mockResolvedValueOnce(jsonResponse({ authenticated: true }));
    renderGuard();
    expect(await screen.findByText('Secret admin page')).toBeInTheDocument();

    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2 + AUTH_CHECK_RETRIES), { timeout: 10_000 });
    expect(screen.getByText('Secret admin page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe('session-1');
  });

  it('re-checks the session when the window regains focus', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
    fetchMock.mockResolvedValueOnce(jsonResponse({ authenticated: true }));
    renderGuard();
    expect(await screen.findByText('Secret admin page')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(jsonResponse({ authenticated: false }));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.queryByText('Secret admin page')).not.toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('shows the page after logging in through its login form', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    renderGuard();
    fetchMock.mockResolvedValueOnce(jsonResponse({ sessionId: 'new-session' }));
    await user.type(await screen.findByLabelText('Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Secret admin page')).toBeInTheDocument();
  });
});
