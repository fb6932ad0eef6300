import { describe, expect, it } from 'vitest';
import { dashboardMetrics, MONTHLY_GOALS } from './dashboard';
import { NOW, type TestLead } from './dashboard.fixtures';
import type { LeadSummary } from '../leads/lead';

describe('dashboardMetrics (docs/product/dashboard.md#widgets)', () => {
  const leads: TestLead[] = [
    {
      id: 'won-this-month',
      status: 'close',
      outcome: { result: 'won', value: 32_000 },
      source: 'consultation_booking',
      estimatedValueMin: 30_000,
      priorityScore: 9,
      dealClosedDate: '2025-03-02T10:00:00.000Z',
      createdAt: '2025-01-10T00:00:00.000Z',
      updatedAt: '2025-03-02T10:00:00.000Z',
    },
    {
      id: 'closed-by-drag-this-month',
      status: 'close',
      outcome: { result: 'lost', reason: 'Price', note: 'Too dear' },
      source: 'linkedin',
      estimatedValueMin: 15_000,
      priorityScore: 8,
      createdAt: '2025-02-10T00:00:00.000Z',
      updatedAt: '2025-03-09T09:00:00.000Z',
    },
    {
      id: 'closed-last-month',
      status: 'converted',
      outcome: { result: 'won', value: 20_000 },
      source: 'contact_form',
      estimatedValueMin: 20_000,
      dealClosedDate: '2025-02-28T23:59:59.999Z',
      createdAt: '2025-01-05T00:00:00.000Z',
      updatedAt: '2025-03-01T00:00:00.000Z',
    },
    {
      id: 'proposal',
      status: 'proposal',
      source: 'assessment_tool',
      estimatedValueMin: 40_000,
      priorityScore: 7,
      probabilityPercent: 60,
      email1SentDate: '2025-02-01T00:00:00.000Z',
      email1Response: 'Interested',
      createdAt: '2025-03-01T00:00:00.000Z',
      updatedAt: '2025-03-01T00:00:00.000Z',
    },
    {
      id: 'new-no-value',
      status: 'new_lead',
      source: 'assessment_tool',
      createdAt: '2025-03-10T11:00:00.000Z',
      updatedAt: '2025-03-10T11:00:00.000Z',
    },
  ];
  const metrics = dashboardMetrics(leads, NOW);

  it('computes the revenue widget in whole pounds from open leads, and won revenue from won values', () => {
    // closed leads are out of the pipeline: 40,000 (proposal) over 1 open lead with a value
    expect(metrics.revenue).toEqual({
      pipelineTotal: 40_000,
      weightedPipeline: 34_000, // proposal x0.85, new x0.05 of 0
      wonRevenue: 32_000 + 20_000,
      valuedOpenLeads: 1,
      // one valued open lead is too few for a projection (docs/product/dashboard.md#not-enough-data)
      expectedClose: null,
      averageDeal: 40_000,
      annualRate: null,
      weeklyVelocity: null,
    });
  });

  it('projects Expected Close, annual rate and weekly velocity from five valued open leads', () => {
    const five = [10_000, 20_000, 30_000, 40_000, 40_000].map((value, index) => ({
      id: `open-${index}`,
      status: 'proposal' as const,
      estimatedValueMin: value,
    }));
    const four = dashboardMetrics(five.slice(1), NOW);
    expect(four.revenue).toMatchObject({ valuedOpenLeads: 4, expectedClose: null, annualRate: null });
    expect(four.forecast.thisMonth).toEqual({ weightedValue: null, averageConfidence: null, count: 4 });
    expect(four.velocity).toEqual({ averageDaysToClose: null, dealsPerMonth: null, monthlyVelocity: null, leads: 4 });
    const enough = dashboardMetrics([...five, { id: 'no-value', status: 'new_lead' as const }], NOW);
    expect(enough.revenue).toEqual({
      pipelineTotal: 140_000,
      weightedPipeline: 119_000, // 140,000 x 0.85
      wonRevenue: 0,
      valuedOpenLeads: 5,
      expectedClose: 35_000, // 25% of 140,000
      averageDeal: 28_000,
      annualRate: 113_556, // 28,000 x 365 / 90 = 113,555.6
      weeklyVelocity: 2_692, // 140,000 / 52 = 2,692.3
    });
    expect(enough.velocity).toEqual({ averageDaysToClose: 15, dealsPerMonth: 10, monthlyVelocity: 39_667, leads: 5 });
  });

  it('counts hot prospects by priorityScore 8 or more', () => {
    expect(metrics.hotProspects).toBe(2);
  });

  it('counts sources, stages and conversion by board column', () => {
    expect(metrics.totalLeads).toBe(5);
    expect(metrics.leadSources).toEqual({
      website: 4,
      linkedin: 1,
      bySource: { assessment_tool: 2, contact_form: 1, consultation_booking: 1, linkedin: 1 },
    });
    expect(metrics.stageCounts).toEqual({
      new_lead: 1,
      initial_contact: 0,
      value_demo: 0,
      assessment_offer: 0,
      consultation: 0,
      proposal: 1,
      close: 3,
    });
    expect(metrics.conversionRates.new_lead).toBe(80);
    expect(metrics.conversionRates.proposal).toBe(75);
  });

  it('reports email campaign, forecast and velocity', () => {
    expect(metrics.emailCampaign[0]).toEqual({
      email: 1,
      sent: 1,
      responded: 1,
      positive: 1,
      responseRate: 100,
      positiveRate: 100,
    });
    // only the proposal closes by 31 March (+15 days): one lead is too few for a forecast
    expect(metrics.forecast.thisMonth).toEqual({ weightedValue: null, averageConfidence: null, count: 1 });
    expect(metrics.velocity).toEqual({
      averageDaysToClose: null,
      dealsPerMonth: null,
      monthlyVelocity: null,
      leads: 1,
    });
  });

  it('tracks the monthly goals for the UTC calendar month of now', () => {
    expect(MONTHLY_GOALS).toEqual({ revenuePounds: 50_000, newLeads: 30 });
    expect(metrics.monthlyGoals).toEqual({
      revenue: { target: 50_000, actual: 32_000, percent: 64 },
      newLeads: { target: 30, actual: 2, percent: 7 },
    });
  });

  it('caps goal progress at 100%', () => {
    const big = dashboardMetrics(
      [
        {
          status: 'close',
          outcome: { result: 'won', value: 80_000 },
          estimatedValueMin: 10_000,
          dealClosedDate: '2025-03-01T00:00:00.000Z',
        },
      ],
      NOW,
    );
    expect(big.monthlyGoals.revenue).toEqual({ target: 50_000, actual: 80_000, percent: 100 });
  });

  it('lists recent activity', () => {
    expect(metrics.recentActivity.map((lead) => lead.id)).toEqual([
      'new-no-value',
      'closed-by-drag-this-month',
      'won-this-month',
      'closed-last-month',
    ]);
  });

  it('is all zeros for no leads', () => {
    const empty = dashboardMetrics([], NOW);
    expect(empty.revenue).toEqual({
      pipelineTotal: 0,
      weightedPipeline: 0,
      wonRevenue: 0,
      valuedOpenLeads: 0,
      expectedClose: null,
      averageDeal: 0,
      annualRate: null,
      weeklyVelocity: null,
    });
    expect(empty.hotProspects).toBe(0);
    expect(empty.monthlyGoals.newLeads).toEqual({ target: 30, actual: 0, percent: 0 });
    expect(empty.recentActivity).toEqual([]);
  });

  it('accepts lead summaries and returns the same objects as recent activity', () => {
    const summary: LeadSummary = {
      id: 'summary-1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      source: 'linkedin',
      status: 'value_demo',
      priorityScore: 8,
      aiScore: 62,
      estimatedValueMin: 60_000,
      probabilityPercent: 25,
      version: 1,
      createdAt: '2025-03-03T09:00:00.000Z',
      updatedAt: '2025-03-04T09:00:00.000Z',
    };
    const result = dashboardMetrics([summary], NOW);
    expect(result.recentActivity[0]).toBe(summary);
    expect(result.revenue.weightedPipeline).toBe(18_000);
    expect(result.hotProspects).toBe(1);
    expect(result.leadSources.linkedin).toBe(1);
  });
});
