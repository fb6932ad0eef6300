import { ARTICLE_EVENT_SOURCE } from '@meridian/shared/article-events';
import { LEADING_KEYS, processedEventPattern } from './table/keys';
import type { TableAccess } from './routes';
import type { ItemAccess } from './table-access';

/**
 * The functions outside the route, rule and schedule tables (docs/architecture.md, "Topology"): the
 * targets of the one-time EventBridge Scheduler schedules (a consultation's reminder,
 * docs/product/booking.md#reminder; an article's scheduled publication,
 * docs/product/publishing.md#scheduling) and the missing-article origin at the edge. The CDK stack
 * builds each from its entry here; `npm run bench:api` cold-imports them beside the tables' functions.
 * Plain data, like the tables, so that `infra/` can read it.
 */

/** One function outside the tables: its handler module and what it may use. */
export interface TargetDefinition {
  /** Handler module relative to `functions/src`, without extension; it exports `handler`. */
  handler: string;
  tableAccess: TableAccess;
  /** Items it may read and write (`dynamodb:LeadingKeys` patterns); required unless `tableAccess` is `none`. */
  items?: ItemAccess;
  publishesEvents?: boolean;
  /** Event sources it publishes with; required when it publishes. */
  eventSources?: readonly string[];
  sendsEmail?: boolean;
  /** True when it needs the privacy key (signed links in the email). */
  usesPrivacyKey?: boolean;
  timeoutSeconds?: number;
}

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

/** The target of the article publication schedules: publishes the article it was scheduled for. */
export const articlePublishTarget: TargetDefinition = {
  handler: 'articles/scheduled/publish-article',
  tableAccess: 'readWrite',
  items: { write: [LEADING_KEYS.article] },
  publishesEvents: true,
  eventSources: [ARTICLE_EVENT_SOURCE],
  timeoutSeconds: 30,
};

/**
 * The missing-article origin (docs/decisions/031-event-driven-site-rendering.md): answers the site
 * bucket's `404.html` with status 404. It reads that one object only, no table; its role and its one
 * variable (`SITE_BUCKET_NAME`) are set by `infra/lib/missing-article.ts`.
 */
export const notFoundPageFunction: TargetDefinition = {
  handler: 'articles/handlers/not-found-page',
  tableAccess: 'none',
};

/** Every function outside the tables, in the order the stack builds them. */
export const targetFunctions: readonly TargetDefinition[] = [
  bookingReminderTarget,
  articlePublishTarget,
  notFoundPageFunction,
];
