import { type MyDayAnswer, myDayWindow, toMyDayAnswer } from '@meridian/shared/my-day/my-day-answer';
import { myDay } from '@meridian/shared/my-day/my-day';
import { consultationsBetween } from '../../booking/records';
import { listOpenTasksDueBefore } from '../../tasks/records';
import { leadSummariesByIds, listOwnedLeadSummaries } from '../data/owned-leads';

/**
 * Most of one member's leads My day reads (docs/product/my-day.md#route); past it the lead sections
 * are partial and the answer says `truncated`. A member of a small firm owns a few hundred.
 */
export const MY_DAY_MAX_OWNED_LEADS = 5000;

/**
 * The signed-in member's day (docs/product/my-day.md#route), by Queries only, never a Scan: their
 * open tasks due before the next London midnight (the `OPEN_TASKS` index), the consultations from
 * today's London midnight to the day after tomorrow's (the `BOOKINGS` index, each with its lead by
 * its email claim), their leads (the `LEADS_BY_OWNER` index, docs/decisions/049-my-day-by-owner-index.md)
 * and the leads of the tasks and consultations (for names and owners). The sections are `myDay`'s,
 * every day a London day; times ISO-8601 UTC.
 *
 * @param userId - the signed-in staff user's id.
 * @param now - the current instant.
 * @returns the answer of `GET /api/admin/my-day`.
 * @throws the DynamoDB error when a read fails (a 500 with a generic message).
 */
export async function myDayOf(userId: string, now: Date = new Date()): Promise<MyDayAnswer> {
  const window = myDayWindow(now);
  const [tasks, consultations, owned] = await Promise.all([
    listOpenTasksDueBefore(userId, window.tasksDueBefore),
    consultationsBetween(window.consultationsFrom, window.consultationsTo),
    listOwnedLeadSummaries(userId, MY_DAY_MAX_OWNED_LEADS),
  ]);
  const known = new Set(owned.leads.map((lead) => lead.id));
  const otherIds = [
    ...tasks.map((task) => task.leadId),
    ...consultations.flatMap((item) => (item.leadId ? [item.leadId] : [])),
  ].filter((id) => !known.has(id));
  const leads = [...owned.leads, ...(await leadSummariesByIds(otherIds))];
  const day = myDay({ meId: userId, tasks, consultations, leads }, now);
  const nameOf = new Map(leads.map((lead) => [lead.id, lead.name]));
  return toMyDayAnswer(day, nameOf, owned.truncated);
}
