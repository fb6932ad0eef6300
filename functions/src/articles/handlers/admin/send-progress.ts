import { functionEntry } from '../../../topology';
import { articlesArea } from '../../area';
import * as z from '@meridian/shared/zod';
import { requireSession } from '../../../staff-auth/services/require-session';
import { httpHandler } from '../../../lib/http';
import { articleSendProgress } from '../../services/article-newsletter';

/**
 * `GET /api/admin/articles/{id}/send` (docs/product/publishing.md#send): the progress of the
 * article's send to subscribers (`none` before any; counts of sent, skipped and failed emails;
 * the last test) → 200; 404 for an unknown article; 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(articlesArea, 'articles/handlers/admin/send-progress'),
    path: z.object({ id: z.string().trim().min(1).max(100) }),
    middlewares: [requireSession()],
  },
  async ({ path }) => articleSendProgress(path.id),
);
