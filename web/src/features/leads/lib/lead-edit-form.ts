import {
  isEmailAddress,
  isLinkedInUrl,
  isSingleLineText,
  MAX_EMAIL_LENGTH,
  MAX_ESTIMATED_VALUE_POUNDS,
  MAX_SHORT_TEXT_LENGTH,
  MAX_URL_LENGTH,
  multiLineText,
  SINGLE_LINE_MESSAGE,
  singleLineText,
} from '@meridian/shared/fields';
import { isValueRangeOrdered, VALUE_ORDER_MESSAGE } from '@meridian/shared/estimated-value';
import type { Lead, LeadUpdate } from '@meridian/shared/lead';
import {
  BUDGET_AUTHORITIES,
  COMPANY_REVENUES,
  EMPLOYEE_COUNTS,
  GROWTH_STAGES,
  INDUSTRY_TYPES,
  PRIMARY_SERVICES,
  URGENCIES,
} from '@meridian/shared/options';
import * as z from '@meridian/shared/zod';

/** Fallback priority when the field is empty or not a number (SPEC.md section 5). */
export const DEFAULT_PRIORITY = 5;

/** Messages of the full edit form (SPEC.md section 5). */
export const EDIT_FORM_MESSAGES = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  priorityRange: 'Priority score must be between 1 and 10',
  valueMin: 'Must be at least 0',
  valueOrder: VALUE_ORDER_MESSAGE,
  linkedinInvalid: 'Please enter a valid LinkedIn URL',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

/** An optional choice from an option list: '' means unset. */
function choice<T extends readonly [string, ...string[]]>(options: T) {
  return z.union([z.literal(''), z.enum(options)]);
}
/** The server's text rules (length, one line or control characters), so the form refuses what it would. */
const shortText = singleLineText();
const longText = multiLineText();
/** Longest phone number, in characters (as the stored lead). */
const MAX_PHONE_LENGTH = 50;

/** Whole number from a text field, or `fallback` when empty or not a number (SPEC.md section 5). */
function integerOr(fallback: number) {
  return z.string().transform((value) => {
    const parsed = Number.parseInt(value.trim(), 10);
    return Number.isNaN(parsed) ? fallback : parsed;
  });
}

/**
 * The full edit form 'Edit Lead: {name}' (SPEC.md sections 2 and 5): Full Name and Email required,
 * email valid; priority 1-10, empty falls back to 5; estimated values whole pounds at least 0,
 * empty falls back to 0. Field values are the strings of the inputs; the output is typed.
 */
export const leadEditFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, EDIT_FORM_MESSAGES.nameRequired)
      .max(MAX_SHORT_TEXT_LENGTH, EDIT_FORM_MESSAGES.tooLong(MAX_SHORT_TEXT_LENGTH))
      .refine(isSingleLineText, SINGLE_LINE_MESSAGE),
    email: z
      .string()
      .trim()
      .min(1, EDIT_FORM_MESSAGES.emailRequired)
      .max(MAX_EMAIL_LENGTH, { error: EDIT_FORM_MESSAGES.emailInvalid, abort: true })
      .refine(isEmailAddress, EDIT_FORM_MESSAGES.emailInvalid),
    phone: singleLineText(MAX_PHONE_LENGTH),
    jobTitle: shortText,
    linkedinUrl: z
      .string()
      .trim()
      .max(MAX_URL_LENGTH, EDIT_FORM_MESSAGES.tooLong(MAX_URL_LENGTH))
      .refine((value) => value === '' || isLinkedInUrl(value), EDIT_FORM_MESSAGES.linkedinInvalid),
    location: shortText,
    company: shortText,
    industryType: choice(INDUSTRY_TYPES),
    companyRevenue: choice(COMPANY_REVENUES),
    employeeCount: choice(EMPLOYEE_COUNTS),
    growthStage: choice(GROWTH_STAGES),
    priorityScore: integerOr(DEFAULT_PRIORITY).pipe(
      z.number().min(1, EDIT_FORM_MESSAGES.priorityRange).max(10, EDIT_FORM_MESSAGES.priorityRange),
    ),
    urgency: choice(URGENCIES),
    budgetAuthority: choice(BUDGET_AUTHORITIES),
    primaryService: choice(PRIMARY_SERVICES),
    estimatedValueMin: integerOr(0).pipe(
      z.number().min(0, EDIT_FORM_MESSAGES.valueMin).max(MAX_ESTIMATED_VALUE_POUNDS),
    ),
    estimatedValueMax: integerOr(0).pipe(
      z.number().min(0, EDIT_FORM_MESSAGES.valueMin).max(MAX_ESTIMATED_VALUE_POUNDS),
    ),
    currentChallenges: longText,
    keyChallenges: longText,
    recentNews: longText,
    outreachStrategy: longText,
    strategicNotes: longText,
    notes: longText,
  })
  .refine((values) => isValueRangeOrdered(values.estimatedValueMin, values.estimatedValueMax), {
    path: ['estimatedValueMax'],
    message: EDIT_FORM_MESSAGES.valueOrder,
  });

/** The form's field values (all strings, as the inputs hold them). */
export type LeadEditFormValues = z.input<typeof leadEditFormSchema>;
/** The validated form. */
export type LeadEditFormOutput = z.output<typeof leadEditFormSchema>;

const TEXT_FIELDS = [
  'phone',
  'jobTitle',
  'linkedinUrl',
  'location',
  'company',
  'currentChallenges',
  'keyChallenges',
  'recentNews',
  'outreachStrategy',
  'strategicNotes',
  'notes',
] as const;
const CHOICE_FIELDS = [
  'industryType',
  'companyRevenue',
  'employeeCount',
  'growthStage',
  'urgency',
  'budgetAuthority',
  'primaryService',
] as const;

/** The form's starting values from a stored lead ('' for unset fields). */
export function leadEditFormDefaults(lead: Lead): LeadEditFormValues {
  const values: Record<string, string> = {
    name: lead.name,
    email: lead.email ?? '',
    priorityScore: String(lead.priorityScore),
    estimatedValueMin: lead.estimatedValueMin === undefined ? '' : String(lead.estimatedValueMin),
    estimatedValueMax: lead.estimatedValueMax === undefined ? '' : String(lead.estimatedValueMax),
  };
  for (const key of [...TEXT_FIELDS, ...CHOICE_FIELDS]) values[key] = lead[key] ?? '';
  return values as LeadEditFormValues;
}

/**
 * The partial update for a validated form (`PUT /api/admin/leads/{id}`): empty optional fields
 * become `null` (cleared), as `leadUpdateSchema` expects.
 */
export function leadEditFormToUpdate(values: LeadEditFormOutput): Omit<LeadUpdate, 'version'> {
  const update: Record<string, unknown> = {
    name: values.name,
    email: values.email,
    priorityScore: values.priorityScore,
    estimatedValueMin: values.estimatedValueMin,
    estimatedValueMax: values.estimatedValueMax,
  };
  for (const key of [...TEXT_FIELDS, ...CHOICE_FIELDS]) update[key] = values[key] === '' ? null : values[key];
  return update as Omit<LeadUpdate, 'version'>;
}
