import { UsersScreen } from '../../../features/staff-users/components/users-screen';
import { AdminScreen } from '../admin-screen';

/** `/admin/users` (docs/product/staff-accounts.md#users): partners manage the staff users. */
export function Component() {
  return (
    <AdminScreen title="Users">
      <UsersScreen />
    </AdminScreen>
  );
}
