import { describe, expect, it } from 'vitest';
import {
  boardColumnTotals,
  dashboardMetrics,
  leadSourceCounts,
  MONTHLY_GOALS,
  RECENT_ACTIVITY_COUNT,
  recentLeads,
} from './dashboard';
import { emailCampaignMetrics } from './email-campaign-metrics';
import { outcomeMetrics } from './outcome-metrics';
import type { LeadRuleInput, LeadSummary } from '../leads/lead';

const NOW = new Date('2025-03-10T12:00:00.000Z');

type TestLead = LeadRuleInput & { id: string };

describe('leadSourceCounts', () => {
  it('counts website sources together and LinkedIn apart, ignoring unknown sources', () => {
    const leads = [
      { source: 'assessment_tool' },
      { source: 'assessment_tool' },
      { source: 'contact_form' },
      { source: 'consultation_booking' },
      { source: 'linkedin' },
      { source: 'fax' },
      { source: 'constructor' },
      {},
    ] as LeadRuleInput[];
    expect(leadSourceCounts(leads)).toEqual({
      website: 4,
      linkedin: 1,
      bySource: { assessment_tool: 2, contact_form: 1, consultation_booking: 1, linkedin: 1 },
    });
  });
});

describe('emailCampaignMetrics', () => {
  it('counts sent, responded and positive per email, with whole-percent rates', () => {
    const leads: LeadRuleInput[] = [
      { email1SentDate: '2025-03-01', email1Response: 'Positive', email2SentDate: '2025-03-05' },
      { email1SentDate: '2025-03-01', email1Response: 'Not interested' },
      { email1SentDate: '2025-03-01', email1Response: 'No response' },
      { email1SentDate: '', email1Response: 'Interested' }, // not sent: not counted
      { email2Response: 'Interested' }, // response without a sent date: not counted
    ];
    expect(emailCampaignMetrics(leads)).toEqual([
      { email: 1, sent: 3, responded: 2, positive: 1, responseRate: 67, positiveRate: 33 },
      { email: 2, sent: 1, responded: 0, positive: 0, responseRate: 0, positiveRate: 0 },
      { email: 3, sent: 0, responded: 0, positive: 0, responseRate: 0, positiveRate: 0 },
    ]);
  });
});

