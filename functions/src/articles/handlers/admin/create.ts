import { functionEntry } from '../../../topology';
import { articlesArea } from '../../area';
import { ARTICLE_REQUEST_MAX_BYTES, articleInputSchema } from '@meridian/shared/articles/article-admin';
import { requireSession } from '../../../staff-auth/services/require-session';
import { httpHandler } from '../../../lib/http';
import { createArticleDraft } from '../../services/article-admin';

/**
 * `POST /api/admin/articles` (docs/product/publishing.md#slug): creates a draft; without a slug
 * one is made from the title and numbered when taken. 201 with the stored article (`version` 1,
 * read time from the body); 400 for invalid input (field details); 409 when a given slug is taken;
 * 401 without a session.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(articlesArea, 'articles/handlers/admin/create'),
    body: articleInputSchema,
    successStatus: 201,
    maxBodyBytes: ARTICLE_REQUEST_MAX_BYTES,
    middlewares: [requireSession()],
  },
  async ({ body }) => createArticleDraft(body),
);
