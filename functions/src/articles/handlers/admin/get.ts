import { functionEntry } from '../../../topology';
import { articlesArea } from '../../area';
import { requireSession } from '../../../staff-auth/services/require-session';
import { getArticle } from '../../data/articles';
import { httpHandler } from '../../../lib/http';
import { articlePathSchema } from '../../../lib/request-schemas';

/**
 * `GET /api/admin/articles/{id}` (docs/product/publishing.md#editor): one article of any state
 * with its Markdown body, `version` and `state`. 404 `{ "error": "Article not found" }` when
 * unknown; 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(articlesArea, 'articles/handlers/admin/get'),
    path: articlePathSchema,
    middlewares: [requireSession()],
  },
  async ({ path }) => getArticle(path.id),
);
