import {
  type AssessmentSubmittedDetail,
  assessmentSubmittedDetailSchema,
  type ContactSubmittedDetail,
  contactSubmittedDetailSchema,
  DETAIL_TYPES,
  EVENT_SOURCES,
  type LeadCapturedDetail,
  leadCapturedDetailSchema,
} from '@meridian/shared/events';
import type { Lead } from '@meridian/shared/lead';
import type { LeadSource } from '@meridian/shared/options';
import {
  createLead,
  findLeadByEmail,
  type LeadChanges,
  LeadEmailTakenError,
  type NewActivity,
  type NewLead,
  updateLead,
} from '../data/leads';
import {
  beginProcessing,
  completeProcessing,
  type EventLease,
  markStoredItem,
  releaseProcessing,
} from '../data/processed-events';
import { LeadNotFoundError } from './errors';
import { publishEvent } from './events';
import { logger } from './logger';

/**
 * Submission to lead (issue 3; DECISIONS.md items 6-9): finds the lead by email
 * (case-insensitively), creates it with the defaults or updates it, appends one timeline entry,
 * re-scores it (in the repository), stores assessment results, then publishes `LeadCaptured`.
 * Idempotent per event id: the lead write and the idempotency record share one transaction.
 */

/** Consumer name in idempotency records. */
export const CAPTURE_CONSUMER = 'capture-lead';

/** A submission event as delivered by EventBridge (only the fields used). */
export interface SubmissionEvent {
  id: string;
  'detail-type': string;
  detail: unknown;
}

type Submission =
  | { type: 'contact'; detail: ContactSubmittedDetail }
  | { type: 'assessment'; detail: AssessmentSubmittedDetail };

/**
 * Validates a submission event.
 *
 * @throws ZodError for a malformed detail, Error for an unknown detail type.
 */
export function parseSubmission(event: SubmissionEvent): Submission {
  if (event['detail-type'] === DETAIL_TYPES.contactSubmitted)
    return { type: 'contact', detail: contactSubmittedDetailSchema.parse(event.detail) };
  if (event['detail-type'] === DETAIL_TYPES.assessmentSubmitted) {
    return { type: 'assessment', detail: assessmentSubmittedDetailSchema.parse(event.detail) };
  }
  throw new Error(`Unsupported detail type: ${event['detail-type']}`);
}

function emailOf(submission: Submission): string {
  return submission.type === 'contact' ? submission.detail.contact.email : submission.detail.submission.email;
}

function sourceOf(submission: Submission): LeadSource {
  return submission.type === 'contact' ? 'contact_form' : 'assessment_tool';
}

function activityOf(submission: Submission, eventId: string): NewActivity {
  if (submission.type === 'contact') {
    const { contact } = submission.detail;
    return {
      id: eventId,
      at: submission.detail.submittedAt,
      type: 'contact_submitted',
      summary: 'Contact form submitted',
      details: { ...contact },
    };
  }
  const { computed } = submission.detail;
  return {
    id: eventId,
    at: submission.detail.submittedAt,
    type: 'assessment_submitted',
    summary: `Strategic readiness assessment: ${computed.percentage}% (${computed.category})`,
    details: { percentage: computed.percentage, category: computed.category, sectionScores: computed.sectionScores },
  };
}

function assessmentResultsOf(detail: AssessmentSubmittedDetail) {
  const { computed } = detail;
  return {
    percentage: computed.percentage,
    category: computed.category,
    description: computed.description,
    sectionScores: computed.sectionScores,
    recommendations: computed.recommendations,
    submittedAt: detail.submittedAt,
  };
}

function newLeadOf(submission: Submission): NewLead {
  if (submission.type === 'contact') {
    const { name, email, company, phone, message } = submission.detail.contact;
    return { name, email, company, phone, message, source: 'contact_form' };
  }
  const { email } = submission.detail.submission;
  // An assessment capture carries only an email: it stands in as the name until staff edit it.
  return {
    name: email,
    email,
    source: 'assessment_tool',
    metadata: { assessmentResults: assessmentResultsOf(submission.detail) },
  };
}

/** Changes for a returning lead: latest message and results; blanks filled, staff edits kept. */
function changesFor(existing: Lead, submission: Submission): LeadChanges {
  if (submission.type === 'contact') {
    const { name, company, phone, message } = submission.detail.contact;
    const placeholderName = existing.email !== undefined && existing.name === existing.email;
    return {
      name: placeholderName ? name : undefined,
      company: existing.company ? undefined : company,
      phone: existing.phone ? undefined : phone,
      message,
    };
  }
  return { metadata: { ...existing.metadata, assessmentResults: assessmentResultsOf(submission.detail) } };
}

function capturedDetail(lead: Lead, submission: Submission, isReturning: boolean): LeadCapturedDetail {
  return leadCapturedDetailSchema.parse({
    leadId: lead.id,
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

/** Creates or updates the lead for a submission, recording the result under the lease. */
async function storeSubmission(submission: Submission, lease: EventLease): Promise<LeadCapturedDetail> {
  const activity = activityOf(submission, lease.eventId);
  for (let attempt = 1; ; attempt += 1) {
    let detail: LeadCapturedDetail | undefined;
    const existing = await findLeadByEmail(emailOf(submission));
    try {
      if (!existing) {
        await createLead(newLeadOf(submission), {
          activity,
          extraTransactItems: (lead) => {
            detail = capturedDetail(lead, submission, false);
            return [markStoredItem(lease, detail)];
          },
        });
      } else {
        await updateLead(existing.id, changesFor(existing, submission), {
          activity,
          extraTransactItems: (lead) => {
            detail = capturedDetail(lead, submission, true);
            return [markStoredItem(lease, detail)];
          },
        });
      }
      if (!detail) throw new Error('Lead stored without a LeadCaptured detail');
      return detail;
    } catch (error) {
      // Another submission created (or removed) this email's lead meanwhile: look it up again.
      const raced = error instanceof LeadEmailTakenError || error instanceof LeadNotFoundError;
      if (!raced || attempt >= 5) throw error;
    }
  }
}

/** Outcome of `captureLead`. */
export type CaptureOutcome = { status: 'duplicate' } | { status: 'captured'; detail: LeadCapturedDetail };

/**
 * Processes one submission event end to end.
 *
 * @returns `duplicate` when the event was processed before, else the published `LeadCaptured` detail.
 * @throws EventInProgressError when another delivery of the same event is in progress (retry later);
 *   EventPublishError when `LeadCaptured` was not accepted; DynamoDB errors. Each makes the
 *   delivery fail so that it is retried; the lease is released first.
 */
export async function captureLead(event: SubmissionEvent): Promise<CaptureOutcome> {
  const submission = parseSubmission(event);
  const lease = await beginProcessing(CAPTURE_CONSUMER, event.id);
  if (lease.state === 'done') {
    logger.info('Duplicate submission event skipped', { eventId: event.id });
    return { status: 'duplicate' };
  }
  try {
    const detail =
      lease.state === 'stored'
        ? leadCapturedDetailSchema.parse(lease.result)
        : await storeSubmission(submission, lease);
    await publishEvent(EVENT_SOURCES.leads, DETAIL_TYPES.leadCaptured, detail);
    await completeProcessing(lease);
    logger.info('Lead captured', {
      eventId: event.id,
      leadId: detail.leadId,
      isReturning: detail.isReturning,
      aiScore: detail.aiScore,
    });
    return { status: 'captured', detail };
  } catch (error) {
    await releaseProcessing(lease);
    throw error;
  }
}
