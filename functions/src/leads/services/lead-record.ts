import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import type { LeadActivity } from '@meridian/shared/leads/lead';
import { STAFF_ACTIVITY_LABELS, type StaffActivity } from '@meridian/shared/leads/lead-requests';
import { scoreLead } from '@meridian/shared/leads/lead-score';
import type { Actor } from '@meridian/shared/leads/lead-owners';
import { getLead, getLeadWithActivity } from '../data/leads';
import { assertMayChange } from './lead-owners';
import { appendActivity } from './leads';

/**
 * The lead record of the CRM's detail screen (docs/product/pipeline.md#timeline,
 * docs/product/leads.md#lead-score): the lead with its timeline and the breakdown of its score,
 * and the entries staff add to the timeline by hand.
 */

/**
 * A lead with its timeline (newest entry first, at most 200) and its score breakdown.
 *
 * @returns the `GET /api/admin/leads/{id}` body: the lead, `timeline` (also as `activity`) and
 *   `scoreBreakdown`, whose points add up to the lead's `aiScore` (both come from `scoreLead`).
 * @throws LeadNotFoundError (404) when the lead does not exist.
 */
export async function getLeadDetail(id: string): Promise<LeadDetail> {
  const { activity, ...lead } = await getLeadWithActivity(id);
  const timeline = activity.map(withOwnText);
  return { ...lead, activity: timeline, timeline, scoreBreakdown: scoreLead(lead).breakdown };
}

/**
 * A timeline entry with its own text: a contact form submission stored before entries had `text`
 * keeps the visitor's message in `details.message`, so every submission shows its own message
 * (a returning visitor's earlier messages included).
 */
function withOwnText(entry: LeadActivity): LeadActivity {
  if (entry.text !== undefined || entry.type !== 'contact_submitted') return entry;
  const message = entry.details?.message;
  return typeof message === 'string' && message.length > 0 ? { ...entry, text: message } : entry;
}

/**
 * Adds a call, meeting or note to a lead's timeline, the lead itself unchanged.
 *
 * @param leadId - the lead.
 * @param input - the entry (`staffActivityInputSchema`): `at` is ISO-8601 UTC, `text` its text.
 * @param actor - the signed-in user, recorded on the entry (docs/product/assignment.md#attribution).
 * @returns the stored entry (summary 'Call', 'Meeting' or 'Note').
 * @throws LeadNotFoundError (404) when the lead does not exist (nothing written);
 *   LeadOwnedByOtherError (403) for a consultant and a lead someone else owns.
 */
export async function addStaffActivity(leadId: string, input: StaffActivity, actor: Actor): Promise<LeadActivity> {
  const lead = await getLead(leadId);
  await assertMayChange(actor, lead);
  const entry = {
    type: input.type,
    at: input.at,
    summary: STAFF_ACTIVITY_LABELS[input.type],
    text: input.text,
    actorId: actor.id,
  };
  return appendActivity(leadId, entry, new Date(), lead.ownerId);
}
