import { describe, expect, it } from 'vitest';
import {
  closeProbability,
  confidence,
  endOfMonthUtc,
  endOfQuarterUtc,
  expectedCloseDate,
  isHotProspect,
  lastActivityDate,
  pipelineVelocity,
  salesForecast,
  weightedValue,
} from './forecast';
import type { LeadRuleInput } from '../leads/lead';
import type { StageKey } from './pipeline-stages';

const NOW = new Date('2025-03-10T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('closeProbability and weightedValue (docs/product/pipeline.md#probabilities)', () => {
  it.each<[StageKey, number, number]>([
    ['new_lead', 0.05, 5_000],
    ['initial_contact', 0.15, 15_000],
    ['value_demo', 0.3, 30_000],
    ['assessment_offer', 0.5, 50_000],
    ['consultation', 0.7, 70_000],
    ['proposal', 0.85, 85_000],
    ['close', 1, 100_000],
  ])('%s: probability %d, £100,000 weighs £%i', (status, probability, weighted) => {
    const lead: LeadRuleInput = { status, estimatedValueMin: 100_000 };
    expect(closeProbability(lead)).toBe(probability);
    expect(weightedValue(lead)).toBe(weighted);
  });

  it.each<[string, LeadRuleInput, number]>([
    ['missing value counts as 0', { status: 'proposal' }, 0],
    ['legacy status uses its column', { status: 'qualified', estimatedValueMin: 10_000 }, 7_000],
    ['no status uses the derived stage', { proposalSentDate: daysAgo(1), estimatedValueMin: 10_000 }, 8_500],
    ['rounds to whole pounds', { status: 'initial_contact', estimatedValueMin: 33_333 }, 5_000], // 4999.95
  ])('%s', (_label, lead, weighted) => {
    expect(weightedValue(lead)).toBe(weighted);
  });
});

describe('lastActivityDate', () => {
  it.each<[string, LeadRuleInput, string | null]>([
    ['none', {}, null],
    ['only unparsable or empty', { email1SentDate: 'soon', email2SentDate: '' }, null],
    [
      'latest email',
      { email1SentDate: daysAgo(10), email3SentDate: daysAgo(2), email2SentDate: daysAgo(5) },
      daysAgo(2),
    ],
    ['consultation is later', { email1SentDate: daysAgo(10), consultationBookedDate: daysAgo(1) }, daysAgo(1)],
    ['proposal is later', { consultationBookedDate: daysAgo(10), proposalSentDate: daysAgo(3) }, daysAgo(3)],
    [
      'createdAt and deal closed are not activity',
      { createdAt: daysAgo(1), dealClosedDate: daysAgo(1), email1SentDate: daysAgo(9) },
      daysAgo(9),
    ],
  ])('%s', (_label, lead, expected) => {
    expect(lastActivityDate(lead)?.toISOString() ?? null).toBe(expected);
  });
});

