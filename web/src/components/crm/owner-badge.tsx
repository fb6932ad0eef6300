import { initialsOf } from '@meridian/shared/leads/lead-owners';
import { memo } from 'react';
import { useStaffNames } from './staff-names';

/**
 * A lead's owner as initials in a small circle (docs/product/assignment.md#in-the-crm), the full
 * name as its accessible name and tooltip; "Unassigned" as a dashed circle.
 */
export const OwnerBadge = memo(function OwnerBadge({ ownerId }: { ownerId: string | undefined }) {
  const byId = useStaffNames();
  const name = ownerId ? (byId.get(ownerId)?.name ?? 'Someone') : undefined;
  const label = name ? `Owner: ${name}` : 'Unassigned';
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={
        name
          ? 'inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-[0.7rem] font-semibold text-primary-foreground'
          : 'inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-dashed border-muted-foreground text-[0.7rem] text-muted-foreground'
      }
    >
      {name ? initialsOf(name) : '–'}
    </span>
  );
});
