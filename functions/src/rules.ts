import { SES_EVENT_SOURCE, SES_FEEDBACK_DETAIL_TYPES } from '@meridian/shared/email-feedback';
import { ARTICLE_DETAIL_TYPES, ARTICLE_EVENT_SOURCE } from '@meridian/shared/article-events';
import { BOOKING_DETAIL_TYPES, BOOKING_EVENT_SOURCE } from '@meridian/shared/booking-events';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/events';
import type { TableAccess } from './routes';

/**
 * The EventBridge rule table: the single source of truth for the event flow (docs/architecture.md, "Topology").
 * The CDK stack creates one rule per entry on the custom bus, with one Lambda target per target;
 * the local runner's PutEvents endpoint delivers to the same handler modules. Target modules live
 * under `functions/src/` and export `handler` (an EventBridge event handler).
 */

export interface RuleTarget {
  /** Handler module, relative to `functions/src`, without extension; it exports `handler`. */
  handler: string;
  tableAccess: TableAccess;
  publishesEvents?: boolean;
  /** True when the function sends email with SES (`ses:SendEmail` from the sender identity only). */
  sendsEmail?: boolean;
  /** True when the function needs `PRIVACY_KEY` (erasure tombstones: docs/product/privacy.md#erasure). */
  usesPrivacyKey?: boolean;
  /** True when the function keeps the consultation reminder schedules (docs/product/booking.md#reminder). */
  schedulesReminders?: boolean;
  /** True when the function renders article pages to the site bucket and invalidates them in CloudFront. */
  rendersSite?: boolean;
  /** Event sources it publishes with (default: the lead events' source). */
  eventSources?: readonly string[];
  memoryMb?: number;
  timeoutSeconds?: number;
}

export interface EventRuleDefinition {
  /** Rule name, unique, PascalCase. */
  name: string;
  /** Event pattern `source`. */
  source: string;
  /** Event pattern `detail-type` values. */
  detailTypes: string[];
  /**
   * The bus of the rule: the project's custom bus (default), or the account's `default` bus for
   * events of AWS services (SES delivers its sending events there).
   */
  bus?: 'custom' | 'default';
  targets: RuleTarget[];
}

export const eventRules: readonly EventRuleDefinition[] = [
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
  {
    // The visitor's follow-through (docs/product/assessment.md#report-email, #benchmark).
    name: 'AssessmentToVisitor',
    source: EVENT_SOURCES.website,
    detailTypes: [DETAIL_TYPES.assessmentSubmitted],
    targets: [
      {
        handler: 'assessment/consumers/send-assessment-report',
        tableAccess: 'readWrite',
        sendsEmail: true,
        timeoutSeconds: 30,
      },
      { handler: 'assessment/consumers/count-assessment-benchmark', tableAccess: 'readWrite' },
    ],
  },
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
  {
    // Bounces and complaints from the SES configuration set (docs/product/security.md#emails).
    name: 'EmailFeedbackToSuppression',
    source: SES_EVENT_SOURCE,
    detailTypes: [SES_FEEDBACK_DETAIL_TYPES.bounce, SES_FEEDBACK_DETAIL_TYPES.complaint],
    bus: 'default',
    targets: [{ handler: 'email/consumers/suppress-email-feedback', tableAccess: 'readWrite' }],
  },
  {
    // A booking, a reschedule or a cancellation on the lead (docs/product/booking.md#into-the-crm).
    name: 'BookingToLead',
    source: BOOKING_EVENT_SOURCE,
    detailTypes: Object.values(BOOKING_DETAIL_TYPES),
    targets: [{ handler: 'booking/consumers/booking-to-lead', tableAccess: 'readWrite' }],
  },
  {
    // The invitations to the visitor and the firm (docs/product/booking.md#invitations).
    name: 'BookingToEmails',
    source: BOOKING_EVENT_SOURCE,
    detailTypes: Object.values(BOOKING_DETAIL_TYPES),
    targets: [
      {
        handler: 'booking/consumers/send-booking-emails',
        tableAccess: 'readWrite',
        sendsEmail: true,
        usesPrivacyKey: true,
        timeoutSeconds: 30,
      },
    ],
  },
  {
    // The one-time reminder schedule of a booking (docs/product/booking.md#reminder).
    name: 'BookingToReminder',
    source: BOOKING_EVENT_SOURCE,
    detailTypes: Object.values(BOOKING_DETAIL_TYPES),
    targets: [
      { handler: 'booking/consumers/schedule-booking-reminder', tableAccess: 'read', schedulesReminders: true },
    ],
  },
  {
    // The article pages, the listing and the sitemap on the live site (docs/product/publishing.md#publishing).
    name: 'ArticleToSite',
    source: ARTICLE_EVENT_SOURCE,
    detailTypes: [ARTICLE_DETAIL_TYPES.published, ARTICLE_DETAIL_TYPES.updated, ARTICLE_DETAIL_TYPES.unpublished],
    targets: [
      {
        handler: 'articles/consumers/render-site',
        tableAccess: 'read',
        rendersSite: true,
        memoryMb: 1024,
        timeoutSeconds: 60,
      },
    ],
  },
  {
    // An article emailed to the confirmed subscribers (docs/product/publishing.md#send). The sender
    // emits the event again to carry on in a new invocation, hence its own source.
    name: 'ArticleSendToSubscribers',
    source: ARTICLE_EVENT_SOURCE,
    detailTypes: [ARTICLE_DETAIL_TYPES.sendRequested],
    targets: [
      {
        handler: 'articles/consumers/send-article-newsletter',
        tableAccess: 'readWrite',
        sendsEmail: true,
        usesPrivacyKey: true,
        publishesEvents: true,
        eventSources: [ARTICLE_EVENT_SOURCE],
        timeoutSeconds: 300,
      },
    ],
  },
];
