import { describe, expect, it } from 'vitest';
import {
  bandRecommendations,
  FACTOR_RECOMMENDATIONS,
  LEAD_SCORE_BAND_DETAILS,
  LEAD_SCORE_BANDS,
  type LeadScoreBand,
  type LeadScoreInput,
  leadScoreBandFor,
  SCORE_CAP_FACTOR,
  scoreLead,
} from './lead-score';

/** Every scoring input at its best: the factors sum to 128, capped at 100. */
const MAXIMAL: LeadScoreInput = {
  employeeCount: '500+',
  companyRevenue: '£75M+',
  industryType: 'Manufacturing',
  source: 'assessment_tool',
  urgency: 'Immediate',
  budgetAuthority: 'Yes',
  email1Response: 'Positive',
  email2Response: 'Interested',
  email3Response: 'Positive',
  growthStage: 'Turnaround',
};

describe('scoreLead: totals, cap and bands', () => {
  it('caps the score at 100 (the maximal lead sums to 128)', () => {
    const result = scoreLead(MAXIMAL);
    expect(result.factors.reduce((sum, factor) => sum + factor.points, 0)).toBe(128);
    expect(result.score).toBe(100);
    expect(result.band).toBe('hot');
    expect(result.bandLabel).toBe('Hot Lead');
  });

  it('lists factors in scoring order with readable labels', () => {
    expect(scoreLead(MAXIMAL).factors.map((factor) => factor.label)).toEqual([
      'Company size: 500+ employees',
      'Revenue: £75M+',
      'Industry: Manufacturing',
      'Source: Assessment Tool',
      'Urgency: Immediate',
      'Budget authority: Yes',
      'Positive response to Email 1',
      'Positive response to Email 2',
      'Positive response to Email 3',
      'Growth stage: Turnaround',
    ]);
  });

  it.each<[string, LeadScoreInput, number, LeadScoreBand]>([
    // 25 + 25 + 20 + 10 = 80
    [
      'exactly 80 is hot',
      { employeeCount: '500+', companyRevenue: '£75M+', industryType: 'Manufacturing', budgetAuthority: 'Yes' },
      80,
      'hot',
    ],
    // 25 + 25 + 20 + 5 + 4 = 79
    [
      '79 is qualified',
      {
        employeeCount: '500+',
        companyRevenue: '£75M+',
        industryType: 'Manufacturing',
        source: 'linkedin',
        email3Response: 'Positive',
      },
      79,
      'qualified',
    ],
    // 20 + 20 + 20 = 60
    [
      'exactly 60 is qualified',
      { employeeCount: '300-500', companyRevenue: '£30-75M', industryType: 'Manufacturing' },
      60,
      'qualified',
    ],
    // 15 + 15 + 20 + 5 + 4 = 59
    [
      '59 is standard',
      {
        employeeCount: '150-300',
        companyRevenue: '£15-30M',
        industryType: 'Manufacturing',
        source: 'linkedin',
        email3Response: 'Interested',
      },
      59,
      'standard',
    ],
    // 10 + 10 + 20 = 40
    [
      'exactly 40 is standard',
      { employeeCount: '50-150', companyRevenue: '£5-15M', industryType: 'Manufacturing' },
      40,
      'standard',
    ],
    // 5 + 5 + 10 + 5 + 3 + 3 + 8 = 39
    [
      '39 is nurture',
      { source: 'linkedin', email1Response: 'Positive', email2Response: 'Positive', growthStage: 'Turnaround' },
      39,
      'nurture',
    ],
  ])('%s', (_label, input, score, band) => {
    const result = scoreLead(input);
    expect(result.score).toBe(score);
    expect(result.band).toBe(band);
    expect(result.bandLabel).toBe(LEAD_SCORE_BAND_DETAILS[band].label);
    expect(result.recommendations.slice(0, 3)).toEqual(LEAD_SCORE_BAND_DETAILS[band].recommendations);
  });
});

