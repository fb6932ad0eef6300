import { adminLeadPagePath } from '@meridian/shared/admin-links';
import type { UpcomingConsultation } from '@meridian/shared/booking/booking';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { lastActivityAt } from '@meridian/shared/leads/lead-attention';
import { LONDON_TIME_ZONE } from '@meridian/shared/london-day';
import type { Task } from '@meridian/shared/tasks/task';
import { dueLabel } from '@meridian/shared/tasks/task-rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON_TIME_ZONE, day: 'numeric', month: 'short' });
const ROW = 'flex min-h-11 flex-col justify-center rounded-md px-2 py-1.5';

/** One row of My day: a link to the lead page (`/admin/leads/<id>`, docs/product/leads.md#lead-page) when there is one, else plain text. */
function Row({ leadId, title, detail }: { leadId?: string; title: string; detail: ReactNode }) {
  const body = (
    <>
      <span className="font-medium break-words">{title}</span>
      <span className="text-sm text-muted-foreground break-words">{detail}</span>
    </>
  );
  return (
    <li className="border-b border-border last:border-b-0">
      {leadId ? (
        <Link to={adminLeadPagePath(leadId)} className={`${ROW} hover:bg-muted focus-visible:bg-muted`}>
          {body}
        </Link>
      ) : (
        <div className={ROW}>{body}</div>
      )}
    </li>
  );
}

/** A task row: its title, then when it is due in London time ("Today 10:00") and the lead's name. */
export function TaskRow({ task, leadName, now }: { task: Task; leadName?: string; now: Date }) {
  const due = dueLabel(task.dueAt, now);
  return <Row leadId={task.leadId} title={task.title} detail={leadName ? `${due} · ${leadName}` : due} />;
}

/** A consultation row: the London start time and the visitor's name and company. */
export function ConsultationRow({ item }: { item: UpcomingConsultation }) {
  const who = item.company ? `${item.name} (${item.company})` : item.name;
  return <Row leadId={item.leadId} title={who} detail={`${TIME.format(new Date(item.start))} consultation`} />;
}

/** A stale lead's row: name and company, and the London day of its last activity. */
export function StaleLeadRow({ lead }: { lead: LeadSummary }) {
  const last = lastActivityAt(lead);
  const detail = [lead.company, last === null ? null : `Last activity ${DAY.format(last)}`].filter(Boolean).join(' · ');
  return <Row leadId={lead.id} title={lead.name} detail={detail} />;
}

/** A new lead's row: name and company, and when it last changed (London time). */
export function NewLeadRow({ lead }: { lead: LeadSummary }) {
  const changed = new Date(lead.updatedAt);
  const detail = [lead.company, `Since ${DAY.format(changed)} ${TIME.format(changed)}`].filter(Boolean).join(' · ');
  return <Row leadId={lead.id} title={lead.name} detail={detail} />;
}