describe('confidence (docs/product/dashboard.md#forecast)', () => {
  it.each<[string, LeadRuleInput, number]>([
    ['defaults to 25', {}, 25],
    ['starts from probabilityPercent', { probabilityPercent: 40 }, 40],
    ['email 1 Positive +10', { probabilityPercent: 40, email1Response: 'Positive' }, 50],
    ['email 2 Interested +10', { probabilityPercent: 40, email2Response: 'Interested' }, 50],
    ['email 3 Positive +15', { probabilityPercent: 40, email3Response: 'Positive' }, 55],
    [
      'negative responses add nothing',
      { probabilityPercent: 40, email1Response: 'Not interested', email3Response: 'Needs follow-up' },
      40,
    ],
    ['min value exactly 50,000 adds nothing', { probabilityPercent: 40, estimatedValueMin: 50_000 }, 40],
    ['min value 50,001 +10', { probabilityPercent: 40, estimatedValueMin: 50_001 }, 50],
    ['min value exactly 100,000 +10 only', { probabilityPercent: 40, estimatedValueMin: 100_000 }, 50],
    ['min value 100,001 +25', { probabilityPercent: 40, estimatedValueMin: 100_001 }, 65],
    ['activity exactly 30 days ago: no penalty', { probabilityPercent: 40, email1SentDate: daysAgo(30) }, 40],
    ['activity 30.5 days ago -20', { probabilityPercent: 40, email1SentDate: daysAgo(30.5) }, 20],
    ['activity exactly 60 days ago -20 only', { probabilityPercent: 60, proposalSentDate: daysAgo(60) }, 40],
    ['activity 61 days ago -50', { probabilityPercent: 60, consultationBookedDate: daysAgo(61) }, 10],
    [
      'recent activity cancels older ones',
      { probabilityPercent: 40, email1SentDate: daysAgo(90), email2SentDate: daysAgo(3) },
      40,
    ],
    ['clamped at 5', { probabilityPercent: 10, email1SentDate: daysAgo(100) }, 5],
    ['clamped at 95', { probabilityPercent: 80, email3Response: 'Positive', estimatedValueMin: 200_000 }, 95],
    ['probability 0 rises to the floor', { probabilityPercent: 0 }, 5],
    ['probability 100 falls to the ceiling', { probabilityPercent: 100 }, 95],
  ])('%s -> %i', (_label, lead, expected) => {
    expect(confidence(lead, NOW)).toBe(expected);
  });
});

describe('isHotProspect (docs/product/pipeline.md#probabilities)', () => {
  it.each<[string, LeadRuleInput, boolean]>([
    ['assessment_offer (0.5) with £30,000', { status: 'assessment_offer', estimatedValueMin: 30_000 }, true],
    ['proposal with £80,000', { status: 'proposal', estimatedValueMin: 80_000 }, true],
    ['closed with £30,000', { status: 'close', estimatedValueMin: 30_000 }, true],
    ['£29,999 is not enough', { status: 'proposal', estimatedValueMin: 29_999 }, false],
    ['value_demo (0.3) is not enough', { status: 'value_demo', estimatedValueMin: 500_000 }, false],
    ['no value', { status: 'consultation' }, false],
  ])('%s -> %s', (_label, lead, expected) => {
    expect(isHotProspect(lead)).toBe(expected);
  });
});

describe('expectedCloseDate', () => {
  it.each<[StageKey, string]>([
    ['new_lead', '2025-06-08T12:00:00.000Z'], // +90
    ['initial_contact', '2025-05-24T12:00:00.000Z'], // +75
    ['value_demo', '2025-05-09T12:00:00.000Z'], // +60
    ['assessment_offer', '2025-04-24T12:00:00.000Z'], // +45
    ['consultation', '2025-04-09T12:00:00.000Z'], // +30
    ['proposal', '2025-03-25T12:00:00.000Z'], // +15
    ['close', '2025-03-10T12:00:00.000Z'], // +0
  ])('%s -> %s', (status, expected) => {
    expect(expectedCloseDate({ status }, NOW).toISOString()).toBe(expected);
  });
});

describe('endOfMonthUtc and endOfQuarterUtc', () => {
  it.each([
    ['2025-01-15T00:00:00.000Z', '2025-01-31T23:59:59.999Z', '2025-03-31T23:59:59.999Z'],
    ['2024-02-29T23:59:59.999Z', '2024-02-29T23:59:59.999Z', '2024-03-31T23:59:59.999Z'],
    ['2025-04-01T00:00:00.000Z', '2025-04-30T23:59:59.999Z', '2025-06-30T23:59:59.999Z'],
    ['2025-09-30T10:00:00.000Z', '2025-09-30T23:59:59.999Z', '2025-09-30T23:59:59.999Z'],
    ['2025-12-31T23:00:00.000Z', '2025-12-31T23:59:59.999Z', '2025-12-31T23:59:59.999Z'],
  ])('%s: month ends %s, quarter ends %s', (now, month, quarter) => {
    expect(endOfMonthUtc(new Date(now)).toISOString()).toBe(month);
    expect(endOfQuarterUtc(new Date(now)).toISOString()).toBe(quarter);
  });
});

