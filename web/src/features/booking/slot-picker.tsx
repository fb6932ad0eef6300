import { revealMessage } from '../../lib/reveal';
import {
  type BookingReceipt,
  bookingRequestSchema,
  SLOT_TAKEN_MESSAGE,
  type Slot,
} from '@meridian/shared/booking/booking';
import { LONDON_TIME_ZONE } from '@meridian/shared/london-day';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { TextAreaField, TextField } from '../../components/form/form-field';
import { ScoreInputChoices, scoreInputValuesOf } from '../../components/form/score-input-choices';
import { PrivacyNote } from '../../components/form/privacy-note';
import { Button } from '../../components/ui/button';
import { CheckCircle2 } from '../../components/ui/icons/circle-check';
import { trackEvent } from '../../lib/analytics';
import { ApiError, errorMessage } from '../../lib/api-client';
import { fetchSlots, postBooking } from './booking-api';
import { SlotList } from './slot-list';
import { dateTimeLabel, visitorTimeZone } from './slot-times';

/** The form's fields, in order (the first wrong one gets the focus). */
const FIELDS = ['name', 'email', 'company', 'message'] as const;
type Field = (typeof FIELDS)[number] | 'start';

type SlotsState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; slots: Slot[] };

/** The problems of a refused form, by field (the first message of each). */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The slot picker (docs/product/booking.md#booking), loaded only when the visitor opens it: the
 * free times of the coming days in the visitor's time zone (London time beside them), then name,
 * email, company and the challenge with the contact form's rules. A 409 says the time was just
 * taken, reloads the times and keeps everything typed.
 */
export function SlotPicker() {
  const timeZone = visitorTimeZone();
  const [slots, setSlots] = useState<SlotsState>({ kind: 'loading' });
  const [selected, setSelected] = useState<Slot | undefined>();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<BookingReceipt | undefined>();

  const load = useCallback(() => {
    setSlots({ kind: 'loading' });
    fetchSlots().then(
      (response) => setSlots({ kind: 'ready', slots: response.slots }),
      () => setSlots({ kind: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (field: string) => String(data.get(field) ?? '');
    const parsed = bookingRequestSchema.safeParse({
      start: selected?.start ?? '',
      name: value('name'),
      email: value('email'),
      company: value('company'),
      message: value('message'),
      ...scoreInputValuesOf(form),
    });
    setProblem(undefined);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      if (found.start) found.start = 'Please choose a time above.';
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      setBooked(await postBooking(parsed.data));
      trackEvent('consultation_booked', { category: 'lead_generation', label: 'contact_page' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setProblem(SLOT_TAKEN_MESSAGE);
        setSelected(undefined);
        load();
      } else {
        setProblem(errorMessage(error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (booked) {
    return (
      <div ref={revealMessage} role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h3 className="text-2xl font-bold text-primary">Your consultation is booked</h3>
        <p className="max-w-md">
          {dateTimeLabel(booked.start, timeZone)}
          {timeZone === LONDON_TIME_ZONE ? '' : ` (${dateTimeLabel(booked.start, LONDON_TIME_ZONE)} London time)`}.
        </p>
        <p className="max-w-md text-muted-foreground">
          We have emailed you a calendar invitation with the video call link and a link to reschedule or cancel.
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">Times are shown in your time zone ({timeZone}).</p>
      {slots.kind === 'loading' ? <p role="status">Loading free times...</p> : null}
      {slots.kind === 'failed' ? (
        <p role="alert">
          We could not load the free times.{' '}
          <Button variant="link" onClick={load}>
            Try again
          </Button>
        </p>
      ) : null}
      {slots.kind === 'ready' ? (
        <SlotList slots={slots.slots} timeZone={timeZone} selected={selected?.start} onSelect={setSelected} />
      ) : null}
      {problem ? (
        <p
          ref={revealMessage}
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 font-medium"
        >
          {problem}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label="Book a consultation" className="grid gap-4">
        <p aria-live="polite" className="font-medium text-primary">
          {selected
            ? `Your time: ${dateTimeLabel(selected.start, timeZone)}`
            : (errors.start ?? 'Choose a time above.')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" name="name" required autoComplete="name" error={errors.name} className="grid gap-2" />
          <TextField
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            error={errors.email}
            className="grid gap-2"
          />
          <TextField
            label="Company"
            name="company"
            autoComplete="organization"
            error={errors.company}
            className="grid gap-2"
          />
        </div>
        <TextAreaField
          label="Your challenge"
          name="message"
          required
          rows={4}
          placeholder="What would you like to talk about?"
          error={errors.message}
          className="grid gap-2"
        />
        <ScoreInputChoices errors={errors} />
        <Button type="submit" variant="accent" size="lg" disabled={submitting}>
          {submitting ? 'Booking...' : 'Book this time'}
        </Button>
        <PrivacyNote className="text-muted-foreground" />
      </form>
    </div>
  );
}
