import {
  ADMIN_ARTICLE_PATH,
  ADMIN_ARTICLE_PUBLISH_PATH,
  ADMIN_ARTICLE_UNPUBLISH_PATH,
  ADMIN_ARTICLES_PATH,
} from '@meridian/shared/admin-api-paths';
import { fillPath } from '@meridian/shared/api-paths';
import {
  type AdminArticle,
  type AdminArticleSummary,
  type ArticleInput,
  type ArticlePublishRequest,
  type ArticleUpdate,
  adminArticleSchema,
  adminArticleSummarySchema,
} from '@meridian/shared/articles/article-admin';
import * as z from '@meridian/shared/zod';
import { apiJson, apiPages } from '../../lib/api-client';

/**
 * The article editor's calls to `/api/admin/articles` (docs/product/publishing.md#editor). Every
 * write answers with the article as stored, with its new `version`.
 */

/** Query keys of the articles screens (react-query). */
export const articleKeys = {
  all: [ADMIN_ARTICLES_PATH] as const,
  one: (id: string) => [ADMIN_ARTICLES_PATH, id] as const,
};

const articlePageSchema = z.object({
  items: z.array(adminArticleSummarySchema),
  nextCursor: z.string().nullable().default(null),
});

/**
 * Every article, newest change first, without bodies (`GET /api/admin/articles`, following its
 * cursor pages when the API pages).
 * @throws ApiError for a non-ok answer; UnexpectedResponseError for another shape.
 */
export async function fetchArticles(): Promise<AdminArticleSummary[]> {
  const articles: AdminArticleSummary[] = [];
  for await (const page of apiPages(ADMIN_ARTICLES_PATH, articlePageSchema)) articles.push(...page.items);
  return articles;
}

/**
 * One article with its Markdown body (`GET /api/admin/articles/{id}`).
 * @throws ApiError: 404 when there is no such article.
 */
export function fetchArticle(id: string): Promise<AdminArticle> {
  return apiJson('GET', fillPath(ADMIN_ARTICLE_PATH, { id }), adminArticleSchema);
}

/**
 * Creates a draft (`POST /api/admin/articles`); the server derives a unique slug when none is given.
 * @throws ApiError: 400 with field details, 409 when the slug is taken.
 */
export function createArticle(input: ArticleInput): Promise<AdminArticle> {
  return apiJson('POST', ADMIN_ARTICLES_PATH, adminArticleSchema, { body: input });
}

/**
 * Saves an article (`PUT /api/admin/articles/{id}`) with the version the editor loaded.
 * @throws ApiError: 409 when someone saved it since (or the slug is taken), 400 with field details.
 */
export function updateArticle(id: string, update: ArticleUpdate): Promise<AdminArticle> {
  return apiJson('PUT', fillPath(ADMIN_ARTICLE_PATH, { id }), adminArticleSchema, { body: update });
}

/**
 * Publishes now, or schedules with `at` (ISO-8601 UTC) (`POST /api/admin/articles/{id}/publish`).
 * @throws ApiError: 409 on a stale version, 400 for a time in the past or a malformed one.
 */
export function publishArticle(id: string, request: ArticlePublishRequest): Promise<AdminArticle> {
  return apiJson('POST', fillPath(ADMIN_ARTICLE_PUBLISH_PATH, { id }), adminArticleSchema, { body: request });
}

/**
 * Takes a published or scheduled article back to draft (`POST /api/admin/articles/{id}/unpublish`).
 * @throws ApiError: 409 on a stale version.
 */
export function unpublishArticle(id: string, version: number): Promise<AdminArticle> {
  return apiJson('POST', fillPath(ADMIN_ARTICLE_UNPUBLISH_PATH, { id }), adminArticleSchema, { body: { version } });
}
