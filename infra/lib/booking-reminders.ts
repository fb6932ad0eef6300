import { bookingReminderTarget } from '@meridian/functions/booking/area';
import type { OneTimeScheduleKind } from './one-time-schedules';

/** Handler module of the reminder function (the one-time schedules' target). */
export const REMINDER_HANDLER = bookingReminderTarget.handler;

/**
 * The consultation reminders (docs/product/booking.md#reminder): one one-time schedule per booking,
 * created, moved and deleted at run time by the `BookingToReminder` consumer, invoking the
 * reminder function (see {@link OneTimeScheduleTarget} for the group, role and dead letters).
 */
export const BOOKING_REMINDERS: OneTimeScheduleKind = {
  id: 'BookingReminders',
  target: bookingReminderTarget,
  owner: 'the consultation reminder schedules',
  groupSuffix: 'consultation-reminders',
  functionId: 'SendBookingReminder',
  purpose: 'the consultation reminders',
  perScheduleReason:
    'Each booking has its own one-time reminder schedule, named after the booking at run time; the grant covers the schedules of the reminders group only.',
  environmentNames: {
    group: 'REMINDER_SCHEDULE_GROUP',
    target: 'REMINDER_TARGET_ARN',
    role: 'REMINDER_ROLE_ARN',
    dlq: 'REMINDER_DLQ_ARN',
  },
  keepsSchedules: (entry) => entry.schedulesReminders === true,
};
