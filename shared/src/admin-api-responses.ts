import { leadActivitySchema, leadSchema, leadSummarySchema } from './lead';
import { subscriberSchema } from './newsletter';
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

/** `PUT /api/admin/leads/{id}` (the updated lead) and `POST /api/admin/leads` (the created prospect). */
export const leadResponseSchema = leadSchema;

/** `GET /api/admin/subscribers`: one page of newsletter subscribers, newest first. */
export const subscriberPageSchema = pageSchema(subscriberSchema);
export type SubscriberPage = z.output<typeof subscriberPageSchema>;

/** `GET /api/admin/auth-status`: whether the session header names a valid session. */
export const authStatusSchema = z.object({ authenticated: z.boolean() });
export type AuthStatus = z.output<typeof authStatusSchema>;

/** `POST /api/admin/login`: the new session's id, sent back in the session header. */
export const loginResultSchema = z.object({ sessionId: z.string().min(1) });
export type LoginResult = z.output<typeof loginResultSchema>;

/** `POST /api/admin/logout`: always `{ loggedOut: true }`, also for an unknown session. */
export const logoutResultSchema = z.object({ loggedOut: z.literal(true) });
export type LogoutResult = z.output<typeof logoutResultSchema>;
