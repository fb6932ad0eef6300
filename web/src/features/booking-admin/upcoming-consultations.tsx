import type { AttendanceOutcome, UpcomingConsultation } from '@meridian/shared/booking/booking';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { AttendanceButtons, londonTime, useConsultations, useMarkAttendance } from './attendance';

function Row({
  item,
  now,
  onOpenLead,
  onMark,
  busy,
}: {
  item: UpcomingConsultation;
  now: number;
  onOpenLead: (leadId: string) => void;
  onMark: (outcome: AttendanceOutcome) => void;
  busy: boolean;
}) {
  const who = item.company ? `${item.name} (${item.company})` : item.name;
  const started = Date.parse(item.start) <= now;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-b border-border py-2 last:border-b-0">
      <span>
        <span className="font-semibold">{londonTime.format(new Date(item.start))}</span> · {who}
      </span>
      <span className="flex flex-wrap gap-2">
        {item.leadId ? (
          <Button
            variant="link"
            size="sm"
            aria-label={`Open lead: ${item.name}`}
            onClick={() => item.leadId && onOpenLead(item.leadId)}
          >
            Open lead
          </Button>
        ) : null}
        {started && item.attendance === undefined ? (
          <AttendanceButtons name={item.name} busy={busy} onMark={onMark} />
        ) : null}
      </span>
    </li>
  );
}

/**
 * "Upcoming consultations" on the CRM dashboard (docs/product/booking.md#staff): the booked calls
 * of the coming four weeks in UK time, and those of the past week not yet marked, each with its lead
 * and, once it has started, Held and No-show.
 */
export function UpcomingConsultations({ onOpenLead }: { onOpenLead: (leadId: string) => void }) {
  const query = useConsultations();
  const mark = useMarkAttendance();
  const now = Date.now();
  return (
    <section aria-labelledby="upcoming-consultations-heading" className="rounded-xl border bg-background p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="upcoming-consultations-heading" className="text-lg font-semibold">
          Upcoming consultations
        </h2>
        <Link to="/admin/availability" className="text-sm font-medium text-primary underline underline-offset-4">
          Availability
        </Link>
      </div>
      {query.isPending ? <p role="status">Loading consultations...</p> : null}
      {query.isError ? <p role="alert">Could not load the consultations: {errorMessage(query.error)}</p> : null}
      {query.data?.length === 0 ? <p className="text-muted-foreground">No consultations booked.</p> : null}
      {query.data && query.data.length > 0 ? (
        <ul className="mt-2">
          {query.data.map((item) => (
            <Row
              key={item.bookingId}
              item={item}
              now={now}
              onOpenLead={onOpenLead}
              busy={mark.isPending}
              onMark={(outcome) => mark.mutate({ item, outcome })}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
