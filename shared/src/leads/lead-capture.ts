import {
  type AssessmentSubmittedDetail,
  assessmentSubmittedDetailSchema,
  type ContactSubmittedDetail,
  contactSubmittedDetailSchema,
  type LeadCapturedDetail,
  leadCapturedDetailSchema,
} from '../events';
import { DETAIL_TYPES } from '../event-names';
import type { Lead, StoredAssessmentResults } from './lead';
import type { LeadChanges, NewActivity, NewLead } from './lead-changes';
import type { LeadSource } from './options';
import { scoreInputsOf } from './score-inputs';
import { recommendedServiceFor } from '../assessment/recommended-service';

/**
 * Pure rules of turning a visitor submission into a lead (docs/product/leads.md#lead-capture,
 * docs/product/leads.md#dedupe, docs/product/leads.md#returning-visitors): what a new lead holds,
 * what a returning visitor's submission may change (never the fields staff see), which timeline
 * entry it adds and what `LeadCaptured` carries.
 */

/** A validated submission event. */
export type Submission =
  | { type: 'contact'; detail: ContactSubmittedDetail }
  | { type: 'assessment'; detail: AssessmentSubmittedDetail };

/**
 * Validates a submission event's detail by its detail type.
 *
 * @throws ZodError for a malformed detail, Error for an unknown detail type.
 */
export function parseSubmission(detailType: string, detail: unknown): Submission {
  if (detailType === DETAIL_TYPES.contactSubmitted)
    return { type: 'contact', detail: contactSubmittedDetailSchema.parse(detail) };
  if (detailType === DETAIL_TYPES.assessmentSubmitted)
    return { type: 'assessment', detail: assessmentSubmittedDetailSchema.parse(detail) };
  throw new Error(`Unsupported detail type: ${detailType}`);
}

/** The visitor's email address of a submission. */
export function emailOf(submission: Submission): string {
  return submission.type === 'contact' ? submission.detail.contact.email : submission.detail.submission.email;
}

/** The lead source of a submission (docs/product/leads.md#sources). */
export function sourceOf(submission: Submission): LeadSource {
  return submission.type === 'contact' ? 'contact_form' : 'assessment_tool';
}

/** The assessment results stored on a lead (`metadata.assessmentResults`). */
export function assessmentResultsOf(detail: AssessmentSubmittedDetail): StoredAssessmentResults {
  const { computed } = detail;
  return {
    percentage: computed.percentage,
    category: computed.category,
    description: computed.description,
    sectionScores: computed.sectionScores,
    recommendations: computed.recommendations,
    answers: detail.submission.answers,
    submittedAt: detail.submittedAt,
  };
}

/**
 * The fields of a new lead from its first submission, with the scoring inputs the visitor gave
 * (docs/product/leads.md#scoring-inputs). An assessment may carry a name and company;
 * without a name the email address stands in until someone supplies one. An assessment's lead gets
 * the recommended service as `primaryService` (docs/product/assessment.md#recommended-service).
 */
export function newLeadOf(submission: Submission): NewLead {
  if (submission.type === 'contact') {
    const { name, email, company, phone, message } = submission.detail.contact;
    return {
      name,
      email,
      company,
      phone,
      message,
      ...scoreInputsOf(submission.detail.contact),
      source: 'contact_form',
    };
  }
  const { email, name, company } = submission.detail.submission;
  return {
    name: name ?? email,
    email,
    company,
    ...scoreInputsOf(submission.detail.submission),
    primaryService: recommendedServiceFor(submission.detail.computed.sectionScores)?.service,
    source: 'assessment_tool',
    metadata: { assessmentResults: assessmentResultsOf(submission.detail) },
  };
}

/**
 * The change a returning visitor's submission makes to the existing lead. Nothing proves the
 * sender owns the address, so the fields staff see (message, phone, company, name, …) are never
 * overwritten: the message goes to `latestMessage` (and the timeline), the lead is flagged
 * `returningUnverified`, and `latestSubmissionAt` records when. Only a placeholder name (the
 * email address an assessment left as the name) is replaced by a submitted name; an assessment
 * stores its latest results and fills only empty fields: company and `primaryService`
 * (docs/product/leads.md#returning-visitors). The scoring inputs the visitor gave (company size,
 * industry, urgency) replace the lead's; the ones not given leave the lead's values alone
 * (docs/product/leads.md#scoring-inputs).
 */
export function returningChangesOf(existing: Lead, submission: Submission): LeadChanges {
  const flags: LeadChanges = { returningUnverified: true, latestSubmissionAt: submission.detail.submittedAt };
  const placeholderName = existing.email !== undefined && existing.name === existing.email;
  if (submission.type === 'contact') {
    const { name, message } = submission.detail.contact;
    return {
      ...flags,
      ...scoreInputsOf(submission.detail.contact),
      name: placeholderName ? name : undefined,
      latestMessage: message,
    };
  }
  const { name, company } = submission.detail.submission;
  return {
    ...flags,
    ...scoreInputsOf(submission.detail.submission),
    name: placeholderName ? name : undefined,
    company: existing.company === undefined ? company : undefined,
    primaryService:
      existing.primaryService === undefined
        ? recommendedServiceFor(submission.detail.computed.sectionScores)?.service
        : undefined,
    metadata: { ...existing.metadata, assessmentResults: assessmentResultsOf(submission.detail) },
  };
}

/**
 * The timeline entry of a submission, keyed by its submission id (a redelivery writes the same entry).
 * A returning visitor's entry says so and is marked unverified; it holds everything submitted.
 */
export function activityOf(submission: Submission, submissionId: string, isReturning: boolean): NewActivity {
  const mark = isReturning ? ' (returning visitor, unverified)' : '';
  const flags = isReturning ? { returning: true, unverified: true } : {};
  if (submission.type === 'contact') {
    return {
      id: submissionId,
      at: submission.detail.submittedAt,
      type: 'contact_submitted',
      summary: `Contact form submitted${mark}`,
      details: { ...submission.detail.contact, ...flags },
    };
  }
  const { computed } = submission.detail;
  return {
    id: submissionId,
    at: submission.detail.submittedAt,
    type: 'assessment_submitted',
    summary: `Strategic readiness assessment: ${computed.percentage}% (${computed.category})${mark}`,
    details: {
      percentage: computed.percentage,
      category: computed.category,
      sectionScores: computed.sectionScores,
      ...flags,
    },
  };
}

/**
 * The `LeadCaptured` detail of a stored submission: the lead as stored (name, email, company) and
 * what was submitted.
 *
 * @throws ZodError when the result does not match `leadCapturedDetailSchema`.
 */
export function capturedDetailOf(lead: Lead, submission: Submission, isReturning: boolean): LeadCapturedDetail {
  return leadCapturedDetailSchema.parse({
    leadId: lead.id,
    submissionId: submission.detail.submissionId,
    isReturning,
    source: sourceOf(submission),
    aiScore: lead.aiScore,
    submissionType: submission.type,
    submittedAt: submission.detail.submittedAt,
    contact: submission.type === 'contact' ? submission.detail.contact : undefined,
    assessment:
      submission.type === 'assessment'
        ? { email: submission.detail.submission.email, computed: submission.detail.computed }
        : undefined,
    lead: { name: lead.name, email: lead.email, company: lead.company },
  });
}
