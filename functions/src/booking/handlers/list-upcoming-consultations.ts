import { functionEntry } from '../../topology';
import { bookingArea } from '../area';
import { requireSession } from '../../staff-auth/services/require-session';
import { httpHandler } from '../../lib/http';
import { listUpcomingConsultations } from '../services/booking-attendance';

/**
 * `GET /api/admin/bookings/upcoming` (docs/product/booking.md#staff): `{ items }`, the
 * consultations of the next 28 days and the unmarked ones of the past 7, soonest first, each with
 * its lead's id. 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(bookingArea, 'booking/handlers/list-upcoming-consultations'),
    middlewares: [requireSession()],
  },
  async () => listUpcomingConsultations(),
);
