import * as z from '../zod';
import { doNotEmailSchema, outreachSequenceSchema } from '../outreach/sequence-state';
import { leadOutcomeSchema, leadOutcomeSummarySchema } from './lead-outcome';
import {
  emailSchema,
  isoDateSchema,
  isSingleLineText,
  linkedinUrlSchema,
  MAX_ESTIMATED_VALUE_POUNDS,
  MAX_SHORT_TEXT_LENGTH,
  multiLineText,
  SINGLE_LINE_MESSAGE,
  singleLineText,
} from '../fields';
import {
  BUDGET_AUTHORITIES,
  COMPANY_REVENUES,
  EMAIL_RESPONSES,
  EMPLOYEE_COUNTS,
  GROWTH_STAGE_ALIASES,
  GROWTH_STAGES,
  INDUSTRY_TYPES,
  LEAD_SOURCES,
  PRIMARY_SERVICES,
  URGENCIES,
} from './options';
import { LEGACY_STATUSES, STAGE_KEYS } from '../pipeline/pipeline-stages';
import { nextTaskSchema } from '../tasks/task';

/** A pipeline stage key (docs/product/pipeline.md#stages). */
export const stageKeySchema = z.enum(STAGE_KEYS);
/** A stored status: a stage key, or a legacy status read from older data (docs/product/pipeline.md#stages). */
export const leadStatusSchema = z.enum([...STAGE_KEYS, ...LEGACY_STATUSES]);
export const leadSourceSchema = z.enum(LEAD_SOURCES);
export const industryTypeSchema = z.enum(INDUSTRY_TYPES);
export const companyRevenueSchema = z.enum(COMPANY_REVENUES);
export const employeeCountSchema = z.enum(EMPLOYEE_COUNTS);
/** Growth stage; accepts the prospect schema's 'Growth' and 'Mature' and stores canonical values (docs/product/leads.md#lead-fields). */
export const growthStageSchema = z.preprocess(
  (value) => (typeof value === 'string' && value in GROWTH_STAGE_ALIASES ? GROWTH_STAGE_ALIASES[value] : value),
  z.enum(GROWTH_STAGES),
);
export const urgencySchema = z.enum(URGENCIES);
export const budgetAuthoritySchema = z.enum(BUDGET_AUTHORITIES);
export const primaryServiceSchema = z.enum(PRIMARY_SERVICES);
export const emailResponseSchema = z.enum(EMAIL_RESPONSES);

/** Assessment results stored on a lead in `metadata.assessmentResults` (docs/product/assessment.md#email-capture). */
export const storedAssessmentResultsSchema = z.object({
  percentage: z.number().int().min(0).max(100),
  category: z.string(),
  description: z.string().optional(),
  /** Per-section percentages (0-100) keyed by section name. */
  sectionScores: z.record(z.string(), z.number()),
  recommendations: z.array(z.string()).optional(),
  /**
   * The option value (1-4) the visitor chose for each question, keyed by question id '1'..'20';
   * absent on leads captured before answers were kept.
   */
  answers: z.record(z.string(), z.number().int().min(1).max(4)).optional(),
  submittedAt: z.string(),
});
export type StoredAssessmentResults = z.output<typeof storedAssessmentResultsSchema>;

export const leadMetadataSchema = z
  .object({
    assessmentResults: storedAssessmentResultsSchema.optional(),
  })
  .catchall(z.unknown());

/** One line (docs/product/security.md#single-line-text) and multi-line text with their limits. */
const shortText = singleLineText(MAX_SHORT_TEXT_LENGTH);
const longText = multiLineText();
/** Amounts in whole pounds sterling. */
const pounds = z.number().int().min(0).max(MAX_ESTIMATED_VALUE_POUNDS);

/**
 * Editable lead fields (docs/product/leads.md#lead-fields), shared by the stored lead, the admin update and the
 * edit forms. Dates are ISO-8601 UTC timestamps; `estimatedValueMin`/`Max` are whole pounds.
 */
