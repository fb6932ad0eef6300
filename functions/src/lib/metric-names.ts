/**
 * Names of the business metrics (plain data, read by `metrics.ts` and by the monitoring dashboard
 * in `infra/`). See `metrics.ts` for how they are written.
 */

/** Namespace of the business metrics. */
export const METRICS_NAMESPACE = 'Meridian';

/** Value of the only dimension, `service`. */
export const METRICS_SERVICE = 'meridian';

/** Names of the business metrics (all counts). */
export const BUSINESS_METRICS = {
  /** A submission created or updated a lead (docs/product/leads.md#lead-capture). */
  leadsCaptured: 'LeadsCaptured',
  /** A lead notification email went to the firm. */
  firmEmailsSent: 'FirmEmailsSent',
  /** An email went to a visitor (e.g. assessment results). */
  visitorEmailsSent: 'VisitorEmailsSent',
  /** A visitor email was held back: the hourly cap was reached (docs/product/security.md#visitor-email-cap). */
  visitorEmailsHeldBack: 'VisitorEmailsHeldBack',
  /** An EventBridge delivery to a consumer failed (it is retried, then dead-lettered). */
  eventDeliveriesFailed: 'EventDeliveriesFailed',
  /** An admin login was refused for a wrong password (docs/product/admin.md#throttling). */
  loginFailures: 'LoginFailures',
  /** A reply to an outreach email reached its lead's timeline (docs/product/outreach.md#replies). */
  repliesCaptured: 'RepliesCaptured',
  /** A message to the reply domain was dropped: spam, virus, too large, unknown or expired token (docs/product/outreach.md#what-is-dropped). */
  repliesDropped: 'RepliesDropped',
  /** An outreach step schedule could not be put or deleted (docs/product/outreach.md#the-sequence). */
  outreachStepScheduleFailures: 'OutreachStepScheduleFailures',
  /** A due outreach step ran: stopped, a review task, or an automatic send (docs/product/outreach.md#the-sequence). */
  outreachStepsRun: 'OutreachStepsRun',
} as const;

/** One of {@link BUSINESS_METRICS}. */
export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];
