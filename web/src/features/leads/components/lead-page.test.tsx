import { ADMIN_LEAD_PATH } from '@meridian/shared/admin-api-paths';
import { fillPath } from '@meridian/shared/api-paths';
import { bandRecommendations, scoreLead } from '@meridian/shared/leads/lead-score';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { makeLeadSummary } from '../../../test/lead-summary';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { LeadPage } from './lead-page';

const fetchMock = stubFetchForEachTest();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// The summary lacks budget authority and growth stage: a client-side score would miss them.
const summary = makeLeadSummary({ id: 'ada', name: 'Ada Lovelace', company: 'Engines Ltd', aiScore: 43 });
const scoreBreakdown = [
  { factor: 'Urgency', value: 'Immediate', points: 20 },
  { factor: 'Budget authority', value: 'Yes', points: 15 },
  { factor: 'Growth stage', value: 'Scaling', points: 8 },
  { factor: 'Revenue', value: null, points: 0 },
];
const timeline = [
  {
    id: 't1',
    leadId: 'ada',
    type: 'call',
    at: '2026-03-02T10:00:00.000Z',
    summary: 'Call',
    text: 'Talked about the budget',
  },
];

/** Answers the lead's GET with `detail` (404 for any other lead) and a PUT with `afterPut`. */
function serve(detail: Record<string, unknown>, afterPut?: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'PUT' && afterPut) return jsonResponse(afterPut);
    if (String(input) === fillPath(ADMIN_LEAD_PATH, { id: 'ada' })) return jsonResponse(detail);
    if (String(input).startsWith('/api/admin/leads/')) return jsonResponse({ error: 'Lead not found' }, 404);
    return jsonResponse({ items: [] });
  });
}

function renderPage(leadId = 'ada') {
  const onErased = vi.fn();
  renderWithProviders(<LeadPage leadId={leadId} now={new Date('2026-03-03T09:00:00Z')} onErased={onErased} />);
  return { onErased };
}

describe('LeadPage (docs/product/leads.md#lead-page)', () => {
  it("shows the header with the server's breakdown rows, the timeline and the assessment state together", async () => {
    serve({ ...summary, activity: [], timeline, scoreBreakdown });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/at Engines Ltd/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Score breakdown/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Urgency', 'Immediate', '+20'],
      ['Budget authority', 'Yes', '+15'],
      ['Growth stage', 'Scaling', '+8'],
      ['Revenue', '—', '0'],
      ['Total', '43'],
    ]);
    expect(screen.getByText('Unknown: revenue')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Timeline, newest first' })).toHaveTextContent('Talked about the budget');
    expect(screen.getByText('This lead has not taken the assessment.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Move to Stage' })).toBeInTheDocument();
  });

  it("shows the score band's recommendations from the shared rules", async () => {
    serve({ ...summary, activity: [], timeline: [], scoreBreakdown });
    renderPage();
    await screen.findByRole('table', { name: /Score breakdown/ });
    const { label, recommendations } = bandRecommendations(43);
    expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    for (const text of recommendations) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says while the lead loads, and that an unknown lead does not exist', async () => {
    serve({ ...summary, activity: [], timeline: [], scoreBreakdown });
    renderPage('gone');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the lead…');
    expect(await screen.findByRole('alert', {})).toHaveTextContent('This lead does not exist');
  });
});

describe('LeadPage missing inputs (docs/product/leads.md#missing-inputs)', () => {
  it.each([
    [
      'a contact with size and urgency',
      { source: 'contact_form', employeeCount: '50-150', urgency: 'Immediate' } as const,
      'Unknown: revenue, industry, budget authority, growth stage',
    ],
    [
      'a lead with every input',
      {
        source: 'linkedin',
        employeeCount: '500+',
        companyRevenue: '£75M+',
        industryType: 'Healthcare',
        urgency: 'Low',
        budgetAuthority: 'Yes',
        growthStage: 'Established',
      } as const,
      'Every scoring input is known.',
    ],
  ])('names what the score of %s was computed without', async (_, fields, line) => {
    const lead = makeLeadSummary({ id: 'ada', name: 'Ada Lovelace', ...fields });
    const scored = scoreLead(lead);
    serve({ ...lead, aiScore: scored.score, activity: [], timeline: [], scoreBreakdown: scored.breakdown });
    renderPage();
    expect(await screen.findByText(line)).toBeInTheDocument();
  });
});

describe('LeadPage stage moves', () => {
  it('asks Won or Lost before moving a lead from Proposal to Close', async () => {
    const proposal = { ...summary, status: 'proposal' as const, proposalSentDate: '2026-01-01T00:00:00.000Z' };
    serve(
      { ...proposal, activity: [], timeline: [], scoreBreakdown },
      { ...proposal, status: 'close', outcome: { result: 'lost', reason: 'Timing' }, version: 2 },
    );
    const user = userEvent.setup();
    renderPage();
    const moves = await screen.findByRole('group', { name: 'Move to Stage' });
    await user.click(within(moves).getByRole('button', { name: 'Close' }));
    const close = await screen.findByRole('dialog', { name: 'Close Ada Lovelace' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await user.click(within(close).getByRole('radio', { name: 'Lost' }));
    await user.selectOptions(within(close).getByRole('combobox', { name: /^Reason/ }), 'Timing');
    await user.click(within(close).getByRole('button', { name: 'Close as Lost' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      status: 'close',
      outcome: { result: 'lost', reason: 'Timing' },
      version: 1,
    });
  });

  it('reopens the full edit form with a draft kept when the session expired', async () => {
    sessionStorage.setItem('lead-edit-draft:full:ada', JSON.stringify({ notes: 'Typed before the session ended' }));
    serve({ ...summary, activity: [], timeline: [], scoreBreakdown });
    renderPage();
    expect(await screen.findByRole('dialog', { name: 'Edit Lead: Ada Lovelace' })).toBeInTheDocument();
  });
});
