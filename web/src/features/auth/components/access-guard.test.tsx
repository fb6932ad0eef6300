import { ADMIN_AUTH_STATUS_PATH } from '@meridian/shared/admin-api-paths';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { AUTH_CHECK_RETRIES } from '../api/use-auth';
import { AccessGuard } from './access-guard';

const fetchMock = stubFetchForEachTest();

function renderGuard() {
  return renderWithProviders(
    <AccessGuard>
      <p>Secret admin page</p>
    </AccessGuard>,
  );
}

describe('AccessGuard', () => {
  it("shows 'Verifying access...' and then the page for a valid session", async () => {
    let resolve!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderGuard();
    expect(screen.getByText('Verifying access...')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(ADMIN_AUTH_STATUS_PATH);
    expect(init?.credentials).toBe('same-origin');
    resolve(jsonResponse({ authenticated: true }));
    expect(await screen.findByText('Secret admin page')).toBeInTheDocument();
  });

  it.each([
    ['authenticated false', () => Promise.resolve(jsonResponse({ authenticated: false }))],
    ['a 403 answer', () => Promise.resolve(new Response('no', { status: 403 }))],
  ])('shows the login form on %s', async (_name, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementationOnce(answer);
    renderGuard();
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.queryByText('Secret admin page')).not.toBeInTheDocument();
  });

  it.each([
    ['a 500 answer', () => Promise.resolve(new Response('oops', { status: 500 }))],
    ['a 429 answer', () => Promise.resolve(new Response('slow down', { status: 429 }))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('on %s: retries, then offers Try again, which shows the page', async (_name, answer) => {
    fetchMock.mockImplementation(answer);
    renderGuard();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(fetchMock).toHaveBeenCalledTimes(1 + AUTH_CHECK_RETRIES);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server to check your session.');
    expect(screen.queryByRole('heading', { name: 'Admin Access' })).not.toBeInTheDocument();

    fetchMock.mockImplementation(async () => jsonResponse({ authenticated: true }));
    act(() => retry.click());
    expect(await screen.findByText('Secret admin page')).toBeInTheDocument();
  });

  it('keeps the page when a re-check on focus cannot reach the server', async () => {
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
  });

  it('re-checks the session when the window regains focus', async () => {
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
  });

  it('shows the page after logging in through its login form', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    renderGuard();
    fetchMock.mockResolvedValueOnce(jsonResponse({ authenticated: false }));
    await user.type(await screen.findByLabelText('Email'), 'owner@meridian.test');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    fetchMock.mockResolvedValueOnce(jsonResponse({ step: 'totp', challenge: 'c'.repeat(43) }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ user: { id: 'u1', name: 'Olivia', email: 'owner@meridian.test', role: 'partner' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Secret admin page')).toBeInTheDocument();
  });
});
