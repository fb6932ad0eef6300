import { ADMIN_ME_PATH } from '@meridian/shared/admin-api-paths';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../test/render-app';
import { AdminHeader } from './admin-header';

/** The admin header's staff links (docs/product/staff-accounts.md#users): Users for partners only. */

afterEach(() => vi.unstubAllGlobals());

describe('the admin header', () => {
  it.each([
    ['partner', ['Users', 'Your account', 'Passkeys']],
    ['consultant', ['Your account', 'Passkeys']],
  ])('shows a %s the links %j', async (role, links) => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (url) =>
        String(url) === ADMIN_ME_PATH
          ? jsonResponse({ id: 'u1', name: 'Pat', email: 'pat@meridian.test', role })
          : jsonResponse({ error: 'Not found' }, 404),
      ),
    );
    renderWithApp(<AdminHeader title="Lead Management" />);
    const nav = await screen.findByRole('navigation', { name: 'Staff' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links);
  });
});
