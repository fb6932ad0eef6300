import { ADMIN_LEADS_PATH, ADMIN_SUBSCRIBERS_PATH } from '@meridian/shared/admin-api-paths';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { makeLeadSummary } from '../../test/lead-summary';
import { LeadPage } from '../../features/leads/components/lead-page';
import { SEARCH_TO_ADDRESS_MS } from '../../features/leads/hooks/use-lead-dashboard';
import { AdminDashboard } from './admin-dashboard';
import { BackLink } from './back-link';

const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const ada = makeLeadSummary({
  id: 'ada',
  name: 'Ada Lovelace',
  source: 'contact_form',
  status: 'initial_contact',
  aiScore: 80,
  estimatedValueMin: 20_000,
  createdAt: daysAgo(3),
  updatedAt: daysAgo(1),
  nextActionDate: daysAgo(2),
});
const grace = makeLeadSummary({
  id: 'grace',
  name: 'Grace Hopper',
  source: 'linkedin',
  status: 'proposal',
  aiScore: 60,
  estimatedValueMin: 50_000,
  createdAt: daysAgo(2),
  updatedAt: daysAgo(1),
});
const alan = makeLeadSummary({
  id: 'alan',
  name: 'Alan Turing',
  source: 'linkedin',
  status: 'consultation',
  aiScore: 95,
  createdAt: daysAgo(40),
  updatedAt: daysAgo(30),
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let changes: LeadSummary[][];
const fetchMock = stubFetchForEachTest();
const changeCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('updatedSince'));

beforeEach(() => {
  changes = [];
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === ADMIN_LEADS_PATH) return json({ items: [grace, ada, alan], nextCursor: null });
    if (url.startsWith(`${ADMIN_LEADS_PATH}?updatedSince=`))
      return json({ items: changes.shift() ?? [], nextCursor: null });
    if (url.startsWith(ADMIN_SUBSCRIBERS_PATH)) return json({ items: [], nextCursor: null, confirmedCount: 0 });
    const match = /^\/api\/admin\/leads\/(\w+)$/.exec(url);
    const lead = [ada, grace, alan].find((l) => l.id === match?.[1]);
    if (lead) return json({ ...lead, activity: [], timeline: [], scoreBreakdown: [] });
    return json({ error: 'unexpected' }, 500);
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
});
afterEach(() => {
  sessionStorage.clear();
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

/** The router's current path and query string, as the address bar would show them. */
let currentPath = '';
let currentSearch = '';
/** The browser's Back button. */
let goBack: () => void = () => undefined;

/** Records the router's address and the Back action. */
function AddressBar() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  currentPath = pathname;
  currentSearch = search;
  goBack = () => navigate(-1);
  return null;
}

/** The lead page route as the app mounts it (without the access guard and header). */
function LeadRoute() {
  return (
    <main aria-label="Lead page">
      <BackLink fallback="/admin" />
      <LeadPage leadId={useParams().id ?? ''} now={NOW} onErased={() => undefined} />
    </main>
  );
}

/** Renders the CRM at `route`, under one Suspense boundary as the app's shell has. */
function renderAt(route: string, leadRoute: ReactNode = <LeadRoute />) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/admin" element={<AdminDashboard />} />
            <Route path="/admin/leads/:id" element={leadRoute} />
          </Routes>
        </Suspense>
        <AddressBar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const address = () => new URLSearchParams(currentSearch);
const rowNames = () => screen.getAllByRole('article').map((row) => row.getAttribute('aria-label'));

describe('the CRM address', () => {
  it("/admin?lead=<id> (the emails' link) is replaced by the lead page", async () => {
    renderAt('/admin?lead=grace');
    expect(await screen.findByRole('heading', { name: 'Grace Hopper', level: 2 })).toBeInTheDocument();
    expect(currentPath).toBe('/admin/leads/grace');
    expect(currentSearch).toBe('');
  });

  it('opening a row opens the lead page; Back and the Back link return to the list with its view', async () => {
    const user = renderAt('/admin?source=linkedin&sort=score');
    const link = await screen.findByRole('link', { name: 'Alan Turing' });
    expect(link).toHaveAttribute('href', '/admin/leads/alan');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Alan Turing', level: 2 })).toBeInTheDocument();
    expect(currentPath).toBe('/admin/leads/alan');
    act(() => goBack());
    await waitFor(() => expect(rowNames()).toEqual(['Alan Turing', 'Grace Hopper']));
    expect(currentPath).toBe('/admin');
    expect(address().toString()).toBe('source=linkedin&sort=score');

    await user.click(screen.getByRole('link', { name: 'Grace Hopper' }));
    await screen.findByRole('heading', { name: 'Grace Hopper', level: 2 });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(rowNames()).toEqual(['Alan Turing', 'Grace Hopper']));
    expect(`${currentPath}?${address().toString()}`).toBe('/admin?source=linkedin&sort=score');
  });

  it('opens a lead clicked right after typing, however long its page takes to load', async () => {
    // The router keeps the list on screen while the lead page loads; a search written late would
    // replace the lead page's address with the list's.
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const SlowLeadRoute = lazy(() => loaded.then(() => ({ default: LeadRoute })));
    const user = renderAt('/admin', <SlowLeadRoute />);
    await user.type(await screen.findByLabelText('Search leads'), 'ada');
    await user.click(await screen.findByRole('link', { name: 'Ada Lovelace' }));
    await new Promise((resolve) => setTimeout(resolve, SEARCH_TO_ADDRESS_MS + 300));
    act(() => release());
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 2 })).toBeInTheDocument();
    expect(currentPath).toBe('/admin/leads/ada');
    act(() => goBack());
    await waitFor(() => expect(rowNames()).toEqual(['Ada Lovelace']));
    expect(`${currentPath}?${address().toString()}`).toBe('/admin?q=ada');
  });

  it('reads sort and filters from the address and writes changes back', async () => {
    const user = renderAt('/admin?source=linkedin&sort=score');
    await screen.findByRole('article', { name: 'Alan Turing' });
    expect(rowNames()).toEqual(['Alan Turing', 'Grace Hopper']);
    expect(screen.getByLabelText('Sort by')).toHaveValue('score');
    expect(screen.getByLabelText('Source')).toHaveValue('linkedin');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Estimated value (highest first)');
    await waitFor(() => expect(rowNames()).toEqual(['Grace Hopper', 'Alan Turing']));
    expect(address().get('sort')).toBe('value');
    await user.selectOptions(screen.getByLabelText('Source'), 'All sources');
    await user.type(screen.getByLabelText('AI score from'), '70');
    await waitFor(() => expect(rowNames()).toEqual(['Ada Lovelace', 'Alan Turing']));
    expect(address().get('score-min')).toBe('70');
    expect(address().get('source')).toBeNull();
    await user.type(screen.getByLabelText('Search leads'), 'ada');
    await waitFor(() => expect(address().get('q')).toBe('ada'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(address().toString()).toBe('sort=value');
  });

  it("flags rows and filters them with the 'Overdue' and 'Stale' chips", async () => {
    const user = renderAt('/admin');
    const adaRow = await screen.findByRole('article', { name: 'Ada Lovelace' });
    expect(within(adaRow).getByText('Overdue')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Alan Turing' })).getByText('Stale')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Overdue' }));
    expect(screen.getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(rowNames()).toEqual(['Ada Lovelace']));
    expect(address().get('flag')).toBe('overdue');
    await user.click(screen.getByRole('button', { name: 'Stale' }));
    await waitFor(() => expect(rowNames()).toEqual(['Alan Turing']));
    await user.click(screen.getByRole('button', { name: 'Due today' }));
    expect(await screen.findByText('No leads match your search criteria')).toBeInTheDocument();
  });
});

