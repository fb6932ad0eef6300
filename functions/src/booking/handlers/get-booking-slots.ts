import { functionEntry } from '../../topology';
import { bookingArea } from '../area';
import { slotsQuerySchema } from '@meridian/shared/booking/booking';
import { httpHandler } from '../../lib/http';
import { listFreeSlots } from '../services/booking';

/**
 * `GET /api/booking/slots?from=&to=` (docs/product/booking.md#availability): the free slots that
 * start in `[from, to)` (ISO-8601 instants, at most 31 days apart), in UTC. 400 with field details
 * for a bad range.
 */
export const handler = httpHandler(
  { entry: functionEntry(bookingArea, 'booking/handlers/get-booking-slots'), query: slotsQuerySchema },
  async ({ query }) => listFreeSlots(query),
);
