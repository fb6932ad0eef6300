import { functionEntry } from '../../topology';
import { bookingArea } from '../area';
import { manageBookingRequestSchema } from '@meridian/shared/booking/booking';
import { httpHandler } from '../../lib/http';
import { getManagedBooking } from '../services/booking-manage';

/**
 * `GET /api/bookings/manage?token=` (docs/product/booking.md#manage-link): the booking a signed
 * manage token names (start, end, status, name). 400 for a tampered or expired token.
 */
export const handler = httpHandler(
  { entry: functionEntry(bookingArea, 'booking/handlers/get-managed-booking'), query: manageBookingRequestSchema },
  async ({ query }) => getManagedBooking(query.token),
);
