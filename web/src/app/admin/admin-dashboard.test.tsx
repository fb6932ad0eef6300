import { ADMIN_LEADS_PATH, ADMIN_SUBSCRIBERS_PATH } from '@meridian/shared/admin-api-paths';
import { pagePath } from '@meridian/shared/api-paths';
import type { Lead, LeadSummary, LeadWithActivity } from '@meridian/shared/leads/lead';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster';
import { createQueryClient } from '../../lib/query-client';
import { LeadPage } from '../../features/leads/components/lead-page';
import { AdminDashboard } from './admin-dashboard';

function summary(partial: Partial<LeadSummary> & Pick<LeadSummary, 'id' | 'name'>): LeadSummary {
  return {
    source: 'contact_form',
    status: 'initial_contact',
    priorityScore: 5,
    probabilityPercent: 25,
    aiScore: 50,
    version: 1,
    createdAt: '2025-01-10T00:00:00.000Z',
    updatedAt: '2025-01-10T00:00:00.000Z',
    ...partial,
  };
}

const ada = summary({
  id: 'ada',
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  email: 'ada@engines.test',
  status: 'initial_contact',
});
const grace = summary({
  id: 'grace',
  name: 'Grace Hopper',
  company: 'Compilers plc',
  email: 'grace@navy.test',
  source: 'linkedin',
  status: 'proposal',
  proposalSentDate: '2025-01-20T00:00:00.000Z',
});
const alan = summary({
  id: 'alan',
  name: 'Alan Turing',
  company: 'Bletchley',
  email: 'alan@park.test',
  status: 'consultation',
});

