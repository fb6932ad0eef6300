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
