import { describe, expect, it } from 'vitest';
import { type LeadScoreInput, scoreLead } from './lead-score';
import { missingScoreInputs, missingScoreInputsText } from './missing-score-inputs';

const ALL_UNKNOWN = ['company size', 'revenue', 'industry', 'urgency', 'budget authority', 'growth stage'];

describe('missingScoreInputs (docs/product/leads.md#missing-inputs)', () => {
  it.each<[string, LeadScoreInput, string[]]>([
    ['nothing known', { source: 'contact_form' }, ALL_UNKNOWN],
    [
      'the three public-form inputs given',
      { source: 'contact_form', employeeCount: '50-150', industryType: 'Manufacturing', urgency: 'Immediate' },
      ['revenue', 'budget authority', 'growth stage'],
    ],
    [
      'everything known',
      {
        employeeCount: '500+',
        companyRevenue: '£0-5M',
        industryType: 'Other',
        urgency: 'Low',
        budgetAuthority: 'Unknown',
        growthStage: 'Established',
      },
      [],
    ],
    [
      'only revenue known',
      { companyRevenue: '£75M+' },
      ['company size', 'industry', 'urgency', 'budget authority', 'growth stage'],
    ],
    // A value the score does not know is still a recorded value, not a missing input.
    ['an unlisted size recorded', { employeeCount: '1000+' as never }, ALL_UNKNOWN.slice(1)],
  ])('%s', (_, lead, expected) => {
    expect(missingScoreInputs(scoreLead(lead).breakdown)).toEqual(expected);
  });

  it('ignores source, email responses and the cap row', () => {
    const rows = [
      { factor: 'Source', value: null, points: 0 },
      { factor: 'Email 1 response', value: null, points: 0 },
      { factor: 'Capped at 100', value: null, points: -5 },
      { factor: 'Revenue', value: '', points: 5 },
    ];
    expect(missingScoreInputs(rows)).toEqual(['revenue']);
  });
});

describe('missingScoreInputsText', () => {
  it.each<[LeadScoreInput, string | null]>([
    [
      { employeeCount: '10-50', urgency: 'Low', budgetAuthority: 'Yes', growthStage: 'Growing' },
      'Unknown: revenue, industry',
    ],
    [{}, `Unknown: ${ALL_UNKNOWN.join(', ')}`],
    [
      {
        employeeCount: '10-50',
        companyRevenue: '£5-15M',
        industryType: 'Healthcare',
        urgency: 'Low',
        budgetAuthority: 'No',
        growthStage: 'Startup',
      },
      null,
    ],
  ])('%o -> %s', (lead, expected) => {
    expect(missingScoreInputsText(scoreLead(lead).breakdown)).toBe(expected);
  });
});
