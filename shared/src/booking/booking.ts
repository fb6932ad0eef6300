import * as z from '../zod';
import { contactSubmissionSchema } from '../contact/contact';

/**
 * The consultation booking contract (docs/product/booking.md): availability settings and their
 * defaults, the request and response shapes of the booking routes, and the messages the visitor
 * sees. Plain data and zod only, so that the slot picker's lazy chunk stays small; the slot
 * computation (with its time-zone library) lives in `booking-slots.ts`.
 */

/** Weekdays as `Date.getUTCDay()` numbers them: 0 Sunday … 6 Saturday. */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `HH:MM` on a 24-hour clock, Europe/London wall time. */
export const clockTimeSchema = z.string().regex(CLOCK_TIME, 'Use a time like 09:00');

/** Minutes since midnight of an `HH:MM` clock time. */
export function minutesOfClockTime(value: string): number {
  const [hours = '0', minutes = '0'] = value.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** One day's working hours (London wall time), or null for a day without consultations. */
export const workingHoursSchema = z
  .object({ start: clockTimeSchema, end: clockTimeSchema })
  .refine((hours) => minutesOfClockTime(hours.end) > minutesOfClockTime(hours.start), {
    message: 'The end must be after the start',
    path: ['end'],
  })
  .nullable();
export type WorkingHours = z.output<typeof workingHoursSchema>;

const calendarDaySchema = z.iso.date({ error: 'Use a date like 2026-12-24' });

/**
 * Availability settings (docs/product/booking.md#availability): weekly working hours in
 * Europe/London, slot length and buffer (minutes), minimum notice (hours), horizon (days) and
 * blocked London calendar days.
 */
export const availabilitySettingsSchema = z.strictObject({
  weeklyHours: z.strictObject({
    sunday: workingHoursSchema,
    monday: workingHoursSchema,
    tuesday: workingHoursSchema,
    wednesday: workingHoursSchema,
    thursday: workingHoursSchema,
    friday: workingHoursSchema,
    saturday: workingHoursSchema,
  }),
  slotMinutes: z.number().int().min(15).max(240),
  bufferMinutes: z.number().int().min(0).max(120),
  minimumNoticeHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14),
  horizonDays: z.number().int().min(1).max(180),
  blockedDates: z.array(calendarDaySchema).max(366),
});
export type AvailabilitySettings = z.output<typeof availabilitySettingsSchema>;

const OFFICE_HOURS = { start: '09:00', end: '17:00' } as const;

/** Until staff change them: Monday to Friday 09:00-17:00, 30-minute slots, no buffer, 24 h notice, 28 days ahead. */
export const DEFAULT_AVAILABILITY: AvailabilitySettings = {
  weeklyHours: {
    sunday: null,
    monday: OFFICE_HOURS,
    tuesday: OFFICE_HOURS,
    wednesday: OFFICE_HOURS,
    thursday: OFFICE_HOURS,
    friday: OFFICE_HOURS,
    saturday: null,
  },
  slotMinutes: 30,
  bufferMinutes: 0,
  minimumNoticeHours: 24,
  horizonDays: 28,
  blockedDates: [],
};

/** An ISO-8601 instant with a zone (`Z` or an offset), normalised to UTC `toISOString()` form. */
export const instantSchema = z.iso
  .datetime({ offset: true, error: 'Use an ISO-8601 date and time with a zone' })
  .transform((value) => new Date(value).toISOString());

/** Longest range one `GET /api/booking/slots` may ask for (days). */
export const MAX_SLOT_RANGE_DAYS = 31;

