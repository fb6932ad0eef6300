import { AnalyticsDebug } from '../../../features/admin-tools/components/analytics-debug';
import { AdminScreen } from '../admin-screen';

/** `/debug-analytics` (SPEC.md section 2): analytics checks, test events and troubleshooting. */
export function Component() {
  return (
    <AdminScreen title="Analytics debug">
      <AnalyticsDebug />
    </AdminScreen>
  );
}
