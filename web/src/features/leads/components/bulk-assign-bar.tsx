import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { useAssignLeads } from '../api/assign-leads';

export interface BulkAssignBarProps {
  /** The ticked lead ids (at most 100 are sent). */
  selected: ReadonlySet<string>;
  onDone: () => void;
}

/** Most leads one request assigns. */
const MAX_LEADS = 100;

/**
 * Bulk reassignment on the lead list (docs/product/assignment.md#reassigning, partners): how many
 * leads are ticked, "Assign to" (a person or Unassigned) and "Assign".
 */
export function BulkAssignBar({ selected, onDone }: BulkAssignBarProps) {
  const id = useId();
  const { users } = useStaffDirectory();
  const [ownerId, setOwnerId] = useState('');
  const assign = useAssignLeads();
  const count = selected.size;
  return (
    <section aria-label="Bulk assign" className="flex flex-wrap items-end gap-3 rounded-lg border border-border p-3">
      <p className="text-sm" aria-live="polite">
        {count} selected{count > MAX_LEADS ? ` (the first ${MAX_LEADS} are assigned)` : ''}
      </p>
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          Assign to
        </label>
        <select
          id={id}
          className="h-11 rounded-md border border-input bg-background px-3 text-base"
          value={ownerId}
          onChange={(event) => setOwnerId(event.target.value)}
        >
          <option value="">Unassigned</option>
          {users
            .filter((user) => user.active)
            .map((user) => (
              <option key={user.id} value={user.id}>
                {user.name}
              </option>
            ))}
        </select>
      </div>
      <Button
        disabled={count === 0 || assign.isPending}
        onClick={() =>
          assign.mutate({ leadIds: [...selected].slice(0, MAX_LEADS), ownerId: ownerId || null }, { onSuccess: onDone })
        }
      >
        {assign.isPending ? 'Assigning…' : 'Assign'}
      </Button>
    </section>
  );
}
