import { PasskeysSection } from '../../../features/passkeys/components/passkeys-section';
import { AdminScreen } from '../admin-screen';

/** `/admin/passkeys` (docs/product/staff-accounts.md#passkeys): the signed-in user's own passkeys. */
export function Component() {
  return (
    <AdminScreen title="Passkeys">
      <PasskeysSection />
    </AdminScreen>
  );
}
