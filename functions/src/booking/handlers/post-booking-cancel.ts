import { functionEntry } from '../../topology';
import { bookingArea } from '../area';
import { manageBookingRequestSchema } from '@meridian/shared/booking/booking';
import { httpHandler } from '../../lib/http';
import { cancelBooking } from '../services/booking-manage';

/**
 * `POST /api/bookings/manage/cancel` `{ token }` (docs/product/booking.md#manage-link): cancels the
 * booking and frees its slot → 200 with the booking; 400 for a bad token; 409 when it was already
 * cancelled.
 */
export const handler = httpHandler(
  { entry: functionEntry(bookingArea, 'booking/handlers/post-booking-cancel'), body: manageBookingRequestSchema },
  async ({ body }) => cancelBooking(body.token),
);
