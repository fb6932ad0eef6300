import { listPublishedArticles } from '../data/articles';
import { tableEnv } from '../../lib/env';
import { httpHandler } from '../../lib/http';

/**
 * `GET /api/articles` (docs/product/site.md#insights): published articles, newest first, list
 * fields only (no `content`). 200 with a JSON array of `ArticleSummary`. Publicly cacheable for a
 * minute.
 */
export const handler = httpHandler(
  { env: [tableEnv], cache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
  async () => listPublishedArticles(),
);
