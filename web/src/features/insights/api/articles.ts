import type { Article, ArticleSummary } from '@meridian/shared/article';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../../lib/api-client';

/** Query key of the article list. */
export const ARTICLES_QUERY_KEY = ['/api/articles'] as const;

/**
 * `GET /api/articles` (SPEC.md section 7): published articles, newest first.
 * @throws ApiError for any non-ok answer
 */
export async function fetchArticles(): Promise<ArticleSummary[]> {
  const body = await apiJson<unknown>('GET', '/api/articles');
  // Accept a bare array or a paged `{ items }` answer.
  if (Array.isArray(body)) return body as ArticleSummary[];
  if (body && typeof body === 'object' && 'items' in body && Array.isArray(body.items))
    return body.items as ArticleSummary[];
  return [];
}

/** react-query options of the article list. */
export const articlesQueryOptions = queryOptions({ queryKey: ARTICLES_QUERY_KEY, queryFn: fetchArticles });

/** The article list (SPEC.md section 4: loading, error, loaded). */
export function useArticles() {
  return useQuery(articlesQueryOptions);
}

/**
 * `GET /api/articles/:slug`: one article, or null when the server has no such article (404).
 * @throws ApiError for other non-ok answers
 */
export async function fetchArticle(slug: string): Promise<Article | null> {
  try {
    const body = await apiJson<unknown>('GET', `/api/articles/${encodeURIComponent(slug)}`);
    return isArticle(body) ? body : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Whether an API answer has the article fields the page renders. */
function isArticle(value: unknown): value is Article {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    ['slug', 'title', 'excerpt', 'content', 'category', 'publishedAt'].every(
      (key) => typeof record[key] === 'string',
    ) && typeof record.readTime === 'number'
  );
}

/** react-query options of one article. */
export function articleQueryOptions(slug: string) {
  return queryOptions({ queryKey: ['/api/articles', slug] as const, queryFn: () => fetchArticle(slug) });
}

/** One article by slug (SPEC.md section 4: found or not found). */
export function useArticle(slug: string) {
  return useQuery(articleQueryOptions(slug));
}