function full(lead: LeadSummary, extra: Partial<Lead> = {}): LeadWithActivity {
  return {
    ...lead,
    message: 'Hello <b>there</b>',
    notes: 'Call after Easter',
    activity: [],
    timeline: [],
    scoreBreakdown: [],
    ...extra,
  } as LeadWithActivity;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;
let putHandler: Handler;
let leadPages: LeadSummary[][];
const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

beforeEach(() => {
  leadPages = [[{ ...ada }, { ...grace }], [{ ...alan }]];
  // A stateful fake server: a PUT changes the stored lead and raises its version.
  putHandler = (url, init) => {
    const { version: _version, ...changes } = JSON.parse(String(init?.body)) as Record<string, unknown>;
    const id = url.split('/').pop();
    for (const page of leadPages) {
      const index = page.findIndex((l) => l.id === id);
      const stored = page[index];
      if (stored) {
        const updated = { ...stored, ...changes, version: stored.version + 1 } as LeadSummary;
        page[index] = updated;
        return json(full(updated));
      }
    }
    return json({ error: 'Lead not found' }, 404);
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'PUT') return putHandler(url, init);
    if (url === ADMIN_LEADS_PATH)
      return json({ items: leadPages[0] ?? [], nextCursor: leadPages.length > 1 ? 'page-2' : null });
    if (url === pagePath(ADMIN_LEADS_PATH, 'page-2')) return json({ items: leadPages[1] ?? [], nextCursor: null });
    if (url === ADMIN_SUBSCRIBERS_PATH)
      return json({
        items: [
          { id: 'sub-confirmed-0001', email: 'a@b.test', state: 'confirmed', createdAt: '2025-01-01T00:00:00.000Z' },
          { id: 'sub-pending-00001', email: 'c@d.test', state: 'pending', createdAt: '2025-01-02T00:00:00.000Z' },
        ],
        nextCursor: null,
        confirmedCount: 1,
      });
    const match = /^\/api\/admin\/leads\/(\w+)$/.exec(url);
    if (match) {
      const lead = leadPages.flat().find((l) => l.id === match[1]);
      return lead ? json(full(lead)) : json({ error: 'Lead not found' }, 404);
    }
    return json({ error: 'unexpected' }, 500);
  });
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

/** The lead page route as the app mounts it, without the access guard and header. */
function LeadRoute() {
  return (
    <main aria-label="Lead page">
      <LeadPage leadId={useParams().id ?? ''} now={new Date()} onErased={() => undefined} />
    </main>
  );
}

function renderDashboard() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin" element={<AdminDashboard />} />
          <Route path="/admin/leads/:id" element={<LeadRoute />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

/** Opens a lead from its row's name link; returns its page once the lead has loaded. */
async function openDetail(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('link', { name }));
  await screen.findByRole('heading', { name, level: 2 });
  return screen.getByRole('main', { name: 'Lead page' });
}

describe('AdminDashboard', () => {
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
    expect(await screen.findByRole('heading', { name: 'Revenue Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
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
    leadPages = [[]];
    renderDashboard();
    expect(await screen.findByText('No leads found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Customize Layout' })).not.toBeInTheDocument();
  });

  it('marks email 1 as sent from the lead page: timestamp, status value_demo and version', async () => {
    const { user } = renderDashboard();
    const dialog = await openDetail(user, 'Ada Lovelace');
    // Visitor text is shown as text, never as HTML.
    expect(within(dialog).getByText('Hello <b>there</b>')).toBeInTheDocument();
    const email1 = within(dialog).getByRole('group', { name: 'Email 1' });
    await user.click(within(email1).getByRole('button', { name: 'Mark as Sent' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/admin/leads/ada'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = JSON.parse(String(put?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'value_demo', version: 1 });
    expect(Date.parse(String(body.email1SentDate))).not.toBeNaN();
    expect(await within(email1).findByRole('button', { name: 'Sent' })).toBeDisabled();
    expect(within(dialog).getByText('Value Demo', { selector: 'strong' })).toBeInTheDocument();

    // 'Mark as Sent' can be undone: the sent date is cleared (the shared undoEmailSentUpdate).
    await user.click(within(email1).getByRole('button', { name: 'Undo Mark as Sent for email 1' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(2));
    const undo = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')[1];
    expect(JSON.parse(String(undo?.[1]?.body))).toEqual({ email1SentDate: null, version: 2 });
    expect(await within(email1).findByRole('button', { name: 'Mark as Sent' })).toBeEnabled();
  });

  it('moves a lead with the Move to Stage buttons, the current stage disabled', async () => {
    const { user } = renderDashboard();
    const dialog = await openDetail(user, 'Ada Lovelace');
    const stages = within(dialog).getByRole('group', { name: 'Move to Stage' });
    expect(within(stages).getByRole('button', { name: 'Initial Contact' })).toBeDisabled();
    await user.click(within(stages).getByRole('button', { name: 'Consultation' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/admin/leads/ada'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 'consultation', version: 1 });
  });

  it('says another change came first on 409 and reloads the lead', async () => {
    putHandler = () => json({ error: 'Version conflict' }, 409);
    const { user } = renderDashboard();
    const dialog = await openDetail(user, 'Ada Lovelace');
    await waitFor(() => expect(calls()).toContain('GET /api/admin/leads/ada'));
    const before = calls().length;
    const email2 = within(dialog).getByRole('group', { name: 'Email 2' });
    await user.click(within(email2).getByRole('button', { name: 'Mark as Sent' }));
    expect(await screen.findByText('Another change came first')).toBeInTheDocument();
    await waitFor(() => {
      const after = calls().slice(before);
      // The list, not shown beside the lead page, is marked stale and asked again when it shows.
      expect(after).toContain('GET /api/admin/leads/ada');
    });
    // The screen matches the server again: email 2 is not sent.
    expect(await within(email2).findByRole('button', { name: 'Mark as Sent' })).toBeEnabled();
  });

  it('moves a card with the Move to… menu on the board and reverts on failure with an error toast', async () => {
    putHandler = () => json({ error: 'Database unavailable' }, 500);
    const { user } = renderDashboard();
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('tab', { name: 'Sales Pipeline' }));
    const board = await screen.findByRole('region', { name: '7-Stage Sales Pipeline' });
    await user.click(within(board).getByRole('button', { name: 'Move Ada Lovelace to…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Proposal' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/admin/leads/ada'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 'proposal', version: 1 });
    expect(await screen.findByText('Could not save the change')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    const initialContact = screen.getByRole('region', { name: 'Initial Contact' });
    expect(await within(initialContact).findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('asks Won or Lost before a move to Close: Cancel leaves the card, Won sends the outcome in the same PUT', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('tab', { name: 'Sales Pipeline' }));
    const board = await screen.findByRole('region', { name: '7-Stage Sales Pipeline' });
    await user.click(within(board).getByRole('button', { name: 'Move Ada Lovelace to…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Close' }));
    let dialog = await screen.findByRole('dialog', { name: 'Close Ada Lovelace' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls().some((call) => call.startsWith('PUT'))).toBe(false);
    expect(
      within(screen.getByRole('region', { name: 'Initial Contact' })).getByRole('article', { name: 'Ada Lovelace' }),
    ).toBeInTheDocument();

    await user.click(within(board).getByRole('button', { name: 'Move Ada Lovelace to…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Close' }));
    dialog = await screen.findByRole('dialog', { name: 'Close Ada Lovelace' });
    await user.click(within(dialog).getByRole('radio', { name: 'Won' }));
    await user.type(within(dialog).getByLabelText(/^Deal value/), '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Close as Won' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/admin/leads/ada'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      status: 'close',
      outcome: { result: 'won', value: 12000 },
      version: 1,
    });
    const close = screen.getByRole('region', { name: 'Close' });
    const card = await within(close).findByRole('article', { name: 'Ada Lovelace' });
    expect(within(card).getByText('Won')).toBeInTheDocument();
  });

  it('asks Won or Lost from the Move to Stage buttons of the lead page too', async () => {
    const { user } = renderDashboard();
    const detail = await openDetail(user, 'Ada Lovelace');
    await user.click(within(detail).getByRole('button', { name: 'Close', pressed: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Ada Lovelace' });
    await user.click(within(dialog).getByRole('radio', { name: 'Lost' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Reason/ }), 'Timing');
    await user.click(within(dialog).getByRole('button', { name: 'Close as Lost' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/admin/leads/ada'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      status: 'close',
      outcome: { result: 'lost', reason: 'Timing' },
      version: 1,
    });
    expect(await within(detail).findByText('Lost')).toBeInTheDocument();
    expect(within(detail).getByText('Close', { selector: 'strong' })).toBeInTheDocument();
  });

  it('validates the full edit form before saving', async () => {
    const { user } = renderDashboard();
    const detail = await openDetail(user, 'Ada Lovelace');
    await user.click(await within(detail).findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Lead: Ada Lovelace' });
    await user.clear(within(form).getByLabelText(/Full Name/));
    const email = within(form).getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    const priority = within(form).getByLabelText('Priority Score (1-10)');
    await user.clear(priority);
    await user.type(priority, '12');
    await user.type(within(form).getByLabelText('Estimated Value Min (£)'), '-3');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Full name is required')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Priority score must be between 1 and 10')).toBeInTheDocument();
    expect(within(form).getByText('Must be at least 0')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls().some((call) => call.startsWith('PUT'))).toBe(false);

    await user.type(within(form).getByLabelText(/Full Name/), 'Augusta Ada King');
    await user.clear(email);
    await user.type(email, 'ada@engines.test');
    await user.clear(priority);
    await user.clear(within(form).getByLabelText('Estimated Value Min (£)'));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/admin/leads/ada'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      name: 'Augusta Ada King',
      priorityScore: 5,
      // An emptied value is unknown: cleared, never £0 (docs/product/leads.md#prospects).
      estimatedValueMin: null,
      version: 1,
    });
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

  it('opens the lead page from a board card, where Quick edit saves the contact details (docs/product/leads.md#lead-page)', async () => {
    leadPages = [[{ ...ada }]];
    const { user } = renderDashboard();
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('tab', { name: 'Sales Pipeline' }));
    const board = await screen.findByRole('region', { name: '7-Stage Sales Pipeline' });
    expect(within(board).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/leads/ada');
    await user.click(within(board).getByText('Analytical Engines'));
    const page = await screen.findByRole('main', { name: 'Lead page' });
    await within(page).findByRole('heading', { name: 'Ada Lovelace', level: 2 });
    await user.click(within(page).getByRole('button', { name: 'Quick edit' }));
    const simple = await screen.findByRole('dialog', { name: 'Quick edit: Ada Lovelace' });
    // The full lead's notes are in the form.
    expect(within(simple).getByLabelText('Notes')).toHaveValue('Call after Easter');
    await user.clear(within(simple).getByLabelText('Phone'));
    await user.type(within(simple).getByLabelText('Phone'), '+44 1234');
    await user.click(within(simple).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/admin/leads/ada'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ phone: '+44 1234', version: 1 });
  });
});
