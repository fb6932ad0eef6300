import { functionEntry } from '../../topology';
import { bookingArea } from '../area';
import { attendanceRequestSchema } from '@meridian/shared/booking/booking';
import * as z from '@meridian/shared/zod';
import { requireSession } from '../../staff-auth/services/require-session';
import { httpHandler } from '../../lib/http';
import { recordAttendance } from '../services/booking-attendance';

/**
 * `POST /api/admin/bookings/{id}/attendance` `{ outcome: 'held' | 'no_show' }`
 * (docs/product/booking.md#staff): records the call on the booking and its lead (timeline entry; a
 * no-show gets "Rebook the consultation" as next action) → 200 with the row; 400 for bad input or a
 * call not yet started; 404; 409 when cancelled or changed meanwhile; 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(bookingArea, 'booking/handlers/post-booking-attendance'),
    path: z.object({ id: z.string().trim().min(1).max(100) }),
    body: attendanceRequestSchema,
    middlewares: [requireSession()],
  },
  async ({ path, body }) => recordAttendance(path.id, body.outcome),
);
