import * as z from '../zod';
import { upcomingConsultationSchema } from '../booking/booking';
import { leadSummarySchema } from '../leads/lead';
import { addDays, type CalendarDay, londonDay } from '../london-day';
import { taskSchema } from '../tasks/task';
import { endOfLondonDay, londonToUtc } from '../tasks/task-rules';
import { MY_DAY_SECTION_ROWS, type MyDay } from './my-day';

/**
 * The answer of `GET /api/admin/my-day` (docs/product/my-day.md#route): My day's six sections as the
 * server computes them with `myDay`, the lead sections capped at {@link MY_DAY_SECTION_ROWS} rows with
 * their whole count. Times are ISO-8601 UTC; the screen shows them in Europe/London.
 */

/** A task of My day with the name of its lead (absent when the lead is gone). */
export const myDayTaskSchema = taskSchema.extend({ leadName: z.string().optional() });
export type MyDayTask = z.output<typeof myDayTaskSchema>;

/** A capped lead section: its first rows and how many leads it holds in all. */
export const myDayLeadSectionSchema = z.object({
  items: z.array(leadSummarySchema),
  total: z.number().int().nonnegative(),
});
export type MyDayLeadSection = z.output<typeof myDayLeadSectionSchema>;

/**
 * The answer of `GET /api/admin/my-day` (docs/product/my-day.md#route): the six sections, the lead
 * sections capped with their counts, and whether the member's leads were read only in part. The web
 * parses the answer with it; times ISO-8601 UTC.
 */
export const myDayAnswerSchema = z.object({
  overdueTasks: z.array(myDayTaskSchema),
  dueTodayTasks: z.array(myDayTaskSchema),
  consultationsToday: z.array(upcomingConsultationSchema),
  consultationsTomorrow: z.array(upcomingConsultationSchema),
  newLeads: myDayLeadSectionSchema,
  staleLeads: myDayLeadSectionSchema,
  /** True when the user owns more leads than one answer reads: the lead sections are then partial. */
  truncated: z.boolean(),
});
export type MyDayAnswer = z.output<typeof myDayAnswerSchema>;

/** The instants My day reads around `now`, ISO-8601 UTC. */
export interface MyDayWindow {
  /** Open tasks due before this instant (the next London midnight) are overdue or due today. */
  tasksDueBefore: string;
  /** Consultations from today's London midnight... */
  consultationsFrom: string;
  /** ...to the London midnight after tomorrow (exclusive). */
  consultationsTo: string;
}

/**
 * The instants My day reads for the London day of `now` (docs/product/my-day.md#days-and-times): the
 * open tasks due before the next London midnight and the consultations from today's London midnight
 * to the day after tomorrow's. Across a clock change the day is 23 or 25 hours long.
 *
 * @param now - the current instant.
 * @returns the window, every instant ISO-8601 UTC; never throws.
 */
export function myDayWindow(now: Date): MyDayWindow {
  const today = londonDay(now) as CalendarDay;
  return {
    tasksDueBefore: endOfLondonDay(now),
    consultationsFrom: londonToUtc(today, '00:00'),
    consultationsTo: londonToUtc(addDays(today, 2), '00:00'),
  };
}

/**
 * The answer of the route from the sections `myDay` computed (docs/product/my-day.md#route): each
 * task gets its lead's name, and each lead section keeps its first `MY_DAY_SECTION_ROWS` rows and
 * its whole count.
 *
 * @param day - the sections (`myDay`).
 * @param nameOf - lead names by lead id (the leads My day read).
 * @param truncated - whether the user's leads were read only in part.
 * @param totals - the lead sections' whole counts when `day` holds only their first rows (the
 *   route reads only the leads it shows); by default the sections' lengths.
 * @returns the answer; never throws.
 */
export function toMyDayAnswer(
  day: MyDay,
  nameOf: ReadonlyMap<string, string>,
  truncated: boolean,
  totals: { newLeads: number; staleLeads: number } = {
    newLeads: day.newLeads.length,
    staleLeads: day.staleLeads.length,
  },
): MyDayAnswer {
  const named = (task: MyDay['overdueTasks'][number]): MyDayTask => {
    const leadName = nameOf.get(task.leadId);
    return leadName === undefined ? task : { ...task, leadName };
  };
  const capped = (leads: MyDay['newLeads'], total: number): MyDayLeadSection => ({
    items: leads.slice(0, MY_DAY_SECTION_ROWS),
    total,
  });
  return {
    overdueTasks: day.overdueTasks.map(named),
    dueTodayTasks: day.dueTodayTasks.map(named),
    consultationsToday: day.consultationsToday,
    consultationsTomorrow: day.consultationsTomorrow,
    newLeads: capped(day.newLeads, totals.newLeads),
    staleLeads: capped(day.staleLeads, totals.staleLeads),
    truncated,
  };
}
