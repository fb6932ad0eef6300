import { randomUUID } from 'node:crypto';
import { type LeadCapturedDetail, leadCapturedDetailSchema } from '@meridian/shared/events';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import {
  activityOf,
  capturedDetailOf,
  emailOf,
  newLeadOf,
  returningChangesOf,
  type Submission,
} from '@meridian/shared/leads/lead-capture';
import { applyLeadChanges, buildNewLead, type NewActivity } from '@meridian/shared/leads/lead-changes';
import { consentRecordOf } from '@meridian/shared/privacy/privacy-consent';
import { erasedAtOf } from '../../privacy/records';
import { type EventLease, withEventLease } from '../../table/processed-events';
import { publishEvent } from '../../lib/events';
import { logger } from '../../lib/logger';
import { BUSINESS_METRICS, countMetric } from '../../lib/metrics';
import { emailHashOf } from '../../lib/privacy-key';
import { assignNewLead } from './assignment';
import { storeOnLeadOfEmail } from './leads';

/**
 * Submission to lead (docs/product/leads.md#lead-capture): finds the lead by email
 * (case-insensitively, docs/product/leads.md#dedupe), creates it or records the returning visitor
 * on it without touching what staff see (docs/product/leads.md#returning-visitors), appends one
 * timeline entry, then publishes `LeadCaptured`. Idempotent per event id: the lead, its timeline
 * entry and the idempotency record are one write plan, committed once.
 */

/** Consumer name in idempotency records. */
export const CAPTURE_CONSUMER = 'capture-lead';

/** Outcome of {@link captureLead}. */
export type CaptureOutcome =
  | { status: 'duplicate' }
  | { status: 'erased' }
  | { status: 'captured'; detail: LeadCapturedDetail };

/**
 * Processes one submission event end to end.
 *
 * @param eventId - the EventBridge event id (the idempotency key).
 * @param submission - the event's detail as the event layer parsed it, by its detail type.
 * @returns `duplicate` when the event was processed before; `erased` when it was submitted before
 *   the latest erasure of its address (nothing written, docs/product/privacy.md#erasure); else the
 *   published `LeadCaptured` detail.
 * @throws EventInProgressError
 *   when another delivery of the same event is in progress (retry later); EventPublishError when
 *   `LeadCaptured` was not accepted; LeaseLostError and DynamoDB errors. Each makes the delivery
 *   fail so that it is retried; the lease is released first.
 */
export async function captureLead(eventId: string, submission: Submission): Promise<CaptureOutcome> {
  if (await isErasedSubmission(emailOf(submission), submission.detail.submittedAt)) {
    logger.info('Submission made before an erasure skipped', { eventId });
    return { status: 'erased' };
  }
  const outcome = await withEventLease<CaptureOutcome, CaptureOutcome>({
    consumer: CAPTURE_CONSUMER,
    eventId,
    ifDone: () => {
      logger.info('Duplicate submission event skipped', { eventId });
      return { status: 'duplicate' };
    },
    run: async (lease) => {
      const detail =
        lease.state === 'stored'
          ? leadCapturedDetailSchema.parse(lease.result)
          : await storeSubmission(submission, lease);
      if (lease.state !== 'stored') countMetric(BUSINESS_METRICS.leadsCaptured);
      await publishEvent(EVENT_SOURCES.leads, DETAIL_TYPES.leadCaptured, detail);
      return { value: { status: 'captured', detail } };
    },
  });
  if (outcome.status === 'captured') {
    const { detail } = outcome;
    logger.info('Lead captured', {
      eventId,
      leadId: detail.leadId,
      isReturning: detail.isReturning,
      aiScore: detail.aiScore,
    });
  }
  return outcome;
}

/**
 * Stores a submission as one write plan: the new lead with its email claim, or the returning
 * visitor's change to the existing lead (conditional on the version read); the timeline entry; and
 * the `LeadCaptured` detail recorded under the lease. When another submission for the same email
 * wins the race (the email was just claimed, or the lead just changed), it reads again and retries.
 */
async function storeSubmission(submission: Submission, lease: EventLease): Promise<LeadCapturedDetail> {
  return storeOnLeadOfEmail(
    emailOf(submission),
    lease,
    (existing, now) => {
      const lead = existing
        ? applyLeadChanges(existing, returningChangesOf(existing, submission), now)
        : buildNewLead(newLeadOf(submission), randomUUID(), now);
      const isReturning = existing !== null;
      return {
        lead,
        activity: withConsent(activityOf(submission, submission.detail.submissionId, isReturning), submission),
        result: capturedDetailOf(lead, submission, isReturning),
      };
    },
    assignNewLead,
  );
}

/**
 * Whether a submission is older than the latest erasure of its address (docs/product/privacy.md#erasure).
 *
 * @param email - the submission's address.
 * @param submittedAt - when it was submitted (ISO-8601 UTC).
 * @returns true when it must create nothing.
 */
export async function isErasedSubmission(email: string, submittedAt: string): Promise<boolean> {
  const erasedAt = await erasedAtOf(emailHashOf(email));
  return erasedAt !== null && Date.parse(submittedAt) <= Date.parse(erasedAt);
}

/**
 * The timeline entry with the submission's consent record in `details.consent`
 * (docs/product/privacy.md#consent-records): which form, its purpose, when it arrived and the
 * notice version the page sent.
 */
function withConsent(activity: NewActivity, submission: Submission): NewActivity {
  const consent =
    submission.type === 'contact'
      ? consentRecordOf('contact', submission.detail.contact.consent, submission.detail.submittedAt)
      : consentRecordOf('assessment', submission.detail.submission.consent, submission.detail.submittedAt);
  return { ...activity, details: { ...activity.details, consent } };
}