describe('scoreLead: factor recommendations', () => {
  it.each<[string, LeadScoreInput, string]>([
    ['assessment source', { source: 'assessment_tool' }, FACTOR_RECOMMENDATIONS.assessmentTool],
    ['a positive response', { email2Response: 'Interested' }, FACTOR_RECOMMENDATIONS.positiveResponse],
    ['immediate urgency', { urgency: 'Immediate' }, FACTOR_RECOMMENDATIONS.immediateUrgency],
    ['no budget authority', { budgetAuthority: 'No' }, FACTOR_RECOMMENDATIONS.noBudgetAuthority],
    ['unknown budget authority', { budgetAuthority: 'Unknown' }, FACTOR_RECOMMENDATIONS.unknownBudgetAuthority],
    ['turnaround', { growthStage: 'Turnaround' }, FACTOR_RECOMMENDATIONS.turnaround],
    ['growing (via alias)', { growthStage: 'Growth' }, FACTOR_RECOMMENDATIONS.growing],
    ['500+ employees', { employeeCount: '500+' }, FACTOR_RECOMMENDATIONS.largeCompany],
    ['300-500 employees', { employeeCount: '300-500' }, FACTOR_RECOMMENDATIONS.largeCompany],
  ])('%s adds its recommendation after the band ones', (_label, input, extra) => {
    const recommendations = scoreLead(input).recommendations;
    expect(recommendations).toContain(extra);
    expect(recommendations.indexOf(extra)).toBeGreaterThanOrEqual(3);
  });

  it('adds no extra recommendation for a bare lead', () => {
    expect(scoreLead({}).recommendations).toEqual(LEAD_SCORE_BAND_DETAILS.nurture.recommendations);
  });

  it('adds the positive-response recommendation once for several positive emails', () => {
    const recommendations = scoreLead({ email1Response: 'Positive', email3Response: 'Interested' }).recommendations;
    expect(recommendations.filter((text) => text === FACTOR_RECOMMENDATIONS.positiveResponse)).toHaveLength(1);
  });
});

describe('leadScoreBandFor', () => {
  it.each<[number, LeadScoreBand]>([
    [100, 'hot'],
    [80, 'hot'],
    [79, 'qualified'],
    [60, 'qualified'],
    [59, 'standard'],
    [40, 'standard'],
    [39, 'nurture'],
    [0, 'nurture'],
  ])('%i -> %s', (score, band) => {
    expect(leadScoreBandFor(score)).toBe(band);
  });

  it.each(LEAD_SCORE_BANDS)('%s has a label and at least three recommendations', (band) => {
    expect(LEAD_SCORE_BAND_DETAILS[band].label).toMatch(/Lead$/);
    expect(LEAD_SCORE_BAND_DETAILS[band].recommendations.length).toBeGreaterThanOrEqual(3);
  });
});

describe('scoreLead: the breakdown adds up to the score (docs/product/leads.md#lead-score)', () => {
  it.each<[string, LeadScoreInput, number]>([
    ['an empty lead', {}, 20],
    ['a LinkedIn prospect', { source: 'linkedin', industryType: 'Manufacturing', growthStage: 'Growth' }, 40],
    [
      'an assessment lead with budget authority',
      { source: 'assessment_tool', employeeCount: '150-300', budgetAuthority: 'Yes', urgency: 'Medium' },
      15 + 5 + 10 + 15 + 10 + 10,
    ],
    ['a negative response scores nothing', { source: 'contact_form', email1Response: 'Not interested' }, 28],
    ['a capped lead', MAXIMAL, 100],
  ])('%s: rows sum to %s', (_label, input, score) => {
    const result = scoreLead(input);
    expect(result.score).toBe(score);
    expect(result.breakdown.reduce((sum, row) => sum + row.points, 0)).toBe(result.score);
    expect(result.breakdown.slice(0, 10).map((row) => row.factor)).toEqual([
      'Company size',
      'Revenue',
      'Industry',
      'Source',
      'Urgency',
      'Budget authority',
      'Email 1 response',
      'Email 2 response',
      'Email 3 response',
      'Growth stage',
    ]);
  });

  it('shows the values read and takes the excess off in a cap row', () => {
    const rows = scoreLead({ employeeCount: '500+', budgetAuthority: 'Unknown', growthStage: 'Growth' }).breakdown;
    expect(rows).toContainEqual({ factor: 'Company size', value: '500+', points: 25 });
    expect(rows).toContainEqual({ factor: 'Revenue', value: null, points: 5 });
    expect(rows).toContainEqual({ factor: 'Budget authority', value: 'Unknown', points: 0 });
    expect(rows).toContainEqual({ factor: 'Growth stage', value: 'Growing', points: 5 });
    expect(rows.map((row) => row.factor)).not.toContain(SCORE_CAP_FACTOR);
    const capped = scoreLead({
      employeeCount: '500+',
      companyRevenue: '£75M+',
      industryType: 'Manufacturing',
      source: 'assessment_tool',
      urgency: 'Immediate',
      budgetAuthority: 'Yes',
      growthStage: 'Turnaround',
    });
    // 25 + 25 + 20 + 15 + 15 + 10 + 8 = 118
    expect(capped.breakdown.at(-1)).toEqual({ factor: SCORE_CAP_FACTOR, value: null, points: -18 });
  });

  it.each<[number, LeadScoreBand]>([
    [85, 'hot'],
    [60, 'qualified'],
    [40, 'standard'],
    [10, 'nurture'],
  ])('score %s gets the %s band recommendations', (score, band) => {
    expect(bandRecommendations(score)).toEqual({
      band,
      label: LEAD_SCORE_BAND_DETAILS[band].label,
      recommendations: LEAD_SCORE_BAND_DETAILS[band].recommendations,
    });
  });
});
