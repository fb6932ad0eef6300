import { ADMIN_AUTH_STATUS_PATH, ADMIN_ME_PATH } from '@meridian/shared/admin-api-paths';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { makeLeadSummary } from '../../../test/lead-summary';
import { jsonResponse, renderWithApp } from '../../../test/render-app';
import { Component as LeadPageRoute } from './lead-page';

const ada = makeLeadSummary({ id: 'ada', name: 'Ada Lovelace', company: 'Engines Ltd' });
const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === ADMIN_AUTH_STATUS_PATH) return jsonResponse({ authenticated: true });
    if (url === ADMIN_ME_PATH)
      return jsonResponse({ id: 'u1', name: 'Pat Partner', email: 'p@x.test', role: 'partner' });
    if (url === '/api/admin/leads/ada') return jsonResponse({ ...ada, activity: [], timeline: [], scoreBreakdown: [] });
    if (url.startsWith('/api/admin/leads/')) return jsonResponse({ error: 'Lead not found' }, 404);
    return jsonResponse({ items: [] });
  });
  vi.stubGlobal('scrollTo', vi.fn());
});

describe('/admin/leads/:id (docs/product/leads.md#lead-page)', () => {
  it('names the page and its main landmark after the lead, with a Back link to the CRM', async () => {
    renderWithApp(<LeadPageRoute />, { route: '/admin/leads/ada', path: '/admin/leads/:id' });
    const main = await screen.findByRole('main', { name: 'Ada Lovelace' });
    expect(await within(main).findByRole('heading', { name: 'Ada Lovelace', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lead: Ada Lovelace', level: 1 })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin');
    expect(document.title).toContain('Lead: Ada Lovelace');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('says that an unknown lead does not exist', async () => {
    renderWithApp(<LeadPageRoute />, { route: '/admin/leads/gone', path: '/admin/leads/:id' });
    expect(await screen.findByRole('alert', {})).toHaveTextContent('This lead does not exist');
    expect(screen.getByRole('main', { name: 'Lead' })).toBeInTheDocument();
  });
});
