import { mergeLeadsInputSchema } from '@meridian/shared/lead-requests';
import { requireSession } from '../../auth/require-session';
import { tableEnv } from '../../lib/env';
import { httpHandler } from '../../lib/http';
import { leadPathSchema } from '../../lib/request-schemas';
import { mergeLeads } from '../../services/lead-merge';

/**
 * `POST /api/admin/leads/{id}/merge` (docs/product/pipeline.md#merge): merges lead `otherId` into
 * lead `{id}` (`mergeLeadsInputSchema`). 200 with the surviving lead; 400 for invalid input or the
 * same id twice; 404 when either lead is unknown; 409 when either changed since read (nothing
 * written); 401 without a session.
 */
export const handler = httpHandler(
  { env: [tableEnv], path: leadPathSchema, body: mergeLeadsInputSchema, middlewares: [requireSession()] },
  async ({ path, body }) => mergeLeads(path.id, body),
);
