import { ADMIN_ASSIGNMENT_PATH } from '@meridian/shared/admin-api-paths';
import { LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useMayCallQuietly } from '../../lib/staff-directory';

const LINK = 'font-medium text-primary underline underline-offset-4';

export interface CrmToolbarProps {
  /** The confirmed newsletter subscribers' count query. */
  subscribers: { isPending: boolean; isError: boolean; data?: number };
  /** Whether the Customize Layout notice shows (kept by the screen across tab changes). */
  showLayoutNotice: boolean;
  onShowLayoutNotice: (show: boolean) => void;
}

/**
 * The row above the dashboard widgets (docs/product/admin.md#crm-screens): Customize Layout (a
 * coming-soon notice for now), the number of confirmed newsletter subscribers, and links to the
 * Subscribers and privacy and the Articles screens, and for partners the Assignment screen.
 */
export function CrmToolbar({ subscribers, showLayoutNotice, onShowLayoutNotice }: CrmToolbarProps) {
  const mayAssign = useMayCallQuietly('GET', ADMIN_ASSIGNMENT_PATH);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => onShowLayoutNotice(true)}>
          <LayoutGrid aria-hidden="true" />
          Customize Layout
        </Button>
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
      {showLayoutNotice ? (
        <Alert variant="info">
          <AlertDescription className="flex items-center justify-between gap-2">
            Layout customization is coming soon.
            <Button variant="ghost" size="sm" onClick={() => onShowLayoutNotice(false)}>
              Dismiss
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}
