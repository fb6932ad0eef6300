import * as z from '@meridian/shared/zod';

/** Input schemas of admin routes that are not request bodies (those come from `@meridian/shared`). */

/** Path `{id}` of a lead: a generated UUID or another plain id, at most 100 characters. */
export const leadPathSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid lead id'),
});

/**
 * Paging query `?cursor=&limit=`; unknown parameters are ignored.
 *
 * @param defaultLimit - page size when `limit` is absent.
 * @param maxLimit - largest accepted `limit` (a larger one is a 400).
 * @returns the schema of `{ cursor?: string; limit: number }`.
 */
export function pageQuerySchema(defaultLimit: number, maxLimit: number) {
  return z.object({
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });
}

/** Message of an `updatedSince` that is not an ISO 8601 date-time with a zone. */
export const UPDATED_SINCE_MESSAGE = 'Must be an ISO 8601 date-time with a zone, such as 2026-11-23T07:30:00Z';

/**
 * Query of `GET /api/admin/leads`: paging (`cursor`, `limit`) and the optional `updatedSince`, an
 * ISO 8601 date-time with `Z` or an offset, read as a `Date` (docs/product/admin.md#changes-since).
 *
 * @param defaultLimit - page size when `limit` is absent.
 * @param maxLimit - largest accepted `limit`.
 */
export function leadListQuerySchema(defaultLimit: number, maxLimit: number) {
  return pageQuerySchema(defaultLimit, maxLimit).extend({
    updatedSince: z.iso
      .datetime({ offset: true, error: UPDATED_SINCE_MESSAGE })
      .transform((value) => new Date(value))
      .optional(),
  });
}

/** Path `{id}` of an article: a generated UUID or a built-in article's id, at most 100 characters. */
export const articlePathSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid article id'),
});
