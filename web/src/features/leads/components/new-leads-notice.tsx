import { BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export interface NewLeadsNoticeProps {
  /** How many new leads are held back. */
  count: number;
  /** Brings them into the list and the board. */
  onBringIn: () => void;
}

/**
 * The 'N new leads' notice (docs/product/admin.md#live-list): new leads found by the changes query
 * wait here until the user brings them in, so nothing moves under the reader. The region is
 * always present and polite, so screen readers hear the count when it appears.
 */
export function NewLeadsNotice({ count, onBringIn }: NewLeadsNoticeProps) {
  return (
    <div aria-live="polite" className="mb-3 empty:hidden">
      {count > 0 ? (
        <Button variant="default" size="sm" onClick={onBringIn}>
          <BellRing aria-hidden="true" />
          {count === 1 ? '1 new lead' : `${count} new leads`}
        </Button>
      ) : null}
    </div>
  );
}
