import type { Booking } from '@meridian/shared/booking/booking-events';
import { getBooking } from '../data/bookings';
import { BookingNotFoundError } from '../errors';
import { reminderEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { deleteOneTimeSchedule, type OneTimeScheduleTarget, putOneTimeSchedule } from '../../lib/one-time-schedules';
import { SCHEDULE_SOURCE } from '../../topology';

/**
 * The one-time reminder schedule of a booking (docs/product/booking.md#reminder): an EventBridge
 * Scheduler `at(...)` schedule named after the booking, 24 hours before its start, deleted after it
 * ran. Every booking event makes the schedule match the booking as stored now: moved with a
 * reschedule, deleted with a cancellation, so a redelivered or late event cannot bring back an old
 * reminder.
 */

/** How long before the consultation the reminder goes out (ms). */
export const REMINDER_BEFORE_MS = 24 * 3_600_000;
/** A reminder due sooner than this is not scheduled (the visitor just booked; ms). */
const MIN_LEAD_MS = 60_000;

/** `detail-type` of the event a reminder schedule sends the reminder function. */
export const REMINDER_DETAIL_TYPE = 'ConsultationReminderDue';

/** The schedule name of a booking's reminder (at most 64 characters). */
export const reminderScheduleName = (bookingId: string): string => `consultation-reminder-${bookingId}`;

/**
 * When a booking's reminder is due, or undefined when there is none to schedule (cancelled, or
 * due within a minute or in the past).
 */
export function reminderAt(booking: Booking, now: Date): Date | undefined {
  if (booking.status !== 'booked') return undefined;
  const at = Date.parse(booking.start) - REMINDER_BEFORE_MS;
  return at - now.getTime() >= MIN_LEAD_MS ? new Date(at) : undefined;
}

/** The event the reminder function receives: the booking and the sequence it was scheduled for. */
export function reminderEventOf(booking: Booking, at: Date) {
  return {
    version: '0',
    id: `${booking.id}-${booking.sequence}`,
    'detail-type': REMINDER_DETAIL_TYPE,
    source: SCHEDULE_SOURCE,
    account: '',
    time: at.toISOString(),
    region: '',
    resources: [] as string[],
    detail: { bookingId: booking.id, sequence: booking.sequence },
  };
}

/** The reminders' schedule group and target (`REMINDER_*`). */
function reminderTarget(): OneTimeScheduleTarget {
  const env = reminderEnv();
  return {
    group: env.REMINDER_SCHEDULE_GROUP,
    functionArn: env.REMINDER_TARGET_ARN,
    roleArn: env.REMINDER_ROLE_ARN,
    deadLetterArn: env.REMINDER_DLQ_ARN,
  };
}

/**
 * Makes a booking's reminder schedule match the booking as stored: created or moved to 24 hours
 * before its start, or deleted.
 *
 * @returns `scheduled` with the time, or `deleted` (cancelled, gone, or too soon for a reminder).
 * @throws Scheduler or DynamoDB errors, so that the delivery is retried.
 */
export async function syncReminder(
  bookingId: string,
  now: Date = new Date(),
): Promise<{ status: 'scheduled'; at: string } | { status: 'deleted' }> {
  let booking: Booking | undefined;
  try {
    booking = await getBooking(bookingId);
  } catch (error) {
    if (!(error instanceof BookingNotFoundError)) throw error;
  }
  const at = booking ? reminderAt(booking, now) : undefined;
  if (!booking || !at) {
    await deleteOneTimeSchedule(reminderTarget().group, reminderScheduleName(bookingId));
    logger.info('Consultation reminder removed', { bookingId });
    return { status: 'deleted' };
  }
  await putOneTimeSchedule(reminderTarget(), {
    name: reminderScheduleName(booking.id),
    at: at.toISOString(),
    event: reminderEventOf(booking, at),
  });
  logger.info('Consultation reminder scheduled', { bookingId, at: at.toISOString(), sequence: booking.sequence });
  return { status: 'scheduled', at: at.toISOString() };
}
