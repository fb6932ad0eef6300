import type { UpcomingConsultation } from '@meridian/shared/booking/booking';
import { LONDON_TIME_ZONE } from '@meridian/shared/london-day';
import type { MyDayAnswer, MyDayTask } from '@meridian/shared/my-day/my-day-answer';
import type { ReactNode } from 'react';
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

/** The day from `GET /api/admin/my-day`: its answer once loaded, or its error, and a retry. */
export interface MyDaySource {
  data?: MyDayAnswer;
  error: unknown;
  refetch: () => unknown;
}

export interface MyDayScreenProps {
  /** The current instant; days are London days. */
  now: Date;
  /** The signed-in user's day (`useMyDay`). */
  day: MyDaySource;
}

interface SectionProps<T> {
  id: string;
  title: string;
  /** Whether the day failed to load (the error shows once, above the sections). */
  failed: boolean;
  /** The rows, undefined while loading. */
  rows: readonly T[] | undefined;
  /** How many rows the section holds in all (the lead sections send only the first rows). */
  total?: number;
  empty: string;
  row: (item: T) => ReactNode;
  /** The lead list filtered to the whole section, linked when the rows are capped. */
  moreTo?: string;
}

/** One section: its heading, then its loading status, its empty text or its rows. */
function Section<T>({ id, title, failed, rows, total, empty, row, moreTo }: SectionProps<T>) {
  const count = total ?? rows?.length ?? 0;
  let body: ReactNode;
  if (failed) {
    body = <p className="text-muted-foreground">Not loaded.</p>;
  } else if (!rows) {
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
        <ul aria-labelledby={id}>{rows.map(row)}</ul>
        {moreTo && count > rows.length ? (
          <Link to={moreTo} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline">
            All {count} in Leads
          </Link>
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border bg-background p-4">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
        {count > 0 ? <span className="text-muted-foreground"> ({count})</span> : null}
      </h2>
      {body}
    </section>
  );
}

/**
 * My day (docs/product/my-day.md): the signed-in user's overdue and due-today tasks, today's and
 * tomorrow's consultations, new leads since yesterday and stale leads, every day a London day, as
 * `GET /api/admin/my-day` answers them (the rule is `myDay` in `shared/src/my-day/my-day.ts`). Each
 * row links to its lead page (`/admin/leads/<id>`); the lead sections show at most `MY_DAY_SECTION_ROWS`
 * rows and link to the filtered lead list. A failed load shows its error once, with Try again.
 *
 * @param props.now - the current instant (the date heading and the due labels, London time).
 * @param props.day - the day's answer, error and retry.
 */
export function MyDayScreen({ now, day }: MyDayScreenProps) {
  const answer = day.data;
  const failed = Boolean(day.error) && !answer;
  const taskRow = (task: MyDayTask) => <TaskRow key={task.id} task={task} leadName={task.leadName} now={now} />;
  const consultationRow = (item: UpcomingConsultation) => <ConsultationRow key={item.bookingId} item={item} />;
  const common = { failed };
  return (
    <div className="space-y-4">
      <p className="text-muted-foreground">{TODAY.format(now)}</p>
      {failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          Could not load your day: {errorMessage(day.error)}
          <Button variant="outline" className="min-h-11" onClick={() => day.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {answer?.truncated ? (
        <p className="text-sm text-muted-foreground">
          You own more leads than My day reads at once: the lead sections may miss some.
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Section
          {...common}
          id="my-day-overdue"
          title="Overdue tasks"
          rows={answer?.overdueTasks}
          empty="Nothing overdue."
          row={taskRow}
        />
        <Section
          {...common}
          id="my-day-today"
          title="Due today"
          rows={answer?.dueTodayTasks}
          empty="No tasks due today."
          row={taskRow}
        />
        <Section
          {...common}
          id="my-day-consultations-today"
          title="Consultations today"
          rows={answer?.consultationsToday}
          empty="No consultations today."
          row={consultationRow}
        />
        <Section
          {...common}
          id="my-day-consultations-tomorrow"
          title="Consultations tomorrow"
          rows={answer?.consultationsTomorrow}
          empty="No consultations tomorrow."
          row={consultationRow}
        />
        <Section
          {...common}
          id="my-day-new-leads"
          title="New leads since yesterday"
          rows={answer?.newLeads.items}
          total={answer?.newLeads.total}
          empty="No new leads for you since yesterday."
          row={(lead) => <NewLeadRow key={lead.id} lead={lead} />}
          moreTo="/admin?status=new_lead&owner=mine"
        />
        <Section
          {...common}
          id="my-day-stale"
          title="Stale leads"
          rows={answer?.staleLeads.items}
          total={answer?.staleLeads.total}
          empty="None of your leads is stale."
          row={(lead) => <StaleLeadRow key={lead.id} lead={lead} />}
          moreTo="/admin?flag=stale&owner=mine"
        />
      </div>
    </div>
  );
}
