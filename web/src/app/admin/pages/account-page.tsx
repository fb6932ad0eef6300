import { AccountScreen } from '../../../features/staff-users/components/account-screen';
import { AdminScreen } from '../admin-screen';

/** `/admin/account` (docs/product/staff-accounts.md#your-account): one's name, password and sessions. */
export function Component() {
  return (
    <AdminScreen title="Your account">
      <AccountScreen />
    </AdminScreen>
  );
}
