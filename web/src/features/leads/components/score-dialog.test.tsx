import { ADMIN_LEAD_PATH } from '@meridian/shared/admin-api-paths';
import { fillPath } from '@meridian/shared/api-paths';
import { bandRecommendations, scoreLead } from '@meridian/shared/leads/lead-score';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLeadSummary } from '../../../test/lead-summary';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { ScoreDialog } from './score-dialog';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The summary lacks budget authority and growth stage: a client-side score would miss them.
const summary = makeLeadSummary({ id: 'ada', name: 'Ada Lovelace', aiScore: 43, urgency: 'Immediate' });
const scoreBreakdown = [
  { factor: 'Urgency', value: 'Immediate', points: 20 },
  { factor: 'Budget authority', value: 'Yes', points: 15 },
  { factor: 'Growth stage', value: 'Scaling', points: 8 },
  { factor: 'Company revenue', value: null, points: 0 },
];

function renderScore() {
  fetchMock.mockImplementation(async (input) =>
    String(input) === fillPath(ADMIN_LEAD_PATH, { id: 'ada' })
      ? jsonResponse({ ...summary, activity: [], timeline: [], scoreBreakdown })
      : jsonResponse({ error: 'unexpected' }, 500),
  );
  renderWithProviders(<ScoreDialog lead={summary} open onOpenChange={vi.fn()} onEdit={vi.fn()} now={new Date()} />);
  return screen.getByRole('dialog', { name: 'Ada Lovelace' });
}

describe('ScoreDialog', () => {
  it("shows exactly the server's breakdown rows, whose points add up to the score on the card", async () => {
    const dialog = renderScore();
    const table = await within(dialog).findByRole('table', { name: /Score breakdown/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Urgency', 'Immediate', '+20'],
      ['Budget authority', 'Yes', '+15'],
      ['Growth stage', 'Scaling', '+8'],
      ['Company revenue', '—', '0'],
      ['Total', '43'],
    ]);
    const sum = scoreBreakdown.reduce((total, row) => total + row.points, 0);
    expect(sum).toBe(summary.aiScore);
    expect(within(dialog).getByRole('region', { name: 'AI score' })).toHaveTextContent('AI score 43/100');
  });

  it("shows the score band's recommendations from the shared rules", async () => {
    const dialog = renderScore();
    const { label, recommendations } = bandRecommendations(43);
    expect(within(dialog).getAllByText(label).length).toBeGreaterThan(0);
    for (const text of recommendations) expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(await within(dialog).findByRole('table', { name: /Score breakdown/ })).toBeInTheDocument();
  });

  it('says when the breakdown is loading', () => {
    const dialog = renderScore();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the score breakdown…');
  });
});

describe('ScoreDialog missing inputs (docs/product/leads.md#missing-inputs)', () => {
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
    fetchMock.mockImplementation(async () =>
      jsonResponse({ ...lead, aiScore: scored.score, activity: [], timeline: [], scoreBreakdown: scored.breakdown }),
    );
    renderWithProviders(<ScoreDialog lead={lead} open onOpenChange={vi.fn()} onEdit={vi.fn()} now={new Date()} />);
    const dialog = screen.getByRole('dialog', { name: 'Ada Lovelace' });
    expect(await within(dialog).findByText(line)).toBeInTheDocument();
  });
});

describe('ScoreDialog Next Stage', () => {
  it('asks Won or Lost before moving a lead from Proposal to Close', async () => {
    const proposal = { ...summary, status: 'proposal' as const, proposalSentDate: '2026-01-01T00:00:00.000Z' };
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT'
        ? jsonResponse({ ...proposal, status: 'close', outcome: { result: 'lost', reason: 'Timing' }, version: 2 })
        : jsonResponse({ ...proposal, activity: [], timeline: [], scoreBreakdown }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ScoreDialog lead={proposal} open onOpenChange={vi.fn()} onEdit={vi.fn()} now={new Date()} />);
    await user.click(screen.getByRole('button', { name: 'Next Stage' }));
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
});
