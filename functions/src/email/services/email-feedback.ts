import { type SesFeedbackDetail, suppressedRecipientsOf } from '@meridian/shared/email/email-feedback';
import { suppressEmailStep } from '../data/email-suppressions';
import { leadWithDoNotEmail } from '@meridian/shared/outreach/do-not-email';
import { addActivityStep, buildActivity, findLeadByEmail, replaceLeadPlan } from '../../leads/records';
import { EventAlreadyProcessedError, markProcessedStep } from '../../table/processed-events';
import { commitPlan, type PlanStep } from '../../table/write-plan';
import { logger } from '../../lib/logger';
import { cancelStepSchedule } from '../../outreach/services/sequence-schedule';
import type { Lead } from '@meridian/shared/leads/lead';

/**
 * Bounces and complaints (docs/product/security.md#emails): each address that SES reports as
 * permanently bouncing or complaining is suppressed for visitor emails (reports,
 * acknowledgements, newsletter), and the lead with that address gets a timeline entry saying so and
 * is marked "do not email" with its outreach sequence stopped (docs/product/outreach.md#opting-out).
 * The firm's own notifications are not affected. The suppressions, the timeline entries and the
 * event's processed marker are one transaction, so a redelivery changes nothing.
 */

/** Consumer name in idempotency records. */
export const FEEDBACK_CONSUMER = 'suppress-email-feedback';

/** Outcome of {@link suppressFromFeedback}. */
export type FeedbackOutcome = { status: 'duplicate' } | { status: 'handled'; suppressed: number; leadsMarked: number };

/**
 * Handles one SES bounce or complaint event.
 *
 * @param eventId - the EventBridge event id.
 * @param detail - the validated SES event record.
 * @param at - when SES sent the event (ISO-8601 UTC), recorded on the suppression and timeline.
 * @returns how many addresses were suppressed and leads marked, or `duplicate`.
 * @throws TransactionConflictError, VersionConflictError (the lead changed since it was read) and
 *   DynamoDB errors, so that the delivery is retried.
 */
export async function suppressFromFeedback(
  eventId: string,
  detail: SesFeedbackDetail,
  at: string,
): Promise<FeedbackOutcome> {
  const recipients = suppressedRecipientsOf(detail).slice(0, 45);
  const steps: PlanStep[] = [];
  let leadsMarked = 0;
  const marked = new Set<string>();
  const stops: { before: Lead; after: Lead }[] = [];
  for (const { email, reason } of recipients) {
    steps.push(suppressEmailStep(email, reason, at));
    const lead = await findLeadByEmail(email);
    if (!lead) continue;
    leadsMarked += 1;
    const doNotEmail = marked.has(lead.id)
      ? undefined
      : leadWithDoNotEmail(lead, reason === 'bounce' ? 'bounced' : 'complained', at);
    if (doNotEmail) {
      steps.push(...replaceLeadPlan(lead, doNotEmail));
      stops.push({ before: lead, after: doNotEmail });
    }
    marked.add(lead.id);
    const summary =
      reason === 'bounce'
        ? 'Email address bounced permanently: no more visitor emails are sent to it'
        : 'Recipient marked our email as spam: no more visitor emails are sent to this address';
    steps.push(
      addActivityStep(
        buildActivity(
          lead.id,
          { id: `${eventId}:${email}`, at, type: 'lead_updated', summary, details: { emailSuppressed: reason } },
          at,
        ),
      ),
    );
  }
  try {
    await commitPlan([markProcessedStep(FEEDBACK_CONSUMER, eventId), ...steps]);
  } catch (error) {
    if (error instanceof EventAlreadyProcessedError) return { status: 'duplicate' };
    throw error;
  }
  for (const { before, after } of stops) {
    await cancelStepSchedule(before.id, before.outreachSequence, after.outreachSequence);
  }
  logger.info('Email feedback handled', { eventId, suppressed: recipients.length, leadsMarked });
  return { status: 'handled', suppressed: recipients.length, leadsMarked };
}
