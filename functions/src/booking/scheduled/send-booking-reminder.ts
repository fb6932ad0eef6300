import { functionEntry } from '../../topology';
import { bookingArea } from '../area';
import * as z from '@meridian/shared/zod';
import { eventHandler } from '../../lib/event-handler';
import { REMINDER_DETAIL_TYPE } from '../services/booking-reminders';
import { sendBookingReminder } from '../services/booking-reminder-email';

/** Detail of a reminder schedule's event. */
const reminderDetailSchema = z.object({ bookingId: z.string().min(1), sequence: z.number().int().min(0) });

/**
 * Target of a booking's one-time reminder schedule (docs/product/booking.md#reminder): emails the
 * visitor a day before the consultation. A failure throws, so the Scheduler retries and finally
 * sends the run to the reminders' dead-letter queue (alarmed).
 */
export const handler = eventHandler(
  {
    entry: functionEntry(bookingArea, 'booking/scheduled/send-booking-reminder'),
    detailTypes: { [REMINDER_DETAIL_TYPE]: reminderDetailSchema },
  },
  async ({ detail }) => sendBookingReminder(detail.bookingId, detail.sequence),
);
