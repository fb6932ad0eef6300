import { type Article, articleSchema } from '@meridian/shared/articles/article';
import { ARTICLE_INDEX_PARTITION } from './article-keys';
import { queryPages } from '../../table/paging';
import { GSI1, tableName } from '../../table/table';

/**
 * What the render function reads (docs/product/publishing.md#publishing): every published article
 * with its body, from the published partition of gsi1 (projection ALL), newest first. One Query,
 * paged; no Scan.
 */

/** Upper bound of the articles rendered into the listing and the sitemap (a safety net). */
export const MAX_RENDERED_ARTICLES = 500;

/**
 * Every published article with its Markdown body, newest first.
 *
 * @returns at most {@link MAX_RENDERED_ARTICLES} articles, each validated with `articleSchema`.
 * @throws ZodError when a stored item is not a valid article.
 */
export async function listPublishedArticlePages(): Promise<Article[]> {
  const articles: Article[] = [];
  const query = {
    TableName: tableName(),
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :published',
    ExpressionAttributeValues: { ':published': ARTICLE_INDEX_PARTITION },
    ScanIndexForward: false,
  };
  for await (const page of queryPages(query, { maxItems: MAX_RENDERED_ARTICLES })) {
    for (const item of page.items) articles.push(articleSchema.parse(item));
  }
  return articles;
}
