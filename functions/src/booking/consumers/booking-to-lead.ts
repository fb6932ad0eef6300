import { functionEntry } from '../../topology';
import { bookingArea } from '../area';
import { bookingChangeKey, bookingEventDetailSchema } from '@meridian/shared/booking/booking-events';
import { BOOKING_DETAIL_TYPES } from '@meridian/shared/booking/booking-event-names';
import { eventHandler } from '../../lib/event-handler';
import { recordBookingOnLead } from '../services/booking-lead';

/**
 * EventBridge target of the booking events (rule `BookingToLead`): creates or updates the lead and
 * adds its timeline entry (docs/product/booking.md#into-the-crm), once per booking change (its id and
 * sequence), and keeps the owner's preparation task in step (docs/product/booking.md#preparation-task).
 */
export const handler = eventHandler(
  {
    entry: functionEntry(bookingArea, 'booking/consumers/booking-to-lead'),
    detailTypes: {
      [BOOKING_DETAIL_TYPES.booked]: bookingEventDetailSchema,
      [BOOKING_DETAIL_TYPES.rescheduled]: bookingEventDetailSchema,
      [BOOKING_DETAIL_TYPES.cancelled]: bookingEventDetailSchema,
    },
    deliveryKey: ({ detail }) => bookingChangeKey(detail.booking),
  },
  async ({ detailType, detail, deliveryKey }) => recordBookingOnLead(deliveryKey, detailType, detail),
);
