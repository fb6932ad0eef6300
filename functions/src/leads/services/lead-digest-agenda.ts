import type { UpcomingConsultation } from '@meridian/shared/booking/booking';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { myDay } from '@meridian/shared/my-day/my-day';
import { myDayWindow } from '@meridian/shared/my-day/my-day-answer';
import type { Task } from '@meridian/shared/tasks/task';
import { listBookingsBetween } from '../../booking/records';
import { listOpenTasksDueBefore } from '../../tasks/records';
import type { DirectoryEntry } from '../data/staff-directory';

/**
 * The part of a member's daily digest that mirrors My day (docs/product/my-day.md#daily-digest):
 * their overdue and due-today tasks and the consultations of today and tomorrow, by the same rule
 * as the screen (`myDay`, London days). Its stale and new leads stay the digest's own sections.
 */
export interface DigestAgenda {
  overdueTasks: AgendaTask[];
  dueTodayTasks: AgendaTask[];
  consultationsToday: UpcomingConsultation[];
  consultationsTomorrow: UpcomingConsultation[];
}

/** A task with the name of its lead (absent when the lead is not among the summaries). */
export type AgendaTask = Task & { leadName?: string };

/** An agenda with nothing in it (the firm's digest, before any staff user exists). */
export const EMPTY_AGENDA: DigestAgenda = {
  overdueTasks: [],
  dueTodayTasks: [],
  consultationsToday: [],
  consultationsTomorrow: [],
};

/** How many rows an agenda holds. */
export function agendaSize(agenda: DigestAgenda): number {
  return (
    agenda.overdueTasks.length +
    agenda.dueTodayTasks.length +
    agenda.consultationsToday.length +
    agenda.consultationsTomorrow.length
  );
}

/**
 * Each member's agenda for the London day of `now`, over the same instants as My day's route
 * (`myDayWindow`): one Query of the open tasks per member (due before the next London midnight),
 * and one Query of the bookings from today's London midnight to the day after tomorrow's. A
 * booking's lead is the lead summary with its email (ignoring case). Not `myDayOf`: the digest has
 * read every lead summary already, so the owner index would only read them again, per member.
 *
 * @param people - the active members the digest goes to.
 * @param summaries - every lead summary (for owners and the bookings' leads).
 * @returns the agendas by user id.
 * @throws the DynamoDB error when a Query fails (the schedule retries).
 */
export async function loadAgendas(
  people: readonly DirectoryEntry[],
  summaries: readonly LeadSummary[],
  now: Date,
): Promise<Map<string, DigestAgenda>> {
  const window = myDayWindow(now);
  const bookings = await listBookingsBetween(window.consultationsFrom, window.consultationsTo);
  const nameOf = new Map(summaries.map((lead) => [lead.id, lead.name]));
  const named = (task: Task): AgendaTask => {
    const leadName = nameOf.get(task.leadId);
    return leadName === undefined ? task : { ...task, leadName };
  };
  const leadOfEmail = new Map(summaries.flatMap((lead) => (lead.email ? [[lead.email.toLowerCase(), lead.id]] : [])));
  const consultations: UpcomingConsultation[] = bookings.map((booking) => ({
    bookingId: booking.id,
    start: booking.start,
    end: booking.end,
    name: booking.name,
    company: booking.company,
    email: booking.email,
    leadId: leadOfEmail.get(booking.email.toLowerCase()),
    attendance: booking.attendance,
  }));
  const before = window.tasksDueBefore;
  const agendas = await Promise.all(
    people.map(async (person): Promise<[string, DigestAgenda]> => {
      const tasks = await listOpenTasksDueBefore(person.id, before);
      const day = myDay({ meId: person.id, tasks, consultations, leads: summaries }, now);
      const { consultationsToday, consultationsTomorrow } = day;
      const overdueTasks = day.overdueTasks.map(named);
      const dueTodayTasks = day.dueTodayTasks.map(named);
      return [person.id, { overdueTasks, dueTodayTasks, consultationsToday, consultationsTomorrow }];
    }),
  );
  return new Map(agendas);
}
