import { functionEntry } from '../../topology';
import { bookingArea } from '../area';
import { rescheduleBookingRequestSchema } from '@meridian/shared/booking/booking';
import { httpHandler } from '../../lib/http';
import { rescheduleBooking } from '../services/booking-manage';

/**
 * `POST /api/bookings/manage/reschedule` `{ token, start }` (docs/product/booking.md#manage-link):
 * moves the booking to another free slot → 200 with the booking; 400 for a bad token or a start
 * that is not free; 409 when the slot was just taken or the booking was cancelled.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(bookingArea, 'booking/handlers/post-booking-reschedule'),
    body: rescheduleBookingRequestSchema,
  },
  async ({ body }) => rescheduleBooking(body.token, body.start),
);
