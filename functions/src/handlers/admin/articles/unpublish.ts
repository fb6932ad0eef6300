import { articleUnpublishSchema } from '@meridian/shared/article-admin';
import { requireSession } from '../../../auth/require-session';
import { articleScheduleEnv, eventBusEnv, tableEnv } from '../../../lib/env';
import { httpHandler } from '../../../lib/http';
import { articlePathSchema } from '../../../lib/request-schemas';
import { unpublishArticle } from '../../../services/article-admin';

/**
 * `POST /api/admin/articles/{id}/unpublish` `{ version }` (docs/product/publishing.md#states): takes
 * a published or scheduled article back to draft; its schedule is deleted and, when it was live,
 * `ArticleUnpublished` removes its page. Answers the stored article. 409 on a stale version or a
 * draft; 404 when unknown; 401 without a session.
 */
export const handler = httpHandler(
  {
    env: [tableEnv, eventBusEnv, articleScheduleEnv],
    path: articlePathSchema,
    body: articleUnpublishSchema,
    middlewares: [requireSession()],
  },
  async ({ path, body }) => unpublishArticle(path.id, body.version),
);
