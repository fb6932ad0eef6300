import type { UpcomingConsultation } from '@meridian/shared/booking/booking';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { LONDON_TIME_ZONE } from '@meridian/shared/london-day';
import { MY_DAY_SECTION_ROWS, myDay } from '@meridian/shared/my-day/my-day';
import type { Task } from '@meridian/shared/tasks/task';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { ConsultationRow, NewLeadRow, StaleLeadRow, TaskRow } from './my-day-rows';

const TODAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** One source of My day: its data once fully loaded, or its error, and a retry. */
export interface MyDaySource<T> {
  data?: T;
  error: unknown;
  refetch: () => unknown;
}

export interface MyDayScreenProps {
  /** The signed-in member's user id (undefined while unknown). */
  meId?: string;
  /** The current instant; days are London days. */
  now: Date;
  /** The user's due tasks (`GET /api/admin/tasks?due=today`). */
  tasks: MyDaySource<Task[]>;
  /** The booked consultations (`GET /api/admin/bookings/upcoming`). */
  consultations: MyDaySource<UpcomingConsultation[]>;
  /** Every lead summary; `data` only once every page has arrived. */
  leads: MyDaySource<LeadSummary[]>;
}

interface SectionProps<T> {
  id: string;
  title: string;
  source: MyDaySource<unknown>;
  /** The rows, undefined while loading. */
  rows: readonly T[] | undefined;
  empty: string;
  row: (item: T) => ReactNode;
  /** The lead list filtered to the whole section, linked when the rows are capped. */
  moreTo?: string;
}

/** One section: its heading, then its loading status, its error with Try again, its empty text or its rows. */
function Section<T>({ id, title, source, rows, empty, row, moreTo }: SectionProps<T>) {
  const shown = rows?.slice(0, moreTo ? MY_DAY_SECTION_ROWS : undefined);
  let body: ReactNode;
  if (source.error) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
        Could not load {title.toLowerCase()}: {errorMessage(source.error)}
        <Button variant="outline" size="sm" onClick={() => source.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!rows || !shown) {
    body = (
      <p role="status" className="text-muted-foreground">
        Loading...
      </p>
    );
  } else if (rows.length === 0) {
    body = <p className="text-muted-foreground">{empty}</p>;
  } else {
    body = (
      <>
        <ul aria-labelledby={id}>{shown.map(row)}</ul>
        {moreTo && rows.length > shown.length ? (
          <Link to={moreTo} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline">
            All {rows.length} in Leads
          </Link>
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border bg-background p-4">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
        {rows && rows.length > 0 ? <span className="text-muted-foreground"> ({rows.length})</span> : null}
      </h2>
      {body}
    </section>
  );
}

/**
 * My day (docs/product/my-day.md): the signed-in user's overdue and due-today tasks, today's and
 * tomorrow's consultations, stale leads and new leads since yesterday, every day a London day
 * (`myDay` in `shared/src/my-day/my-day.ts`). Each row links to its lead page (`/admin/leads/<id>`); the
 * lead sections show at most `MY_DAY_SECTION_ROWS` rows and link to the filtered lead list. A
 * section waits for what it reads; a failed source shows its error and Try again.
 */
export function MyDayScreen({ meId, now, tasks, consultations, leads }: MyDayScreenProps) {
  const day = useMemo(
    () =>
      myDay(
        { meId: meId ?? '', tasks: tasks.data ?? [], consultations: consultations.data ?? [], leads: leads.data ?? [] },
        now,
      ),
    [meId, now, tasks.data, consultations.data, leads.data],
  );
  const names = useMemo(() => new Map((leads.data ?? []).map((lead) => [lead.id, lead.name])), [leads.data]);
  const taskRows = tasks.data ? day : undefined;
  const leadRows = leads.data && meId ? day : undefined;
  const consultationRows = consultations.data && leadRows ? day : undefined;
  const consultationSource = consultations.error ? consultations : leads;
  const taskRow = (task: Task) => <TaskRow key={task.id} task={task} leadName={names.get(task.leadId)} now={now} />;
  const consultationRow = (item: UpcomingConsultation) => <ConsultationRow key={item.bookingId} item={item} />;
  return (
    <div className="space-y-4">
      <p className="text-muted-foreground">{TODAY.format(now)}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <Section
          id="my-day-overdue"
          title="Overdue tasks"
          source={tasks}
          rows={taskRows?.overdueTasks}
          empty="Nothing overdue."
          row={taskRow}
        />
        <Section
          id="my-day-today"
          title="Due today"
          source={tasks}
          rows={taskRows?.dueTodayTasks}
          empty="No tasks due today."
          row={taskRow}
        />
        <Section
          id="my-day-consultations-today"
          title="Consultations today"
          source={consultationSource}
          rows={consultationRows?.consultationsToday}
          empty="No consultations today."
          row={consultationRow}
        />
        <Section
          id="my-day-consultations-tomorrow"
          title="Consultations tomorrow"
          source={consultationSource}
          rows={consultationRows?.consultationsTomorrow}
          empty="No consultations tomorrow."
          row={consultationRow}
        />
        <Section
          id="my-day-new-leads"
          title="New leads since yesterday"
          source={leads}
          rows={leadRows?.newLeads}
          empty="No new leads for you since yesterday."
          row={(lead) => <NewLeadRow key={lead.id} lead={lead} />}
          moreTo="/admin?status=new_lead&owner=mine"
        />
        <Section
          id="my-day-stale"
          title="Stale leads"
          source={leads}
          rows={leadRows?.staleLeads}
          empty="None of your leads is stale."
          row={(lead) => <StaleLeadRow key={lead.id} lead={lead} />}
          moreTo="/admin?flag=stale&owner=mine"
        />
      </div>
    </div>
  );
}
