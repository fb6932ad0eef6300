import { dashboardMetrics } from '@meridian/shared/pipeline/dashboard';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeLeadSummary } from '../../../test/lead-summary';
import { DashboardWidgets } from './dashboard-widgets';

const now = new Date('2026-11-23T12:00:00.000Z');
const leads = [
  makeLeadSummary({ id: 'open', name: 'Open Ltd', status: 'proposal', estimatedValueMin: 30_000 }),
  makeLeadSummary({
    id: 'won',
    name: 'Won Ltd',
    source: 'contact_form',
    status: 'close',
    estimatedValueMin: 5_000,
    dealClosedDate: '2026-11-10T12:00:00.000Z',
    outcome: { result: 'won', value: 12_000 },
  }),
  makeLeadSummary({
    id: 'lost',
    name: 'Lost Ltd',
    status: 'close',
    estimatedValueMin: 40_000,
    outcome: { result: 'lost', reason: 'Timing' },
  }),
  makeLeadSummary({
    id: 'lost2',
    name: 'Lost Again',
    status: 'close',
    outcome: { result: 'lost', reason: 'Timing' },
  }),
];

function stat(widget: HTMLElement, label: string) {
  return within(widget).getByText(label, { selector: 'dt' }).nextElementSibling;
}

function widget(title: string) {
  return screen.getByRole('region', { name: title });
}

