import type { UpcomingConsultation } from '../booking/booking';
import type { LeadSummary } from '../leads/lead';
import { type AttentionInput, isNotYetContacted, isStale, lastActivityAt } from '../leads/lead-attention';
import { addDays, type CalendarDay, londonDay } from '../london-day';
import type { Task } from '../tasks/task';
import { byDueTime } from '../tasks/task-rules';

/** At most this many rows of one lead section of My day; the rest are a link to the filtered list. */
export const MY_DAY_SECTION_ROWS = 20;

/**
 * The lead fields My day's rules read besides `id` and `ownerId` (every field of `AttentionInput`):
 * the owner index entries carry them, so the lead sections are decided without reading the leads
 * (docs/decisions/059-my-day-from-owner-entries.md).
 */
export const MY_DAY_LEAD_FIELDS = [
  'status',
  'nextActionDate',
  'updatedAt',
  'createdAt',
  'lastContactDate',
  'latestSubmissionAt',
  'proposalSentDate',
  'dealClosedDate',
  'email1SentDate',
  'email2SentDate',
  'email3SentDate',
  'consultationBookedDate',
] as const satisfies readonly (keyof AttentionInput)[];

// Every field the attention rules read is listed: this fails to compile when one is missing.
const everyAttentionField: Exclude<keyof AttentionInput, (typeof MY_DAY_LEAD_FIELDS)[number]> extends never
  ? true
  : false = true;
void everyAttentionField;

/** What My day needs of a lead: its id, owner and the fields of {@link MY_DAY_LEAD_FIELDS}. */
export type MyDayLead = AttentionInput & { id: string; ownerId?: string | undefined; updatedAt: string };

/**
 * What My day reads: the signed-in user's due tasks, the firm's consultations of today and tomorrow,
 * and the summaries of the user's leads and of the consultations' leads (more leads do no harm).
 */
export interface MyDayInput<L extends MyDayLead = LeadSummary> {
  /** The signed-in staff member's user id. */
  meId: string;
  /** The user's open tasks due today (London) or overdue. */
  tasks: readonly Task[];
  /** The booked consultations around now. */
  consultations: readonly UpcomingConsultation[];
  /**
   * The user's lead summaries (the owner index, docs/decisions/049-my-day-by-owner-index.md) and
   * those of the consultations' leads, whose owner decides whether a consultation is the user's.
   */
  leads: readonly L[];
}

/** The sections of My day, each sorted for reading; the lead sections hold every match (not capped). */
export interface MyDay<L extends MyDayLead = LeadSummary> {
  /** Open tasks due on an earlier London day than today, earliest first. */
  overdueTasks: Task[];
  /** Open tasks due today (London), earliest first. */
  dueTodayTasks: Task[];
  /** Consultations starting today (London), earliest first. */
  consultationsToday: UpcomingConsultation[];
  /** Consultations starting tomorrow (London), earliest first. */
  consultationsTomorrow: UpcomingConsultation[];
  /** The user's stale leads, longest without activity first. */
  staleLeads: L[];
  /** The user's not-yet-contacted leads created or assigned since 00:00 London yesterday, newest first. */
  newLeads: L[];
}

function consultationIsMine(
  consultation: UpcomingConsultation,
  meId: string,
  leads: ReadonlyMap<string, MyDayLead>,
): boolean {
  const owner = consultation.leadId ? leads.get(consultation.leadId)?.ownerId : undefined;
  return owner === undefined || owner === meId;
}

/**
 * The signed-in user's day (docs/product/my-day.md). Every "day" is a London calendar day, although
 * every time is stored in UTC (`shared/src/london-day.ts`), so the day is 23 hours long on the last
 * Sunday of March and 25 on the last Sunday of October.
 *
 * - Tasks: overdue when due on an earlier London day than today's, else due today.
 * - Consultations: those of today and tomorrow whose lead the user owns, or which have no owner
 *   (bookings have no host; docs/product/booking.md#staff).
 * - Stale leads: the user's leads that `isStale` (docs/product/pipeline.md#due-overdue-and-stale).
 * - New leads: the user's leads not yet contacted (`isNotYetContacted`) whose last change
 *   (`updatedAt`, raised by the assignment too) is on or after 00:00 London yesterday.
 *
 * @param input - tasks, consultations and lead summaries, times ISO-8601 UTC.
 * @param now - the current instant.
 * @returns the six sections; never throws (unreadable dates leave a row out of day-based sections).
 */
export function myDay<L extends MyDayLead = LeadSummary>(input: MyDayInput<L>, now: Date): MyDay<L> {
  const today = londonDay(now) as CalendarDay;
  const tomorrow = addDays(today, 1);
  const yesterday = addDays(today, -1);
  const leadsById = new Map(input.leads.map((lead) => [lead.id, lead]));
  const tasks = input.tasks.filter((task) => task.state === 'open').sort(byDueTime);
  const byStart = (a: UpcomingConsultation, b: UpcomingConsultation) => a.start.localeCompare(b.start);
  const mineOnDay = (day: CalendarDay) =>
    input.consultations
      .filter((item) => londonDay(item.start) === day && consultationIsMine(item, input.meId, leadsById))
      .sort(byStart);
  const mine = input.leads.filter((lead) => lead.ownerId === input.meId);
  const activity = (lead: L) => lastActivityAt(lead) ?? 0;
  return {
    overdueTasks: tasks.filter((task) => (londonDay(task.dueAt) ?? today) < today),
    dueTodayTasks: tasks.filter((task) => londonDay(task.dueAt) === today),
    consultationsToday: mineOnDay(today),
    consultationsTomorrow: mineOnDay(tomorrow),
    staleLeads: mine.filter((lead) => isStale(lead, now)).sort((a, b) => activity(a) - activity(b)),
    newLeads: mine
      .filter((lead) => isNotYetContacted(lead) && (londonDay(lead.updatedAt) ?? '') >= yesterday)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
  };
}
