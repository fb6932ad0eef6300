import { notFoundPageFunction } from './articles/area';
import { areas } from './areas';
import type { MailReceiverDefinition, TargetDefinition } from './topology';

/**
 * The functions outside the route, rule and schedule tables (docs/architecture.md, "Topology"): the
 * areas' one-time schedule targets (a consultation's reminder, docs/product/booking.md#reminder; an
 * article's scheduled publication, docs/product/publishing.md#scheduling) and the missing-article
 * origin at the edge, which the root stack builds beside the distribution. `npm run bench:api`
 * cold-imports them beside the tables' functions.
 */
export const targetFunctions: readonly TargetDefinition[] = [
  ...areas.flatMap((area) => area.targets),
  notFoundPageFunction,
];

/**
 * The functions SES invokes from a receipt rule (docs/product/outreach.md#replies), of every area;
 * `npm run bench:api` cold-imports them too.
 */
export const mailReceiverFunctions: readonly MailReceiverDefinition[] = areas.flatMap(
  (area) => area.mailReceivers ?? [],
);