describe('recentLeads', () => {
  const leads: TestLead[] = [
    { id: 'a', createdAt: '2025-03-01T00:00:00.000Z', updatedAt: '2025-03-01T00:00:00.000Z' },
    { id: 'b', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-03-09T00:00:00.000Z' }, // old but edited
    { id: 'c', createdAt: '2025-03-05T00:00:00.000Z' },
    { id: 'd', createdAt: 'not a date' },
    { id: 'e', createdAt: '2025-02-01T00:00:00.000Z', updatedAt: '2025-02-02T00:00:00.000Z' },
    { id: 'f', createdAt: '2025-03-08T00:00:00.000Z', updatedAt: '2025-03-08T00:00:00.000Z' },
  ];

  it('takes the 4 most recently created or updated leads, newest first', () => {
    expect(RECENT_ACTIVITY_COUNT).toBe(4);
    expect(recentLeads(leads).map((lead) => lead.id)).toEqual(['b', 'f', 'c', 'a']);
  });

  it('takes another count and puts undated leads last', () => {
    expect(recentLeads(leads, 10).map((lead) => lead.id)).toEqual(['b', 'f', 'c', 'a', 'e', 'd']);
    expect(recentLeads(leads, 0)).toEqual([]);
    expect(recentLeads(leads, -1)).toEqual([]);
  });

  it('does not reorder the input', () => {
    recentLeads(leads);
    expect(leads.map((lead) => lead.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

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

describe('dashboard truths (docs/product/dashboard.md#win-rate)', () => {
  const WON = { result: 'won', value: 50_000 } as const;
  const LOST = { result: 'lost', reason: 'Timing' } as const;
  const MARCH = '2025-03-05T10:00:00.000Z';
  const FEBRUARY = '2025-02-05T10:00:00.000Z';

  it.each<[string, LeadRuleInput, { pipeline: number; weighted: number; goal: number }]>([
    [
      'an open proposal counts in the pipeline',
      { status: 'proposal', estimatedValueMin: 20_000 },
      { pipeline: 20_000, weighted: 17_000, goal: 0 },
    ],
    ['an open lead without a value counts 0', { status: 'consultation' }, { pipeline: 0, weighted: 0, goal: 0 }],
    [
      'a won deal leaves the pipeline and counts its won value this month',
      { status: 'close', estimatedValueMin: 20_000, outcome: WON, dealClosedDate: MARCH },
      { pipeline: 0, weighted: 0, goal: 50_000 },
    ],
    [
      'a deal won last month counts nothing this month',
      { status: 'close', estimatedValueMin: 20_000, outcome: WON, dealClosedDate: FEBRUARY },
      { pipeline: 0, weighted: 0, goal: 0 },
    ],
    [
      'a lost deal counts nowhere',
      { status: 'close', estimatedValueMin: 20_000, outcome: LOST, dealClosedDate: MARCH },
      { pipeline: 0, weighted: 0, goal: 0 },
    ],
    [
      'a Close lead without an outcome counts nowhere',
      { status: 'close', estimatedValueMin: 20_000, dealClosedDate: MARCH },
      { pipeline: 0, weighted: 0, goal: 0 },
    ],
    [
      'a legacy converted lead is closed',
      { status: 'converted', estimatedValueMin: 20_000, outcome: WON, updatedAt: MARCH },
      { pipeline: 0, weighted: 0, goal: 50_000 },
    ],
    [
      'an outcome on an open lead (older data) is ignored',
      { status: 'proposal', estimatedValueMin: 20_000, outcome: WON, dealClosedDate: MARCH },
      { pipeline: 20_000, weighted: 17_000, goal: 0 },
    ],
  ])('%s', (_label, lead, expected) => {
    const metrics = dashboardMetrics([lead], NOW);
    expect(metrics.revenue.pipelineTotal).toBe(expected.pipeline);
    expect(metrics.revenue.weightedPipeline).toBe(expected.weighted);
    expect(metrics.monthlyGoals.revenue.actual).toBe(expected.goal);
    // one lead is too few for a forecast (docs/product/dashboard.md#not-enough-data)
    expect(metrics.forecast.thisQuarter.weightedValue).toBeNull();
    expect(metrics.velocity.averageDaysToClose).toBeNull();
  });

  it('closing a deal as lost drops the pipeline total by its value', () => {
    const open: LeadRuleInput[] = [
      { status: 'proposal', estimatedValueMin: 30_000 },
      { status: 'consultation', estimatedValueMin: 12_000 },
    ];
    const before = dashboardMetrics(open, NOW).revenue.pipelineTotal;
    const after = dashboardMetrics([{ ...open[0], status: 'close', outcome: LOST }, open[1] ?? {}], NOW).revenue
      .pipelineTotal;
    expect(before - after).toBe(30_000);
  });

  it('counts won and lost by source, lost reasons and the win rate', () => {
    const metrics = outcomeMetrics([
      { status: 'close', source: 'linkedin', outcome: WON },
      { status: 'close', source: 'linkedin', outcome: { result: 'lost', reason: 'Price' } },
      { status: 'close', source: 'contact_form', outcome: { result: 'lost', reason: 'Price' } },
      { status: 'close', source: 'assessment_tool', outcome: { result: 'won', value: 7_500 } },
      { status: 'close', source: 'assessment_tool' },
      { status: 'proposal', source: 'linkedin', outcome: WON },
    ]);
    expect(metrics).toMatchObject({ won: 2, lost: 2, winRate: 50, wonValue: 57_500 });
    expect(metrics.bySource).toEqual({
      assessment_tool: { won: 1, lost: 0 },
      contact_form: { won: 0, lost: 1 },
      consultation_booking: { won: 0, lost: 0 },
      linkedin: { won: 1, lost: 1 },
    });
    expect(metrics.lostReasons).toMatchObject({ Price: 2, Timing: 0, Other: 0 });
  });

  it.each<[number, number, number]>([
    [0, 0, 0],
    [1, 0, 100],
    [1, 2, 33],
    [2, 1, 67],
  ])('%s won and %s lost: win rate %s%%', (won, lost, rate) => {
    const leads: LeadRuleInput[] = [
      ...Array.from({ length: won }, () => ({ status: 'close' as const, outcome: WON })),
      ...Array.from({ length: lost }, () => ({ status: 'close' as const, outcome: LOST })),
    ];
    expect(outcomeMetrics(leads).winRate).toBe(rate);
  });

  it('totals board columns: open columns by estimated value, Close by won value only', () => {
    expect(
      boardColumnTotals([
        { status: 'new_lead', estimatedValueMin: 1_000 },
        { status: 'proposal', estimatedValueMin: 20_000 },
        { status: 'proposal' },
        { status: 'close', estimatedValueMin: 99_000, outcome: WON },
        { status: 'close', estimatedValueMin: 99_000, outcome: LOST },
      ]),
    ).toEqual({
      new_lead: 1_000,
      initial_contact: 0,
      value_demo: 0,
      assessment_offer: 0,
      consultation: 0,
      proposal: 20_000,
      close: 50_000,
    });
  });
});
