import { functionEntry } from '../../topology';
import { bookingArea } from '../area';
import { bookingRequestSchema } from '@meridian/shared/booking/booking';
import { spendClientBudget } from '../../table/client-budget';
import { httpHandler } from '../../lib/http';
import { submissionIdOf } from '../../lib/idempotency';
import { bookConsultation } from '../services/booking';

/**
 * `POST /api/bookings` (docs/product/booking.md#booking): `{ start, name, email, company?, message }`
 * → 201 `{ bookingId, start, end }`; 400 for bad input or a start that is not a free slot; 409 when
 * another booking took the slot first; 429 with `Retry-After` past the client's budget
 * (docs/product/security.md#client-budgets); 503 when the booking could not be stored (nothing kept). With
 * an `Idempotency-Key`, the same request sent again answers with the booking it made.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(bookingArea, 'booking/handlers/post-booking'),
    body: bookingRequestSchema,
    successStatus: 201,
  },
  async ({ body, headers, event }) => {
    const bookingId = submissionIdOf(headers, 'bookings', body);
    await spendClientBudget('booking', event);
    return bookConsultation(body, bookingId);
  },
);
