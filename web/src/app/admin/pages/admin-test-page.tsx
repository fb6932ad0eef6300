import { SystemTest } from '../../../features/admin-tools/components/system-test';
import { AdminScreen } from '../admin-screen';

/** `/admin-test` (docs/product/admin.md#crm-screens): Admin System Test, behind the access guard. */
export function Component() {
  return (
    <AdminScreen title="Admin System Test">
      <SystemTest />
    </AdminScreen>
  );
}
