import { ADMIN_BOOKING_AVAILABILITY_PATH } from '@meridian/shared/admin-api-paths';
import { type AvailabilitySettings, availabilitySettingsSchema } from '@meridian/shared/booking/booking';
import { apiJson } from '../../lib/api-client';

/** Query key of the availability settings (react-query). */
export const availabilityKey = [ADMIN_BOOKING_AVAILABILITY_PATH] as const;

/**
 * `GET /api/admin/booking/availability` (docs/product/booking.md#availability).
 * @throws ApiError for a non-ok answer.
 */
export function fetchAvailability(): Promise<AvailabilitySettings> {
  return apiJson('GET', ADMIN_BOOKING_AVAILABILITY_PATH, availabilitySettingsSchema);
}

/**
 * `PUT /api/admin/booking/availability`.
 * @throws ApiError: 400 with field details for refused settings.
 */
export function saveAvailability(settings: AvailabilitySettings): Promise<AvailabilitySettings> {
  return apiJson('PUT', ADMIN_BOOKING_AVAILABILITY_PATH, availabilitySettingsSchema, { body: settings });
}
