import { functionEntry } from '../../topology';
import { bookingArea } from '../area';
import { bookingRequestSchema } from '@meridian/shared/booking/booking';
import { httpHandler } from '../../lib/http';
import { bookConsultation } from '../services/booking';

/**
 * `POST /api/bookings` (docs/product/booking.md#booking): `{ start, name, email, company?, message }`
 * → 201 `{ bookingId, start, end }`; 400 for bad input or a start that is not a free slot; 409 when
 * another booking took the slot first; 503 when the bus refused the event (nothing kept).
 */
export const handler = httpHandler(
  {
    entry: functionEntry(bookingArea, 'booking/handlers/post-booking'),
    body: bookingRequestSchema,
    successStatus: 201,
  },
  async ({ body }) => bookConsultation(body),
);
