import { AccessGuard } from '../../../features/auth/components/access-guard';
import { AdminDashboard } from '../admin-dashboard';
import { useAdminPageMeta } from '../use-admin-page-meta';

/** `/admin` (docs/product/admin.md#crm-screens): the CRM dashboard behind the access guard. */
export function Component() {
  useAdminPageMeta('Lead Management');
  return (
    <AccessGuard>
      <AdminDashboard />
    </AccessGuard>
  );
}
