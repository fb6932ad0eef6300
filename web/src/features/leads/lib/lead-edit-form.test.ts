// @vitest-environment node
import { MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from '@meridian/shared/fields';
import { leadUpdateSchema } from '@meridian/shared/leads/lead-update';
import { describe, expect, it } from 'vitest';
import { VALUE_ORDER_MESSAGE } from '@meridian/shared/leads/estimated-value';
import { makeLeadSummary } from '../../../test/lead-summary';
import {
  EDIT_FORM_MESSAGES,
  isEmailOptional,
  leadEditFormDefaults,
  leadEditFormSchema,
  leadEditFormSchemaFor,
  leadEditFormToUpdate,
  type LeadEditFormValues,
} from './lead-edit-form';

const base: LeadEditFormValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  jobTitle: '',
  linkedinUrl: '',
  location: '',
  company: 'Engines',
  industryType: 'Manufacturing',
  companyRevenue: '',
  employeeCount: '',
  growthStage: '',
  priorityScore: '8',
  urgency: '',
  budgetAuthority: '',
  primaryService: '',
  estimatedValueMin: '25000',
  estimatedValueMax: '50000',
  probabilityPercent: '25',
  consultationBookedDate: '',
  proposalSentDate: '',
  dealClosedDate: '',
  nextActionDate: '',
  currentChallenges: '',
  keyChallenges: '',
  recentNews: '',
  outreachStrategy: '',
  strategicNotes: '',
  notes: 'Met at a conference',
};

const stored = { ...makeLeadSummary({ id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com' }) };

function messages(values: Partial<LeadEditFormValues>) {
  const result = leadEditFormSchema.safeParse({ ...base, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('leadEditFormSchema', () => {
  it.each([
    [{ name: '  ' }, EDIT_FORM_MESSAGES.nameRequired],
    [{ email: '' }, EDIT_FORM_MESSAGES.emailRequired],
    [{ email: 'not-an-email' }, EDIT_FORM_MESSAGES.emailInvalid],
    [{ priorityScore: '11' }, EDIT_FORM_MESSAGES.priorityRange],
    [{ priorityScore: '0' }, EDIT_FORM_MESSAGES.priorityRange],
    [{ estimatedValueMin: '-5' }, EDIT_FORM_MESSAGES.valueMin],
    [{ linkedinUrl: 'javascript:alert(1)' }, EDIT_FORM_MESSAGES.linkedinInvalid],
    [{ estimatedValueMin: '60000', estimatedValueMax: '50000' }, EDIT_FORM_MESSAGES.valueOrder],
    [{ name: 'Ada\nLovelace' }, SINGLE_LINE_MESSAGE],
    [{ company: 'Engines\u202eLtd' }, SINGLE_LINE_MESSAGE],
    [{ phone: '0'.repeat(51) }, EDIT_FORM_MESSAGES.tooLong(50)],
    [{ notes: 'Met at a\u0007 conference' }, MULTI_LINE_MESSAGE],
    [{ probabilityPercent: '101' }, EDIT_FORM_MESSAGES.probabilityRange],
    [{ probabilityPercent: '' }, EDIT_FORM_MESSAGES.probabilityRange],
    [{ nextActionDate: '2026-02-30' }, EDIT_FORM_MESSAGES.dateInvalid],
  ])('%j gives %s', (values, message) => {
    expect(messages(values)).toContain(message);
  });

  it('falls back to priority 5, keeps an empty value unknown (never 0) and parses integers', () => {
    const result = leadEditFormSchema.parse({
      ...base,
      priorityScore: '',
      estimatedValueMin: '',
      estimatedValueMax: '1234.9',
    });
    expect(result.priorityScore).toBe(5);
    expect(result.estimatedValueMin).toBeUndefined();
    expect(result.estimatedValueMax).toBe(1234);
    const update = leadEditFormToUpdate(result, stored);
    expect(update.estimatedValueMin).toBeNull();
  });

  it('uses the shared message when the maximum is below the minimum', () => {
    expect(EDIT_FORM_MESSAGES.valueOrder).toBe(VALUE_ORDER_MESSAGE);
  });

  it.each([
    [{ source: 'linkedin', email: 'p@example.com' }, true],
    [{ source: 'contact_form', email: undefined }, true],
    [{ source: 'contact_form', email: 'ada@example.com' }, false],
  ] as const)('email of %j optional: %s', (lead, optional) => {
    expect(isEmailOptional(lead)).toBe(optional);
  });

  it('lets a prospect save without an email (cleared with null) but not an inbound lead', () => {
    expect(leadEditFormSchemaFor(false).safeParse({ ...base, email: '' }).success).toBe(false);
    const parsed = leadEditFormSchemaFor(true).parse({ ...base, email: '' });
    expect(leadEditFormToUpdate(parsed, stored).email).toBeNull();
    expect(leadEditFormSchemaFor(true).safeParse({ ...base, email: 'nope' }).success).toBe(false);
  });

  it('shows stored dates as UK dates and sends only the dates that changed, as UTC noon of the UK date', () => {
    const lead = {
      ...stored,
      consultationBookedDate: '2026-06-30T23:30:00.000Z',
      proposalSentDate: '2026-07-10T09:15:00.000Z',
    };
    const defaults = leadEditFormDefaults(lead);
    expect(defaults.consultationBookedDate).toBe('2026-07-01');
    expect(defaults.proposalSentDate).toBe('2026-07-10');
    expect(defaults.nextActionDate).toBe('');
    expect(defaults.probabilityPercent).toBe('25');
    const update = leadEditFormToUpdate(
      leadEditFormSchema.parse({
        ...defaults,
        nextActionDate: '2026-12-01',
        proposalSentDate: '',
        probabilityPercent: '60',
      }),
      lead,
    );
    expect(update).not.toHaveProperty('consultationBookedDate');
    expect(update).toMatchObject({
      nextActionDate: '2026-12-01T12:00:00.000Z',
      proposalSentDate: null,
      probabilityPercent: 60,
    });
    expect(leadUpdateSchema.safeParse({ ...update, version: 2 }).success).toBe(true);
  });

  it('turns the form into a valid partial update, clearing empty fields', () => {
    const update = leadEditFormToUpdate(leadEditFormSchema.parse(base), stored);
    expect(update).toMatchObject({
      name: 'Ada Lovelace',
      phone: null,
      industryType: 'Manufacturing',
      priorityScore: 8,
      notes: 'Met at a conference',
    });
    expect(leadUpdateSchema.safeParse({ ...update, version: 3 }).success).toBe(true);
  });
});
