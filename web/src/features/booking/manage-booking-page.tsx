import type { ManagedBooking, Slot } from '@meridian/shared/booking/booking';
import { LONDON_TIME_ZONE } from '@meridian/shared/london-day';
import { useEffect, useRef, useState } from 'react';
import { loadDeferredStyles } from '../../lib/deferred-styles';
import { Link, useLocation } from 'react-router';
import { Container } from '../../components/page/page-sections';
import { Button } from '../../components/ui/button';
import { SlotList } from './slot-list';
import { dateTimeLabel, visitorTimeZone } from './slot-times';

/** The API calls (client, schemas and zod) load after the first paint, outside the page's first JavaScript. */
const loadApi = () => import('./booking-api');
const messageOf = async (error: unknown) => (await import('../../lib/api-client')).errorMessage(error);

type BookingApi = Awaited<ReturnType<typeof loadApi>>;

type State =
  | { kind: 'loading' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; booking: ManagedBooking; notice?: string };

/**
 * The token of the link, read once from `?token=`, then removed from the address bar (and so from
 * the browser history), so that it stays in this page only; the newsletter link pages do the same.
 */
function useLinkToken(): string {
  const { search, pathname } = useLocation();
  const token = useRef<string | null>(null);
  token.current ??= new URLSearchParams(search).get('token')?.trim() ?? '';
  useEffect(() => {
    if (window.location.search) window.history.replaceState(window.history.state, '', pathname);
  }, [pathname]);
  return token.current;
}

/**
 * `/book/manage?token=…` (docs/product/booking.md#manage-link): the consultation the email's link
 * names, in the visitor's time zone and London time, with "Choose a new time" (the free slots) and
 * "Cancel consultation". A refused link says why; a time taken meanwhile says so and keeps the list.
 */
export function ManageBookingPage() {
  const token = useLinkToken();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [slots, setSlots] = useState<Slot[] | undefined>();
  const [selected, setSelected] = useState<Slot | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  useEffect(() => {
    // What the link's token brings is new markup: the page's held-back stylesheet first (lib/deferred-styles.ts).
    const styled = (next: State) => void loadDeferredStyles().then(() => setState(next));
    if (!token) {
      styled({ kind: 'refused', message: 'This link has no token. Please use the link from your email.' });
      return;
    }
    loadApi()
      .then((api) => api.fetchManagedBooking(token))
      .then(
        (booking) => styled({ kind: 'ready', booking }),
        async (error: unknown) => styled({ kind: 'refused', message: await messageOf(error) }),
      );
  }, [token]);

  const act = async (action: (api: BookingApi) => Promise<ManagedBooking>, notice: string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const booking = await action(await loadApi());
      setState({ kind: 'ready', booking, notice });
      setSlots(undefined);
      setSelected(undefined);
    } catch (error) {
      setProblem(await messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const showSlots = () => {
    loadApi()
      .then((api) => api.fetchSlots())
      .then(
        (response) => setSlots(response.slots),
        async (error: unknown) => setProblem(await messageOf(error)),
      );
  };

  const when = (instant: string) => {
    const timeZone = visitorTimeZone();
    return timeZone === LONDON_TIME_ZONE
      ? dateTimeLabel(instant, timeZone)
      : `${dateTimeLabel(instant, timeZone)} (${dateTimeLabel(instant, LONDON_TIME_ZONE)} London time)`;
  };

  return (
    <Container className="grid max-w-2xl gap-5 py-16">
      <h1 className="text-3xl font-bold text-primary">Your consultation</h1>
      {/* Room for the refusal or the booking before either arrives, so that neither moves the footer (CLS 0). */}
      <div className="grid min-h-44 content-start gap-5">
        {state.kind === 'loading' ? <p role="status">Loading your consultation...</p> : null}
        {state.kind === 'refused' ? (
          <p role="alert">
            {state.message} You can always <Link to="/contact">book a new time</Link>.
          </p>
        ) : null}
        {state.kind === 'ready' ? (
          <>
            {state.notice ? (
              <p role="status" className="font-semibold text-success">
                {state.notice}
              </p>
            ) : null}
            {state.booking.status === 'cancelled' ? (
              <p>
                This consultation is cancelled. <Link to="/contact">Book another time</Link>.
              </p>
            ) : (
              <>
                <p className="text-lg">{when(state.booking.start)}</p>
                <div className="flex flex-wrap gap-3">
                  <Button type="button" variant="outline" onClick={showSlots} disabled={busy}>
                    Choose a new time
                  </Button>
                  <Button
                    type="button"
                    variant="destructive"
                    disabled={busy}
                    onClick={() =>
                      act(
                        (api) => api.postCancelBooking(token),
                        'Your consultation is cancelled. We have emailed you the cancellation.',
                      )
                    }
                  >
                    Cancel consultation
                  </Button>
                </div>
                {slots ? (
                  <div className="grid gap-4">
                    <SlotList
                      slots={slots}
                      timeZone={visitorTimeZone()}
                      selected={selected?.start}
                      onSelect={setSelected}
                    />
                    <Button
                      type="button"
                      variant="accent"
                      disabled={!selected || busy}
                      onClick={() =>
                        selected &&
                        act(
                          (api) => api.postRescheduleBooking(token, selected.start),
                          'Your consultation has moved. We have emailed you the updated invitation.',
                        )
                      }
                    >
                      Move to this time
                    </Button>
                  </div>
                ) : null}
              </>
            )}
            {problem ? <p role="alert">{problem}</p> : null}
          </>
        ) : null}
      </div>
    </Container>
  );
}
