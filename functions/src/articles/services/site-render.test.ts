import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Article } from '@meridian/shared/articles/article';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { documentDbClient } from '../../lib/clients';
import { articleIndexKey, articleKey } from '../data/article-keys';
import { useTestTable } from '../../testing/table';
import { invalidationPathsFor, renderPlan, renderSite } from './site-render';

const tableName = useTestTable();

/** A renderer bundle with the contract's export: one line per file, so the tests can read what it got. */
const RENDERER_SOURCE = `
export async function renderArticleFiles({ articles, slugs }) {
  const html = 'text/html; charset=utf-8';
  const pages = slugs.map((slug) => {
    const article = articles.find((candidate) => candidate.slug === slug);
    if (!article) throw new Error('Unknown article ' + slug);
    return { key: 'insights/' + slug + '/index.html', body: '<h1>' + article.title + '</h1>', contentType: html };
  });
  const listed = articles.map((article) => article.slug).join(',');
  return [
    ...pages,
    { key: 'insights/index.html', body: '<ul>' + listed + '</ul>', contentType: html },
    { key: 'sitemap.xml', body: '<urlset>' + listed + '</urlset>', contentType: 'application/xml; charset=utf-8' },
  ];
}
`;
const rendererDir = mkdtempSync(join(tmpdir(), 'meridian-renderer-'));
writeFileSync(join(rendererDir, 'renderer.mjs'), RENDERER_SOURCE);
process.env.SITE_RENDERER_MODULE = join(rendererDir, 'renderer.mjs');
process.env.SITE_BUCKET_NAME = 'meridian-test-site';
process.env.SITE_DISTRIBUTION_ID = 'E2TESTDISTRIBUTION';

const s3 = mockClient(S3Client);
const cloudFront = mockClient(CloudFrontClient);
afterAll(() => {
  s3.restore();
  cloudFront.restore();
});
beforeEach(() => {
  s3.reset();
  cloudFront.reset();
  s3.on(PutObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
  cloudFront.on(CreateInvalidationCommand).resolves({ Invalidation: { Id: 'I1', Status: 'InProgress' } as never });
});

let count = 0;
/** Stores an article as the admin API does: published ones in the published partition of gsi1. */
async function stored(slug: string, fields: Partial<Article> = {}): Promise<Article> {
  count += 1;
  const article: Article = {
    id: `id-${slug}`,
    slug,
    title: `Title of ${slug}`,
    excerpt: 'An excerpt.',
    content: 'A body in **Markdown**.',
    category: 'Strategic Planning',
    readTime: 1,
    author: 'Meridian Advisory',
    published: true,
    publishedAt: `2026-11-${String(count).padStart(2, '0')}T09:00:00.000Z`,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...fields,
  };
  await documentDbClient().send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...articleKey(article.id),
        ...(article.published ? articleIndexKey(article.publishedAt, article.id) : {}),
        ...article,
      },
    }),
  );
  return article;
}

const puts = () => s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
const deletes = () => s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key);
const invalidations = () =>
  cloudFront.commandCalls(CreateInvalidationCommand).map((call) => call.args[0].input.InvalidationBatch);

describe('invalidationPathsFor', () => {
  it.each([
    [['sitemap.xml'], ['/sitemap.xml']],
    [['insights/index.html'], ['/insights', '/insights/index.html']],
    [
      ['insights/a/index.html', 'insights/index.html', 'sitemap.xml'],
      ['/insights', '/insights/a', '/insights/a/index.html', '/insights/index.html', '/sitemap.xml'],
    ],
    [['sitemap.xml', 'sitemap.xml'], ['/sitemap.xml']],
  ])('gives %o the paths %o', (keys, paths) => {
    expect(invalidationPathsFor(keys)).toEqual(paths);
  });
});

describe('renderPlan', () => {
  const articles = [{ slug: 'a' }, { slug: 'b' }] as Article[];
  it.each([
    [{ slug: 'a' }, { slugs: ['a'], removed: [] }],
    [{ slug: 'gone' }, { slugs: [], removed: ['gone'] }],
    [{ all: true as const }, { slugs: ['a', 'b'], removed: [] }],
  ])('renders %o as %o', (request, plan) => {
    expect(renderPlan(request, articles)).toEqual(plan);
  });
});