describe('DashboardWidgets', () => {
  it('counts won value as revenue and in the monthly goal, and only open leads in the pipeline', () => {
    render(<DashboardWidgets metrics={dashboardMetrics(leads, now)} onOpenLead={vi.fn()} />);
    const revenue = widget('Revenue Dashboard');
    expect(stat(revenue, 'Won revenue')).toHaveTextContent(/^£12,000$/);
    expect(stat(revenue, 'Pipeline total')).toHaveTextContent(/^£30,000$/);
    const goals = widget('Monthly Goals');
    expect(within(goals).getByText('£12,000 / £50,000')).toBeInTheDocument();
  });

  it('says under every figure how it is computed', () => {
    render(<DashboardWidgets metrics={dashboardMetrics(leads, now)} onOpenLead={vi.fn()} />);
    for (const region of screen.getAllByRole('region')) {
      for (const term of within(region).queryAllByRole('term')) {
        const caption = term.nextElementSibling?.nextElementSibling;
        expect(caption?.tagName, term.textContent ?? '').toBe('DD');
        expect(caption?.textContent, term.textContent ?? '').not.toBe('');
      }
      expect(region).toHaveAccessibleDescription(/\w/);
    }
    const revenue = widget('Revenue Dashboard');
    expect(within(revenue).getByText('A fixed 25% of the pipeline total')).toBeInTheDocument();
    expect(within(revenue).getByText('Average deal × 365 ÷ 90')).toBeInTheDocument();
    expect(widget('Win Rate')).toHaveAccessibleDescription(/erased leads' outcomes included/);
  });

  it('shows every money figure in full pounds, never in thousands', () => {
    const many = Array.from({ length: 6 }, (_, index) =>
      makeLeadSummary({
        id: `p${index}`,
        name: `Prospect ${index}`,
        status: 'proposal',
        estimatedValueMin: 500 + index * 500,
      }),
    );
    render(<DashboardWidgets metrics={dashboardMetrics([...leads, ...many], now)} onOpenLead={vi.fn()} />);
    const text = screen
      .getAllByRole('region')
      .map((region) => region.textContent ?? '')
      .join(' ');
    expect(text).not.toMatch(/£[\d.,]+K/);
    expect(stat(widget('Revenue Dashboard'), 'Pipeline total')).toHaveTextContent(/^£40,500$/);
  });

  it('says "Not enough data" for forecast figures resting on fewer than five leads', () => {
    // One £25,000 prospect: no Expected Close, annual rate or projection from it.
    const one = [makeLeadSummary({ id: 'one', name: 'One Ltd', status: 'proposal', estimatedValueMin: 25_000 })];
    render(<DashboardWidgets metrics={dashboardMetrics(one, now)} onOpenLead={vi.fn()} />);
    const revenue = widget('Revenue Dashboard');
    for (const label of ['Expected Close', 'Annual rate', 'Weekly velocity'])
      expect(stat(revenue, label)).toHaveTextContent(/^Not enough data \(fewer than 5 leads\)$/);
    expect(stat(revenue, 'Pipeline total')).toHaveTextContent(/^£25,000$/);
    expect(stat(revenue, 'Average deal')).toHaveTextContent(/^£25,000$/);
    const forecast = widget('Sales Forecast');
    for (const label of ['This month (weighted)', 'This quarter (weighted)', 'Monthly velocity', 'Deals per month'])
      expect(stat(forecast, label)).toHaveTextContent('Not enough data (fewer than 5 leads)');
  });

  it('shows the forecast figures once five leads carry them', () => {
    const five = Array.from({ length: 5 }, (_, index) =>
      makeLeadSummary({ id: `p${index}`, name: `Prospect ${index}`, status: 'proposal', estimatedValueMin: 20_000 }),
    );
    render(<DashboardWidgets metrics={dashboardMetrics(five, now)} onOpenLead={vi.fn()} />);
    const revenue = widget('Revenue Dashboard');
    expect(stat(revenue, 'Expected Close')).toHaveTextContent(/^£25,000$/);
    expect(stat(revenue, 'Annual rate')).toHaveTextContent(/^£81,111$/);
    const forecast = widget('Sales Forecast');
    // Proposals close 15 days on (8 December): none due this month, five this quarter.
    expect(stat(forecast, 'This month (weighted)')).toHaveTextContent('Not enough data (fewer than 5 leads)');
    expect(stat(forecast, 'This quarter (weighted)')).toHaveTextContent(/^£85,000$/);
    expect(stat(forecast, 'Monthly velocity')).toHaveTextContent(/^£28,333$/);
  });

  it('shows the win rate, won and lost by source and the lost reasons', () => {
    render(<DashboardWidgets metrics={dashboardMetrics(leads, now)} onOpenLead={vi.fn()} />);
    const winRate = widget('Win Rate');
    expect(stat(winRate, 'Win rate')).toHaveTextContent('33%');
    expect(stat(winRate, 'Won')).toHaveTextContent('1');
    expect(stat(winRate, 'Lost')).toHaveTextContent('2');
    const table = within(winRate).getByRole('table', { name: 'Won and lost deals by source' });
    const contact = within(table).getByRole('row', { name: /Contact/ });
    expect(
      within(contact)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0']);
    const linkedin = within(table).getByRole('row', { name: /LinkedIn/ });
    expect(
      within(linkedin)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '2']);
    const reasons = widget('Lost Reasons');
    expect(within(reasons).getByText('Timing').nextElementSibling).toHaveTextContent('2');
    expect(within(reasons).getByText('Price').nextElementSibling).toHaveTextContent('0');
  });

  it('shows "—" as the conversion of a stage no lead has been at, and a percent where leads moved on', () => {
    render(<DashboardWidgets metrics={dashboardMetrics(leads, now)} onOpenLead={vi.fn()} />);
    const health = widget('Pipeline Health');
    const rate = (stage: string) => within(health).getByText(stage, { selector: 'span' }).nextElementSibling;
    // Only Proposal and Close hold leads: Proposal has a history (3 of 4 moved on), the earlier stages none.
    expect(rate('Proposal')).toHaveTextContent('75% convert');
    for (const stage of ['New Lead', 'Initial Contact', 'Value Demo', 'Assessment Offer', 'Consultation'])
      expect(rate(stage)).toHaveTextContent(/^—$/);
    expect(within(health).queryByText('0% convert')).not.toBeInTheDocument();
  });
});
