/**
 * Option lists of the admin edit form and the prospect schema (docs/product/leads.md#lead-fields),
 * growth stages in their canonical values.
 */

/** Lead sources (docs/product/leads.md#sources). */
export const LEAD_SOURCES = ['assessment_tool', 'contact_form', 'consultation_booking', 'linkedin'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** Human labels for lead sources, as shown in the CRM and notification emails. */
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  assessment_tool: 'Assessment Tool',
  contact_form: 'Contact Form',
  consultation_booking: 'Consultation Booking',
  linkedin: 'LinkedIn',
};

export const INDUSTRY_TYPES = [
  'Facility Services',
  'Restaurants',
  'Manufacturing',
  'Professional Services',
  'Healthcare',
  'Technology',
  'Other',
] as const;
export type IndustryType = (typeof INDUSTRY_TYPES)[number];

/** Annual revenue bands in pounds sterling. */
export const COMPANY_REVENUES = ['£0-5M', '£5-15M', '£15-30M', '£30-75M', '£75M+'] as const;
export type CompanyRevenue = (typeof COMPANY_REVENUES)[number];

export const EMPLOYEE_COUNTS = ['10-50', '50-150', '150-300', '300-500', '500+'] as const;
export type EmployeeCount = (typeof EMPLOYEE_COUNTS)[number];

/** Canonical growth stages (docs/product/leads.md#lead-fields). */
export const GROWTH_STAGES = ['Startup', 'Growing', 'Established', 'Turnaround'] as const;
export type GrowthStage = (typeof GROWTH_STAGES)[number];

/**
 * Growth-stage aliases of the prospect schema, mapped to canonical values (docs/product/leads.md#lead-fields):
 * 'Growth' is stored as 'Growing' and 'Mature' as 'Established'.
 */
export const GROWTH_STAGE_ALIASES: Record<string, GrowthStage> = {
  Growth: 'Growing',
  Mature: 'Established',
};

export const URGENCIES = ['Immediate', 'Medium', 'Low'] as const;
export type Urgency = (typeof URGENCIES)[number];

export const BUDGET_AUTHORITIES = ['Yes', 'No', 'Unknown'] as const;
export type BudgetAuthority = (typeof BUDGET_AUTHORITIES)[number];

export const PRIMARY_SERVICES = ['Strategic Planning', 'Operational Transformation', 'Interim Executive'] as const;
export type PrimaryService = (typeof PRIMARY_SERVICES)[number];

/** Email response choices of the lead page (docs/product/leads.md#lead-fields). */
export const EMAIL_RESPONSES = ['No response', 'Positive', 'Interested', 'Not interested', 'Needs follow-up'] as const;
export type EmailResponse = (typeof EMAIL_RESPONSES)[number];

/**
 * Responses that count as a 'Yes' for the lead score and the confidence
 * (docs/product/pipeline.md#outreach-sequence).
 */
export const POSITIVE_EMAIL_RESPONSES: readonly EmailResponse[] = ['Positive', 'Interested'];

/**
 * How the public forms word each urgency (docs/product/leads.md#scoring-inputs): the visitor
 * answers "How soon do you need help?"; the CRM keeps the option values.
 */
export const URGENCY_VISITOR_LABELS: Record<Urgency, string> = {
  Immediate: 'Now',
  Medium: 'In the next few months',
  Low: 'Just exploring',
};
