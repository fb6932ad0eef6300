import { CRM_ITEMS } from '../table-access';
import {
  ADMIN_LEADS_EXPORT_PATH,
  ADMIN_LEADS_PATH,
  ADMIN_LEAD_ACTIVITIES_PATH,
  ADMIN_LEAD_MERGE_PATH,
  ADMIN_LEAD_PATH,
} from '@meridian/shared/admin-api-paths';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/events';
import { LONDON_TIME_ZONE } from '@meridian/shared/london-day';
import { LEADING_KEYS, processedEventPattern } from '../table/keys';
import type { AreaDefinition } from '../topology';

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
      tableAccess: 'readWrite',
      items: CRM_ITEMS,
      memoryMb: 1024,
    },
    {
      method: 'GET',
      path: ADMIN_LEADS_EXPORT_PATH,
      handler: 'leads/handlers/export-leads',
      usesPrivacyKey: true,
      tableAccess: 'readWrite',
      items: CRM_ITEMS,
      memoryMb: 1024,
      timeoutSeconds: 29,
    },
    {
      method: 'GET',
      path: ADMIN_LEAD_PATH,
      handler: 'leads/handlers/get-lead',
      tableAccess: 'readWrite',
      items: CRM_ITEMS,
    },
    {
      method: 'POST',
      path: ADMIN_LEADS_PATH,
      handler: 'leads/handlers/create-lead',
      tableAccess: 'readWrite',
      items: CRM_ITEMS,
    },
    {
      method: 'PUT',
      path: ADMIN_LEAD_PATH,
      handler: 'leads/handlers/update-lead',
      usesPrivacyKey: true,
      tableAccess: 'readWrite',
      items: CRM_ITEMS,
    },
    {
      method: 'POST',
      path: ADMIN_LEAD_ACTIVITIES_PATH,
      handler: 'leads/handlers/add-lead-activity',
      tableAccess: 'readWrite',
      items: CRM_ITEMS,
    },
    {
      method: 'POST',
      path: ADMIN_LEAD_MERGE_PATH,
      handler: 'leads/handlers/merge-leads',
      usesPrivacyKey: true,
      tableAccess: 'readWrite',
      items: CRM_ITEMS,
    },
    {
      method: 'DELETE',
      path: ADMIN_LEAD_PATH,
      handler: 'leads/handlers/delete-lead',
      usesPrivacyKey: true,
      tableAccess: 'readWrite',
      items: CRM_ITEMS,
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
          tableAccess: 'readWrite',
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
        { handler: 'leads/consumers/notify-lead', tableAccess: 'readWrite', sendsEmail: true, timeoutSeconds: 30 },
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
      tableAccess: 'readWrite',
      items: {
        read: [LEADING_KEYS.lead, LEADING_KEYS.leadIndex],
        write: [processedEventPattern('lead-digest'), LEADING_KEYS.setting],
      },
      sendsEmail: true,
      memoryMb: 1024,
      timeoutSeconds: 60,
    },
  ],
  targets: [],
};
