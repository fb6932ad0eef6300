import { ADMIN_ME_PATH } from '@meridian/shared/admin-api-paths';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../test/render-app';
import { AdminHeader } from './admin-header';

/**
 * The admin header's staff links (docs/product/staff-accounts.md#users) and the persistent admin
 * navigation by role (docs/product/admin.md#navigation).
 */

afterEach(() => vi.unstubAllGlobals());

function signedInAs(role: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url) =>
      String(url) === ADMIN_ME_PATH
        ? jsonResponse({ id: 'u1', name: 'Pat', email: 'pat@meridian.test', role })
        : jsonResponse({ error: 'Not found' }, 404),
    ),
  );
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the admin header', () => {
  it.each(['partner', 'consultant'])('shows a %s Your account and Passkeys', async (role) => {
    signedInAs(role);
    renderWithApp(<AdminHeader title="Lead Management" />);
    expect(linkNames(await screen.findByRole('navigation', { name: 'Staff' }))).toEqual(['Your account', 'Passkeys']);
  });

  it.each([
    [
      'partner',
      ['My day', 'Leads', 'Pipeline', 'Articles', 'Subscribers', 'Bookings', 'Templates', 'Privacy', 'Audit', 'Users'],
    ],
    ['consultant', ['My day', 'Leads', 'Pipeline', 'Articles', 'Subscribers', 'Bookings']],
  ])('gives a %s the admin navigation %j', async (role, links) => {
    signedInAs(role);
    renderWithApp(<AdminHeader title="Lead Management" />);
    expect(linkNames(await screen.findByRole('navigation', { name: 'Admin' }))).toEqual(links);
  });

  it.each([
    ['/admin/my-day', 'My day'],
    ['/admin', 'Leads'],
    ['/admin/leads/abc', 'Leads'],
    ['/admin?tab=pipeline', 'Pipeline'],
    ['/admin/articles/abc', 'Articles'],
    ['/admin/availability', 'Bookings'],
  ])('marks the current screen at %s', async (route, current) => {
    signedInAs('partner');
    renderWithApp(<AdminHeader title="Lead Management" />, { route });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(current);
    expect(within(nav).getByRole('link', { name: 'Pipeline' })).toHaveAttribute('href', '/admin?tab=pipeline');
  });
});
