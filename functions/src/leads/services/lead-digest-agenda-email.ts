import { adminLeadUrl } from '@meridian/shared/admin-links';
import { londonFormatOnFirstUse } from '@meridian/shared/london-day';
import { stripBidiControls } from '@meridian/shared/plain-text';
import { dueLabel } from '@meridian/shared/tasks/task-rules';
import type { DigestAgenda } from './lead-digest-agenda';

/**
 * The agenda part of a member's digest email (docs/product/my-day.md#daily-digest): the sections
 * of My day that are not leads (tasks overdue and due today, consultations today and tomorrow),
 * each row with what it is, when (London time) and, when it has a lead, the lead's CRM link.
 */

/** One row of an agenda section, as plain text (the caller escapes it for HTML). */
export interface AgendaRow {
  title: string;
  detail: string;
  /** `/admin?lead=<id>` on the site, absent when the row has no lead. */
  url?: string;
}

/** One non-empty agenda section. */
export interface AgendaSection {
  title: string;
  rows: AgendaRow[];
}

const londonTime = londonFormatOnFirstUse({ hour: '2-digit', minute: '2-digit' });

/**
 * The agenda's non-empty sections in My day's order (pure).
 *
 * @param now - the digest's instant (tasks read "Today 10:00", "Overdue · 28 Mar 10:00").
 * @param siteUrl - public base URL without trailing slash.
 */
export function agendaSections(agenda: DigestAgenda, now: Date, siteUrl: string): AgendaSection[] {
  const link = (leadId: string | undefined) => (leadId ? { url: adminLeadUrl(siteUrl, leadId) } : {});
  const tasks = (list: DigestAgenda['overdueTasks']): AgendaRow[] =>
    list.map((task) => ({
      title: stripBidiControls(task.title),
      detail: stripBidiControls([dueLabel(task.dueAt, now), task.leadName].filter(Boolean).join(' · ')),
      ...link(task.leadId),
    }));
  const consultations = (list: DigestAgenda['consultationsToday']): AgendaRow[] =>
    list.map((item) => ({
      title: stripBidiControls(item.company ? `${item.name} (${item.company})` : item.name),
      detail: `${londonTime().format(new Date(item.start))} consultation`,
      ...link(item.leadId),
    }));
  return [
    { title: 'Your overdue tasks', rows: tasks(agenda.overdueTasks) },
    { title: 'Your tasks due today', rows: tasks(agenda.dueTodayTasks) },
    { title: 'Consultations today', rows: consultations(agenda.consultationsToday) },
    { title: 'Consultations tomorrow', rows: consultations(agenda.consultationsTomorrow) },
  ].filter((section) => section.rows.length > 0);
}

/** '2 tasks, 1 consultation': the subject's agenda counts (empty when there is nothing). */
export function agendaCounts(agenda: DigestAgenda): string[] {
  const tasks = agenda.overdueTasks.length + agenda.dueTodayTasks.length;
  const consultations = agenda.consultationsToday.length + agenda.consultationsTomorrow.length;
  return [
    tasks > 0 ? `${tasks} task${tasks === 1 ? '' : 's'}` : '',
    consultations > 0 ? `${consultations} consultation${consultations === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
}
