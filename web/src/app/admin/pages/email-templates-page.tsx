import { ADMIN_EMAIL_TEMPLATE_PATH } from '@meridian/shared/admin-api-paths';
import { EmailTemplatesScreen } from '../../../features/outreach/email-templates-screen';
import { useMayCall } from '../../../lib/staff-role';
import { AdminScreen } from '../admin-screen';

/** `/admin/email-templates` (docs/product/outreach.md#templates): the outreach templates; partners edit them. */
export function Component() {
  const canEdit = useMayCall('PUT', ADMIN_EMAIL_TEMPLATE_PATH);
  return (
    <AdminScreen title="Email Templates">
      <EmailTemplatesScreen canEdit={canEdit} />
    </AdminScreen>
  );
}
