import { ADMIN_USERS_PATH } from '@meridian/shared/admin-api-paths';
import type { StaffUserSummary } from '@meridian/shared/staff-auth/staff-users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { jsonResponse, renderWithApp } from '../../../test/render-app';
import { UsersScreen } from './users-screen';

const fetchMock = stubFetchForEachTest();
const CASEY: StaffUserSummary = {
  id: 'u2',
  name: 'Casey',
  email: 'casey@meridian.test',
  role: 'consultant',
  status: 'active',
  dailySendCap: 100,
  createdAt: '2026-11-01T09:00:00.000Z',
};

beforeEach(() => {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === ADMIN_USERS_PATH && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { email: string };
      if (body.email === 'casey@meridian.test') {
        return jsonResponse({ error: 'A staff member with this email address already exists' }, 409);
      }
      return jsonResponse({ ...CASEY, id: 'u3', ...body, status: 'invited' }, 201);
    }
    if (path === ADMIN_USERS_PATH) return jsonResponse({ items: [CASEY] });
    if (path === '/api/admin/users/u2' && init?.method === 'PATCH') {
      return jsonResponse({ ...CASEY, ...(JSON.parse(String(init.body)) as object) });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  });
});

describe('the Users screen', () => {
  it('lists the users and disables one', async () => {
    const user = userEvent.setup();
    renderWithApp(<UsersScreen />);
    const row = (await screen.findByRole('cell', { name: 'casey@meridian.test' })).closest('tr') as HTMLElement;
    expect(within(row).getByLabelText('Role of Casey')).toHaveValue('consultant');
    await user.click(within(row).getByRole('button', { name: 'Disable Casey' }));
    expect(await screen.findByText('Casey is disabled and signed out')).toBeInTheDocument();
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Enable Casey' })).toBeInTheDocument();
  });

  it('changes a user’s daily sending cap, refusing a value outside 1-500 without sending it', async () => {
    const user = userEvent.setup();
    renderWithApp(<UsersScreen />);
    const row = (await screen.findByRole('cell', { name: 'casey@meridian.test' })).closest('tr') as HTMLElement;
    const cap = within(row).getByRole('spinbutton', { name: 'Daily sending cap of Casey' });
    expect(cap).toHaveValue(100);
    await user.clear(cap);
    await user.type(cap, '600');
    await user.click(within(row).getByRole('button', { name: 'Save cap of Casey' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'The daily sending cap must be a whole number from 1 to 500',
    );
    expect(cap).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.clear(cap);
    await user.type(cap, '40');
    await user.click(within(row).getByRole('button', { name: 'Save cap of Casey' }));
    expect(await screen.findByText('Casey may now send 40 emails a day')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ dailySendCap: 40 });
    expect(within(row).getByRole('spinbutton', { name: 'Daily sending cap of Casey' })).toHaveValue(40);
    expect(within(row).queryByRole('alert')).toBeNull();
  });

  it.each([
    ['new@meridian.test', 'Nia', 'Invitation sent to new@meridian.test'],
    ['casey@meridian.test', 'Casey', 'A staff member with this email address already exists'],
    ['not an address', 'X', 'Please enter a valid email address'],
  ])('invites %s: %s', async (email, name, message) => {
    const user = userEvent.setup();
    renderWithApp(<UsersScreen />);
    const form = await screen.findByRole('form', { name: 'Invite a user' });
    await user.type(within(form).getByLabelText(/^Email/), email);
    await user.type(within(form).getByLabelText(/^Name/), name);
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
  });
});
