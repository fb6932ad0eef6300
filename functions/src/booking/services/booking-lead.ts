import { randomUUID } from 'node:crypto';
import { withSequenceStoppedByChange } from '@meridian/shared/outreach/sequence';
import type { BookingEventDetail } from '@meridian/shared/booking/booking-events';
import { BOOKING_DETAIL_TYPES, type BookingDetailType } from '@meridian/shared/booking/booking-event-names';
import { bookedLeadChangesOf, bookedNewLeadOf, bookingActivityOf } from '@meridian/shared/booking/booking-lead';
import { applyLeadChanges, buildNewLead } from '@meridian/shared/leads/lead-changes';
import { type EventLease, withEventLease } from '../../table/processed-events';
import { logger } from '../../lib/logger';
import { BUSINESS_METRICS, countMetric } from '../../lib/metrics';
import { assignNewLead } from '../../leads/services/assignment';
import { storeOnLeadOfEmail } from '../../leads/services/leads';
import { keepPrepTaskInStep } from './booking-prep-task';

/**
 * A booking event on the lead (docs/product/booking.md#into-the-crm), through the one lead write
 * path (docs/decisions/008-one-lead-write-path.md): the lead created or changed, its timeline entry
 * and the idempotency record in one write plan, so a redelivery changes nothing
 * (docs/decisions/009-idempotency-with-processed-event-items.md); then the owner's preparation
 * task (docs/product/booking.md#preparation-task), which a resumed delivery brings in line again.
 */

/** Consumer name in idempotency records. */
export const BOOKING_LEAD_CONSUMER = 'booking-to-lead';

/** Outcome of {@link recordBookingOnLead}. */
export type BookingLeadOutcome = { status: 'duplicate' } | { status: 'recorded'; leadId: string; created: boolean };

/**
 * Records one booking event on its lead, then brings the booking's preparation task in line.
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
  return withEventLease<BookingLeadOutcome, BookingLeadOutcome>({
    consumer: BOOKING_LEAD_CONSUMER,
    eventId,
    ifDone: () => ({ status: 'duplicate' }),
    run: async (lease) => {
      const result =
        lease.state === 'stored'
          ? (lease.result as { leadId: string; created: boolean })
          : await storeOnLead(eventId, detailType, detail, lease);
      if (lease.state !== 'stored' && result.created) countMetric(BUSINESS_METRICS.leadsCaptured);
      // After the lead's write (a resumed delivery repeats only this): the owner's preparation task.
      await keepPrepTaskInStep(detail.booking, result.leadId);
      logger.info('Booking recorded on the lead', {
        eventId,
        detailType,
        leadId: result.leadId,
        created: result.created,
      });
      return { value: { status: 'recorded', ...result } };
    },
  });
}

async function storeOnLead(
  eventId: string,
  detailType: BookingDetailType,
  detail: BookingEventDetail,
  lease: EventLease,
): Promise<{ leadId: string; created: boolean }> {
  return storeOnLeadOfEmail(
    detail.booking.email,
    lease,
    (existing, now) => {
      // A booking or a reschedule stops the lead's outreach sequence (docs/product/outreach.md#stopping).
      const lead = existing
        ? withSequenceStoppedByChange(
            applyLeadChanges(existing, bookedLeadChangesOf(existing, detailType, detail), now),
            now,
            detailType !== BOOKING_DETAIL_TYPES.cancelled,
          )
        : buildNewLead(bookedNewLeadOf(detail), randomUUID(), now);
      return {
        lead,
        activity: bookingActivityOf(detailType, detail, eventId),
        result: { leadId: lead.id, created: existing === null },
      };
    },
    assignNewLead,
  );
}