export const leadFieldsShape = {
  name: z
    .string()
    .trim()
    .min(1)
    .max(MAX_SHORT_TEXT_LENGTH, { abort: true })
    .refine(isSingleLineText, SINGLE_LINE_MESSAGE),
  email: emailSchema,
  company: shortText,
  phone: singleLineText(50),
  jobTitle: shortText,
  linkedinUrl: linkedinUrlSchema,
  industryType: industryTypeSchema,
  companyRevenue: companyRevenueSchema,
  employeeCount: employeeCountSchema,
  companySize: shortText,
  growthStage: growthStageSchema,
  source: leadSourceSchema,
  status: leadStatusSchema,
  priorityScore: z.number().int().min(1).max(10),
  urgency: urgencySchema,
  budgetAuthority: budgetAuthoritySchema,
  location: shortText,
  currentChallenges: longText,
  recentNews: longText,
  email1SentDate: isoDateSchema,
  email1Response: emailResponseSchema,
  email2SentDate: isoDateSchema,
  email2Response: emailResponseSchema,
  email3SentDate: isoDateSchema,
  email3Response: emailResponseSchema,
  consultationBookedDate: isoDateSchema,
  proposalSentDate: isoDateSchema,
  dealClosedDate: isoDateSchema,
  primaryService: primaryServiceSchema,
  estimatedValueMin: pounds,
  estimatedValueMax: pounds,
  probabilityPercent: z.number().int().min(0).max(100),
  nextAction: shortText,
  nextActionDate: isoDateSchema,
  lastContactDate: isoDateSchema,
  keyChallenges: longText,
  outreachStrategy: longText,
  strategicNotes: longText,
  notes: longText,
  message: longText,
  /** Won or lost, while the lead is in Close (docs/product/pipeline.md#outcome). */
  outcome: leadOutcomeSchema,
} as const;

/**
 * A stored lead (docs/product/leads.md#lead-fields). `version` is raised by every change
 * (docs/product/admin.md#optimistic-concurrency); `aiScore` is computed by the server only
 * (docs/product/leads.md#lead-score). `email` is absent only
 * for LinkedIn prospects added without one (docs/product/leads.md#prospects).
 */
