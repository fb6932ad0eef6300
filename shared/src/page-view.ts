import * as z from 'zod';

/**
 * Page-view payload of `POST /api/page-views` (SPEC.md section 3, DECISIONS.md item 11).
 * `page` is a site path such as `/insights/strategic-planning-mistakes`.
 */
export const pageViewSubmissionSchema = z.strictObject({
  page: z.string().trim().min(1).max(500).startsWith('/', 'Page must be a site path'),
  referrer: z.string().trim().max(2000).optional(),
  sessionId: z.string().trim().max(100).optional(),
});
export type PageViewSubmission = z.output<typeof pageViewSubmissionSchema>;

/** A stored page view: the client IP is kept only as a salted SHA-256 hash (DECISIONS.md item 11). */
export const pageViewSchema = z.object({
  id: z.string(),
  page: z.string(),
  referrer: z.string().optional(),
  sessionId: z.string().optional(),
  userAgent: z.string().optional(),
  ipHash: z.string().optional(),
  timestamp: z.string(),
});
export type PageView = z.output<typeof pageViewSchema>;
