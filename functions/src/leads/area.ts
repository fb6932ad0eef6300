import {
  ADMIN_LEADS_EXPORT_PATH,
  ADMIN_LEADS_PATH,
  ADMIN_LEAD_ACTIVITIES_PATH,
  ADMIN_LEAD_MERGE_PATH,
  ADMIN_LEAD_PATH,
  ADMIN_LEADS_ASSIGN_PATH,
  ADMIN_ASSIGNMENT_PATH,
  ADMIN_STAFF_PATH,
  ADMIN_MY_DAY_PATH,
} from '@meridian/shared/admin-api-paths';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import { LONDON_TIME_ZONE } from '@meridian/shared/london-day';
import { LEADING_KEYS as K, processedEventPattern } from '../table/item-types';
import { withSession } from '../table-access';
import type { AreaDefinition } from '../topology';

/**
 * What erasing a lead touches (`DELETE /api/admin/leads/{id}`, docs/product/privacy.md#erasure):
 * the lead with its timeline and email claim, its submissions' capture records, the visitor
 * windows of its address, its bookings (found through their index), its subscriber with the
 * confirmed count, the tombstone, the audit entry, and the anonymous outcome kept of a closed deal.
 */
const ERASE_LEAD_ITEMS = withSession({
  read: [K.bookingIndex],
  write: [
    K.lead,
    K.leadEmail,
    K.erasure,
    processedEventPattern('capture-lead'),
    K.notificationWindow,
    K.acknowledgementWindow,
    K.reportAllowance,
    K.booking,
    K.subscriber,
    K.subscriberCount,
  ],
  append: [K.audit, K.erasedOutcome],
});

/**
 * What choosing the owner of a new inbound lead reads (docs/product/assignment.md#the-rule): the
 * rule, everyone's preferences, and the staff directory (the cursors are written with the lead).
 */
const ASSIGNMENT_READS = [K.assignmentSettings, K.assigneePreferences, K.staffUserIndex];

/** `detail-type` of the daily digest's event. */
export const LEAD_DIGEST_DETAIL_TYPE = 'LeadDigestDue';

/**
 * The leads area (docs/architecture.md, "Business areas"): the CRM's lead list, record, changes and merges; lead capture from submissions, the firm's notification and the daily digest. Its entries
 * are part of the route, rule, schedule and target tables, and the CDK app deploys them as one nested stack.
 */
