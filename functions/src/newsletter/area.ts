import { ADMIN_SUBSCRIBERS_EXPORT_PATH, ADMIN_SUBSCRIBERS_PATH } from '@meridian/shared/admin-api-paths';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@meridian/shared/api-paths';
import { LEADING_KEYS as K } from '../table/item-types';
import { withSession } from '../table-access';
import type { AreaDefinition } from '../topology';

/**
 * The newsletter area (docs/architecture.md, "Business areas"): subscribe, confirm and unsubscribe, and the CRM's subscriber list and export. Its entries
 * are part of the route, rule, schedule and target tables, and the CDK app deploys them as one nested stack.
 */
export const newsletterArea: AreaDefinition = {
  name: 'newsletter',
  routes: [
    {
      method: 'POST',
      path: NEWSLETTER_PATH,
      handler: 'newsletter/handlers/post-newsletter',
      usesPrivacyKey: true,
      items: {
        read: [K.emailSuppression],
        write: [K.subscriber, K.confirmationWindow, K.clientBudget, K.visitorEmailCount],
      },
      sendsEmail: true,
      timeoutSeconds: 20,
      rateLimited: 'submissions',
    },
    {
      method: 'POST',
      path: NEWSLETTER_CONFIRM_PATH,
      handler: 'newsletter/handlers/post-newsletter-confirm',
      usesPrivacyKey: true,
      items: { read: [K.emailSuppression], write: [K.subscriber, K.subscriberCount, K.visitorEmailCount] },
      sendsEmail: true,
      timeoutSeconds: 20,
      rateLimited: 'submissions',
    },
    {
      method: 'POST',
      path: NEWSLETTER_UNSUBSCRIBE_PATH,
      handler: 'newsletter/handlers/post-newsletter-unsubscribe',
      usesPrivacyKey: true,
      items: { write: [K.subscriber, K.subscriberCount] },
      // Mail providers send one-click unsubscribes from a few shared addresses: the high budget.
      rateLimited: 'views',
    },
    {
      method: 'GET',
      path: ADMIN_SUBSCRIBERS_PATH,
      handler: 'newsletter/handlers/list-subscribers',
      items: withSession({ read: [K.subscriberIndex, K.subscriberCount] }),
    },
    // Privacy and data rights (docs/product/privacy.md).
    {
      method: 'GET',
      path: ADMIN_SUBSCRIBERS_EXPORT_PATH,
      handler: 'newsletter/handlers/export-subscribers',
      usesPrivacyKey: true,
      items: withSession({ read: [K.subscriberIndex], append: [K.audit] }),
      memoryMb: 1024,
      timeoutSeconds: 29,
    },
  ],
  rules: [],
  schedules: [],
  targets: [],
};
