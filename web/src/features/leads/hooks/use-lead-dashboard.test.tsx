import { ADMIN_ERASED_OUTCOMES_PATH, ADMIN_LEADS_PATH, ADMIN_SUBSCRIBERS_PATH } from '@meridian/shared/admin-api-paths';
import { pagePath } from '@meridian/shared/api-paths';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { makeLeadSummary } from '../../../test/lead-summary';
import { DEFAULT_LIST_VIEW, type LeadListView } from '../lib/list-view';
import { useLeadDashboard } from './use-lead-dashboard';

const ada = makeLeadSummary({
  id: 'ada',
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  source: 'contact_form',
  status: 'initial_contact',
  createdAt: '2025-01-10T00:00:00.000Z',
});
const grace = makeLeadSummary({
  id: 'grace',
  name: 'Grace Hopper',
  company: 'Compilers plc',
  status: 'proposal',
  createdAt: '2025-01-20T00:00:00.000Z',
});
const alan = makeLeadSummary({
  id: 'alan',
  name: 'Alan Turing',
  company: 'Bletchley',
  source: 'assessment_tool',
  status: 'consultation',
  createdAt: '2025-01-15T00:00:00.000Z',
});

const NOW = new Date('2025-02-01T12:00:00.000Z');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The fake server's outcomes kept of erased leads. */
let erasedOutcomes: unknown[] = [];
/** The fake server's leads: a PUT changes the stored lead and raises its version. */
let stored: LeadSummary[];
const fetchMock = stubFetchForEachTest();
const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> }));

beforeEach(() => {
  stored = [{ ...ada }, { ...grace }, { ...alan }];
  erasedOutcomes = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'PUT') {
      const { version: _version, ...changes } = JSON.parse(String(init.body)) as Record<string, unknown>;
      const index = stored.findIndex((lead) => url.endsWith(`/${lead.id}`));
      const lead = stored[index];
      if (!lead) return json({ error: 'Lead not found' }, 404);
      const updated = { ...lead, ...changes, version: lead.version + 1 } as LeadSummary;
      stored[index] = updated;
      return json({ ...updated, activity: [], timeline: [], scoreBreakdown: [] });
    }
    if (url === ADMIN_LEADS_PATH) return json({ items: stored.slice(0, 2), nextCursor: 'page-2' });
    if (url === pagePath(ADMIN_LEADS_PATH, 'page-2')) return json({ items: stored.slice(2), nextCursor: null });
    if (url.startsWith(`${ADMIN_LEADS_PATH}?updatedSince=`)) return json({ items: [], nextCursor: null });
    if (url === ADMIN_SUBSCRIBERS_PATH) return json({ items: [], nextCursor: null, confirmedCount: 7 });
    if (url === ADMIN_ERASED_OUTCOMES_PATH) return json({ items: erasedOutcomes });
    return json({ error: 'unexpected' }, 500);
  });
});

function renderDashboardHook(view: LeadListView = DEFAULT_LIST_VIEW) {
  const queryClient = createQueryClient();
  const onViewChange = vi.fn<(change: Partial<LeadListView>) => void>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook((props: { view: LeadListView }) => useLeadDashboard({ ...props, onViewChange, now: NOW }), {
    wrapper,
    initialProps: { view },
  });
  return { ...hook, onViewChange };
}

const ids = (leads: readonly LeadSummary[]) => leads.map((lead) => lead.id);

