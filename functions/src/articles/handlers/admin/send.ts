import { functionEntry } from '../../../topology';
import { articlesArea } from '../../area';
import * as z from '@meridian/shared/zod';
import { requireSession } from '../../../staff-auth/services/require-session';
import { httpHandler } from '../../../lib/http';
import { startArticleSend } from '../../services/article-newsletter';

/**
 * `POST /api/admin/articles/{id}/send` (docs/product/publishing.md#send): starts the one send of a
 * published article to every confirmed subscriber → 202 with its progress (`sending`, `total`);
 * 404; 409 when the article is not published, no test was sent or a send already started (a
 * double click never starts a second send); 503 when the bus refused (nothing started); 401
 * without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(articlesArea, 'articles/handlers/admin/send'),
    path: z.object({ id: z.string().trim().min(1).max(100) }),
    successStatus: 202,
    middlewares: [requireSession()],
  },
  async ({ path }) => startArticleSend(path.id),
);
