import { functionEntry } from '../../../topology';
import { articlesArea } from '../../area';
import { articleSendTestSchema } from '@meridian/shared/articles/article-admin';
import * as z from '@meridian/shared/zod';
import { requireSession } from '../../../staff-auth/services/require-session';
import { httpHandler } from '../../../lib/http';
import { sendArticleTest } from '../../services/article-newsletter';

/**
 * `POST /api/admin/articles/{id}/send-test` `{ to }` (docs/product/publishing.md#send): emails the
 * published article to one address as subscribers will get it (marked as a test; its unsubscribe
 * link unsubscribes nobody) → 200 with the send's progress (`testSentTo`, `testSentAt`); 400 for a
 * bad address; 404; 409 when the article is not published or the address is suppressed; 401
 * without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(articlesArea, 'articles/handlers/admin/send-test'),
    path: z.object({ id: z.string().trim().min(1).max(100) }),
    body: articleSendTestSchema,
    middlewares: [requireSession()],
  },
  async ({ path, body }) => sendArticleTest(path.id, body.to),
);
