import { describe, expect, it } from 'vitest';
import { type LeadScoreInput, normaliseGrowthStage, SCORE_WEIGHTS, scoreLead } from './lead-score';

/**
 * A lead with no optional inputs scores the three "else" floors: employees 5, revenue 5,
 * industry 10 = 20. Each case below adds one input on top of that baseline.
 */
const BASELINE = 20;

describe('scoreLead: one factor at a time (docs/product/leads.md#lead-score)', () => {
  it('scores 20 for an empty lead (the "else" floors)', () => {
    const result = scoreLead({});
    expect(result.score).toBe(BASELINE);
    expect(result.factors).toEqual([
      { label: 'Company size: not recorded', points: 5 },
      { label: 'Revenue: not recorded', points: 5 },
      { label: 'Industry: not recorded', points: 10 },
    ]);
  });

  it.each<[string, LeadScoreInput, number]>([
    ['employees 500+', { employeeCount: '500+' }, 20],
    ['employees 300-500', { employeeCount: '300-500' }, 15],
    ['employees 150-300', { employeeCount: '150-300' }, 10],
    ['employees 50-150', { employeeCount: '50-150' }, 5],
    ['employees 10-50', { employeeCount: '10-50' }, 0],
    ['revenue £75M+', { companyRevenue: '£75M+' }, 20],
    ['revenue £30-75M', { companyRevenue: '£30-75M' }, 15],
    ['revenue £15-30M', { companyRevenue: '£15-30M' }, 10],
    ['revenue £5-15M', { companyRevenue: '£5-15M' }, 5],
    ['revenue £0-5M', { companyRevenue: '£0-5M' }, 0],
    ['industry Facility Services', { industryType: 'Facility Services' }, 10],
    ['industry Manufacturing', { industryType: 'Manufacturing' }, 10],
    ['industry Professional Services', { industryType: 'Professional Services' }, 10],
    ['industry Healthcare', { industryType: 'Healthcare' }, 0],
    ['industry Other', { industryType: 'Other' }, 0],
    ['source assessment_tool', { source: 'assessment_tool' }, 15],
    ['source consultation_booking', { source: 'consultation_booking' }, 12],
    ['source contact_form', { source: 'contact_form' }, 8],
    ['source linkedin', { source: 'linkedin' }, 5],
    ['urgency Immediate', { urgency: 'Immediate' }, 15],
    ['urgency Medium', { urgency: 'Medium' }, 10],
    ['urgency Low', { urgency: 'Low' }, 5],
    ['budget authority Yes', { budgetAuthority: 'Yes' }, 10],
    ['budget authority No', { budgetAuthority: 'No' }, 5],
    ['budget authority Unknown', { budgetAuthority: 'Unknown' }, 0],
    ['email 1 Positive', { email1Response: 'Positive' }, 3],
    ['email 1 Interested', { email1Response: 'Interested' }, 3],
    ['email 1 Needs follow-up', { email1Response: 'Needs follow-up' }, 0],
    ['email 2 Interested', { email2Response: 'Interested' }, 3],
    ['email 2 Not interested', { email2Response: 'Not interested' }, 0],
    ['email 3 Positive', { email3Response: 'Positive' }, 4],
    ['email 3 No response', { email3Response: 'No response' }, 0],
    ['growth stage Growing', { growthStage: 'Growing' }, 5],
    ['growth stage Growth (alias of Growing)', { growthStage: 'Growth' }, 5],
    ['growth stage Turnaround', { growthStage: 'Turnaround' }, 8],
    ['growth stage Startup', { growthStage: 'Startup' }, 0],
    ['growth stage Established', { growthStage: 'Established' }, 0],
    ['growth stage Mature (alias of Established)', { growthStage: 'Mature' }, 0],
    ['unknown growth stage', { growthStage: 'Scale-up' }, 0],
  ])('%s adds %i', (_label, input, added) => {
    expect(scoreLead(input).score).toBe(BASELINE + added);
  });

  it('falls back to the "else" points for values outside the option lists', () => {
    const input = {
      employeeCount: '5000',
      companyRevenue: 'other',
      industryType: 'Mining',
    } as unknown as LeadScoreInput;
    expect(scoreLead(input).score).toBe(BASELINE);
  });

  it('ignores unknown sources and urgencies', () => {
    const input = { source: 'fax', urgency: 'Yesterday' } as unknown as LeadScoreInput;
    expect(scoreLead(input).score).toBe(BASELINE);
  });
});

describe('normaliseGrowthStage (docs/product/leads.md#lead-score)', () => {
  it.each([
    ['Growth', 'Growing'],
    ['Mature', 'Established'],
    ['Growing', 'Growing'],
    ['Established', 'Established'],
    ['Startup', 'Startup'],
    ['Turnaround', 'Turnaround'],
    ['growth', undefined],
    ['toString', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s -> %s', (value, expected) => {
    expect(normaliseGrowthStage(value)).toBe(expected);
  });
});

describe('SCORE_WEIGHTS', () => {
  it('matches docs/product/leads.md#lead-score', () => {
    expect(SCORE_WEIGHTS.emailResponse).toEqual({ 1: 3, 2: 3, 3: 4 });
    expect(SCORE_WEIGHTS.growthStage).toEqual({ Growing: 5, Turnaround: 8 });
    expect(SCORE_WEIGHTS.source).toEqual({
      assessment_tool: 15,
      consultation_booking: 12,
      contact_form: 8,
      linkedin: 5,
    });
  });
});
