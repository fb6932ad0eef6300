import { functionEntry } from '../../topology';
import { bookingArea } from '../area';
import { bookingChangeKey, bookingEventDetailSchema } from '@meridian/shared/booking/booking-events';
import { BOOKING_DETAIL_TYPES } from '@meridian/shared/booking/booking-event-names';
import { eventHandler } from '../../lib/event-handler';
import { sendBookingEmails } from '../services/booking-emails';

/**
 * EventBridge target of the booking events (rule `BookingToEmails`): the visitor's and the firm's
 * email with the invitation (docs/product/booking.md#invitations), each once per booking change (its id and sequence).
 */
export const handler = eventHandler(
  {
    entry: functionEntry(bookingArea, 'booking/consumers/send-booking-emails'),
    detailTypes: {
      [BOOKING_DETAIL_TYPES.booked]: bookingEventDetailSchema,
      [BOOKING_DETAIL_TYPES.rescheduled]: bookingEventDetailSchema,
      [BOOKING_DETAIL_TYPES.cancelled]: bookingEventDetailSchema,
    },
    deliveryKey: ({ detail }) => bookingChangeKey(detail.booking),
  },
  async ({ detailType, detail, deliveryKey }) => sendBookingEmails(deliveryKey, detailType, detail),
);