describe('salesForecast (docs/product/dashboard.md#forecast)', () => {
  // NOW = 10 March: month ends in 21.5 days, quarter (31 March) too; use 1 February for contrast.
  const leads: LeadRuleInput[] = [
    { status: 'proposal', estimatedValueMin: 40_000, probabilityPercent: 60 }, // +15 days, 34,000
    { status: 'consultation', estimatedValueMin: 20_000, probabilityPercent: 40 }, // +30 days, 14,000
    { status: 'assessment_offer', estimatedValueMin: 10_000, probabilityPercent: 30 }, // +45 days, 5,000
    { status: 'new_lead', estimatedValueMin: 100_000, probabilityPercent: 10 }, // +90 days
    { status: 'close', estimatedValueMin: 90_000, probabilityPercent: 90 }, // closed: excluded
    { status: 'converted', estimatedValueMin: 90_000 }, // legacy closed: excluded
  ];

  it('sums weighted value and averages confidence of open leads closing by month and quarter end', () => {
    expect(salesForecast(leads, NOW)).toEqual({
      thisMonth: { weightedValue: 34_000, averageConfidence: 60, count: 1 },
      thisQuarter: { weightedValue: 34_000, averageConfidence: 60, count: 1 },
    });
    expect(salesForecast(leads, new Date('2025-02-01T00:00:00.000Z'))).toEqual({
      thisMonth: { weightedValue: 34_000, averageConfidence: 60, count: 1 },
      // proposal (+15), consultation (+30) and assessment_offer (+45 = 18 March) close by 31 March
      thisQuarter: { weightedValue: 53_000, averageConfidence: 43, count: 3 },
    });
  });

  it('includes a lead whose expected close is exactly the last millisecond of the month', () => {
    const now = new Date('2025-04-15T23:59:59.999Z'); // +15 days = 30 April 23:59:59.999
    expect(salesForecast([{ status: 'proposal', estimatedValueMin: 1_000 }], now).thisMonth.count).toBe(1);
    const later = new Date('2025-04-16T00:00:00.000Z');
    expect(salesForecast([{ status: 'proposal', estimatedValueMin: 1_000 }], later).thisMonth.count).toBe(0);
  });

  it('is empty with zero average confidence when nothing closes', () => {
    expect(salesForecast([], NOW)).toEqual({
      thisMonth: { weightedValue: 0, averageConfidence: 0, count: 0 },
      thisQuarter: { weightedValue: 0, averageConfidence: 0, count: 0 },
    });
  });
});

describe('pipelineVelocity (docs/product/dashboard.md#velocity)', () => {
  it('averages expected days over open leads with a value', () => {
    const result = pipelineVelocity([
      { status: 'proposal', estimatedValueMin: 30_000 }, // 15 days, 25,500
      { status: 'value_demo', estimatedValueMin: 10_000 }, // 60 days, 3,000
      { status: 'assessment_offer', estimatedValueMin: 3_000 }, // 45 days, 1,500
      { status: 'close', estimatedValueMin: 99_000 }, // closed: excluded
      { status: 'new_lead', estimatedValueMin: 0 }, // no value: excluded
      { status: 'new_lead' }, // no value: excluded
    ]);
    expect(result).toEqual({
      averageDaysToClose: 40, // (15 + 60 + 45) / 3
      dealsPerMonth: 2.3, // 30 / 40 x 3 = 2.25, one decimal
      monthlyVelocity: 10_000, // 30,000 / 3
    });
  });

  it('is all zeros without qualifying leads', () => {
    expect(pipelineVelocity([{ status: 'close', estimatedValueMin: 5_000 }, { status: 'new_lead' }])).toEqual({
      averageDaysToClose: 0,
      dealsPerMonth: 0,
      monthlyVelocity: 0,
    });
  });
});