export const leadsArea: AreaDefinition = {
  name: 'leads',
  routes: [
    {
      method: 'GET',
      path: ADMIN_LEADS_PATH,
      handler: 'leads/handlers/list-leads',
      items: withSession({ read: [K.leadIndex, K.leadChangeIndex] }),
      memoryMb: 1024,
    },
    {
      method: 'GET',
      path: ADMIN_LEADS_EXPORT_PATH,
      handler: 'leads/handlers/export-leads',
      usesPrivacyKey: true,
      items: withSession({ read: [K.leadIndex], append: [K.audit] }),
      memoryMb: 1024,
      timeoutSeconds: 29,
    },
    {
      method: 'GET',
      path: ADMIN_LEAD_PATH,
      handler: 'leads/handlers/get-lead',
      items: withSession({ read: [K.lead] }),
    },
    {
      method: 'POST',
      path: ADMIN_LEADS_PATH,
      handler: 'leads/handlers/create-lead',
      items: withSession({ write: [K.lead, K.leadEmail] }),
    },
    {
      method: 'PUT',
      path: ADMIN_LEAD_PATH,
      handler: 'leads/handlers/update-lead',
      usesPrivacyKey: true,
      items: withSession({ read: [K.staffUserIndex], write: [K.lead, K.leadEmail], append: [K.audit] }),
      // A move to Consultation or later, or Close, stops the outreach sequence and deletes its step's schedule.
      cancelsOutreachSteps: true,
    },
    {
      method: 'POST',
      path: ADMIN_LEAD_ACTIVITIES_PATH,
      handler: 'leads/handlers/add-lead-activity',
      items: withSession({ read: [K.staffUserIndex], write: [K.lead] }),
    },
    {
      method: 'POST',
      path: ADMIN_LEAD_MERGE_PATH,
      handler: 'leads/handlers/merge-leads',
      usesPrivacyKey: true,
      // The other lead's tasks move with it: their claims are re-pointed (docs/product/tasks.md#data).
      items: withSession({ read: [K.staffUserIndex], write: [K.lead, K.leadEmail, K.taskClaim], append: [K.audit] }),
    },
    {
      method: 'POST',
      path: ADMIN_LEADS_ASSIGN_PATH,
      handler: 'leads/handlers/assign-leads',
      usesPrivacyKey: true,
      items: withSession({ read: [K.staffUserIndex], write: [K.lead], append: [K.audit] }),
      timeoutSeconds: 29,
    },
    {
      method: 'GET',
      path: ADMIN_MY_DAY_PATH,
      handler: 'leads/handlers/get-my-day',
      // The member's tasks, consultations (each with its lead by email claim) and leads by owner
      // (docs/decisions/049-my-day-by-owner-index.md): reads only.
      items: withSession({
        read: [K.openTaskIndex, K.bookingIndex, K.leadEmail, K.lead, K.leadOwnerIndex],
      }),
    },
    {
      method: 'GET',
      path: ADMIN_STAFF_PATH,
      handler: 'leads/handlers/get-staff',
      items: withSession({ read: [K.staffUserIndex] }),
    },
    {
      method: 'GET',
      path: ADMIN_ASSIGNMENT_PATH,
      handler: 'leads/handlers/get-assignment',
      items: withSession({ read: [K.assignmentSettings, K.assigneePreferences, K.staffUserIndex] }),
    },
    {
      method: 'PUT',
      path: ADMIN_ASSIGNMENT_PATH,
      handler: 'leads/handlers/put-assignment',
      items: withSession({
        read: [K.staffUserIndex],
        write: [K.assignmentSettings, K.assigneePreferences],
      }),
    },
    {
      method: 'DELETE',
      path: ADMIN_LEAD_PATH,
      handler: 'leads/handlers/delete-lead',
      usesPrivacyKey: true,
      items: ERASE_LEAD_ITEMS,
      timeoutSeconds: 29,
    },
  ],
  rules: [
    {
      name: 'SubmissionToLead',
      source: EVENT_SOURCES.website,
      detailTypes: [DETAIL_TYPES.contactSubmitted, DETAIL_TYPES.assessmentSubmitted],
      targets: [
        {
          handler: 'leads/consumers/capture-lead',
          items: {
            read: [K.erasure, ...ASSIGNMENT_READS],
            write: [processedEventPattern('capture-lead'), K.lead, K.leadEmail, K.assignmentCursor],
          },
          publishesEvents: true,
          usesPrivacyKey: true,
        },
      ],
    },
    {
      name: 'LeadCapturedToNotification',
      source: EVENT_SOURCES.leads,
      detailTypes: [DETAIL_TYPES.leadCaptured],
      targets: [
        {
          handler: 'leads/consumers/notify-lead',
          items: {
            read: [K.lead, K.assignmentSettings, K.staffUserIndex],
            write: [processedEventPattern('notify-lead'), K.notificationWindow],
          },
          sendsEmail: true,
          timeoutSeconds: 30,
        },
      ],
    },
  ],
  schedules: [
    {
      // docs/product/pipeline.md#daily-digest: 07:30 London time, Monday to Friday.
      name: 'LeadDigest',
      description: 'Daily lead digest to the firm (07:30 Europe/London, Monday to Friday)',
      expression: 'cron(30 7 ? * MON-FRI *)',
      timeZone: LONDON_TIME_ZONE,
      detailType: LEAD_DIGEST_DETAIL_TYPE,
      handler: 'leads/scheduled/lead-digest',
      items: {
        read: [K.leadIndex, K.staffUserIndex, K.openTaskIndex, K.bookingIndex],
        write: [processedEventPattern('lead-digest'), K.setting],
      },
      sendsEmail: true,
      memoryMb: 1024,
      timeoutSeconds: 60,
    },
  ],
  targets: [],
};