describe('renderSite', () => {
  it('writes the article page, the listing and the sitemap with their types and no-cache, then invalidates exactly their paths once', async () => {
    await stored('first-published');
    await stored('second-published', { title: 'The second' });
    const result = await renderSite({ slug: 'second-published' }, 'event-1');

    expect(puts()).toEqual([
      {
        Bucket: 'meridian-test-site',
        Key: 'insights/second-published/index.html',
        Body: '<h1>The second</h1>',
        ContentType: 'text/html; charset=utf-8',
        CacheControl: 'no-cache',
      },
      expect.objectContaining({ Key: 'insights/index.html', Body: expect.stringContaining('second-published') }),
      expect.objectContaining({ Key: 'sitemap.xml', ContentType: 'application/xml; charset=utf-8' }),
    ]);
    expect(puts()[1]?.Body).toMatch(/^<ul>second-published,first-published/);
    expect(deletes()).toEqual([]);
    expect(invalidations()).toHaveLength(1);
    expect(invalidations()[0]?.Paths).toEqual({
      Quantity: 5,
      Items: [
        '/insights',
        '/insights/index.html',
        '/insights/second-published',
        '/insights/second-published/index.html',
        '/sitemap.xml',
      ],
    });
    expect(invalidations()[0]?.CallerReference).toMatch(/^event-1-[0-9a-f]{64}$/);
    expect(result.written).toEqual(['insights/second-published/index.html', 'insights/index.html', 'sitemap.xml']);
  });

  it('removes the page of an article that is no longer published, whatever the event said, and renders the rest without it', async () => {
    await stored('taken-down', { published: false });
    await renderSite({ slug: 'taken-down' }, 'event-2');

    expect(deletes()).toEqual(['insights/taken-down/index.html']);
    expect(puts().map((put) => put.Key)).toEqual(['insights/index.html', 'sitemap.xml']);
    expect(puts()[0]?.Body).not.toContain('taken-down');
    expect(invalidations()[0]?.Paths?.Items).toEqual([
      '/insights',
      '/insights/index.html',
      '/insights/taken-down',
      '/insights/taken-down/index.html',
      '/sitemap.xml',
    ]);
  });

  it('renders the article as stored now when the event is older than the last change', async () => {
    await stored('edited-since', { title: 'Old title' });
    await stored('edited-since', { title: 'New title' });
    await renderSite({ slug: 'edited-since' }, 'stale-event');
    expect(puts()[0]?.Body).toBe('<h1>New title</h1>');
  });

  it('gives the same files and the same invalidation reference when the same event is rendered twice', async () => {
    await stored('rendered-twice');
    await renderSite({ slug: 'rendered-twice' }, 'event-3');
    await renderSite({ slug: 'rendered-twice' }, 'event-3');
    const [first, second] = [puts().slice(0, 3), puts().slice(3)];
    expect(second).toEqual(first);
    expect(invalidations()[1]).toEqual(invalidations()[0]);
  });

  it('renders every published page for a whole-site request and invalidates /insights* and the sitemap', async () => {
    await stored('whole-site');
    const result = await renderSite({ all: true }, 'deploy');
    const published = puts()
      .map((put) => put.Key)
      .filter((key) => key !== 'insights/index.html' && key !== 'sitemap.xml');
    expect(published).toContain('insights/whole-site/index.html');
    expect(published).toContain('insights/first-published/index.html');
    expect(published).not.toContain('insights/taken-down/index.html');
    expect(result.invalidated).toEqual(['/insights*', '/sitemap.xml']);
    expect(invalidations()[0]?.Paths).toEqual({ Quantity: 2, Items: ['/insights*', '/sitemap.xml'] });
  });

  it('fails without invalidating when S3 refuses a write, so the event is retried', async () => {
    await stored('s3-down');
    s3.on(PutObjectCommand).rejects(Object.assign(new Error('Service Unavailable'), { name: 'ServiceUnavailable' }));
    await expect(renderSite({ slug: 's3-down' }, 'event-4')).rejects.toThrow('Service Unavailable');
    expect(invalidations()).toEqual([]);
  });

  it('fails when S3 refuses a delete', async () => {
    s3.on(DeleteObjectCommand).rejects(new Error('Access Denied'));
    await expect(renderSite({ slug: 'never-published' }, 'event-5')).rejects.toThrow('Access Denied');
    expect(invalidations()).toEqual([]);
  });

  it('fails when the invalidation is refused, and the retry writes the same files and invalidates with the same reference', async () => {
    await stored('cdn-down');
    cloudFront.on(CreateInvalidationCommand).rejectsOnce(new Error('Throttling: Rate exceeded'));
    await expect(renderSite({ slug: 'cdn-down' }, 'event-6')).rejects.toThrow('Rate exceeded');
    await renderSite({ slug: 'cdn-down' }, 'event-6');
    expect(puts().slice(3)).toEqual(puts().slice(0, 3));
    const [failed, retried] = invalidations();
    expect(retried).toEqual(failed);
  });
});
