import { AnalyticsDebug } from '../../../features/admin-tools/components/analytics-debug';
import { AdminScreen } from '../admin-screen';

/** `/debug-analytics` (docs/product/site.md#analytics-and-consent): analytics checks, test events and troubleshooting. */
export function Component() {
  return (
    <AdminScreen title="Analytics debug">
      <AnalyticsDebug />
    </AdminScreen>
  );
}
