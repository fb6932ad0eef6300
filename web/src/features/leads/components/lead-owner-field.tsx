import type { LeadSummary } from '@meridian/shared/leads/lead';
import { mayAssignTo, mayChangeLead } from '@meridian/shared/leads/lead-owners';
import { useId } from 'react';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { useMe } from '../../../lib/staff-role';

export interface LeadOwnerFieldProps {
  lead: LeadSummary;
  saving: boolean;
  /** Saves the new owner (`null`: unassigned). */
  onChange: (ownerId: string | null) => void;
}

/**
 * The lead record's owner (docs/product/assignment.md#reassigning): "Owner" with every active
 * member of staff for partners; a consultant may take an unowned lead or hand back their own, and
 * sees someone else's lead's owner without a choice (the server refuses it anyway).
 */
export function LeadOwnerField({ lead, saving, onChange }: LeadOwnerFieldProps) {
  const id = useId();
  const { users, byId } = useStaffDirectory();
  const me = useMe().data;
  const actor = me ? { id: me.id, role: me.role } : undefined;
  const mayChange = actor ? mayChangeLead(actor, lead) : false;
  const choices = users.filter(
    (user) => user.id === lead.ownerId || (user.active && (!actor || mayAssignTo(actor, user.id))),
  );
  const owner = lead.ownerId ? byId.get(lead.ownerId) : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        Owner
      </label>
      <select
        id={id}
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
        value={lead.ownerId ?? ''}
        disabled={saving || !mayChange}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">Unassigned</option>
        {lead.ownerId && !owner ? <option value={lead.ownerId}>Someone</option> : null}
        {choices.map((user) => (
          <option key={user.id} value={user.id}>
            {user.name}
            {user.active ? '' : ' (disabled)'}
          </option>
        ))}
      </select>
      {actor && !mayChange ? (
        <p className="text-xs text-muted-foreground">
          This lead belongs to {owner?.name ?? 'someone else'}; ask a partner to reassign it.
        </p>
      ) : null}
    </div>
  );
}
