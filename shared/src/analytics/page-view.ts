import * as z from '../zod';

/**
 * The named analytics events of docs/product/site.md#analytics-and-consent (`app_initialized` is its app-initialised
 * event). They are stored with the page views (docs/decisions/007-analytics-events.md).
 */
export const ANALYTICS_EVENT_NAMES = [
  'cta_click',
  'tool_access',
  'assessment_started',
  'assessment_completed',
  'assessment_email_capture',
  'article_view',
  'article_cta_click',
  'contact_form_submit',
  'consultation_booked',
  'app_initialized',
] as const;

/** One of {@link ANALYTICS_EVENT_NAMES}. */
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** Largest magnitude of an event value (scores are 0-100; anything near this is bad input). */
export const MAX_EVENT_VALUE = 1_000_000_000;

/**
 * A named event (docs/product/site.md#analytics-and-consent): category (default 'engagement'), label (default
 * 'unknown'), numeric value (default 0). Strict and bounded: unknown names or keys are rejected.
 */
export const analyticsEventSchema = z.strictObject({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  category: z.string().trim().min(1).max(100).default('engagement'),
  label: z.string().trim().min(1).max(500).default('unknown'),
  value: z.number().min(-MAX_EVENT_VALUE).max(MAX_EVENT_VALUE).default(0),
});
/** A validated event, defaults applied. */
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
/** An event as the browser sends it (category, label and value optional). */
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;

/**
 * Page-view payload of `POST /api/page-views` (docs/product/site.md#analytics-and-consent).
 * `page` is a site path such as `/insights/strategic-planning-mistakes`. With `event` the record
 * is a named event that happened on that page rather than a plain page view.
 */
export const pageViewSubmissionSchema = z.strictObject({
  page: z.string().trim().min(1).max(500).startsWith('/', 'Page must be a site path'),
  referrer: z.string().trim().max(2000).optional(),
  sessionId: z.string().trim().max(100).optional(),
  event: analyticsEventSchema.optional(),
});
/** A validated `POST /api/page-views` body. */
export type PageViewSubmission = z.output<typeof pageViewSubmissionSchema>;
/** A `POST /api/page-views` body as the browser builds it (event defaults not applied yet). */
export type PageViewSubmissionInput = z.input<typeof pageViewSubmissionSchema>;

/** A stored page view: the client IP is kept only as a salted SHA-256 hash (docs/product/site.md#analytics-and-consent). */
export const pageViewSchema = z.object({
  id: z.string(),
  page: z.string(),
  referrer: z.string().optional(),
  sessionId: z.string().optional(),
  userAgent: z.string().optional(),
  ipHash: z.string().optional(),
  timestamp: z.string(),
  /** Present when the record is a named event, not a plain page view. */
  event: analyticsEventSchema.optional(),
});
/** A stored page view or event. */
export type PageView = z.output<typeof pageViewSchema>;
