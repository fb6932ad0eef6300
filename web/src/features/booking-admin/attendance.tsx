import type { AttendanceOutcome, UpcomingConsultation } from '@meridian/shared/booking/booking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { consultationsKey, fetchUpcomingConsultations, postAttendance } from './consultations-api';

/** A consultation's start in UK time, e.g. "Tue 4 Mar, 10:00" (Europe/London). */
export const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The CRM's consultations (`GET /api/admin/bookings/upcoming`, docs/product/booking.md#staff), one
 * cached query shared by the dashboard widget and every pipeline card.
 */
export function useConsultations() {
  return useQuery({ queryKey: consultationsKey, queryFn: fetchUpcomingConsultations });
}

/**
 * Records a consultation as held or a no-show (docs/product/booking.md#staff), then refreshes the
 * consultations and says so in a toast; a refusal (400 before the start, 409 when cancelled
 * meanwhile) is shown as "Not saved" with the server's message.
 */
export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, outcome }: { item: UpcomingConsultation; outcome: AttendanceOutcome }) =>
      postAttendance(item.bookingId, outcome),
    onSuccess: (row, { outcome }) => {
      void queryClient.invalidateQueries({ queryKey: consultationsKey });
      toast({
        title: outcome === 'held' ? 'Consultation marked as held' : 'No-show recorded',
        description: outcome === 'held' ? row.name : `${row.name}: next action "Rebook the consultation".`,
        variant: 'success',
      });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not saved', description: errorMessage(error) }),
  });
}

/** The Held and No-show buttons of one consultation, labelled with the visitor's name; 44 px high below 1024 px (touch). */
export function AttendanceButtons({
  name,
  busy,
  onMark,
}: {
  name: string;
  busy: boolean;
  onMark: (outcome: AttendanceOutcome) => void;
}) {
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="max-lg:h-11"
        disabled={busy}
        aria-label={`Held: ${name}`}
        onClick={() => onMark('held')}
      >
        Held
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="max-lg:h-11"
        disabled={busy}
        aria-label={`No-show: ${name}`}
        onClick={() => onMark('no_show')}
      >
        No-show
      </Button>
    </>
  );
}

/**
 * A lead's booked consultation on its pipeline card (docs/product/booking.md#staff): the time in UK
 * time and, once the call has started and until staff mark it, Held and No-show. Nothing for a
 * lead without a consultation in the CRM's list.
 *
 * @param props.leadId - the card's lead.
 * @param props.now - the board's clock (ms since the epoch).
 */
export function ConsultationOnCard({ leadId, now }: { leadId: string; now: number }) {
  const { data } = useConsultations();
  const mark = useMarkAttendance();
  const item = data?.find((consultation) => consultation.leadId === leadId && consultation.attendance === undefined);
  if (!item) return null;
  const started = Date.parse(item.start) <= now;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
      <span>
        Consultation <time dateTime={item.start}>{londonTime.format(new Date(item.start))}</time>
      </span>
      {started ? (
        <AttendanceButtons
          name={item.name}
          busy={mark.isPending}
          onMark={(outcome) => mark.mutate({ item, outcome })}
        />
      ) : null}
    </div>
  );
}
