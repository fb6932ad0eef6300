import { type Article, type ArticleSummary, articleSchema, articleSummarySchema } from '@meridian/shared/article';
import { BUILT_IN_ARTICLES } from '@meridian/shared/builtin-articles';
import { documentDbClient, documentSdk } from '../lib/clients';
import { ArticleNotFoundError } from '../lib/errors';
import { ARTICLE_INDEX_PARTITION, articleIndexKey, articleKey } from './keys';
import { queryPages } from './paging';
import { GSI1, isConditionalCheckFailed, tableName } from './table';

/**
 * Article repository (docs/architecture.md): one item per slug (`articleKey`); published articles
 * are also in gsi1 (`articleIndexKey`), so the listing is one Query, newest first.
 */

/** Upper bound of the listing (a safety net; the firm publishes a handful of articles). */
const MAX_LISTED = 200;
/** The attributes of an article summary (everything but `content`). */
const SUMMARY_FIELDS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'category',
  'readTime',
  'imageUrl',
  'author',
  'published',
  'publishedAt',
  'createdAt',
  'updatedAt',
] as const;

/** The stored item of an article. */
export function toArticleItem(article: Article): Record<string, unknown> {
  return {
    ...articleKey(article.slug),
    entity: 'article',
    ...(article.published ? articleIndexKey(article.publishedAt, article.slug) : {}),
    ...article,
  };
}

/**
 * Published articles, newest first, without `content` (`GET /api/articles`, docs/product/site.md#insights). At most 200.
 * Items are validated with `articleSummarySchema` on the way out.
 */
export async function listPublishedArticles(): Promise<ArticleSummary[]> {
  const items: ArticleSummary[] = [];
  const query = {
    TableName: tableName(),
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :published',
    ExpressionAttributeValues: { ':published': ARTICLE_INDEX_PARTITION },
    ExpressionAttributeNames: Object.fromEntries(SUMMARY_FIELDS.map((field) => [`#${field}`, field])),
    ProjectionExpression: SUMMARY_FIELDS.map((field) => `#${field}`).join(', '),
    ScanIndexForward: false,
  };
  for await (const page of queryPages(query, { maxItems: MAX_LISTED })) {
    for (const item of page.items) items.push(articleSummarySchema.parse(item));
  }
  return items;
}

/**
 * One published article with its content (`GET /api/articles/{slug}`).
 *
 * @throws ArticleNotFoundError when the slug is malformed, unknown or not published.
 */
export async function getPublishedArticle(slug: string): Promise<Article> {
  if (!articleSchema.shape.slug.safeParse(slug).success) throw new ArticleNotFoundError();
  const { Item } = await documentDbClient().send(
    new (documentSdk().GetCommand)({ TableName: tableName(), Key: articleKey(slug) }),
  );
  if (Item?.published !== true) throw new ArticleNotFoundError();
  return articleSchema.parse(Item);
}

/**
 * Stores articles that do not exist yet (conditional put on the key): repeated calls, including
 * concurrent ones at every start of the local stack, never duplicate or overwrite an article.
 *
 * @param articles - defaults to the four built-in articles (docs/product/site.md#insights).
 * @returns how many articles this call inserted.
 */
export async function seedBuiltInArticles(articles: readonly Article[] = BUILT_IN_ARTICLES): Promise<number> {
  let inserted = 0;
  for (const article of articles) {
    try {
      await documentDbClient().send(
        new (documentSdk().PutCommand)({
          TableName: tableName(),
          Item: toArticleItem(articleSchema.parse(article)),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      inserted += 1;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
  return inserted;
}
