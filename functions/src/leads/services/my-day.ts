import { type MyDayAnswer, myDayWindow, toMyDayAnswer } from '@meridian/shared/my-day/my-day-answer';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { MY_DAY_SECTION_ROWS, type MyDay, type MyDayLead, myDay } from '@meridian/shared/my-day/my-day';
import { consultationsBetween } from '../../booking/records';
import { listOpenTasksDueBefore } from '../../tasks/records';
import { leadSummariesByIds, listOwnedLeads } from '../data/owned-leads';

/**
 * Most of one member's leads My day reads (docs/product/my-day.md#route); past it the lead sections
 * are partial and the answer says `truncated`. A member of a small firm owns a few hundred.
 */
export const MY_DAY_MAX_OWNED_LEADS = 5000;

/**
 * The signed-in member's day (docs/product/my-day.md#route), by Queries only, never a Scan: their
 * open tasks due before the next London midnight (the `OPEN_TASKS` index), the consultations from
 * today's London midnight to the day after tomorrow's (the `BOOKINGS` index, each with its lead by
 * its email claim) and their leads as the owner index's entries carry them
 * (docs/decisions/059-my-day-from-owner-entries.md). Only the leads shown are read whole: the first
 * rows of the lead sections and the leads of the tasks and consultations (names and owners). The
 * sections are `myDay`'s, every day a London day; times ISO-8601 UTC.
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
    listOwnedLeads(userId, MY_DAY_MAX_OWNED_LEADS),
  ]);
  const agendaIds = [
    ...tasks.map((task) => task.leadId),
    ...consultations.flatMap((item) => (item.leadId ? [item.leadId] : [])),
  ];
  const agendaLeads = await leadSummariesByIds(agendaIds);
  const agendaIdSet = new Set(agendaLeads.map((lead) => lead.id));
  const ownedOnly = owned.leads.filter((lead) => !agendaIdSet.has(lead.id));
  const day = myDay<MyDayLead>({ meId: userId, tasks, consultations, leads: [...agendaLeads, ...ownedOnly] }, now);
  const shown = await shownSummaries(day, agendaLeads);
  const nameOf = new Map(agendaLeads.map((lead) => [lead.id, lead.name]));
  return toMyDayAnswer(
    { ...day, newLeads: shown(day.newLeads), staleLeads: shown(day.staleLeads) },
    nameOf,
    owned.truncated,
    { newLeads: day.newLeads.length, staleLeads: day.staleLeads.length },
  );
}

/**
 * Reads the summaries of the rows the lead sections show (their first `MY_DAY_SECTION_ROWS`) that
 * are not read yet, and returns a function that puts a section's shown rows in its order.
 */
async function shownSummaries(day: MyDay<MyDayLead>, read: readonly LeadSummary[]) {
  const byId = new Map(read.map((lead) => [lead.id, lead]));
  const firstRows = [...day.newLeads.slice(0, MY_DAY_SECTION_ROWS), ...day.staleLeads.slice(0, MY_DAY_SECTION_ROWS)];
  const missing = firstRows.map((lead) => lead.id).filter((id) => !byId.has(id));
  for (const lead of await leadSummariesByIds(missing)) byId.set(lead.id, lead);
  return (section: MyDayLead[]): LeadSummary[] =>
    section.slice(0, MY_DAY_SECTION_ROWS).flatMap((lead) => {
      const summary = byId.get(lead.id);
      return summary ? [summary] : [];
    });
}
