import { functionEntry } from '../../topology';
import { articlesArea } from '../area';
import { listPublishedArticles } from '../data/articles';
import { httpHandler } from '../../lib/http';

/**
 * `GET /api/articles` (docs/product/site.md#insights): published articles, newest first, list
 * fields only (no `content`). 200 with a JSON array of `ArticleSummary`. Publicly cacheable for a
 * minute.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(articlesArea, 'articles/handlers/list-articles'),
    cache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 },
  },
  async () => listPublishedArticles(),
);
