import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ARTICLE_DETAIL_TYPES, ARTICLE_EVENT_SOURCE } from '@meridian/shared/articles/article-event-names';
import { BUILT_IN_ARTICLES } from '@meridian/shared/articles/builtin-articles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_AWS } from './emulators';
import { createLambdaContext } from './lambda-adapter';
import { createConsoleLogger } from './logger';
import { type SiteBucketStandIn, startSiteBucket } from './site-bucket';
import { renderWholeSite } from './site-render';
import { StaticSite } from './static-files';
import { writeFixtureRenderer } from './testing/fixture-renderer';

/**
 * The local render path end to end (docs/product/publishing.md#publishing): the render function's
 * handler, run as the local stack runs it, reads the articles from DynamoDB Local, writes through
 * the S3 stand-in into the site folder and invalidates through the CloudFront stand-in; the
 * runner's static server then serves what it wrote.
 */

const root = mkdtempSync(join(tmpdir(), 'local-render-'));
const siteDir = join(root, 'site');
const dist = join(root, 'dist');
const tableName = `local-render-${randomUUID().slice(0, 8)}`;
let standIn: SiteBucketStandIn;
let site: StaticSite;

beforeAll(async () => {
  for (const [file, content] of Object.entries({
    'index.html': '<title>home</title>',
    'app-shell.html': '<title>shell</title>',
    '404.html': '<title>404</title>',
    'insights/index.html': '<title>built listing</title>',
    'spa-routes.json': JSON.stringify({ routes: ['/', '/insights', '/insights/:slug'] }),
  })) {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), content);
  }
  const rendererModule = writeFixtureRenderer(root);
  standIn = await startSiteBucket({
    port: 0,
    bucket: 'local-site',
    siteDir,
    logger: createConsoleLogger({ quiet: true }),
  });
  // What infra/local/start.ts sets for the functions.
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    POWERTOOLS_SERVICE_NAME: 'meridian-local',
    POWERTOOLS_METRICS_DISABLED: 'true',
    LOG_LEVEL: 'SILENT',
    SITE_BUCKET_NAME: 'local-site',
    SITE_DISTRIBUTION_ID: 'ELOCAL',
    SITE_RENDERER_MODULE: rendererModule,
    S3_ENDPOINT: standIn.endpoint,
    CLOUDFRONT_ENDPOINT: standIn.endpoint,
  });
  const { ensureTable } = await import('@meridian/functions/table/table-definition');
  const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, ...LOCAL_AWS });
  try {
    await ensureTable(client, tableName);
  } finally {
    client.destroy();
  }
  const { seedBuiltInArticles } = await import('@meridian/functions/articles/data/article-seed');
  await seedBuiltInArticles();
  site = new StaticSite(dist, siteDir);
});

afterAll(async () => {
  await standIn?.close();
  const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, ...LOCAL_AWS });
  await client.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
  client.destroy();
  rmSync(root, { recursive: true, force: true });
});

const get = async (url: string) => {
  const response = await site.serve({ url, method: 'GET', headers: {} } as unknown as IncomingMessage);
  return { status: response.statusCode, text: response.body.toString('utf8') };
};

describe('local render path', () => {
  it('renders every published article into the site folder, which the static server then serves', async () => {
    await renderWholeSite('test', 'eu-west-2');
    const [article] = BUILT_IN_ARTICLES;
    if (!article) throw new Error('no built-in article');
    expect(readFileSync(join(siteDir, 'insights', article.slug, 'index.html'), 'utf8')).toBe(
      `<h1>${article.title}</h1>`,
    );
    expect(readFileSync(join(siteDir, 'sitemap.xml'), 'utf8')).toBe(`<urlset>${BUILT_IN_ARTICLES.length}</urlset>`);
    expect(standIn.invalidations().at(-1)).toMatchObject({
      distributionId: 'ELOCAL',
      paths: ['/insights*', '/sitemap.xml'],
    });
    expect(await get(`/insights/${article.slug}`)).toEqual({ status: 200, text: `<h1>${article.title}</h1>` });
    expect((await get('/insights')).text).toContain(article.slug);
  });

  it('removes the page of an article that is not published and serves its address as a 404', async () => {
    const slug = 'written-by-hand';
    mkdirSync(join(siteDir, 'insights', slug), { recursive: true });
    writeFileSync(join(siteDir, 'insights', slug, 'index.html'), '<h1>stale</h1>');
    const { handler } = await import('@meridian/functions/articles/consumers/render-site');
    await handler(
      {
        version: '0',
        id: randomUUID(),
        'detail-type': ARTICLE_DETAIL_TYPES.unpublished,
        source: ARTICLE_EVENT_SOURCE,
        account: '000000000000',
        time: new Date().toISOString(),
        region: 'eu-west-2',
        resources: [],
        detail: { articleId: 'a-1', slug, version: 3, at: new Date().toISOString() },
      },
      createLambdaContext({ functionName: 'local-render-site' }),
    );
    expect(existsSync(join(siteDir, 'insights', slug, 'index.html'))).toBe(false);
    expect(standIn.invalidations().at(-1)?.paths).toEqual([
      '/insights',
      '/insights/index.html',
      `/insights/${slug}`,
      `/insights/${slug}/index.html`,
      '/sitemap.xml',
    ]);
    expect(await get(`/insights/${slug}`)).toEqual({ status: 404, text: '<title>shell</title>' });
  });
});
