import { leadActivitySchema, leadSchema, leadSummarySchema } from './leads/lead';
import { subscriberListSchema } from './privacy/subscribers';
import * as z from './zod';

/**
 * Response bodies of the admin API routes (see `api-paths.ts`), as the CRM parses them. Kept apart
 * from `api-responses.ts` so public pages never bundle the lead schemas. Their outputs match the
 * `LeadSummaryPage`, `LeadWithActivity` and `Lead` types of `lead.ts`.
 */

/** A cursor-paged list: one page of items and the cursor of the next page (null on the last page). */
function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** `GET /api/admin/leads`: one page of lead summaries, newest first. */
export const leadSummaryPageSchema = pageSchema(leadSummarySchema);

/** `GET /api/admin/leads/{id}`: the lead with its activity timeline, newest entry first. */
export const leadWithActivitySchema = leadSchema.extend({ activity: z.array(leadActivitySchema) });

/** One row of `scoreBreakdown` (`ScoreBreakdownRow` of `lead-score.ts`). */
export const scoreBreakdownRowSchema = z.object({
  factor: z.string(),
  value: z.string().nullable(),
  points: z.number().int(),
});

/**
 * `GET /api/admin/leads/{id}` (docs/product/pipeline.md#timeline, docs/product/leads.md#lead-score):
 * the lead (with its `outcome` when in Close), `timeline` newest entry first, and `scoreBreakdown`,
 * whose rows' points add up exactly to `aiScore`. `activity` is the same list as `timeline`, kept
 * while screens move to `timeline`.
 */
export const leadDetailSchema = leadWithActivitySchema.extend({
  timeline: z.array(leadActivitySchema),
  scoreBreakdown: z.array(scoreBreakdownRowSchema),
});
export type LeadDetail = z.output<typeof leadDetailSchema>;

/** 201 of `POST /api/admin/leads/{id}/activities`: the stored timeline entry. */
export const leadActivityResponseSchema = leadActivitySchema;

/** `POST /api/admin/leads/{id}/merge`: the surviving lead as stored after the merge. */
export const mergedLeadResponseSchema = leadSchema;

/** `PUT /api/admin/leads/{id}` (the updated lead) and `POST /api/admin/leads` (the created prospect). */
export const leadResponseSchema = leadSchema;

/**
 * `GET /api/admin/subscribers`: one page of newsletter subscribers, newest first, with state and
 * dates, and the total `confirmedCount` (`subscriberListSchema` of `privacy-admin-api.ts`).
 */
export const subscriberPageSchema = subscriberListSchema;
export type SubscriberPage = z.output<typeof subscriberPageSchema>;

/** `GET /api/admin/auth-status`: whether the session header names a valid session. */
export const authStatusSchema = z.object({ authenticated: z.boolean() });
export type AuthStatus = z.output<typeof authStatusSchema>;

/** `POST /api/admin/logout`: always `{ loggedOut: true }`, also for an unknown session. */
export const logoutResultSchema = z.object({ loggedOut: z.literal(true) });
export type LogoutResult = z.output<typeof logoutResultSchema>;