describe('the live list', () => {
  it("asks only for changes, updates a shown lead in place and holds a new one behind 'N new leads'", async () => {
    const newcomer = makeLeadSummary({
      id: 'newcomer',
      name: 'Nia New',
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    changes = [[{ ...grace, version: 2, name: 'Grace B. Hopper', updatedAt: NOW.toISOString() }, newcomer]];
    const user = renderAt('/admin');
    expect(await screen.findByRole('article', { name: 'Grace B. Hopper' })).toBeInTheDocument();
    const since = new URL(changeCalls()[0] ?? '', 'http://x').searchParams.get('updatedSince');
    expect(since).toBe(new Date(Date.parse(daysAgo(1)) - 60_000).toISOString());
    expect(screen.queryByRole('article', { name: 'Nia New' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1 new lead' }));
    expect(await screen.findByRole('article', { name: 'Nia New' })).toBeInTheDocument();
    expect(rowNames()[0]).toBe('Nia New');
    expect(screen.queryByRole('button', { name: /new lead/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === ADMIN_LEADS_PATH)).toHaveLength(1);
  });

  it.each([
    ['the page becomes visible', () => document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))],
    ['the window regains focus', () => window.dispatchEvent(new Event('focus'))],
  ])('asks again when %s', async (_name, event) => {
    renderAt('/admin');
    await waitFor(() => expect(changeCalls()).toHaveLength(1));
    changes = [[makeLeadSummary({ id: 'late', name: 'Late Lead', updatedAt: NOW.toISOString() })]];
    act(event);
    expect(await screen.findByRole('button', { name: '1 new lead' })).toBeInTheDocument();
    expect(changeCalls()).toHaveLength(2);
  });
});

describe('unsaved edits', () => {
  it('reopens the edit form with the kept draft after a new login', async () => {
    sessionStorage.setItem('lead-edit-draft:full:ada', JSON.stringify({ notes: 'Typed before the session ended' }));
    renderAt('/admin?lead=ada');
    const form = await screen.findByRole('form', { name: 'Edit Lead: Ada Lovelace' });
    expect(within(form).getByRole('status')).toHaveTextContent('Your unsaved changes were restored.');
    expect(within(form).getByLabelText('Notes')).toHaveValue('Typed before the session ended');
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(sessionStorage.getItem('lead-edit-draft:full:ada')).toBeNull();
  });

  it('keeps what is typed in the edit form in session storage', async () => {
    const user = renderAt('/admin/leads/ada');
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 2 });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit Lead: Ada Lovelace' });
    await user.type(within(form).getByLabelText('Job Title'), 'Countess');
    expect(JSON.parse(sessionStorage.getItem('lead-edit-draft:full:ada') ?? '{}')).toEqual({ jobTitle: 'Countess' });
  });
});