/** Query of `GET /api/booking/slots?from=&to=`: a range of instants, `to` after `from`, at most 31 days. */
export const slotsQuerySchema = z
  .strictObject({ from: instantSchema, to: instantSchema })
  .refine((query) => query.to > query.from, { message: 'to must be after from', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= MAX_SLOT_RANGE_DAYS * 86_400_000, {
    message: `The range may span at most ${MAX_SLOT_RANGE_DAYS} days`,
    path: ['to'],
  });
export type SlotsQuery = z.output<typeof slotsQuerySchema>;

/** A bookable slot: start and end instants, ISO-8601 UTC. */
export interface Slot {
  start: string;
  end: string;
}

/** Response of `GET /api/booking/slots`. */
export interface SlotsResponse {
  slots: Slot[];
  /** The firm's time zone, in which working hours are set. */
  timeZone: string;
  slotMinutes: number;
}

/** The message of a booking name holding `;`, `:` or `,` (docs/product/booking.md#booking). */
export const BOOKING_NAME_MESSAGE = 'Please leave semicolons, colons and commas out of your name';
/** The 400 message of a booking name that holds a web address (docs/product/booking.md#booking). */
export const BOOKING_NAME_URL_MESSAGE = 'Please leave web addresses out of your name';
/** The 409 message of a booking beyond the live bookings one visitor address may hold (docs/product/booking.md#booking). */
export const LIVE_BOOKINGS_MESSAGE =
  'You already have two upcoming consultations booked; manage them from the link in their emails.';

/**
 * Whether a name (already one line, by the contact form's rule) may name a booking's attendee
 * (docs/product/booking.md#booking): no `;`, `:` or `,`, the separators of the parameters and
 * addresses of calendar invitations.
 *
 * @param name - the trimmed name.
 */
function isBookingName(name: string): boolean {
  return !/[;:,]/.test(name);
}

/** A scheme (`http://`, `https://`) or `www.`, in any case. */
const URL_START_PATTERN = /https?:\/\/|www\./iu;
/** A domain-like word followed by a path: `evil.example/`, `bit.ly/abc` (letters of any script). */
const DOMAIN_PATH_PATTERN = /[\p{L}\p{N}-]\.\p{L}{2,}\//u;

/**
 * Whether a booking name holds no web address (docs/product/booking.md#booking): no `http://`,
 * `https://` or `www.` (any case) and no domain-like word followed by a slash (`evil.example/`),
 * so the invitations and emails that show the name cannot carry a link of a stranger's choosing.
 * Dots and slashes alone are fine (`Dr. Ada Lovelace`, `Ada/Lovelace`). Linear time: names are
 * short and neither pattern nests a repetition.
 *
 * @param name - the name as entered (one line).
 * @returns true when the name holds no web address.
 */
export function isBookingNameWithoutUrl(name: string): boolean {
  return !URL_START_PATTERN.test(name) && !DOMAIN_PATH_PATTERN.test(name);
}

/**
 * Body of `POST /api/bookings` (docs/product/booking.md#booking): the slot's start and the
 * contact form's fields and rules (name, email, optional company, the challenge as `message`); the
 * name also without a web address ({@link isBookingNameWithoutUrl}) and without `;`, `:` and `,`
 * ({@link isBookingName}).
 */
export const bookingRequestSchema = contactSubmissionSchema.omit({ phone: true }).extend({
  name: contactSubmissionSchema.shape.name
    .refine(isBookingNameWithoutUrl, { error: BOOKING_NAME_URL_MESSAGE, abort: true })
    .refine(isBookingName, BOOKING_NAME_MESSAGE),
  start: instantSchema,
});
export type BookingRequest = z.output<typeof bookingRequestSchema>;
export type BookingFormValues = z.input<typeof bookingRequestSchema>;

/** Response of `POST /api/bookings` (201). */
export interface BookingReceipt {
  bookingId: string;
  start: string;
  end: string;
}

/** A signed manage link's token (docs/product/booking.md#manage-link). */
const manageTokenSchema = z.string().trim().min(20).max(400);

/** Body of `POST /api/bookings/manage/cancel` and query of `GET /api/bookings/manage`. */
export const manageBookingRequestSchema = z.strictObject({ token: manageTokenSchema });

/** Body of `POST /api/bookings/manage/reschedule`: the token and the new slot's start. */
export const rescheduleBookingRequestSchema = z.strictObject({ token: manageTokenSchema, start: instantSchema });

/** Statuses of a booking. */
export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What the manage page shows (`GET /api/bookings/manage`). */
export interface ManagedBooking {
  bookingId: string;
  start: string;
  end: string;
  status: BookingStatus;
  name: string;
}

/** The 409 message when the slot was taken meanwhile (docs/product/booking.md#booking). */
export const SLOT_TAKEN_MESSAGE = 'That time was just taken. Please choose another one.';
/** The 400 message for a start that is not one of the free slots. */
export const SLOT_UNAVAILABLE_MESSAGE = 'That time is not available for booking. Please choose one of the free times.';
/** The 409 message when a cancelled booking is changed. */
export const BOOKING_CANCELLED_MESSAGE = 'This consultation was cancelled.';

const slotSchema = z.object({ start: z.string(), end: z.string() });

/** Response schema of `GET /api/booking/slots` (the web client checks answers with it). */
export const slotsResponseSchema = z.object({
  slots: z.array(slotSchema),
  timeZone: z.string(),
  slotMinutes: z.number(),
});

/** Response schema of `POST /api/bookings` (201). */
export const bookingReceiptSchema = z.object({ bookingId: z.string(), start: z.string(), end: z.string() });

/** Response schema of the manage routes. */
export const managedBookingSchema = z.object({
  bookingId: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  name: z.string(),
});

/** What staff record after a consultation (docs/product/booking.md#staff). */
export const ATTENDANCE_OUTCOMES = ['held', 'no_show'] as const;
export type AttendanceOutcome = (typeof ATTENDANCE_OUTCOMES)[number];

/** Body of `POST /api/admin/bookings/{id}/attendance`. */
export const attendanceRequestSchema = z.strictObject({ outcome: z.enum(ATTENDANCE_OUTCOMES) });

/** The next action a no-show gets on the lead. */
export const REBOOK_NEXT_ACTION = 'Rebook the consultation';

/** One row of the CRM's upcoming consultations (`GET /api/admin/bookings/upcoming`). */
export const upcomingConsultationSchema = z.object({
  bookingId: z.string(),
  start: z.string(),
  end: z.string(),
  name: z.string(),
  company: z.string().optional(),
  email: z.string(),
  leadId: z.string().optional(),
  attendance: z.enum(ATTENDANCE_OUTCOMES).optional(),
});
export type UpcomingConsultation = z.output<typeof upcomingConsultationSchema>;

/** Response of `GET /api/admin/bookings/upcoming`. */
export const upcomingConsultationsSchema = z.object({ items: z.array(upcomingConsultationSchema) });
