import { ADMIN_BOOKING_ATTENDANCE_PATH, ADMIN_UPCOMING_CONSULTATIONS_PATH } from '@meridian/shared/admin-api-paths';
import { fillPath } from '@meridian/shared/api-paths';
import {
  type AttendanceOutcome,
  type UpcomingConsultation,
  upcomingConsultationSchema,
  upcomingConsultationsSchema,
} from '@meridian/shared/booking/booking';
import { apiJson } from '../../lib/api-client';

/** Query key of the CRM's consultations (react-query). */
export const consultationsKey = [ADMIN_UPCOMING_CONSULTATIONS_PATH] as const;

/**
 * `GET /api/admin/bookings/upcoming` (docs/product/booking.md#staff).
 * @throws ApiError for a non-ok answer.
 */
export async function fetchUpcomingConsultations(): Promise<UpcomingConsultation[]> {
  return (await apiJson('GET', ADMIN_UPCOMING_CONSULTATIONS_PATH, upcomingConsultationsSchema)).items;
}

/**
 * `POST /api/admin/bookings/{id}/attendance`: the call was held, or a no-show.
 * @throws ApiError: 400 before the call started, 409 when it was cancelled meanwhile.
 */
export function postAttendance(bookingId: string, outcome: AttendanceOutcome): Promise<UpcomingConsultation> {
  return apiJson('POST', fillPath(ADMIN_BOOKING_ATTENDANCE_PATH, { id: bookingId }), upcomingConsultationSchema, {
    body: { outcome },
  });
}
