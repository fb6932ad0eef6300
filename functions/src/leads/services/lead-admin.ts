import type { Lead } from '@meridian/shared/leads/lead';
import type { LeadUpdate } from '@meridian/shared/leads/lead-update';
import { activitiesForChange, type LeadChanges } from '@meridian/shared/leads/lead-changes';
import { LEAD_SOURCE_LABELS } from '@meridian/shared/leads/options';
import type { Prospect } from '@meridian/shared/leads/prospect';
import { adminChangeOf } from '@meridian/shared/pipeline/stage-moves';
import * as z from '@meridian/shared/zod';
import { getLead } from '../data/leads';
import { ValidationError, VersionConflictError } from '../../lib/errors';
import { issueDetails } from '@meridian/shared/api-errors';
import { type Actor, mayChangeLead, ownedByMessage } from '@meridian/shared/leads/lead-owners';
import { listStaffDirectory, nameIn } from '../data/staff-directory';
import { createLead, updateLead } from './leads';
import { assertMayAssign, assertMayChange, attributed, LeadOwnedByOtherError } from './lead-owners';

/**
 * Lead writes of the CRM (docs/product/admin.md#crm-screens): adding a prospect and an admin's
 * partial update, both through the lead write path of `leads.ts`.
 */

/**
 * Creates a lead from the prospect form (`POST /api/admin/leads`, docs/product/leads.md#prospects):
 * source as chosen (default linkedin), scored by the server, 'lead_created' on its timeline.
 *
 * @throws LeadEmailTakenError (409) when the email already belongs to a lead.
 * @throws ValidationError (400) when the prospect passes its schema but not the stored lead's
 *   (e.g. an estimated value above the lead's £1bn bound).
 */
export async function createProspectLead(prospect: Prospect, now: Date = new Date()): Promise<Lead> {
  try {
    return await createLead(prospect, {
      now,
      activity: { type: 'lead_created', summary: `Added by an admin (${LEAD_SOURCE_LABELS[prospect.source]})` },
    });
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    throw new ValidationError('Invalid request body', issueDetails(error));
  }
}

/**
 * Applies an admin's partial update (`PUT /api/admin/leads/{id}`): the stage rules of
 * `adminChangeOf` applied (docs/product/pipeline.md#outcome), re-scored, with the timeline entries
 * of `activitiesForChange` in the same transaction. An update without any field only checks the
 * version.
 *
 * A consultant may change only the leads they own and the unowned ones, and give a lead only to
 * themselves or to nobody (docs/product/assignment.md#who-may-change-a-lead); the timeline entries
 * carry the acting user.
 *
 * @param expectedVersion - when given, must equal the stored `version`.
 * @param actor - the signed-in user.
 * @returns the updated lead.
 * @throws LeadNotFoundError (404), VersionConflictError (409, nothing written),
 *   LeadEmailTakenError (409), ValidationError (400), LeadOwnedByOtherError and ForbiddenError (403).
 */
export async function updateLeadAsAdmin(
  id: string,
  update: Omit<LeadUpdate, 'version'>,
  expectedVersion: number | undefined,
  actor: Actor,
): Promise<Lead> {
  const changes: LeadChanges = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  const current = await getLead(id);
  const directory = await listStaffDirectory();
  await assertMayChange(actor, current, directory);
  if (Object.keys(changes).length === 0) {
    if (expectedVersion !== undefined && current.version !== expectedVersion) throw new VersionConflictError();
    return current;
  }
  if (update.ownerId !== undefined) assertMayAssign(actor, update.ownerId, directory);
  return updateLead(id, changes, {
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
    activities: (before, after) => attributed(activitiesForChange(before, after), actor.id, directory),
    prepare: (before, next, now) => {
      // The owner changed since the check above: refuse as the check would have.
      if (!mayChangeLead(actor, before))
        throw new LeadOwnedByOtherError(ownedByMessage(nameIn(directory, before.ownerId)));
      return stageRulesOf(before, next, now);
    },
  });
}

/**
 * The change with what the stage rules add (`adminChangeOf`: stage dates, outcome cleared when
 * leaving Close, no backward move when marking an email sent).
 *
 * @throws ValidationError (400 `Invalid lead`, details per field) for a move to Close without an
 *   outcome, an outcome outside Close, or an estimated maximum below the minimum.
 */
function stageRulesOf(before: Lead, changes: LeadChanges, now: string): LeadChanges {
  const result = adminChangeOf(before, changes, now);
  if (!result.ok) throw new ValidationError('Invalid lead', result.issues);
  return result.changes;
}
