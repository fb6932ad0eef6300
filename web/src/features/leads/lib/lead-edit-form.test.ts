import { MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from '@meridian/shared/fields';
import { leadUpdateSchema } from '@meridian/shared/lead';
import { describe, expect, it } from 'vitest';
import {
  EDIT_FORM_MESSAGES,
  leadEditFormSchema,
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
  currentChallenges: '',
  keyChallenges: '',
  recentNews: '',
  outreachStrategy: '',
  strategicNotes: '',
  notes: 'Met at a conference',
};

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
  ])('%j gives %s', (values, message) => {
    expect(messages(values)).toContain(message);
  });

  it('falls back to priority 5 and values 0 when empty or not numbers, and parses integers', () => {
    const result = leadEditFormSchema.parse({
      ...base,
      priorityScore: '',
      estimatedValueMin: 'abc',
      estimatedValueMax: '1234.9',
    });
    expect(result.priorityScore).toBe(5);
    expect(result.estimatedValueMin).toBe(0);
    expect(result.estimatedValueMax).toBe(1234);
  });

  it('turns the form into a valid partial update, clearing empty fields', () => {
    const update = leadEditFormToUpdate(leadEditFormSchema.parse(base));
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
