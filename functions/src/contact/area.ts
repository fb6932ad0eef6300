import { CONTACT_PATH } from '@meridian/shared/api-paths';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import { LEADING_KEYS as K, processedEventPattern } from '../table/item-types';
import type { AreaDefinition } from '../topology';

/**
 * The contact area (docs/architecture.md, "Business areas"): the contact form and its acknowledgement to the visitor. Its entries
 * are part of the route, rule, schedule and target tables, and the CDK app deploys them as one nested stack.
 */
export const contactArea: AreaDefinition = {
  name: 'contact',
  routes: [
    {
      method: 'POST',
      path: CONTACT_PATH,
      handler: 'contact/handlers/post-contact',
      items: { write: [K.clientBudget] },
      usesPrivacyKey: true,
      publishesEvents: true,
      rateLimited: 'submissions',
    },
  ],
  rules: [
    {
      // The acknowledgement to the visitor (docs/product/site.md#acknowledgement).
      name: 'ContactToVisitor',
      source: EVENT_SOURCES.website,
      detailTypes: [DETAIL_TYPES.contactSubmitted],
      targets: [
        {
          handler: 'contact/consumers/acknowledge-contact',
          items: {
            read: [K.emailSuppression],
            write: [processedEventPattern('acknowledge-contact'), K.acknowledgementWindow, K.visitorEmailCount],
          },
          sendsEmail: true,
          timeoutSeconds: 30,
        },
      ],
    },
  ],
  schedules: [],
  targets: [],
};
