import type { Lead } from '@meridian/shared/leads/lead';
import type { NewActivity } from '@meridian/shared/leads/lead-changes';
import { type Actor, mayAssignTo, mayChangeLead, ownedByMessage } from '@meridian/shared/leads/lead-owners';
import { ForbiddenError, ValidationError } from '../../lib/errors';
import { type DirectoryEntry, listStaffDirectory, nameIn } from '../data/staff-directory';

/**
 * Who may change a lead and to whom it may be given (docs/product/assignment.md#who-may-change-a-lead):
 * the checks of every state-changing lead route, with the owner's name in the 403.
 */

/** 403 "This lead belongs to <name>; ask a partner to reassign it". */
export class LeadOwnedByOtherError extends ForbiddenError {}

/**
 * Refuses a change by someone who may not change the lead.
 * @param directory - the staff directory, for the owner's name (read when not given).
 * @throws LeadOwnedByOtherError (403) for a consultant and a lead someone else owns.
 */
export async function assertMayChange(
  actor: Actor,
  lead: Pick<Lead, 'ownerId'>,
  directory?: readonly DirectoryEntry[],
): Promise<void> {
  if (mayChangeLead(actor, lead)) return;
  const staff = directory ?? (await listStaffDirectory());
  throw new LeadOwnedByOtherError(ownedByMessage(nameIn(staff, lead.ownerId)));
}

/**
 * Refuses an owner who cannot be given the lead: someone not an active member of staff (400), or,
 * for a consultant, anyone but themselves (403).
 * @throws ValidationError, ForbiddenError.
 */
export function assertMayAssign(actor: Actor, ownerId: string | null, directory: readonly DirectoryEntry[]): void {
  if (ownerId !== null && !directory.some((entry) => entry.id === ownerId && entry.active)) {
    throw new ValidationError('Invalid lead', { ownerId: ['Owner must be an active member of staff'] });
  }
  if (!mayAssignTo(actor, ownerId)) {
    throw new ForbiddenError('A consultant may take a lead or hand it back; ask a partner to reassign it');
  }
}

/**
 * Timeline entries with the acting user and owners' names: `Assigned to <name>` or `Unassigned
 * (was <name>)` for an owner change (docs/product/assignment.md#attribution).
 */
export function attributed(
  entries: NewActivity[],
  actorId: string,
  directory: readonly DirectoryEntry[],
): NewActivity[] {
  return entries.map((entry) => {
    if (entry.type !== 'owner_changed') return { ...entry, actorId };
    const to = entry.details?.to;
    const from = entry.details?.from;
    const summary =
      typeof to === 'string'
        ? `Assigned to ${nameIn(directory, to) || 'a member of staff'}`
        : `Unassigned (was ${nameIn(directory, typeof from === 'string' ? from : undefined) || 'a member of staff'})`;
    return { ...entry, summary, actorId };
  });
}
