import { SystemTest } from '../../../features/admin-tools/components/system-test';
import { AdminScreen } from '../admin-screen';

/** `/admin-test` (SPEC.md section 2): Admin System Test, behind the access guard. */
export function Component() {
  return (
    <AdminScreen title="Admin System Test">
      <SystemTest />
    </AdminScreen>
  );
}