describe('useLeadDashboard', () => {
  it('loads every page, sorts the list by the view and counts the sources for the header', async () => {
    const { result } = renderDashboardHook({ ...DEFAULT_LIST_VIEW, sort: 'newest' });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(ids(result.current.leads)).toEqual(['ada', 'grace', 'alan']));
    expect(ids(result.current.filtered)).toEqual(['grace', 'alan', 'ada']);
    expect(result.current.metrics.leadSources).toMatchObject({ website: 2, linkedin: 1 });
    expect(result.current.leadById('alan')?.name).toBe('Alan Turing');
    expect(result.current.leadById(null)).toBeUndefined();
    await waitFor(() => expect(result.current.subscribers.data).toBe(7));
    expect(result.current.loadingMore).toBe(false);
  });

  it('counts the outcomes kept of erased leads in the win rate', async () => {
    stored.push(
      makeLeadSummary({ id: 'won', name: 'Won Ltd', status: 'close', outcome: { result: 'won', value: 9_000 } }),
    );
    erasedOutcomes = [
      {
        result: 'lost',
        reason: 'Price',
        stage: 'close',
        source: 'linkedin',
        closedAt: '2025-01-25T00:00:00.000Z',
        erasedAt: '2025-01-30T00:00:00.000Z',
      },
    ];
    const { result } = renderDashboardHook();
    await waitFor(() => expect(result.current.metrics.outcomes).toMatchObject({ won: 1, lost: 1, winRate: 50 }));
    expect(result.current.metrics.outcomes.lostReasons.Price).toBe(1);
  });

  it('filters by the view from the address', async () => {
    const { result, rerender } = renderDashboardHook();
    await waitFor(() => expect(result.current.leads).toHaveLength(3));
    rerender({ view: { ...DEFAULT_LIST_VIEW, status: 'proposal' } });
    expect(ids(result.current.filtered)).toEqual(['grace']);
  });

  it('searches as the box changes and writes the search to the view only after a pause in typing', async () => {
    const { result, onViewChange } = renderDashboardHook();
    await waitFor(() => expect(result.current.leads).toHaveLength(3));
    act(() => result.current.setSearch('compilers'));
    expect(result.current.search).toBe('compilers');
    await waitFor(() => expect(ids(result.current.filtered)).toEqual(['grace']));
    expect(onViewChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onViewChange).toHaveBeenCalledWith({ search: 'compilers' }));
    expect(onViewChange).toHaveBeenCalledTimes(1);
  });

  it('moves a lead on the board, but asks Won or Lost before Close and sends the newest version', async () => {
    const { result } = renderDashboardHook();
    await waitFor(() => expect(result.current.leads).toHaveLength(3));
    const shownAda = result.current.leadById('ada');
    if (!shownAda) throw new Error('Ada is not loaded');

    act(() => result.current.moveLead(shownAda, 'close'));
    expect(result.current.closing?.id).toBe('ada');
    act(() => result.current.cancelClose());
    expect(result.current.closing).toBeNull();
    expect(puts()).toEqual([]);

    act(() => result.current.moveLead(shownAda, 'proposal'));
    await waitFor(() => expect(result.current.leadById('ada')?.version).toBe(2));
    expect(puts()).toEqual([{ url: '/api/admin/leads/ada', body: { status: 'proposal', version: 1 } }]);

    // The board still holds the card it rendered before the save: the close goes out on version 2.
    act(() => result.current.moveLead(shownAda, 'close'));
    act(() => result.current.confirmClose({ status: 'close', outcome: { result: 'lost', reason: 'Timing' } }));
    expect(result.current.closing).toBeNull();
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toEqual({
      url: '/api/admin/leads/ada',
      body: { status: 'close', outcome: { result: 'lost', reason: 'Timing' }, version: 2 },
    });
  });

  it("marks email 1 as sent from a card's button", async () => {
    const { result } = renderDashboardHook();
    await waitFor(() => expect(result.current.leads).toHaveLength(3));
    const grace = result.current.leadById('grace');
    if (!grace) throw new Error('Grace is not loaded');
    act(() => result.current.markEmail1Sent(grace));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const [put] = puts();
    expect(put?.url).toBe('/api/admin/leads/grace');
    expect(put?.body).toMatchObject({ email1SentDate: expect.any(String), version: 1 });
    expect(Date.parse(String(put?.body.email1SentDate))).not.toBeNaN();
  });
});
