import {
  ADMIN_BOOKING_ATTENDANCE_PATH,
  ADMIN_BOOKING_AVAILABILITY_PATH,
  ADMIN_UPCOMING_CONSULTATIONS_PATH,
} from '@meridian/shared/admin-api-paths';
import {
  BOOKINGS_PATH,
  BOOKING_CANCEL_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_SLOTS_PATH,
} from '@meridian/shared/api-paths';
import { BOOKING_DETAIL_TYPES, BOOKING_EVENT_SOURCE } from '@meridian/shared/booking/booking-event-names';
import { LEADING_KEYS as K, processedEventPattern } from '../table/item-types';
import { withSession } from '../table-access';
import type { AreaDefinition, TargetDefinition } from '../topology';

/** `detail-type` of the outbox relay's scheduled event. */
export const OUTBOX_RELAY_DETAIL_TYPE = 'OutboxRelayDue';

/** The target of the consultation reminder schedules: sends the reminder once per booking. */
export const bookingReminderTarget: TargetDefinition = {
  handler: 'booking/scheduled/send-booking-reminder',
  items: {
    read: [K.booking, K.emailSuppression],
    write: [processedEventPattern('booking-reminder'), K.visitorEmailCount],
  },
  sendsEmail: true,
  usesPrivacyKey: true,
  timeoutSeconds: 30,
};

/**
 * The booking area (docs/architecture.md, "Business areas"): consultation booking, management links, availability, attendance, reminders and the booking's lead. Its entries
 * are part of the route, rule, schedule and target tables, and the CDK app deploys them as one nested stack.
 */
export const bookingArea: AreaDefinition = {
  name: 'booking',
  routes: [
    // Consultation booking (docs/product/booking.md).
    {
      method: 'GET',
      path: BOOKING_SLOTS_PATH,
      handler: 'booking/handlers/get-booking-slots',
      items: { read: [K.availability, K.setting, K.bookingSlot] },
    },
    {
      method: 'POST',
      path: BOOKINGS_PATH,
      handler: 'booking/handlers/post-booking',
      items: {
        read: [K.availability, K.setting],
        write: [K.booking, K.bookingSlot, K.liveBookings, K.outboxEvent, K.clientBudget],
      },
      publishesEvents: true,
      usesPrivacyKey: true,
      rateLimited: 'submissions',
    },
    {
      method: 'GET',
      path: BOOKING_MANAGE_PATH,
      handler: 'booking/handlers/get-managed-booking',
      items: { read: [K.booking] },
      usesPrivacyKey: true,
      rateLimited: 'submissions',
    },
    {
      method: 'POST',
      path: BOOKING_CANCEL_PATH,
      handler: 'booking/handlers/post-booking-cancel',
      items: { write: [K.booking, K.bookingSlot, K.liveBookings, K.outboxEvent] },
      publishesEvents: true,
      usesPrivacyKey: true,
      rateLimited: 'submissions',
    },
    {
      method: 'POST',
      path: BOOKING_RESCHEDULE_PATH,
      handler: 'booking/handlers/post-booking-reschedule',
      items: {
        read: [K.availability, K.setting],
        write: [K.booking, K.bookingSlot, K.liveBookings, K.outboxEvent],
      },
      publishesEvents: true,
      usesPrivacyKey: true,
      rateLimited: 'submissions',
    },
    {
      method: 'GET',
      path: ADMIN_BOOKING_AVAILABILITY_PATH,
      handler: 'booking/handlers/get-booking-availability',
      items: withSession({ read: [K.availability, K.setting] }),
    },
    {
      method: 'PUT',
      path: ADMIN_BOOKING_AVAILABILITY_PATH,
      handler: 'booking/handlers/put-booking-availability',
      items: withSession({ write: [K.availability] }),
    },
    {
      method: 'GET',
      path: ADMIN_UPCOMING_CONSULTATIONS_PATH,
      handler: 'booking/handlers/list-upcoming-consultations',
      items: withSession({ read: [K.bookingIndex, K.leadEmail, K.lead] }),
    },
    {
      method: 'POST',
      path: ADMIN_BOOKING_ATTENDANCE_PATH,
      handler: 'booking/handlers/post-booking-attendance',
      items: withSession({ read: [K.leadEmail], write: [K.booking, K.lead] }),
    },
  ],
  rules: [
    {
      // A booking, a reschedule or a cancellation on the lead (docs/product/booking.md#into-the-crm).
      name: 'BookingToLead',
      source: BOOKING_EVENT_SOURCE,
      detailTypes: Object.values(BOOKING_DETAIL_TYPES),
      targets: [
        {
          handler: 'booking/consumers/booking-to-lead',
          items: {
            // The owner of a new lead (docs/product/assignment.md#the-rule); the booking as stored and
            // the owner's preparation task: the task and its claim, the lead's task sequence, next task
            // and timeline entry (docs/product/booking.md#preparation-task).
            read: [K.assignmentSettings, K.assigneePreferences, K.staffUserIndex, K.booking],
            write: [processedEventPattern('booking-to-lead'), K.lead, K.leadEmail, K.assignmentCursor, K.taskClaim],
          },
          // A booking stops the outreach sequence and deletes its step's schedule.
          cancelsOutreachSteps: true,
        },
      ],
    },
    {
      // The invitations to the visitor and the firm (docs/product/booking.md#invitations).
      name: 'BookingToEmails',
      source: BOOKING_EVENT_SOURCE,
      detailTypes: Object.values(BOOKING_DETAIL_TYPES),
      targets: [
        {
          handler: 'booking/consumers/send-booking-emails',
          items: {
            read: [K.emailSuppression],
            write: [
              processedEventPattern('booking-email-visitor'),
              processedEventPattern('booking-email-firm'),
              K.visitorEmailCount,
            ],
          },
          sendsEmail: true,
          usesPrivacyKey: true,
          timeoutSeconds: 30,
        },
      ],
    },
    {
      // The one-time reminder schedule of a booking (docs/product/booking.md#reminder).
      name: 'BookingToReminder',
      source: BOOKING_EVENT_SOURCE,
      detailTypes: Object.values(BOOKING_DETAIL_TYPES),
      targets: [
        {
          handler: 'booking/consumers/schedule-booking-reminder',
          items: { read: [K.booking] },
          schedulesReminders: true,
        },
      ],
    },
  ],
  schedules: [
    {
      // docs/decisions/037-nothing-accepted-is-lost.md: events recorded with their write, published late.
      name: 'OutboxRelay',
      description: 'Publishes events recorded with their write that the bus has not taken yet (every minute)',
      expression: 'rate(1 minute)',
      timeZone: 'UTC',
      detailType: OUTBOX_RELAY_DETAIL_TYPE,
      handler: 'booking/scheduled/relay-outbox-events',
      items: { write: [K.outboxEvent] },
      publishesEvents: true,
      eventSources: [BOOKING_EVENT_SOURCE],
      timeoutSeconds: 30,
    },
  ],
  targets: [bookingReminderTarget],
};
