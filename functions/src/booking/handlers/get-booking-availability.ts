import { functionEntry } from '../../topology';
import { bookingArea } from '../area';
import { requireSession } from '../../staff-auth/services/require-session';
import { getAvailability } from '../data/bookings';
import { httpHandler } from '../../lib/http';

/**
 * `GET /api/admin/booking/availability` (docs/product/booking.md#availability): the availability
 * settings, or the defaults until staff saved some. 401 without a session.
 */
export const handler = httpHandler(
  { entry: functionEntry(bookingArea, 'booking/handlers/get-booking-availability'), middlewares: [requireSession()] },
  async () => getAvailability(),
);
