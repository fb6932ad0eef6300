import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BUILT_IN_ARTICLES } from '@meridian/shared/articles/builtin-articles';
import { describe, expect, it } from 'vitest';
import { documentDbClient } from '../../lib/clients';
import { ArticleSlugTakenError, ArticleVersionConflictError } from '../errors';
import { ArticleNotFoundError } from '../../lib/errors';
import { useTestTable } from '../../testing/table';
import { ARTICLE_INDEX_PARTITION, articleSlugKey, legacyArticleKey } from './article-keys';
import {
  clearPendingPublishEvent,
  createArticle,
  getArticle,
  getArticleForSchedule,
  getPublishedArticle,
  listArticleSummaries,
  listPublishedArticles,
  listPublishedArticlesWithContent,
  replaceArticle,
  type StoredArticle,
} from './articles';
import { seedBuiltInArticles } from './article-seed';

const tableName = useTestTable();
let sequence = 0;

/** A draft with a unique id and slug (`updatedAt` one second later per call, so listings have an order). */
function draft(overrides: Partial<StoredArticle> = {}): StoredArticle {
  sequence += 1;
  const at = new Date(Date.UTC(2030, 0, 1, 0, 0, sequence)).toISOString();
  return {
    id: `test-${sequence}`,
    slug: `test-article-${sequence}`,
    title: `Test article ${sequence}`,
    excerpt: 'An excerpt.',
    content: 'Some **Markdown**.',
    category: 'Business Growth',
    readTime: 1,
    author: 'Staff Writer',
    published: false,
    publishedAt: '',
    createdAt: at,
    updatedAt: at,
    version: 1,
    ...overrides,
  };
}

const next = (before: StoredArticle, changes: Partial<StoredArticle> = {}): StoredArticle => ({
  ...before,
  ...changes,
  version: before.version + 1,
});

async function publishedSlugs(): Promise<string[]> {
  const { Items = [] } = await documentDbClient().send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': ARTICLE_INDEX_PARTITION },
    }),
  );
  return Items.map((item) => item.slug as string);
}

describe('seeding the built-in articles (docs/product/publishing.md#built-in-articles)', () => {
  it('replaces the slug-keyed items of an older data folder once, with version 1 and a slug claim', async () => {
    for (const article of BUILT_IN_ARTICLES) {
      await documentDbClient().send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...legacyArticleKey(article.slug),
            entity: 'article',
            gsi1pk: ARTICLE_INDEX_PARTITION,
            gsi1sk: `${article.publishedAt}#${article.slug}`,
            ...article,
            content: '<p>Old HTML body</p>',
          },
        }),
      );
    }
    expect(await seedBuiltInArticles()).toBe(4);
    expect((await publishedSlugs()).sort()).toEqual(BUILT_IN_ARTICLES.map((a) => a.slug).sort());
    for (const article of BUILT_IN_ARTICLES) {
      const { Item } = await documentDbClient().send(
        new GetCommand({ TableName: tableName, Key: legacyArticleKey(article.slug) }),
      );
      expect(Item).toBeUndefined();
      expect(await getArticle(article.id)).toMatchObject({ version: 1, state: 'published', slug: article.slug });
    }
    expect((await getPublishedArticle('strategic-planning-mistakes')).content).not.toContain('<p>');
  });

  it('never inserts twice or overwrites an edit, even when seeding runs repeatedly and concurrently', async () => {
    const first = await getArticle(BUILT_IN_ARTICLES[0]!.id);
    await replaceArticle(first, next(first, { title: 'Edited by staff' }));
    const results = await Promise.all([seedBuiltInArticles(), seedBuiltInArticles(), seedBuiltInArticles()]);
    expect(results).toEqual([0, 0, 0]);
    expect((await getArticle(first.id)).title).toBe('Edited by staff');
    const extra = [draft({ published: true, publishedAt: '2030-01-01T00:00:00.000Z' }), draft()];
    const concurrent = await Promise.all([seedBuiltInArticles(extra), seedBuiltInArticles(extra)]);
    expect(concurrent[0]! + concurrent[1]!).toBe(2);
  });
});

describe('public reads', () => {
  it('lists published articles newest first, without content; drafts and scheduled articles never appear', async () => {
    const hidden = draft({ scheduledAt: '2031-01-01T09:00:00.000Z' });
    await createArticle(hidden);
    const list = await listPublishedArticles();
    expect(list.map((a) => a.slug).slice(0, 4)).toEqual([
      'test-article-1',
      'sme-transformation-paradox-growth-chaos',
      'why-strategic-plans-fail-execution-gaps',
      'strategic-planning-mistakes',
    ]);
    expect(list.map((a) => a.slug)).not.toContain(hidden.slug);
    expect(list.map((a) => a.slug)).not.toContain('test-article-2');
    for (const article of list) expect(Object.keys(article).sort()).not.toContain('content');
    const full = await listPublishedArticlesWithContent();
    expect(full.map((a) => a.slug)).toEqual(list.map((a) => a.slug));
    expect(full[1]!.content).toContain('## Why growth creates chaos');
  });

  it('serves a published article by slug; unknown, malformed, draft and scheduled slugs are not found', async () => {
    const article = await getPublishedArticle('strategic-planning-mistakes');
    expect(article).toMatchObject({ category: 'Strategic Planning', published: true });
    expect(article).not.toHaveProperty('version');
    const scheduled = draft({ scheduledAt: '2031-01-01T09:00:00.000Z' });
    await createArticle(scheduled);
    for (const slug of ['no-such-article', '../../etc/passwd', 'test-article-2', scheduled.slug])
      await expect(getPublishedArticle(slug)).rejects.toBeInstanceOf(ArticleNotFoundError);
  });
});

