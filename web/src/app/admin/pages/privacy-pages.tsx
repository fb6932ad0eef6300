import { useLocation } from 'react-router';
import { AuditLogScreen } from '../../../features/privacy/crm/audit-log-screen';
import { DataRequestsScreen } from '../../../features/privacy/crm/data-requests-screen';
import { SubscribersScreen } from '../../../features/privacy/crm/subscribers-screen';
import { AdminScreen } from '../admin-screen';

/** The privacy screens by path, with their titles (docs/product/admin.md#crm-screens). */
const SCREENS = {
  '/admin/subscribers': { title: 'Newsletter Subscribers', Screen: SubscribersScreen },
  '/admin/privacy': { title: 'Data Requests', Screen: DataRequestsScreen },
  '/admin/audit': { title: 'Audit Log', Screen: AuditLogScreen },
} as const;

/**
 * `/admin/subscribers`, `/admin/privacy` and `/admin/audit` (docs/product/privacy.md): one lazy
 * module for the three privacy screens, so they add one chunk to the admin route group, behind the
 * same login and header as the other secondary screens.
 */
export function Component() {
  const { pathname } = useLocation();
  const { title, Screen } = SCREENS[pathname.replace(/\/$/, '') as keyof typeof SCREENS] ?? SCREENS['/admin/privacy'];
  return (
    <AdminScreen title={title}>
      <Screen />
    </AdminScreen>
  );
}
