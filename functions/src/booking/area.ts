import { BOOKING_ITEMS, CRM_ITEMS } from '../table-access';
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
import { BOOKING_DETAIL_TYPES, BOOKING_EVENT_SOURCE } from '@meridian/shared/booking/booking-events';
import { LEADING_KEYS, processedEventPattern } from '../table/keys';
import type { AreaDefinition, TargetDefinition } from '../topology';

/** The target of the consultation reminder schedules: sends the reminder once per booking. */
export const bookingReminderTarget: TargetDefinition = {
  handler: 'booking/scheduled/send-booking-reminder',
  tableAccess: 'readWrite',
  items: {
    read: [LEADING_KEYS.booking, LEADING_KEYS.emailSuppression],
    write: [processedEventPattern('booking-reminder')],
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
      tableAccess: 'read',
      items: BOOKING_ITEMS,
    },
    {
      method: 'POST',
      path: BOOKINGS_PATH,
      handler: 'booking/handlers/post-booking',
      tableAccess: 'readWrite',
      items: BOOKING_ITEMS,
      publishesEvents: true,
      rateLimited: 'submissions',
    },
    {
      method: 'GET',
      path: BOOKING_MANAGE_PATH,
      handler: 'booking/handlers/get-managed-booking',
      tableAccess: 'read',
      items: BOOKING_ITEMS,
      usesPrivacyKey: true,
      rateLimited: 'submissions',
    },
    {
      method: 'POST',
      path: BOOKING_CANCEL_PATH,
      handler: 'booking/handlers/post-booking-cancel',
      tableAccess: 'readWrite',
      items: BOOKING_ITEMS,
      publishesEvents: true,
      usesPrivacyKey: true,
      rateLimited: 'submissions',
    },
    {
      method: 'POST',
      path: BOOKING_RESCHEDULE_PATH,
      handler: 'booking/handlers/post-booking-reschedule',
      tableAccess: 'readWrite',
      items: BOOKING_ITEMS,
      publishesEvents: true,
      usesPrivacyKey: true,
      rateLimited: 'submissions',
    },
    {
      method: 'GET',
      path: ADMIN_BOOKING_AVAILABILITY_PATH,
      handler: 'booking/handlers/get-booking-availability',
      tableAccess: 'readWrite',
      items: CRM_ITEMS,
    },
    {
      method: 'PUT',
      path: ADMIN_BOOKING_AVAILABILITY_PATH,
      handler: 'booking/handlers/put-booking-availability',
      tableAccess: 'readWrite',
      items: CRM_ITEMS,
    },
    {
      method: 'GET',
      path: ADMIN_UPCOMING_CONSULTATIONS_PATH,
      handler: 'booking/handlers/list-upcoming-consultations',
      tableAccess: 'readWrite',
      items: CRM_ITEMS,
    },
    {
      method: 'POST',
      path: ADMIN_BOOKING_ATTENDANCE_PATH,
      handler: 'booking/handlers/post-booking-attendance',
      tableAccess: 'readWrite',
      items: CRM_ITEMS,
    },
  ],
  rules: [
    {
      // A booking, a reschedule or a cancellation on the lead (docs/product/booking.md#into-the-crm).
      name: 'BookingToLead',
      source: BOOKING_EVENT_SOURCE,
      detailTypes: Object.values(BOOKING_DETAIL_TYPES),
      targets: [{ handler: 'booking/consumers/booking-to-lead', tableAccess: 'readWrite' }],
    },
    {
      // The invitations to the visitor and the firm (docs/product/booking.md#invitations).
      name: 'BookingToEmails',
      source: BOOKING_EVENT_SOURCE,
      detailTypes: Object.values(BOOKING_DETAIL_TYPES),
      targets: [
        {
          handler: 'booking/consumers/send-booking-emails',
          tableAccess: 'readWrite',
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
        { handler: 'booking/consumers/schedule-booking-reminder', tableAccess: 'read', schedulesReminders: true },
      ],
    },
  ],
  schedules: [],
  targets: [bookingReminderTarget],
};