describe('writes', () => {
  it('gives a slug to exactly one of many concurrent creations', async () => {
    const contenders = Array.from({ length: 6 }, () => draft({ slug: 'contested-slug' }));
    const results = await Promise.allSettled(contenders.map((article) => createArticle(article)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected'))
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ArticleSlugTakenError);
    const { Item } = await documentDbClient().send(
      new GetCommand({ TableName: tableName, Key: articleSlugKey('contested-slug') }),
    );
    const winner = contenders[results.findIndex((result) => result.status === 'fulfilled')]!;
    expect(Item?.articleId).toBe(winner.id);
  });

  it('refuses a write on a stale version and keeps the stored article', async () => {
    const article = draft();
    await createArticle(article);
    const outcomes = await Promise.allSettled([
      replaceArticle(article, next(article, { title: 'First' })),
      replaceArticle(article, next(article, { title: 'Second' })),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
    expect(rejected?.reason).toBeInstanceOf(ArticleVersionConflictError);
    const stored = await getArticle(article.id);
    expect(stored.version).toBe(2);
    expect(['First', 'Second']).toContain(stored.title);
    await expect(replaceArticle(draft(), draft())).rejects.toBeInstanceOf(ArticleVersionConflictError);
    await expect(getArticle('never-created')).rejects.toBeInstanceOf(ArticleNotFoundError);
  });

  it('moves the slug claim with a new slug, frees the old one, and refuses a slug held by another article', async () => {
    const article = draft();
    const other = draft();
    await createArticle(article);
    await createArticle(other);
    await expect(replaceArticle(article, next(article, { slug: other.slug }))).rejects.toBeInstanceOf(
      ArticleSlugTakenError,
    );
    const renamed = next(article, { slug: 'renamed-draft' });
    await replaceArticle(article, renamed);
    await createArticle(draft({ slug: article.slug }));
    const published = next(renamed, { published: true, publishedAt: '2030-02-01T00:00:00.000Z' });
    await replaceArticle(renamed, published);
    expect((await getPublishedArticle('renamed-draft')).id).toBe(article.id);
    await expect(getPublishedArticle(article.slug)).rejects.toBeInstanceOf(ArticleNotFoundError);
  });

  it('takes an unpublished article out of the public listing and keeps it in the CRM listing', async () => {
    const article = draft({ published: true, publishedAt: '2030-03-01T00:00:00.000Z' });
    await createArticle(article);
    expect(await publishedSlugs()).toContain(article.slug);
    const unpublished = next(article, { published: false, updatedAt: '2035-01-01T00:00:00.000Z' });
    await replaceArticle(article, unpublished);
    expect(await publishedSlugs()).not.toContain(article.slug);
    const [newest] = await listArticleSummaries();
    expect(newest).toMatchObject({ id: article.id, state: 'draft', version: 2 });
    expect(newest).not.toHaveProperty('content');
  });

  it('lists every article of every state, newest change first', async () => {
    const scheduled = draft({ updatedAt: '2036-01-01T00:00:00.000Z', scheduledAt: '2036-02-01T09:00:00.000Z' });
    await createArticle(scheduled);
    const list = await listArticleSummaries();
    expect(list[0]).toMatchObject({ id: scheduled.id, state: 'scheduled', scheduledAt: scheduled.scheduledAt });
    const times = list.map((a) => a.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(list.map((a) => a.state))).toEqual(new Set(['draft', 'scheduled', 'published']));
    expect(list.length).toBeGreaterThan(10);
  });

  it('keeps the owed publish event until it is cleared for that scheduled time', async () => {
    const article = draft({ scheduledAt: '2030-05-01T09:00:00.000Z' });
    await createArticle(article);
    await replaceArticle(article, next(article, { published: true }), article.scheduledAt);
    expect((await getArticleForSchedule(article.id)).pendingPublishEvent).toBe(article.scheduledAt);
    await clearPendingPublishEvent(article.id, '2030-06-01T09:00:00.000Z');
    expect((await getArticleForSchedule(article.id)).pendingPublishEvent).toBe(article.scheduledAt);
    await clearPendingPublishEvent(article.id, article.scheduledAt!);
    expect((await getArticleForSchedule(article.id)).pendingPublishEvent).toBeUndefined();
  });
});
