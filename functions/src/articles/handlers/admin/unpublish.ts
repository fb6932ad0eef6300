import { functionEntry } from '../../../topology';
import { articlesArea } from '../../area';
import { articleUnpublishSchema } from '@meridian/shared/articles/article-admin';
import { requireSession } from '../../../staff-auth/services/require-session';
import { httpHandler } from '../../../lib/http';
import { articlePathSchema } from '../../../lib/request-schemas';
import { unpublishArticle } from '../../services/article-admin';
import { auditAction, auditContextOf } from '../../../privacy/services/audit';

/**
 * `POST /api/admin/articles/{id}/unpublish` `{ version }` (docs/product/publishing.md#states): takes
 * a published or scheduled article back to draft; its schedule is deleted and, when it was live,
 * `ArticleUnpublished` removes its page; audited (docs/product/privacy.md#audit-log). Answers the
 * stored article. 409 on a stale version or a draft; 404 when unknown; 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(articlesArea, 'articles/handlers/admin/unpublish'),
    path: articlePathSchema,
    body: articleUnpublishSchema,
    middlewares: [requireSession()],
  },
  async ({ path, body, event }) => {
    const article = await unpublishArticle(path.id, body.version);
    await auditAction({ action: 'article_unpublished', target: `article:${article.id}`, ...auditContextOf(event) });
    return article;
  },
);
