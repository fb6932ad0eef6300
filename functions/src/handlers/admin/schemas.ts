import * as z from '@meridian/shared/zod';
import { DEFAULT_LEAD_PAGE_SIZE, MAX_LEAD_PAGE_SIZE } from '../../data/lead-admin';

/** Input schemas shared by the admin handlers (the bodies come from `@meridian/shared`). */

/** Path `{id}` of a lead: a generated UUID or another plain id, at most 100 characters. */
export const leadPathSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid lead id'),
});

/** Paging query `?cursor=&limit=`; unknown parameters are ignored. */
export function pageQuerySchema(defaultLimit: number, maxLimit: number) {
  return z.object({
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });
}

/** `GET /api/admin/leads` query: limit 1-2000, default 1000. */
export const leadPageQuerySchema = pageQuerySchema(DEFAULT_LEAD_PAGE_SIZE, MAX_LEAD_PAGE_SIZE);
