import { functionEntry } from '../../../topology';
import { articlesArea } from '../../area';
import { ARTICLE_REQUEST_MAX_BYTES, articleUpdateSchema } from '@meridian/shared/articles/article-admin';
import { requireSession } from '../../../staff-auth/services/require-session';
import { httpHandler } from '../../../lib/http';
import { articlePathSchema } from '../../../lib/request-schemas';
import { updateArticle } from '../../services/article-admin';

/**
 * `PUT /api/admin/articles/{id}` (docs/product/publishing.md#editor): replaces the article's fields
 * with the `version` the editor loaded; the read time is computed from the body. A published
 * article's change raises `ArticleUpdated`. 409 on a stale version, a taken slug or a new slug
 * after publication; 404 when unknown; 400 for invalid input; 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(articlesArea, 'articles/handlers/admin/update'),
    path: articlePathSchema,
    body: articleUpdateSchema,
    maxBodyBytes: ARTICLE_REQUEST_MAX_BYTES,
    middlewares: [requireSession()],
  },
  async ({ path, body: { version, ...input } }) => updateArticle(path.id, input, version),
);
