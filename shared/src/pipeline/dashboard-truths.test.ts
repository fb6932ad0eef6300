import { describe, expect, it } from 'vitest';
import { boardColumnTotals, dashboardMetrics } from './dashboard';
import { NOW } from './dashboard.fixtures';
import { outcomeMetrics } from './outcome-metrics';
import type { LeadRuleInput } from '../leads/lead';

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
