import { functionEntry } from '../../topology';
import { articlesArea } from '../area';
import * as z from '@meridian/shared/zod';
import { getPublishedArticle } from '../data/articles';
import { httpHandler } from '../../lib/http';

const pathSchema = z.object({ slug: z.string().min(1).max(200) });

/**
 * `GET /api/articles/{slug}` (docs/product/site.md#insights): one published article with its
 * content (`Article`), or 404 `{ "error": "Article not found" }` (also for a malformed slug).
 * Publicly cacheable for a minute.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(articlesArea, 'articles/handlers/get-article'),
    path: pathSchema,
    cache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 },
  },
  async ({ path }) => getPublishedArticle(path.slug),
);
