import { ARTICLE_PATH, ARTICLES_PATH, fillPath } from '@meridian/shared/api-paths';
import type { Article, ArticleSummary } from '@meridian/shared/articles/article';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The API client and the public response schemas (with zod) load with the first call, outside the
 * insights pages' first JavaScript (each public page stays within 110 KB of gzip JavaScript).
 */
const client = () => import('../../../lib/api-client');
const responses = () => import('@meridian/shared/api-responses');

/** Query key of the article list. */
export const ARTICLES_QUERY_KEY = [ARTICLES_PATH] as const;

/**
 * `GET /api/articles` (docs/product/site.md#insights): published articles, newest first.
 * @throws ApiError for any non-ok answer; UnexpectedResponseError when the answer is not a list of articles
 */
export async function fetchArticles(): Promise<ArticleSummary[]> {
  const { apiJson } = await client();
  return apiJson('GET', ARTICLES_PATH, () => responses().then((m) => m.articleListResponseSchema));
}

/** react-query options of the article list. */
export const articlesQueryOptions = queryOptions({ queryKey: ARTICLES_QUERY_KEY, queryFn: fetchArticles });

/** The article list (loading, error, loaded). */
export function useArticles() {
  return useQuery(articlesQueryOptions);
}

/**
 * `GET /api/articles/{slug}`: one article, or null when the server has no such article (404).
 * @throws ApiError for other non-ok answers; UnexpectedResponseError when the answer is not an article
 */
export async function fetchArticle(slug: string): Promise<Article | null> {
  const { ApiError, apiJson } = await client();
  try {
    return await apiJson('GET', fillPath(ARTICLE_PATH, { slug }), () =>
      responses().then((m) => m.articleResponseSchema),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** react-query options of one article. */
export function articleQueryOptions(slug: string) {
  return queryOptions({ queryKey: [ARTICLES_PATH, slug] as const, queryFn: () => fetchArticle(slug) });
}

/** One article by slug (found or not found). */
export function useArticle(slug: string) {
  return useQuery(articleQueryOptions(slug));
}
