import { getBooking } from '../data/bookings';
import { withEventLease } from '../../table/processed-events';
import { BookingNotFoundError } from '../errors';
import { notifyEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { buildReminderEmail } from './booking-email-content';
import { manageTokenOf } from './booking-manage';
import { sendVisitorEmail } from '../../email/services/visitor-email';

/**
 * The reminder a day before a consultation (docs/product/booking.md#reminder), sent by the
 * booking's one-time schedule: only while the booking is still booked with the sequence the
 * schedule was made for (a moved or cancelled booking's old schedule sends nothing), and once per
 * booking and sequence.
 */

/** Consumer name in idempotency records. */
export const BOOKING_REMINDER_CONSUMER = 'booking-reminder';

/** Outcome of {@link sendBookingReminder}. */
export type ReminderOutcome = 'sent' | 'duplicate' | 'stale' | 'suppressed' | 'unsafe-address' | 'held-back';

/**
 * Sends the reminder of one booking.
 *
 * @param bookingId - the booking.
 * @param sequence - the booking's sequence when the schedule was made.
 * @returns `sent`, `duplicate` (sent before), `stale` (cancelled, moved or gone), `suppressed`,
 *   `unsafe-address` or `held-back` (the hourly cap of visitor emails).
 * @throws SES or DynamoDB errors (the lease released first), so that the Scheduler retries.
 */
export async function sendBookingReminder(bookingId: string, sequence: number): Promise<ReminderOutcome> {
  return withEventLease<ReminderOutcome, 'duplicate'>({
    consumer: BOOKING_REMINDER_CONSUMER,
    eventId: `${bookingId}-${sequence}`,
    ifDone: () => 'duplicate',
    run: async () => {
      const booking = await getBooking(bookingId).catch((error: unknown) => {
        if (error instanceof BookingNotFoundError) return undefined;
        throw error;
      });
      let outcome: ReminderOutcome = 'stale';
      if (booking?.status === 'booked' && booking.sequence === sequence) {
        const siteUrl = notifyEnv().SITE_URL;
        const manageUrl = `${siteUrl}/book/manage?token=${encodeURIComponent(manageTokenOf(booking))}`;
        outcome = (await sendVisitorEmail(booking.email, buildReminderEmail(booking, manageUrl, siteUrl))).status;
      }
      logger.info('Consultation reminder handled', { bookingId, sequence, outcome });
      return { value: outcome, record: { status: outcome } };
    },
  });
}
