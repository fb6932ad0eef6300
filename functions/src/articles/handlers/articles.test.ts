import { describe, expect, it } from 'vitest';
import { seedBuiltInArticles } from '../data/article-seed';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler as getArticle } from './get-article';
import { handler as listArticles } from './list-articles';

useTestTable();

describe('GET /api/articles', () => {
  it('answers an empty list before seeding', async () => {
    const res = await invokeHttp(listArticles, { path: '/api/articles' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('lists the seeded built-in articles, newest first, publicly cacheable JSON', async () => {
    await seedBuiltInArticles();
    const res = await invokeHttp(listArticles, { path: '/api/articles' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const body = res.body as { slug: string; content?: string }[];
    expect(body).toHaveLength(4);
    expect(body[0]?.slug).toBe('sme-transformation-paradox-growth-chaos');
    expect(body.every((a) => a.content === undefined)).toBe(true);
  });
});

describe('GET /api/articles/{slug}', () => {
  const get = (slug: string) =>
    invokeHttp(getArticle, {
      path: `/api/articles/${slug}`,
      routePath: '/api/articles/{slug}',
      pathParameters: { slug },
    });

  it('returns the article with its content', async () => {
    await seedBuiltInArticles();
    const res = await get('workplace-transformation-roi');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'workplace-transformation-roi',
      title: 'The Hidden ROI of Workplace Transformation',
    });
    expect((res.body as { content: string }).content.length).toBeGreaterThan(100);
  });

  it('answers 404 { error: "Article not found" } for an unknown or malformed slug, not cached', async () => {
    for (const slug of ['nope', 'UPPER', 'a%20b']) {
      const res = await get(slug);
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ error: 'Article not found' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 400 for an absurdly long slug', async () => {
    const res = await get('a'.repeat(500));
    expect(res.statusCode).toBe(400);
  });
});
