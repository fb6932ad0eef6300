import { articlePublishSchema } from '@meridian/shared/article-admin';
import { requireSession } from '../../../auth/require-session';
import { articleScheduleEnv, eventBusEnv, tableEnv } from '../../../lib/env';
import { httpHandler } from '../../../lib/http';
import { articlePathSchema } from '../../../lib/request-schemas';
import { publishArticle } from '../../../services/article-admin';

/**
 * `POST /api/admin/articles/{id}/publish` `{ at?, version }` (docs/product/publishing.md#scheduling):
 * publishes now (no `at`, or `at` not in the future) and raises `ArticlePublished`, or schedules
 * the publication for `at` with a one-time schedule. Answers the stored article. 400 for a
 * malformed `at` or one more than a year ahead; 409 on a stale version or an article already
 * published; 404 when unknown; 401 without a session.
 */
export const handler = httpHandler(
  {
    env: [tableEnv, eventBusEnv, articleScheduleEnv],
    path: articlePathSchema,
    body: articlePublishSchema,
    middlewares: [requireSession()],
  },
  async ({ path, body }) => publishArticle(path.id, body),
);
