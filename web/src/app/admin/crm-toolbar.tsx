import { ADMIN_ASSIGNMENT_PATH } from '@meridian/shared/admin-api-paths';
import { Link } from 'react-router';
import { useMayCallQuietly } from '../../lib/staff-directory';

const LINK = 'font-medium text-primary underline underline-offset-4';

export interface CrmToolbarProps {
  /** The confirmed newsletter subscribers' count query. */
  subscribers: { isPending: boolean; isError: boolean; data?: number };
}

/**
 * The row above the dashboard widgets (docs/product/admin.md#crm-screens): the number of confirmed
 * newsletter subscribers, and links to the Subscribers and privacy and the Articles screens, and
 * for partners the Assignment screen.
 */
export function CrmToolbar({ subscribers }: CrmToolbarProps) {
  const mayAssign = useMayCallQuietly('GET', ADMIN_ASSIGNMENT_PATH);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-muted-foreground">
        Newsletter subscribers:{' '}
        <strong>{subscribers.isPending ? '…' : subscribers.isError ? 'unavailable' : subscribers.data}</strong>{' '}
        <Link to="/admin/subscribers" className={LINK}>
          Subscribers and privacy
        </Link>{' '}
        <Link to="/admin/articles" className={LINK}>
          Articles
        </Link>
        {mayAssign ? (
          <>
            {' '}
            <Link to="/admin/assignment" className={LINK}>
              Assignment
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
