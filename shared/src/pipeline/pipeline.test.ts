import { describe, expect, it } from 'vitest';
import type { LeadRuleInput } from '../leads/lead';
import {
  boardColumn,
  deriveStage,
  emailFields,
  hasResponse,
  isPositiveResponse,
  isStageKey,
  markEmailSentUpdate,
  nextStage,
  nextStageUpdate,
  stageConversionRates,
  conversionRateText,
  stageCounts,
  stageMoveUpdate,
} from './pipeline';
import type { StageKey } from './pipeline-stages';

const DATE = '2025-03-01T10:00:00.000Z';

describe('isPositiveResponse (docs/product/pipeline.md#outreach-sequence)', () => {
  it.each<[string | null | undefined, boolean]>([
    ['Positive', true],
    ['Interested', true],
    ['Yes', true],
    ['No response', false],
    ['Not interested', false],
    ['Needs follow-up', false],
    ['positive', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s -> %s', (response, expected) => {
    expect(isPositiveResponse(response)).toBe(expected);
  });
});

describe('hasResponse', () => {
  it.each<[string | null | undefined, boolean]>([
    ['Positive', true],
    ['Not interested', true],
    ['Needs follow-up', true],
    ['No response', false],
    ['  ', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s -> %s', (response, expected) => {
    expect(hasResponse(response)).toBe(expected);
  });
});

describe('isStageKey', () => {
  it.each<[unknown, boolean]>([
    ['new_lead', true],
    ['close', true],
    ['new', false],
    ['Close', false],
    [undefined, false],
    [3, false],
  ])('%s -> %s', (value, expected) => {
    expect(isStageKey(value)).toBe(expected);
  });
});

describe('emailFields', () => {
  it.each([
    [1, 'email1SentDate', 'email1Response'],
    [2, 'email2SentDate', 'email2Response'],
    [3, 'email3SentDate', 'email3Response'],
  ] as const)('email %i uses %s and %s', (email, sentDate, response) => {
    expect(emailFields(email)).toEqual({ sentDate, response });
  });
});

describe('deriveStage (docs/product/pipeline.md#derived-stage)', () => {
  it.each<[string, LeadRuleInput, StageKey]>([
    ['no dates', {}, 'new_lead'],
    ['empty date strings', { email1SentDate: '', dealClosedDate: ' ' }, 'new_lead'],
    ['email 1 sent', { email1SentDate: DATE }, 'initial_contact'],
    ['email 2 sent', { email1SentDate: DATE, email2SentDate: DATE }, 'value_demo'],
    ['email 2 sent without email 1', { email2SentDate: DATE }, 'value_demo'],
    ['email 3 sent', { email2SentDate: DATE, email3SentDate: DATE }, 'assessment_offer'],
    ['consultation booked', { email3SentDate: DATE, consultationBookedDate: DATE }, 'consultation'],
    ['proposal sent', { consultationBookedDate: DATE, proposalSentDate: DATE }, 'proposal'],
    ['deal closed beats everything', { email1SentDate: DATE, proposalSentDate: DATE, dealClosedDate: DATE }, 'close'],
    ['status is ignored', { status: 'proposal' }, 'new_lead'],
  ])('%s -> %s', (_label, lead, stage) => {
    expect(deriveStage(lead)).toBe(stage);
  });
});

describe('boardColumn (docs/product/pipeline.md#stages)', () => {
  it.each<[string, Record<string, unknown>, StageKey]>([
    ['a stage-key status wins over dates', { status: 'consultation', email1SentDate: DATE }, 'consultation'],
    ['status close', { status: 'close' }, 'close'],
    ['status new_lead even with dates', { status: 'new_lead', proposalSentDate: DATE }, 'new_lead'],
    ['legacy new', { status: 'new', email2SentDate: DATE }, 'new_lead'],
    ['legacy contacted', { status: 'contacted' }, 'initial_contact'],
    ['legacy qualified', { status: 'qualified' }, 'consultation'],
    ['legacy converted', { status: 'converted' }, 'close'],
    ['unknown status falls back to derived stage', { status: 'archived', email2SentDate: DATE }, 'value_demo'],
    ['inherited object key is not a legacy status', { status: 'toString' }, 'new_lead'],
    ['no status, no dates', {}, 'new_lead'],
    ['no status, proposal date', { proposalSentDate: DATE }, 'proposal'],
  ])('%s -> %s', (_label, lead, stage) => {
    expect(boardColumn(lead as LeadRuleInput)).toBe(stage);
  });
});

const sample: LeadRuleInput[] = [
  { status: 'new_lead' },
  { status: 'new_lead' },
  { status: 'initial_contact' },
  { status: 'value_demo' },
  { status: 'value_demo' },
  { status: 'value_demo' },
  { status: 'proposal' },
  { status: 'close' },
  { status: 'converted' },
];

describe('stageCounts', () => {
  it('counts every stage, zero for empty ones, by board column', () => {
    expect(stageCounts(sample)).toEqual({
      new_lead: 2,
      initial_contact: 1,
      value_demo: 3,
      assessment_offer: 0,
      consultation: 0,
      proposal: 1,
      close: 2,
    });
  });

  it('can count by derived stage instead', () => {
    const leads: LeadRuleInput[] = [
      { status: 'initial_contact' },
      { status: 'value_demo', email1SentDate: DATE },
      { status: 'close', proposalSentDate: DATE },
    ];
    expect(stageCounts(leads, deriveStage)).toEqual({
      new_lead: 1,
      initial_contact: 1,
      value_demo: 0,
      assessment_offer: 0,
      consultation: 0,
      proposal: 1,
      close: 0,
    });
  });

  it('is all zeros for no leads', () => {
    expect(Object.values(stageCounts([]))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('stageConversionRates (docs/product/pipeline.md#stages)', () => {
  it('is later / (at + later) as a rounded percent, null when nobody is at the stage', () => {
    // counts: new 2, initial 1, value 3, assessment 0, consultation 0, proposal 1, close 2
    expect(stageConversionRates(sample)).toEqual({
      new_lead: 78, // 7 later / 9 = 77.8
      initial_contact: 86, // 6 / 7 = 85.7
      value_demo: 50, // 3 / 6
      assessment_offer: null, // nobody at the stage although 3 are later
      consultation: null,
      proposal: 67, // 2 / 3 = 66.7
    });
  });

  it('is 0 at a stage when no lead moved on', () => {
    expect(stageConversionRates([{ status: 'value_demo' }]).value_demo).toBe(0);
  });

  it('counts closed leads among the later stages', () => {
    expect(stageConversionRates([{ status: 'new_lead' }, { status: 'close' }]).new_lead).toBe(50);
    expect(stageConversionRates([{ status: 'proposal' }, { status: 'close' }, { status: 'close' }]).proposal).toBe(67);
  });

  it('is null at every stage when there are no leads', () => {
    expect(Object.values(stageConversionRates([]))).toEqual([null, null, null, null, null, null]);
  });

  it('has no rate for close', () => {
    expect(Object.keys(stageConversionRates([]))).toEqual([
      'new_lead',
      'initial_contact',
      'value_demo',
      'assessment_offer',
      'consultation',
      'proposal',
    ]);
  });
});

describe('conversionRateText (docs/product/dashboard.md#widgets)', () => {
  it.each<[number | null, string]>([
    [null, '—'],
    [0, '0% convert'],
    [50, '50% convert'],
    [100, '100% convert'],
  ])('%s -> %s', (rate, text) => {
    expect(conversionRateText(rate)).toBe(text);
  });

  it('shows "—" for the stages of an empty pipeline and a rate where leads moved on', () => {
    const rates = stageConversionRates([{ status: 'new_lead' }, { status: 'value_demo' }]);
    expect(conversionRateText(rates.new_lead)).toBe('50% convert');
    expect(conversionRateText(rates.initial_contact)).toBe('—');
    expect(conversionRateText(rates.value_demo)).toBe('0% convert');
  });
});

describe('nextStage', () => {
  it.each<[StageKey, StageKey | null]>([
    ['new_lead', 'initial_contact'],
    ['initial_contact', 'value_demo'],
    ['value_demo', 'assessment_offer'],
    ['assessment_offer', 'consultation'],
    ['consultation', 'proposal'],
    ['proposal', 'close'],
    ['close', null],
  ])('%s -> %s', (stage, expected) => {
    expect(nextStage(stage)).toBe(expected);
  });
});

describe('stageMoveUpdate', () => {
  it.each<[string, LeadRuleInput, StageKey | null | undefined, { status: StageKey } | null]>([
    ['moves to another column', { status: 'new_lead' }, 'proposal', { status: 'proposal' }],
    ['moves backwards too', { status: 'proposal' }, 'initial_contact', { status: 'initial_contact' }],
    ['same column does nothing', { status: 'value_demo' }, 'value_demo', null],
    ['same column of a legacy status does nothing', { status: 'qualified' }, 'consultation', null],
    ['legacy status is rewritten to the stage key', { status: 'qualified' }, 'proposal', { status: 'proposal' }],
    ['dropped outside any column (null)', { status: 'new_lead' }, null, null],
    ['dropped outside any column (undefined)', { status: 'new_lead' }, undefined, null],
  ])('%s', (_label, lead, target, expected) => {
    expect(stageMoveUpdate(lead, target)).toEqual(expected);
  });
});

describe('nextStageUpdate', () => {
  it.each<[LeadRuleInput, { status: StageKey } | null]>([
    [{ status: 'new_lead' }, { status: 'initial_contact' }],
    [{ status: 'proposal' }, { status: 'close' }],
    [{ status: 'contacted' }, { status: 'value_demo' }],
    [{ status: 'close' }, null],
    [{ status: 'converted' }, null],
  ])('%o -> %o', (lead, expected) => {
    expect(nextStageUpdate(lead)).toEqual(expected);
  });
});

describe('markEmailSentUpdate (docs/product/pipeline.md#stages; docs/product/pipeline.md#outreach-sequence)', () => {
  const now = new Date('2025-04-02T08:15:30.000Z');
  it.each([
    [1, { email1SentDate: '2025-04-02T08:15:30.000Z', status: 'value_demo' }],
    [2, { email2SentDate: '2025-04-02T08:15:30.000Z', status: 'assessment_offer' }],
    [3, { email3SentDate: '2025-04-02T08:15:30.000Z' }],
  ] as const)('email %i', (email, expected) => {
    expect(markEmailSentUpdate(email, now)).toEqual(expected);
  });

  it('throws on an invalid clock', () => {
    expect(() => markEmailSentUpdate(1, new Date('nope'))).toThrow(RangeError);
  });
});
