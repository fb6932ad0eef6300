import { listPublishedArticles } from '../../data/articles';
import { tableEnv } from '../../lib/env';
import { httpHandler } from '../../lib/http';

tableEnv();

/**
 * `GET /api/articles` (SPEC.md section 7, issue 3): published articles, newest first, list fields
 * only (no `content`). 200 with a JSON array of `ArticleSummary`. Publicly cacheable for a minute.
 */
export const handler = httpHandler({ cache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } }, async () =>
  listPublishedArticles(),
);
