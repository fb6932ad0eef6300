import type { StaffDirectory } from '@meridian/shared/leads/lead-owners';
import type { Actor } from '@meridian/shared/leads/lead-owners';
import { activitiesForChange } from '@meridian/shared/leads/lead-changes';
import { LeadNotFoundError } from '../../lib/errors';
import { getLead } from '../data/leads';
import { listStaffDirectory } from '../data/staff-directory';
import { updateLead } from './leads';
import { assertMayAssign, attributed } from './lead-owners';

/**
 * Reassigning leads in bulk (`POST /api/admin/leads/assign`, docs/product/assignment.md#reassigning)
 * and the staff directory the CRM names owners from.
 */

/** Leads changed at once. */
const CONCURRENCY = 10;

/**
 * Gives leads to one owner (or to nobody): each lead that has another owner changes in its own
 * transaction with an 'owner_changed' timeline entry carrying the acting user; unknown leads and
 * leads the owner has already are skipped.
 *
 * @param leadIds - up to 100 lead ids (duplicates count once).
 * @param ownerId - a staff user id, or null for unassigned.
 * @returns how many leads changed owner.
 * @throws ValidationError (400) when the owner is not an active member of staff; ForbiddenError
 *   (403) for a consultant giving leads to someone else.
 */
export async function assignLeads(leadIds: readonly string[], ownerId: string | null, actor: Actor): Promise<number> {
  const directory = await listStaffDirectory();
  assertMayAssign(actor, ownerId, directory);
  const ids = [...new Set(leadIds)];
  let assigned = 0;
  for (let start = 0; start < ids.length; start += CONCURRENCY) {
    const results = await Promise.all(
      ids.slice(start, start + CONCURRENCY).map(async (id) => {
        try {
          const lead = await getLead(id);
          if ((lead.ownerId ?? null) === ownerId) return 0;
          await updateLead(
            id,
            { ownerId },
            { activities: (before, after) => attributed(activitiesForChange(before, after), actor.id, directory) },
          );
          return 1;
        } catch (error) {
          if (error instanceof LeadNotFoundError) return 0;
          throw error;
        }
      }),
    );
    assigned += results.reduce<number>((sum, one) => sum + one, 0);
  }
  return assigned;
}

/** Every staff member `{ id, name, role, active }` for `GET /api/admin/staff` (no addresses). */
export async function staffDirectory(): Promise<StaffDirectory> {
  const directory = await listStaffDirectory();
  return { users: directory.map(({ id, name, role, active }) => ({ id, name, role, active })) };
}
