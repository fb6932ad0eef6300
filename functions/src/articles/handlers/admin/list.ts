import { functionEntry } from '../../../topology';
import { articlesArea } from '../../area';
import { requireSession } from '../../../staff-auth/services/require-session';
import { listArticleSummaries } from '../../data/articles';
import { httpHandler } from '../../../lib/http';

/**
 * `GET /api/admin/articles` (docs/product/publishing.md#editor): every article of every state,
 * without bodies, newest change first, as one page `{ items, nextCursor: null }` (one Query of
 * gsi2, no Scan). 401 without a session.
 */
export const handler = httpHandler(
  { entry: functionEntry(articlesArea, 'articles/handlers/admin/list'), middlewares: [requireSession()] },
  async () => ({
    items: await listArticleSummaries(),
    nextCursor: null,
  }),
);
