import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Article } from '@meridian/shared/articles/article';
import {
  articlePageKey,
  type RenderArticleFiles,
  type RenderedFile,
  SITEMAP_KEY,
} from '@meridian/shared/articles/site-render';
import { listPublishedArticlePages } from '../data/article-pages';
import { cloudFrontClient, cloudFrontSdk, s3Client, s3Sdk } from '../../lib/clients';
import { siteEnv } from '../../lib/env';
import { logger } from '../../lib/logger';

/**
 * The render function's work (docs/product/publishing.md#publishing): it renders article pages,
 * the `/insights` listing and `sitemap.xml` with the web build's renderer bundle, writes them to
 * the site bucket, removes the page of an article that is no longer published and invalidates
 * exactly the changed paths in CloudFront (docs/decisions/031-event-driven-site-rendering.md).
 *
 * It always renders the current state, whatever the event said: an event for an article that has
 * changed or been unpublished since renders what is stored now, so retries, duplicates and events
 * that arrive out of order all converge on the same files.
 */

/**
 * Cache-Control of the rendered files: `no-cache`, what the site sends for every HTML file and the
 * sitemap (`cacheControlFor` in infra/lib/spa-routing.ts), so browsers and CloudFront revalidate.
 */
export const RENDERED_CACHE_CONTROL = 'no-cache';

/**
 * Invalidation path of everything under `/insights` (the listing and every article page), used
 * when the whole site is rendered again: one wildcard path instead of two per article.
 */
export const ALL_INSIGHTS_PATH = '/insights*';

/** What to render: the page of one article (by slug), or every published article. */
export type SiteRenderRequest = { slug: string } | { all: true };

/** What a render did: bucket keys written and deleted, and the CloudFront paths invalidated. */
export interface SiteRenderResult {
  written: string[];
  deleted: string[];
  invalidated: string[];
}

let renderer: Promise<RenderArticleFiles> | undefined;

/**
 * The renderer bundle's `renderArticleFiles`, imported from `SITE_RENDERER_MODULE` on the first
 * call (not at cold start: the bundle carries React and the pages) and kept for later calls. A
 * failed import is not kept, so the next event tries again.
 *
 * @throws Error when the module cannot be imported or does not export `renderArticleFiles`.
 */
export function loadRenderer(): Promise<RenderArticleFiles> {
  renderer ??= import(pathToFileURL(siteEnv().SITE_RENDERER_MODULE).href).then(
    (module: { renderArticleFiles?: unknown }) => {
      if (typeof module.renderArticleFiles !== 'function')
        throw new Error(`${siteEnv().SITE_RENDERER_MODULE} does not export renderArticleFiles`);
      return module.renderArticleFiles as RenderArticleFiles;
    },
  );
  renderer.catch(() => {
    renderer = undefined;
  });
  return renderer;
}

/**
 * The CloudFront paths of bucket keys. The viewer-request function rewrites `/insights/<slug>` to
 * `/insights/<slug>/index.html` before the cache lookup; AWS advises invalidating both the viewer's
 * path and the rewritten one, so a page key gives both.
 *
 * @param keys - bucket keys without a leading slash, e.g. 'insights/a/index.html', 'sitemap.xml'.
 * @returns the paths, sorted, without duplicates, e.g. '/insights/a', '/insights/a/index.html'.
 */
export function invalidationPathsFor(keys: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const key of keys) {
    paths.add(`/${key}`);
    if (key.endsWith('/index.html')) paths.add(`/${key.slice(0, -'/index.html'.length)}`);
  }
  return [...paths].sort();
}

/**
 * What one request renders and removes, given the published articles: one article's page when it
 * is published, else the removal of its page; every page for `all`. The listing and the sitemap
 * are rendered every time.
 *
 * @returns the slugs whose pages to render and the slugs whose pages to delete.
 */
export function renderPlan(
  request: SiteRenderRequest,
  articles: readonly Article[],
): { slugs: string[]; removed: string[] } {
  const published = articles.map((article) => article.slug);
  if ('all' in request) return { slugs: published, removed: [] };
  return published.includes(request.slug)
    ? { slugs: [request.slug], removed: [] }
    : { slugs: [], removed: [request.slug] };
}

/**
 * Renders the site's article files for one request and publishes them.
 *
 * @param request - one article (any of its events) or every published article.
 * @param reference - the event's business key (article id, version and change) or id: with the
 *   files' content it makes the invalidation's `CallerReference`, so a retry or a second
 *   publication that changed nothing does not invalidate twice.
 * @returns the keys written and deleted and the paths invalidated.
 * @throws the S3, CloudFront or renderer error (the event is then retried; rendering is idempotent).
 */
export async function renderSite(request: SiteRenderRequest, reference: string): Promise<SiteRenderResult> {
  const articles = await listPublishedArticlePages();
  const { slugs, removed } = renderPlan(request, articles);
  const render = await loadRenderer();
  const files = await render({ articles, slugs });
  const deleted = removed.map(articlePageKey);
  const { SITE_BUCKET_NAME: bucket } = siteEnv();
  await Promise.all(files.map((file) => putFile(bucket, file)));
  await Promise.all(deleted.map((key) => deleteKey(bucket, key)));

  const written = files.map((file) => file.key);
  const invalidated =
    'all' in request ? [ALL_INSIGHTS_PATH, `/${SITEMAP_KEY}`] : invalidationPathsFor([...written, ...deleted]);
  await invalidate(invalidated, callerReference(reference, files, deleted));
  logger.info('Site rendered', { written, deleted, invalidated });
  return { written, deleted, invalidated };
}

async function putFile(bucket: string, file: RenderedFile): Promise<void> {
  await s3Client().send(
    new (s3Sdk().PutObjectCommand)({
      Bucket: bucket,
      Key: file.key,
      Body: file.body,
      ContentType: file.contentType,
      CacheControl: RENDERED_CACHE_CONTROL,
    }),
  );
}

async function deleteKey(bucket: string, key: string): Promise<void> {
  await s3Client().send(new (s3Sdk().DeleteObjectCommand)({ Bucket: bucket, Key: key }));
}

async function invalidate(paths: readonly string[], reference: string): Promise<void> {
  await cloudFrontClient().send(
    new (cloudFrontSdk().CreateInvalidationCommand)({
      DistributionId: siteEnv().SITE_DISTRIBUTION_ID,
      InvalidationBatch: { CallerReference: reference, Paths: { Quantity: paths.length, Items: [...paths] } },
    }),
  );
}

/** The event id and a digest of what was written and deleted (64 hex digits after the prefix). */
function callerReference(reference: string, files: readonly RenderedFile[], deleted: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.key}\n${file.contentType}\n${file.body}\n`);
  for (const key of deleted) hash.update(`deleted ${key}\n`);
  return `${reference.slice(0, 64)}-${hash.digest('hex')}`;
}
