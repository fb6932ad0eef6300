import { queryItems } from '../../lib/dynamodb';
import { GSI1, tableName } from '../../table/table';
import { PUBLISHED_ARTICLES_PARTITION } from './outreach-keys';

/**
 * The latest published article (the `{{articleTitle}}` and `{{articleUrl}}` merge fields,
 * docs/product/outreach.md#templates): one Query of gsi1 for one item.
 *
 * @returns its title and slug, or undefined when nothing is published.
 */
export async function latestPublishedArticle(): Promise<{ title: string; slug: string } | undefined> {
  const { Items = [] } = await queryItems({
    TableName: tableName(),
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :published',
    ExpressionAttributeValues: { ':published': PUBLISHED_ARTICLES_PARTITION },
    ExpressionAttributeNames: { '#title': 'title', '#slug': 'slug' },
    ProjectionExpression: '#title, #slug',
    ScanIndexForward: false,
    Limit: 1,
  });
  const [item] = Items;
  return typeof item?.title === 'string' && typeof item.slug === 'string'
    ? { title: item.title, slug: item.slug }
    : undefined;
}
