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
    expect(stat(revenue, 'Won revenue')).toHaveTextContent('£12K');
    expect(stat(revenue, 'Pipeline total')).toHaveTextContent('£30K');
    const goals = widget('Monthly Goals');
    expect(within(goals).getByText('£12K / £50K')).toBeInTheDocument();
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
