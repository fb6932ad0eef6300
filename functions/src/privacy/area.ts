import {
  ADMIN_AUDIT_PATH,
  ADMIN_ERASED_OUTCOMES_PATH,
  ADMIN_PEOPLE_EXPORT_PATH,
  ADMIN_RETENTION_PATH,
  ADMIN_SUBSCRIBER_PATH,
} from '@meridian/shared/admin-api-paths';
import { LEADING_KEYS as K } from '../table/item-types';
import { withSession } from '../table-access';
import type { AreaDefinition } from '../topology';

/**
 * The privacy area (docs/architecture.md, "Business areas"): the person export, subscriber erasure, audit log, retention review and the outcomes kept of erased leads. Its entries
 * are part of the route, rule, schedule and target tables, and the CDK app deploys them as one nested stack.
 */
export const privacyArea: AreaDefinition = {
  name: 'privacy',
  routes: [
    {
      method: 'DELETE',
      path: ADMIN_SUBSCRIBER_PATH,
      handler: 'privacy/handlers/erase-subscriber',
      usesPrivacyKey: true,
      items: withSession({ write: [K.subscriber, K.subscriberCount], append: [K.audit] }),
    },
    {
      method: 'GET',
      path: ADMIN_PEOPLE_EXPORT_PATH,
      handler: 'privacy/handlers/export-person',
      usesPrivacyKey: true,
      items: withSession({ read: [K.leadEmail, K.lead, K.subscriber, K.bookingIndex], append: [K.audit] }),
      timeoutSeconds: 29,
    },
    {
      method: 'GET',
      path: ADMIN_AUDIT_PATH,
      handler: 'privacy/handlers/list-audit',
      items: withSession({ read: [K.auditIndex] }),
    },
    {
      method: 'GET',
      path: ADMIN_RETENTION_PATH,
      handler: 'privacy/handlers/list-retention',
      usesPrivacyKey: true,
      items: withSession({ read: [K.leadChangeIndex] }),
      timeoutSeconds: 29,
    },
    {
      method: 'GET',
      path: ADMIN_ERASED_OUTCOMES_PATH,
      handler: 'privacy/handlers/list-erased-outcomes',
      items: withSession({ read: [K.erasedOutcomeIndex] }),
    },
  ],
  rules: [],
  schedules: [],
  targets: [],
};
