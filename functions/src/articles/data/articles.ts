import {
  type Article,
  type ArticleSummary,
  articleSchema,
  articleSummarySchema,
} from '@meridian/shared/articles/article';
import {
  type AdminArticle,
  type AdminArticleSummary,
  adminArticleSchema,
  adminArticleSummarySchema,
  articleStateOf,
} from '@meridian/shared/articles/article-admin';
import * as z from '@meridian/shared/zod';
import { getItem, updateItem } from '../../lib/dynamodb';
import { ArticleSlugTakenError, ArticleVersionConflictError } from '../errors';
import { ArticleNotFoundError, ConflictError } from '../../lib/errors';
import {
  ARTICLE_ADMIN_INDEX_PARTITION,
  ARTICLE_INDEX_PARTITION,
  articleAdminIndexKey,
  articleIndexKey,
  articleKey,
  articleSlugKey,
} from './article-keys';
import { queryPages } from '../../table/paging';
import { GSI1, GSI2, isConditionalCheckFailed, tableName } from '../../table/table';
import { commitPlan, type PlanStep } from '../../table/write-plan';

/**
 * Article repository (docs/architecture.md, "Single-table design";
 * docs/decisions/028-article-storage-and-scheduled-publishing.md): one item per article keyed by
 * its id, one slug claim per slug (`articleSlugKey`, written in the same transaction, so a slug is
 * unique), published articles in gsi1 (`ARTICLES_PUBLISHED`, the public listing, newest first) and
 * every article in gsi2 (`ARTICLES`, the CRM's listing, newest change first). Every write of an
 * article is conditional on the `version` read (optimistic concurrency).
 */

/** Upper bound of the listings (a safety net; the firm publishes a handful of articles a month). */
const MAX_LISTED = 500;

/**
 * An article as stored: the public fields plus `version` (1 on create, +1 per write) and
 * `scheduledAt` (ISO-8601 UTC, while a publication is scheduled). `publishedAt` is the first
 * publication's time, `''` while the article has never been published.
 */
export const storedArticleSchema = articleSchema.extend({
  version: z.number().int().min(1),
  scheduledAt: z.string().optional(),
});
export type StoredArticle = z.output<typeof storedArticleSchema>;

/** The attributes of an article summary (everything but `content`). */
const SUMMARY_FIELDS = Object.keys(articleSummarySchema.shape);
const ADMIN_SUMMARY_FIELDS = [...SUMMARY_FIELDS, 'version', 'scheduledAt'];

const projectionOf = (fields: readonly string[]) => ({
  ExpressionAttributeNames: Object.fromEntries(fields.map((field) => [`#${field}`, field])),
  ProjectionExpression: fields.map((field) => `#${field}`).join(', '),
});

/**
 * The stored item of an article: its keys, gsi1 keys while published, gsi2 keys always, its fields.
 *
 * @param pendingPublishEvent - the scheduled time whose `ArticlePublished` event is still to be
 *   sent (set by the scheduled publication until the event is out, see `article-schedule.ts`).
 */
export function toArticleItem(article: StoredArticle, pendingPublishEvent?: string): Record<string, unknown> {
  return {
    ...articleKey(article.id),
    entity: 'article',
    ...(article.published ? articleIndexKey(article.publishedAt, article.id) : {}),
    ...articleAdminIndexKey(article.updatedAt, article.id),
    ...article,
    ...(pendingPublishEvent ? { pendingPublishEvent } : {}),
  };
}

/**
 * The CRM's view of a stored article item, with its state.
 *
 * @throws ZodError when the item is not a valid article (corrupt data is never served silently).
 */
export function fromArticleItem(item: Record<string, unknown>): AdminArticle {
  const stored = storedArticleSchema.parse(item);
  return adminArticleSchema.parse({ ...stored, state: articleStateOf(stored) });
}

async function readItem(articleId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await getItem({ TableName: tableName(), Key: articleKey(articleId), ConsistentRead: true });
  return Item;
}

/**
 * One article of any state, with its body (`GET /api/admin/articles/{id}`, strongly consistent).
 *
 * @throws ArticleNotFoundError (404) when no article has this id.
 */
export async function getArticle(articleId: string): Promise<AdminArticle> {
  const item = await readItem(articleId);
  if (!item) throw new ArticleNotFoundError();
  return fromArticleItem(item);
}

/**
 * One article with the scheduled time whose `ArticlePublished` event is still owed, if any
 * (docs/product/publishing.md#scheduling).
 *
 * @throws ArticleNotFoundError (404) when no article has this id.
 */
export async function getArticleForSchedule(
  articleId: string,
): Promise<{ article: AdminArticle; pendingPublishEvent?: string }> {
  const item = await readItem(articleId);
  if (!item) throw new ArticleNotFoundError();
  const pending = typeof item.pendingPublishEvent === 'string' ? item.pendingPublishEvent : undefined;
  return { article: fromArticleItem(item), ...(pending ? { pendingPublishEvent: pending } : {}) };
}

/**
 * Every article of every state without its body, newest change first (`GET /api/admin/articles`,
 * docs/product/publishing.md#editor): one Query of gsi2 `ARTICLES`, at most 500.
 */
