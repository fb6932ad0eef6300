import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BUILT_IN_ARTICLES } from '@meridian/shared/builtin-articles';
import { describe, expect, it } from 'vitest';
import { documentDbClient } from '../lib/clients';
import { ArticleNotFoundError } from '../lib/errors';
import { useTestTable } from '../testing/table';
import { getPublishedArticle, listPublishedArticles, seedBuiltInArticles } from './articles';
import { ARTICLE_INDEX_PARTITION } from './keys';

const tableName = useTestTable();

describe('article repository', () => {
  it('seeds the four built-in articles once, even when seeding runs repeatedly and concurrently', async () => {
    const results = await Promise.all([seedBuiltInArticles(), seedBuiltInArticles(), seedBuiltInArticles()]);
    expect(results.reduce((sum, n) => sum + n, 0)).toBe(4);
    expect(await seedBuiltInArticles()).toBe(0);
    const { Items } = await documentDbClient().send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': ARTICLE_INDEX_PARTITION },
      }),
    );
    expect(Items).toHaveLength(4);
  });

  it('lists published articles newest first, without content', async () => {
    const list = await listPublishedArticles();
    expect(list.map((a) => a.slug)).toEqual([
      'sme-transformation-paradox-growth-chaos',
      'why-strategic-plans-fail-execution-gaps',
      'strategic-planning-mistakes',
      'workplace-transformation-roi',
    ]);
    for (const article of list) expect(article).not.toHaveProperty('content');
    expect(list[0]).toMatchObject({ title: 'The SME Transformation Paradox: When Growth Creates Chaos', readTime: 7 });
  });

  it('does not list or serve unpublished articles', async () => {
    const draft = { ...BUILT_IN_ARTICLES[0]!, slug: 'draft-article', id: 'draft', published: false };
    expect(await seedBuiltInArticles([draft])).toBe(1);
    expect((await listPublishedArticles()).map((a) => a.slug)).not.toContain('draft-article');
    await expect(getPublishedArticle('draft-article')).rejects.toBeInstanceOf(ArticleNotFoundError);
  });

  it('gets one published article with its content; unknown and malformed slugs are not found', async () => {
    const article = await getPublishedArticle('strategic-planning-mistakes');
    expect(article.content).toContain('<p>');
    expect(article.category).toBe('Strategic Planning');
    await expect(getPublishedArticle('no-such-article')).rejects.toBeInstanceOf(ArticleNotFoundError);
    await expect(getPublishedArticle('../../etc/passwd')).rejects.toBeInstanceOf(ArticleNotFoundError);
  });
});
