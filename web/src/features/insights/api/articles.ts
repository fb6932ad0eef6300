import { ARTICLE_PATH, ARTICLES_PATH, fillPath } from '@meridian/shared/api-paths';
import type { Article, ArticleSummary } from '@meridian/shared/articles/article';
import { useEffect, useState } from 'react';
import { loadDeferredStyles } from '../../../lib/deferred-styles';

/**
 * The API client and the public response schemas (with zod) load with the first call, outside the
 * insights pages' first JavaScript (each public page stays within 100 KB of gzip JavaScript,
 * docs/decisions/036-critical-css-inline-boot-and-page-budgets.md); so does no react-query: a
 * public page asks once and shows what it prerendered until the answer.
 */
const client = () => import('../../../lib/api-client');
const responses = () => import('@meridian/shared/api-responses');

/**
 * `GET /api/articles` (docs/product/site.md#insights): published articles, newest first.
 * @throws ApiError for any non-ok answer; UnexpectedResponseError when the answer is not a list of articles
 */
export async function fetchArticles(): Promise<ArticleSummary[]> {
  const { apiJson } = await client();
  return apiJson('GET', ARTICLES_PATH, () => responses().then((m) => m.articleListResponseSchema));
}

/** The state of one request of a public page: pending until its answer, then data or an error. */
export interface FetchState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * Fetches once per mount (and again when `key` changes); a stale answer is dropped. Before an
 * error, or an answer that `changesPage` says shows new markup, the page's held-back stylesheet
 * loads (`lib/deferred-styles.ts`); an answer that changes nothing on the page needs none.
 */
function useFetchOnce<T>(key: string, fetcher: () => Promise<T>, changesPage: (data: T) => boolean): FetchState<T> {
  const [state, setState] = useState<FetchState<T>>({ data: undefined, isPending: true, isError: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the request `fetcher` makes
  useEffect(() => {
    let current = true;
    const styled = async (next: FetchState<T>) => {
      if (next.data === undefined || changesPage(next.data)) await loadDeferredStyles();
      if (current) setState(next);
    };
    fetcher().then(
      (data) => styled({ data, isPending: false, isError: false }),
      () => styled({ data: undefined, isPending: false, isError: true }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state;
}

/**
 * The article list (loading, error, loaded).
 * @param shown - the list the page shows already (prerendered), if any
 */
export function useArticles(shown?: readonly ArticleSummary[]): FetchState<ArticleSummary[]> {
  const slugs = (list: readonly ArticleSummary[]) => list.map((article) => article.slug).join();
  return useFetchOnce(ARTICLES_PATH, fetchArticles, (data) => !shown || slugs(data) !== slugs(shown));
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

/**
 * One article by slug (found, or null when not found).
 * @param shownVersion - `updatedAt` of the version the page shows already (prerendered), if any
 */
export function useArticle(slug: string, shownVersion?: string): FetchState<Article | null> {
  return useFetchOnce(
    slug,
    () => fetchArticle(slug),
    (data) => data?.updatedAt !== shownVersion,
  );
}
