import { requireSession } from '../../staff-auth/services/require-session';
import { getAvailability } from '../data/bookings';
import { tableEnv } from '../../lib/env';
import { httpHandler } from '../../lib/http';

/**
 * `GET /api/admin/booking/availability` (docs/product/booking.md#availability): the availability
 * settings, or the defaults until staff saved some. 401 without a session.
 */
export const handler = httpHandler({ env: [tableEnv], middlewares: [requireSession()] }, async () => getAvailability());
