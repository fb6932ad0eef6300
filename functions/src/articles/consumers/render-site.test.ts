import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ARTICLE_DETAIL_TYPES, ARTICLE_EVENT_SOURCE } from '@meridian/shared/articles/article-event-names';
import { SITE_RENDER_REQUESTED, SITE_RENDER_SOURCE } from '@meridian/shared/articles/site-render';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eventBridgeEvent } from '../../testing/events';
import { lambdaContext } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';

useTestTable();

// A renderer with the contract's export that fails on a slug it was not given (as the real one does).
const rendererDir = mkdtempSync(join(tmpdir(), 'meridian-renderer-'));
writeFileSync(
  join(rendererDir, 'renderer.mjs'),
  `export async function renderArticleFiles({ articles, slugs }) {
  for (const slug of slugs) if (!articles.some((article) => article.slug === slug)) throw new Error('Unknown ' + slug);
  return [{ key: 'insights/index.html', body: 'listing ' + articles.length, contentType: 'text/html; charset=utf-8' },
    { key: 'sitemap.xml', body: '<urlset/>', contentType: 'application/xml; charset=utf-8' }];
}
`,
);
process.env.SITE_RENDERER_MODULE = join(rendererDir, 'renderer.mjs');
process.env.SITE_BUCKET_NAME = 'meridian-test-site';
process.env.SITE_DISTRIBUTION_ID = 'E2TESTDISTRIBUTION';
// The handler validates its environment when it loads: import it once the variables are set.
const { handler } = await import('./render-site');

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
  cloudFront.on(CreateInvalidationCommand).resolves({});
});

const articleDetail = { articleId: 'a1', slug: 'not-stored', version: 2, at: '2026-11-23T10:00:00.000Z' };

describe('render-site consumer', () => {
  it.each([ARTICLE_DETAIL_TYPES.published, ARTICLE_DETAIL_TYPES.updated, ARTICLE_DETAIL_TYPES.unpublished])(
    'answers %s for an article that is not published with the removal of its page',
    async (detailType) => {
      const result = await handler(eventBridgeEvent(detailType, articleDetail, ARTICLE_EVENT_SOURCE), lambdaContext());
      expect(result.deleted).toEqual(['insights/not-stored/index.html']);
      expect(s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input.Key)).toEqual([
        'insights/index.html',
        'sitemap.xml',
      ]);
      expect(cloudFront.commandCalls(CreateInvalidationCommand)).toHaveLength(1);
    },
  );

  it('renders every published article for SiteRenderRequested', async () => {
    const event = eventBridgeEvent(SITE_RENDER_REQUESTED, { reason: 'deploy' }, SITE_RENDER_SOURCE);
    const result = await handler(event, lambdaContext());
    expect(result.deleted).toEqual([]);
    expect(result.invalidated).toEqual(['/insights*', '/sitemap.xml']);
  });

  it('rejects an article event without a slug, and writes nothing', async () => {
    const { slug: _slug, ...withoutSlug } = articleDetail;
    const event = eventBridgeEvent(ARTICLE_DETAIL_TYPES.published, withoutSlug, ARTICLE_EVENT_SOURCE);
    await expect(handler(event, lambdaContext())).rejects.toMatchObject({ name: 'InvalidEventError' });
    expect(s3.calls()).toHaveLength(0);
  });
});