export async function listArticleSummaries(): Promise<AdminArticleSummary[]> {
  const items: AdminArticleSummary[] = [];
  const query = {
    TableName: tableName(),
    IndexName: GSI2,
    KeyConditionExpression: 'gsi2pk = :all',
    ExpressionAttributeValues: { ':all': ARTICLE_ADMIN_INDEX_PARTITION },
    ...projectionOf(ADMIN_SUMMARY_FIELDS),
    ScanIndexForward: false,
  };
  for await (const page of queryPages(query, { maxItems: MAX_LISTED })) {
    for (const item of page.items) {
      const stored = storedArticleSchema.omit({ content: true }).parse(item);
      items.push(adminArticleSummarySchema.parse({ ...stored, state: articleStateOf(stored) }));
    }
  }
  return items;
}

async function queryPublished(fields: readonly string[]): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const query = {
    TableName: tableName(),
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :published',
    ExpressionAttributeValues: { ':published': ARTICLE_INDEX_PARTITION },
    ...projectionOf(fields),
    ScanIndexForward: false,
  };
  for await (const page of queryPages(query, { maxItems: MAX_LISTED })) items.push(...page.items);
  return items;
}

/**
 * Published articles, newest first, without `content` (`GET /api/articles`, docs/product/site.md#insights):
 * one Query of gsi1, at most 500. Drafts and scheduled articles are never in it. Items are
 * validated with `articleSummarySchema` on the way out.
 */
export async function listPublishedArticles(): Promise<ArticleSummary[]> {
  return (await queryPublished(SUMMARY_FIELDS)).map((item) => articleSummarySchema.parse(item));
}

/**
 * Published articles with their Markdown bodies, newest first (the render function's input,
 * docs/product/publishing.md#publishing): one Query of gsi1, at most 500.
 */
export async function listPublishedArticlesWithContent(): Promise<Article[]> {
  return (await queryPublished(Object.keys(articleSchema.shape))).map((item) => articleSchema.parse(item));
}

/**
 * One published article with its content (`GET /api/articles/{slug}`): the slug claim, then the
 * article it names (two reads).
 *
 * @throws ArticleNotFoundError when the slug is malformed, unknown, or its article is a draft or scheduled.
 */
export async function getPublishedArticle(slug: string): Promise<Article> {
  if (!articleSchema.shape.slug.safeParse(slug).success) throw new ArticleNotFoundError();
  const { Item: claim } = await getItem({ TableName: tableName(), Key: articleSlugKey(slug) });
  if (typeof claim?.articleId !== 'string') throw new ArticleNotFoundError();
  const { Item } = await getItem({ TableName: tableName(), Key: articleKey(claim.articleId) });
  if (Item?.published !== true || Item.slug !== slug) throw new ArticleNotFoundError();
  return articleSchema.parse(Item);
}

// Writes.

/** The step that claims an article's slug in its write's transaction (409 when another article holds it). */
export function claimSlugStep(article: StoredArticle): PlanStep {
  return {
    name: 'slugClaim',
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...articleSlugKey(article.slug), entity: 'article_slug', articleId: article.id, slug: article.slug },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    onConditionFailed: () => new ArticleSlugTakenError(),
  };
}

/**
 * Stores a new article and claims its slug, in one transaction.
 *
 * @param article - the complete article (`version` 1).
 * @throws ArticleSlugTakenError (409) when another article holds the slug; ConflictError when the id exists.
 */
export async function createArticle(article: StoredArticle): Promise<void> {
  await commitPlan([
    {
      name: 'article',
      item: {
        Put: { TableName: tableName(), Item: toArticleItem(article), ConditionExpression: 'attribute_not_exists(pk)' },
      },
      onConditionFailed: () => new ConflictError('An article with this id already exists'),
    },
    claimSlugStep(article),
  ]);
}

/**
 * Replaces a stored article with its next version, conditional on the version read; when the slug
 * changed, releases the old claim and claims the new slug in the same transaction.
 *
 * @param before - the article as read.
 * @param after - the article to store (`version` one higher).
 * @param pendingPublishEvent - see {@link toArticleItem}.
 * @throws ArticleVersionConflictError (409) when the stored version is no longer `before.version`
 *   (or the article is gone); ArticleSlugTakenError (409) when the new slug is held by another article.
 */
export async function replaceArticle(
  before: StoredArticle,
  after: StoredArticle,
  pendingPublishEvent?: string,
): Promise<void> {
  const steps: PlanStep[] = [
    {
      name: 'article',
      item: {
        Put: {
          TableName: tableName(),
          Item: toArticleItem(after, pendingPublishEvent),
          ConditionExpression: 'attribute_exists(pk) AND #version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': before.version },
        },
      },
      onConditionFailed: () => new ArticleVersionConflictError(),
    },
  ];
  if (before.slug !== after.slug) {
    steps.push(
      {
        name: 'previousSlugClaim',
        item: {
          Delete: {
            TableName: tableName(),
            Key: articleSlugKey(before.slug),
            ConditionExpression: 'attribute_not_exists(pk) OR articleId = :id',
            ExpressionAttributeValues: { ':id': before.id },
          },
        },
      },
      claimSlugStep(after),
    );
  }
  await commitPlan(steps);
}

/**
 * Marks the `ArticlePublished` event of a scheduled publication as sent (removes
 * `pendingPublishEvent` when it still names `scheduledAt`; the version does not change).
 */
export async function clearPendingPublishEvent(articleId: string, scheduledAt: string): Promise<void> {
  try {
    await updateItem({
      TableName: tableName(),
      Key: articleKey(articleId),
      UpdateExpression: 'REMOVE pendingPublishEvent',
      ConditionExpression: 'pendingPublishEvent = :at',
      ExpressionAttributeValues: { ':at': scheduledAt },
    });
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}
