import { ADMIN_LEADS_PATH } from '@meridian/shared/admin-api-paths';
import { pagePath } from '@meridian/shared/api-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadPageOf } from '../route-preload';
import { fakeAdminApi, json, renderDashboard } from './admin-dashboard.fixtures';

// The lead page is preloaded through its route (docs/decisions/048-one-lead-page.md).
vi.mock('../route-preload', () => ({ preloadPageOf: vi.fn(() => Promise.resolve()) }));

const api = fakeAdminApi();
const { fetchMock } = api;

describe('AdminDashboard: lead list', () => {
  it('loads every page of leads and shows the header badges, subscribers, headline figures and rows', async () => {
    const { user } = renderDashboard();
    expect(screen.getByText('Loading leads...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Alan Turing' })).toBeInTheDocument();
    expect(screen.getByText('Website leads: 2')).toBeInTheDocument();
    expect(screen.getByText('LinkedIn leads: 1')).toBeInTheDocument();
    expect(await screen.findByText('1', { selector: 'strong' })).toBeInTheDocument();
    const row = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(row).getByText('Proposal Sent')).toBeInTheDocument();
    expect(within(row).getByText('LinkedIn')).toBeInTheDocument();
    expect(within(row).getByText('Not Contacted')).toBeInTheDocument();
    expect(within(row).getByText('50/100')).toBeInTheDocument();
    expect(within(row).getByText('5/10')).toBeInTheDocument();
    // One row of headline figures above the list, each with its caption; the widgets behind a disclosure.
    const figures = screen.getByRole('region', { name: 'Headline figures' });
    expect(
      within(figures)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Won revenue',
      'Weighted pipeline',
      'Win rate',
      'Forecast this month',
      'Hot prospects',
      'New leads this month',
    ]);
    expect(within(figures).getByText("Won ÷ (won + lost), erased leads' outcomes included")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Revenue Dashboard' })).not.toBeInTheDocument();
    await user.click(screen.getByText('All figures and charts'));
    expect(await screen.findByRole('heading', { name: 'Revenue Dashboard' })).toBeInTheDocument();
    for (const title of [
      'Revenue Dashboard',
      'Lead Sources',
      'Pipeline Health',
      'Email Campaign Performance',
      'Sales Forecast',
      'Recent Activity',
      'Monthly Goals',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('searches by name, company or email and filters by status', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('article', { name: 'Alan Turing' });
    const search = screen.getByLabelText('Search leads');
    await user.type(search, 'COMPILERS');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ada Lovelace' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Grace Hopper' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'park.test');
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Alan Turing']),
    );
    await user.clear(search);
    await user.selectOptions(screen.getByLabelText('Status'), 'Proposal');
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Grace Hopper']),
    );
    await user.type(search, 'ada');
    expect(await screen.findByText('No leads match your search criteria')).toBeInTheDocument();
  });

  it("shows 'No leads found' without leads, and no Customize Layout button", async () => {
    api.leadPages = [[]];
    renderDashboard();
    expect(await screen.findByText('No leads found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Customize Layout' })).not.toBeInTheDocument();
  });

  it('shows the first page of leads while later pages load', async () => {
    let releasePage2!: () => void;
    const page2Gate = new Promise<void>((resolve) => (releasePage2 = resolve));
    const serve = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === pagePath(ADMIN_LEADS_PATH, 'page-2')) await page2Gate;
      return serve ? serve(input, init) : json({ error: 'unexpected' }, 500);
    });
    renderDashboard();
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Loading more leads… 2 loaded so far')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Alan Turing' })).not.toBeInTheDocument();
    releasePage2();
    expect(await screen.findByRole('article', { name: 'Alan Turing' })).toBeInTheDocument();
    expect(screen.queryByText(/Loading more leads/)).not.toBeInTheDocument();
    expect(screen.getByText('Website leads: 2')).toBeInTheDocument();
  });

  it('preloads the lead page through its route a second after the leads arrived, so a click renders it at once', async () => {
    vi.mocked(preloadPageOf).mockClear();
    renderDashboard();
    await screen.findByRole('article', { name: 'Alan Turing' });
    expect(preloadPageOf).not.toHaveBeenCalled();
    await waitFor(() => expect(preloadPageOf).toHaveBeenCalledWith('/admin/leads/preload'), { timeout: 3000 });
  });
});
