import { functionEntry } from '../../../topology';
import { articlesArea } from '../../area';
import { articlePublishSchema } from '@meridian/shared/articles/article-admin';
import { requireSession } from '../../../staff-auth/services/require-session';
import { httpHandler } from '../../../lib/http';
import { articlePathSchema } from '../../../lib/request-schemas';
import { publishArticle } from '../../services/article-admin';
import { auditAction, auditContextOf } from '../../../privacy/services/audit';

/**
 * `POST /api/admin/articles/{id}/publish` `{ at?, version }` (docs/product/publishing.md#scheduling):
 * publishes now (no `at`, or `at` not in the future) and raises `ArticlePublished`, or schedules
 * the publication for `at` with a one-time schedule; audited (docs/product/privacy.md#audit-log).
 * Answers the stored article. 400 for a malformed `at` or one more than a year ahead; 409 on a
 * stale version or an article already published; 404 when unknown; 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(articlesArea, 'articles/handlers/admin/publish'),
    path: articlePathSchema,
    body: articlePublishSchema,
    middlewares: [requireSession()],
  },
  async ({ path, body, event }) => {
    const article = await publishArticle(path.id, body);
    const action = article.state === 'published' ? 'article_published' : 'article_scheduled';
    await auditAction({ action, target: `article:${article.id}`, ...auditContextOf(event) });
    return article;
  },
);
