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
import { isValueRangeOrdered, VALUE_ORDER_MESSAGE } from '@meridian/shared/leads/estimated-value';
import type { Lead } from '@meridian/shared/leads/lead';
import type { LeadUpdate } from '@meridian/shared/leads/lead-update';
import {
  BUDGET_AUTHORITIES,
  COMPANY_REVENUES,
  EMPLOYEE_COUNTS,
  GROWTH_STAGES,
  INDUSTRY_TYPES,
  PRIMARY_SERVICES,
  URGENCIES,
} from '@meridian/shared/leads/options';
import * as z from '@meridian/shared/zod';
import { londonDateInput, londonToUtcIso } from './london-time';

/** Fallback priority when the field is empty or not a number (docs/product/admin.md#crm-screens). */
export const DEFAULT_PRIORITY = 5;

/** Messages of the full edit form (docs/product/admin.md#crm-screens). */
export const EDIT_FORM_MESSAGES = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  priorityRange: 'Priority score must be between 1 and 10',
  valueMin: 'Must be at least 0',
  valueOrder: VALUE_ORDER_MESSAGE,
  linkedinInvalid: 'Please enter a valid LinkedIn URL',
  probabilityRange: 'Close probability must be between 0 and 100',
  dateInvalid: 'Enter a date',
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

/** Whole number from a text field, or `fallback` when empty or not a number (docs/product/admin.md#crm-screens). */
function integerOr(fallback: number) {
  return z.string().transform((value) => {
    const parsed = Number.parseInt(value.trim(), 10);
    return Number.isNaN(parsed) ? fallback : parsed;
  });
}

/**
 * An estimated value in whole pounds, or undefined when the field is empty: an unknown value stays
 * unknown (shown '?'), never £0 (docs/product/leads.md#prospects).
 */
const estimatedValue = z
  .string()
  .transform((value) => {
    const parsed = Number.parseInt(value.trim(), 10);
    return Number.isNaN(parsed) ? undefined : parsed;
  })
  .pipe(z.number().min(0, EDIT_FORM_MESSAGES.valueMin).max(MAX_ESTIMATED_VALUE_POUNDS).optional());

/** A UK date from a date input ('' = not set), as the UTC ISO time of its noon. */
const ukDate = z
  .string()
  .trim()
  .refine((value) => value === '' || londonToUtcIso(value) !== undefined, EDIT_FORM_MESSAGES.dateInvalid);

/** The planning dates of the form (docs/product/pipeline.md#stages). */
const DATE_FIELDS = ['consultationBookedDate', 'proposalSentDate', 'dealClosedDate', 'nextActionDate'] as const;

/**
 * The full edit form 'Edit Lead: {name}' (docs/product/admin.md#crm-screens): Full Name required; Email
 * required unless `emailOptional` (prospects: docs/product/leads.md#prospects), valid when given;
 * priority 1-10, empty falls back to 5; estimated values whole pounds at least 0, empty means
 * unknown, maximum at least the minimum (the shared `isValueRangeOrdered`); close probability
 * 0-100; the consultation, proposal, close and next-action dates as UK dates. Field values are
 * the strings of the inputs; the output is typed.
 *
 * @param emailOptional - true when the email may be left empty (see {@link isEmailOptional}).
 */
export function leadEditFormSchemaFor(emailOptional: boolean) {
  return z
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
        .refine((value) => emailOptional || value !== '', { error: EDIT_FORM_MESSAGES.emailRequired, abort: true })
        .refine((value) => value.length <= MAX_EMAIL_LENGTH, { error: EDIT_FORM_MESSAGES.emailInvalid, abort: true })
        .refine((value) => value === '' || isEmailAddress(value), EDIT_FORM_MESSAGES.emailInvalid),
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
      estimatedValueMin: estimatedValue,
      estimatedValueMax: estimatedValue,
      probabilityPercent: integerOr(-1).pipe(
        z.number().min(0, EDIT_FORM_MESSAGES.probabilityRange).max(100, EDIT_FORM_MESSAGES.probabilityRange),
      ),
      consultationBookedDate: ukDate,
      proposalSentDate: ukDate,
      dealClosedDate: ukDate,
      nextActionDate: ukDate,
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
}

/** The form's schema for a lead whose email is required. */
export const leadEditFormSchema = leadEditFormSchemaFor(false);

/**
 * Whether the edit form may leave the email empty (docs/product/leads.md#prospects): for LinkedIn
 * prospects and for any lead stored without an address.
 */
export function isEmailOptional(lead: Pick<Lead, 'source' | 'email'>): boolean {
  return lead.source === 'linkedin' || !lead.email;
}

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

/** A stored date as the UK date a date input shows ('' when unset). */
function dateInput(iso: string | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return londonDateInput(new Date(iso));
}

/** The form's starting values from a stored lead ('' for unset fields). */
export function leadEditFormDefaults(lead: Lead): LeadEditFormValues {
  const values: Record<string, string> = {
    name: lead.name,
    email: lead.email ?? '',
    priorityScore: String(lead.priorityScore),
    probabilityPercent: String(lead.probabilityPercent),
    estimatedValueMin: lead.estimatedValueMin === undefined ? '' : String(lead.estimatedValueMin),
    estimatedValueMax: lead.estimatedValueMax === undefined ? '' : String(lead.estimatedValueMax),
  };
  for (const key of [...TEXT_FIELDS, ...CHOICE_FIELDS]) values[key] = lead[key] ?? '';
  for (const key of DATE_FIELDS) values[key] = dateInput(lead[key]);
  return values as LeadEditFormValues;
}

/**
 * The partial update for a validated form (`PUT /api/admin/leads/{id}`): empty optional fields
 * become `null` (cleared), as `leadUpdateSchema` expects; an unknown estimated value is cleared,
 * never £0. A date is sent only when its UK date changed, so saving keeps stored times exactly.
 *
 * @param values - the validated form.
 * @param lead - the stored lead the form started from.
 */
export function leadEditFormToUpdate(values: LeadEditFormOutput, lead: Lead): Omit<LeadUpdate, 'version'> {
  const update: Record<string, unknown> = {
    name: values.name,
    email: values.email === '' ? null : values.email,
    priorityScore: values.priorityScore,
    probabilityPercent: values.probabilityPercent,
    estimatedValueMin: values.estimatedValueMin ?? null,
    estimatedValueMax: values.estimatedValueMax ?? null,
  };
  for (const key of [...TEXT_FIELDS, ...CHOICE_FIELDS]) update[key] = values[key] === '' ? null : values[key];
  for (const key of DATE_FIELDS) {
    if (values[key] === dateInput(lead[key])) continue;
    update[key] = values[key] === '' ? null : londonToUtcIso(values[key]);
  }
  return update as Omit<LeadUpdate, 'version'>;
}
