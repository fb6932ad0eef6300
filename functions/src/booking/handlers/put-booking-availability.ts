import { functionEntry } from '../../topology';
import { bookingArea } from '../area';
import { availabilitySettingsSchema } from '@meridian/shared/booking/booking';
import { requireSession } from '../../staff-auth/services/require-session';
import { saveAvailability } from '../data/bookings';
import { httpHandler } from '../../lib/http';

/**
 * `PUT /api/admin/booking/availability` (docs/product/booking.md#availability): stores the weekly
 * hours, slot length, buffer, notice, horizon and blocked dates → 200 with the settings; 400 with
 * field details for bad input (nothing stored); 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(bookingArea, 'booking/handlers/put-booking-availability'),
    body: availabilitySettingsSchema,
    middlewares: [requireSession()],
  },
  async ({ body }) => {
    await saveAvailability(body, new Date().toISOString());
    return body;
  },
);
