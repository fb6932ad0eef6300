import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { PasskeysSection } from './passkeys-section';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const fetchMock = stubFetchForEachTest();
const LAPTOP = {
  id: 'cred-1',
  name: 'Laptop',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-25T10:00:00.000Z',
};
const KEY = { id: 'cred-2', name: 'Blue key', createdAt: '2026-11-21T10:00:00.000Z' };

describe('Your passkeys', () => {
  it('lists, adds with a name, and shows why the last second factor stays', async () => {
    let passkeys: { id: string; name: string; createdAt: string; lastUsedAt?: string }[] = [LAPTOP];
    fetchMock.mockImplementation(async (url, init) => {
      const method = init?.method ?? 'GET';
      if (url === '/api/admin/passkeys' && method === 'GET') return jsonResponse({ passkeys, hasTotp: false });
      if (url === '/api/admin/passkeys/options') return jsonResponse({ challenge: 'x' });
      if (url === '/api/admin/passkeys' && method === 'POST') {
        passkeys = [LAPTOP, KEY];
        return jsonResponse(KEY, 201);
      }
      return jsonResponse({ error: 'This is your only second factor; add another before removing it' }, 409);
    });
    browser.startRegistration.mockResolvedValueOnce({ id: 'cred-2' });
    renderWithProviders(<PasskeysSection />);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText(/last used/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name of the new passkey (optional)'), 'Blue key');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const add = fetchMock.mock.calls.find(([url, init]) => url === '/api/admin/passkeys' && init?.method === 'POST');
    expect(JSON.parse(String(add?.[1]?.body))).toEqual({ response: { id: 'cred-2' }, name: 'Blue key' });

    await user.click(screen.getByRole('button', { name: 'Remove Laptop' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is your only second factor');
  });
});
