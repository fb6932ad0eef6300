import { ADMIN_LEADS_PATH, ADMIN_SUBSCRIBERS_PATH } from '@meridian/shared/admin-api-paths';
import { pagePath } from '@meridian/shared/api-paths';
import type { Lead, LeadSummary, LeadWithActivity } from '@meridian/shared/leads/lead';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster';
import { createQueryClient } from '../../lib/query-client';
import { LeadPage } from '../../features/leads/components/lead-page';
import { AdminDashboard } from './admin-dashboard';

/**
 * The CRM dashboard against a fake admin API, for the dashboard's component tests: three leads
 * over two list pages, two subscribers, and a stateful `PUT` (see {@link fakeAdminApi}).
 */

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

/** A website lead in Initial Contact. */
export const ada = summary({
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

/** A JSON answer of the fake API. */
export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** The fake admin API of one test file; a test may replace `leadPages` or `putHandler` before rendering. */
export interface FakeAdminApi {
  /** The lead list's pages: [[Ada, Grace], [Alan]] at the start of each test. */
  leadPages: LeadSummary[][];
  /** Answers `PUT /api/admin/leads/{id}`: by default changes the stored lead and raises its version. */
  putHandler: Handler;
  /** The stubbed `fetch`. */
  fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  /** The requests made so far, as `METHOD url`. */
  calls: () => string[];
}

/**
 * Stubs `fetch` with a fake admin API before each test of the file (call at the top level) and
 * gives elements a 1000 x 800 px size so the virtualised lists render rows; undone after each test.
 */
export function fakeAdminApi(): FakeAdminApi {
  const fetchMock = vi.fn<typeof fetch>();
  const api: FakeAdminApi = {
    leadPages: [],
    putHandler: () => json({ error: 'unexpected' }, 500),
    fetchMock,
    calls: () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`),
  };
  beforeEach(() => {
    api.leadPages = [[{ ...ada }, { ...grace }], [{ ...alan }]];
    // A stateful fake server: a PUT changes the stored lead and raises its version.
    api.putHandler = (url, init) => {
      const { version: _version, ...changes } = JSON.parse(String(init?.body)) as Record<string, unknown>;
      const id = url.split('/').pop();
      for (const page of api.leadPages) {
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
      if (method === 'PUT') return api.putHandler(url, init);
      if (url === ADMIN_LEADS_PATH)
        return json({ items: api.leadPages[0] ?? [], nextCursor: api.leadPages.length > 1 ? 'page-2' : null });
      if (url === pagePath(ADMIN_LEADS_PATH, 'page-2'))
        return json({ items: api.leadPages[1] ?? [], nextCursor: null });
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
        const lead = api.leadPages.flat().find((l) => l.id === match[1]);
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
  return api;
}

/** The lead page route as the app mounts it, without the access guard and header. */
function LeadRoute() {
  return (
    <main aria-label="Lead page">
      <LeadPage leadId={useParams().id ?? ''} now={new Date()} onErased={() => undefined} />
    </main>
  );
}

/** Renders the dashboard at `/admin`, with the lead page route and the toaster. */
export function renderDashboard() {
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
export async function openDetail(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('link', { name }));
  await screen.findByRole('heading', { name, level: 2 });
  return screen.getByRole('main', { name: 'Lead page' });
}
