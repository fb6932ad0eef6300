import { AvailabilityScreen } from '../../../features/booking-admin/availability-screen';
import { AdminScreen } from '../admin-screen';

/** `/admin/availability` (docs/product/booking.md#availability): when visitors can book a consultation. */
export function Component() {
  return (
    <AdminScreen title="Consultation Availability">
      <AvailabilityScreen />
    </AdminScreen>
  );
}
