import { randomUUID } from 'node:crypto';
import type { BookingDetailType, BookingEventDetail } from '@meridian/shared/booking-events';
import { bookedLeadChangesOf, bookedNewLeadOf, bookingActivityOf } from '@meridian/shared/booking-lead';
import { applyLeadChanges, buildNewLead } from '@meridian/shared/lead-changes';
import { addActivityStep, buildActivity, createLeadPlan, findLeadByEmail, replaceLeadPlan } from '../data/leads';
import { beginProcessing, completeProcessing, markStoredStep, releaseProcessing } from '../data/processed-events';
import { commitPlan, TransactionConflictError } from '../data/write-plan';
import { LeadEmailTakenError, VersionConflictError } from '../lib/errors';
import { logger } from '../lib/logger';
import { BUSINESS_METRICS, countMetric } from '../lib/metrics';
import { backOff } from './leads';

/**
 * A booking event on the lead (docs/product/booking.md#into-the-crm), through the one lead write
 * path (docs/decisions/008-one-lead-write-path.md): the lead created or changed, its timeline entry
 * and the idempotency record in one write plan, so a redelivery changes nothing
 * (docs/decisions/009-idempotency-with-processed-event-items.md).
 */

/** Consumer name in idempotency records. */
export const BOOKING_LEAD_CONSUMER = 'booking-to-lead';

/** Attempts when another write to the same lead or email lands at the same moment. */
const MAX_ATTEMPTS = 5;

/** Outcome of {@link recordBookingOnLead}. */
export type BookingLeadOutcome = { status: 'duplicate' } | { status: 'recorded'; leadId: string; created: boolean };

/**
 * Records one booking event on its lead.
 *
 * @param eventId - the EventBridge event id.
 * @returns `duplicate` when this event was recorded before, else the lead's id and whether it is new.
 * @throws EventInProgressError for a concurrent duplicate; DynamoDB errors (the lease is released
 *   first), so that the delivery is retried.
 */
export async function recordBookingOnLead(
  eventId: string,
  detailType: BookingDetailType,
  detail: BookingEventDetail,
): Promise<BookingLeadOutcome> {
  const lease = await beginProcessing(BOOKING_LEAD_CONSUMER, eventId);
  if (lease.state === 'done') return { status: 'duplicate' };
  try {
    const result =
      lease.state === 'stored'
        ? (lease.result as { leadId: string; created: boolean })
        : await storeOnLead(eventId, detailType, detail, lease);
    await completeProcessing(lease);
    if (lease.state !== 'stored' && result.created) countMetric(BUSINESS_METRICS.leadsCaptured);
    logger.info('Booking recorded on the lead', {
      eventId,
      detailType,
      leadId: result.leadId,
      created: result.created,
    });
    return { status: 'recorded', ...result };
  } catch (error) {
    await releaseProcessing(lease);
    throw error;
  }
}

async function storeOnLead(
  eventId: string,
  detailType: BookingDetailType,
  detail: BookingEventDetail,
  lease: Awaited<ReturnType<typeof beginProcessing>>,
): Promise<{ leadId: string; created: boolean }> {
  for (let attempt = 1; ; attempt += 1) {
    const now = new Date().toISOString();
    const existing = await findLeadByEmail(detail.booking.email);
    const lead = existing
      ? applyLeadChanges(existing, bookedLeadChangesOf(existing, detailType, detail), now)
      : buildNewLead(bookedNewLeadOf(detail), randomUUID(), now);
    const result = { leadId: lead.id, created: existing === null };
    const activity = buildActivity(lead.id, bookingActivityOf(detailType, detail, eventId), now);
    try {
      await commitPlan([
        ...(existing ? replaceLeadPlan(existing, lead) : createLeadPlan(lead)),
        addActivityStep(activity),
        markStoredStep(lease, result),
      ]);
      return result;
    } catch (error) {
      const raced =
        error instanceof LeadEmailTakenError ||
        error instanceof VersionConflictError ||
        error instanceof TransactionConflictError;
      if (!raced || attempt >= MAX_ATTEMPTS) throw error;
      await backOff(attempt);
    }
  }
}
