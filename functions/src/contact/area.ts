import { CONTACT_PATH } from '@meridian/shared/api-paths';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/events';
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
      tableAccess: 'none',
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
          tableAccess: 'readWrite',
          sendsEmail: true,
          timeoutSeconds: 30,
        },
      ],
    },
  ],
  schedules: [],
  targets: [],
};
