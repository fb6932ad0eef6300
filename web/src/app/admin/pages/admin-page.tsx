import { AccessGuard } from '../../../features/auth/components/access-guard';
import { AdminDashboard } from '../admin-dashboard';
import { useAdminPageMeta } from '../use-admin-page-meta';

/** `/admin` (SPEC.md section 2): the CRM dashboard behind the access guard. */
export function Component() {
  useAdminPageMeta('Lead Management');
  return (
    <AccessGuard>
      <AdminDashboard />
    </AccessGuard>
  );
}