export const leadSchema = z.object({
  id: z.string(),
  ...leadFieldsShape,
  // Stored values keep their limits, not the input rules above: older data may predate them.
  name: z.string().trim().min(1).max(MAX_SHORT_TEXT_LENGTH),
  email: z.string().optional(),
  /**
   * Every other address the lead has had, normalised (a merged lead's, an address edited away), so
   * that erasure reaches each (docs/product/privacy.md#erasure). Set by the server only.
   */
  formerEmails: z.array(z.string()).max(100).optional(),
  company: z.string().max(MAX_SHORT_TEXT_LENGTH).optional(),
  phone: z.string().optional(),
  jobTitle: z.string().max(MAX_SHORT_TEXT_LENGTH).optional(),
  linkedinUrl: z.string().optional(),
  industryType: industryTypeSchema.optional(),
  companyRevenue: companyRevenueSchema.optional(),
  employeeCount: employeeCountSchema.optional(),
  companySize: z.string().optional(),
  growthStage: z.enum(GROWTH_STAGES).optional(),
  urgency: urgencySchema.optional(),
  budgetAuthority: budgetAuthoritySchema.optional(),
  location: z.string().optional(),
  currentChallenges: z.string().optional(),
  recentNews: z.string().optional(),
  email1SentDate: z.string().optional(),
  email1Response: emailResponseSchema.optional(),
  email2SentDate: z.string().optional(),
  email2Response: emailResponseSchema.optional(),
  email3SentDate: z.string().optional(),
  email3Response: emailResponseSchema.optional(),
  consultationBookedDate: z.string().optional(),
  proposalSentDate: z.string().optional(),
  dealClosedDate: z.string().optional(),
  primaryService: primaryServiceSchema.optional(),
  estimatedValueMin: pounds.optional(),
  estimatedValueMax: pounds.optional(),
  nextAction: z.string().optional(),
  nextActionDate: z.string().optional(),
  lastContactDate: z.string().optional(),
  keyChallenges: z.string().optional(),
  outreachStrategy: z.string().optional(),
  strategicNotes: z.string().optional(),
  notes: z.string().optional(),
  message: z.string().optional(),
  outcome: leadOutcomeSchema.optional(),
  /**
   * Server-owned record of a returning visitor (docs/product/leads.md#returning-visitors): a visitor
   * submission for an email that already has a lead never overwrites the fields staff see; its
   * message lands here and on the timeline, and the lead is flagged as returning and unverified.
   */
  latestMessage: z.string().optional(),
  /** When the latest visitor submission for this lead arrived (ISO-8601 UTC). */
  latestSubmissionAt: z.string().optional(),
  /** True once a visitor submission arrived for an existing lead: nothing proves who sent it. */
  returningUnverified: z.boolean().optional(),
  /**
   * The staff user who owns the lead (docs/product/assignment.md); absent: unassigned. Set once by
   * the assignment rule when an inbound lead is created, then only by a reassignment.
   */
  ownerId: z.string().optional(),
  /**
   * The lead's open task due first, its next action (docs/product/tasks.md#next-task); absent when it
   * has no open task. Set by the server only, in the transaction of each task change.
   */
  nextTask: nextTaskSchema.optional(),
  /** Where the lead's outreach sequence stands (docs/product/outreach.md#the-sequence); set by the server only. */
  outreachSequence: outreachSequenceSchema.optional(),
  /** Present when no email may be sent to the lead (docs/product/outreach.md#opting-out); set by the server only. */
  doNotEmail: doNotEmailSchema.optional(),
  aiScore: z.number().int().min(0).max(100),
  metadata: leadMetadataSchema.optional(),
  version: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.output<typeof leadSchema>;

/** The inputs of the lead score and the pipeline rules; a subset of `Lead`. */
export type LeadRuleInput = Partial<Lead>;

export { ACTIVITY_TYPES, type ActivityType, type LeadActivity, leadActivitySchema } from './lead-activity';
import type { LeadActivity } from './lead-activity';

/** A lead with its activity timeline, newest entry first (`GET /api/admin/leads/{id}`). */
export type LeadWithActivity = Lead & { activity: LeadActivity[] };

/**
 * Compact lead summary for the CRM's list, board and dashboard (`GET /api/admin/leads`): the fields
 * those screens and the shared rules read, and nothing long (10,000 leads fit one response: docs/product/admin.md#crm-screens).
 */
export const leadSummarySchema = leadSchema
  .pick({
    id: true,
    name: true,
    email: true,
    company: true,
    phone: true,
    jobTitle: true,
    linkedinUrl: true,
    source: true,
    status: true,
    priorityScore: true,
    aiScore: true,
    urgency: true,
    industryType: true,
    employeeCount: true,
    companyRevenue: true,
    primaryService: true,
    estimatedValueMin: true,
    estimatedValueMax: true,
    probabilityPercent: true,
    email1SentDate: true,
    email1Response: true,
    email2SentDate: true,
    email2Response: true,
    email3SentDate: true,
    email3Response: true,
    consultationBookedDate: true,
    proposalSentDate: true,
    dealClosedDate: true,
    outcome: true,
    nextAction: true,
    nextActionDate: true,
    lastContactDate: true,
    latestSubmissionAt: true,
    returningUnverified: true,
    ownerId: true,
    nextTask: true,
    version: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    /** Won with its value or lost with its reason, for the Won/Lost badges (the note stays out). */
    outcome: leadOutcomeSummarySchema.optional(),
    /** `metadata.assessmentResults.percentage`, when the lead took the assessment. */
    assessmentPercentage: z.number().int().optional(),
    assessmentCategory: z.string().optional(),
  });
export type LeadSummary = z.output<typeof leadSummarySchema>;

/** One page of lead summaries; `nextCursor` is null on the last page. */
export interface LeadSummaryPage {
  items: LeadSummary[];
  nextCursor: string | null;
}
