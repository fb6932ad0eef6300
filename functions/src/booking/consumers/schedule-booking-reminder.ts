import { functionEntry } from '../../topology';
import { bookingArea } from '../area';
import { bookingEventDetailSchema } from '@meridian/shared/booking/booking-events';
import { BOOKING_DETAIL_TYPES } from '@meridian/shared/booking/booking-event-names';
import { eventHandler } from '../../lib/event-handler';
import { syncReminder } from '../services/booking-reminders';

/**
 * EventBridge target of the booking events (rule `BookingToReminder`): makes the booking's one-time
 * reminder schedule match the booking as stored (docs/product/booking.md#reminder).
 */
export const handler = eventHandler(
  {
    entry: functionEntry(bookingArea, 'booking/consumers/schedule-booking-reminder'),
    detailTypes: {
      [BOOKING_DETAIL_TYPES.booked]: bookingEventDetailSchema,
      [BOOKING_DETAIL_TYPES.rescheduled]: bookingEventDetailSchema,
      [BOOKING_DETAIL_TYPES.cancelled]: bookingEventDetailSchema,
    },
  },
  async ({ detail }) => syncReminder(detail.booking.id),
);
