import { useId } from 'react';
import { useStaffDirectory } from '../../lib/staff-directory';

/**
 * The owner filter of the lead list and the board (docs/product/assignment.md#in-the-crm): all
 * owners, mine, unassigned, or one person. The value is the address's `owner` value ('' for all).
 */
export function OwnerFilterSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const { users } = useStaffDirectory();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        Owner
      </label>
      <select
        id={id}
        className="h-11 w-full rounded-md border border-input bg-background px-3 text-base"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All owners</option>
        <option value="mine">Mine</option>
        <option value="unassigned">Unassigned</option>
        {users.map((user) => (
          <option key={user.id} value={user.id}>
            {user.name}
            {user.active ? '' : ' (disabled)'}
          </option>
        ))}
      </select>
    </div>
  );
}
