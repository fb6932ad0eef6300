/**
 * The newsletter area's records for other areas (docs/architecture.md, "Business areas"): the
 * subscriber lookups an article's send and the privacy requests read, and the erasure's plan.
 */
export {
  allSubscribers,
  confirmedSubscriberCount,
  deleteSubscriberPlan,
  getSubscriber,
  subscriberRowOf,
} from './data/subscribers';
