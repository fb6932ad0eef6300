// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Article } from '@meridian/shared/articles/article';
import { BUILT_IN_ARTICLES } from '@meridian/shared/articles/builtin-articles';
import {
  articlePageKey,
  INSIGHTS_PAGE_KEY,
  type RenderedFile,
  SITEMAP_KEY,
} from '@meridian/shared/articles/site-render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DIST, FIXTURE_RENDERER_DIR, type PrerenderFixture, prerenderIntoMemory } from './prerender-fixture';
import { absoluteUrl, PAGE_KIT_FILE, type PageKit, renderArticleFilesWith } from './renderer';
import { buildRendererBundle, withRendererCopy } from './renderer-bundle';

const builtIn = BUILT_IN_ARTICLES[0]!;

/** A new article whose Markdown carries raw HTML that must come out as text. */
const hostile: Article = {
  ...builtIn,
  id: 'new-1',
  slug: 'scaling-the-board-pack',
  title: 'Scaling the Board Pack <em>now</em>',
  excerpt: 'How to keep the board pack short as the company grows.',
  content: [
    '## Keep it short',
    '',
    'A board pack is *read*, not **filed**.',
    '',
    '<script>alert("pwned")</script>',
    '',
    '<img src="x" onerror="alert(1)">',
    '',
    '[click me](javascript:alert(2))',
  ].join('\n'),
  publishedAt: '2026-11-23T18:00:00.000Z',
  createdAt: '2026-11-23T17:00:00.000Z',
  updatedAt: '2026-11-23T18:30:00.000Z',
};

let fixture: PrerenderFixture;
let kit: PageKit;

beforeAll(async () => {
  fixture = await prerenderIntoMemory(BUILT_IN_ARTICLES);
  kit = JSON.parse(fixture.files.get(`${FIXTURE_RENDERER_DIR}/${PAGE_KIT_FILE}`)!) as PageKit;
}, 60_000);

const fileOf = (files: RenderedFile[], key: string) => files.find((file) => file.key === key)?.body ?? '';

describe('renderArticleFiles', () => {
  it("renders a built-in article's page, the listing and the sitemap exactly as the build prerendered them", async () => {
    const files = await renderArticleFilesWith(kit, { articles: BUILT_IN_ARTICLES, slugs: [builtIn.slug] });
    expect(files.map((file) => file.key)).toEqual([articlePageKey(builtIn.slug), INSIGHTS_PAGE_KEY, SITEMAP_KEY]);
    for (const file of files) expect(file.body, file.key).toBe(fixture.files.get(`${FIXTURE_DIST}/${file.key}`));
    expect(files.map((file) => file.contentType)).toEqual([
      'text/html; charset=utf-8',
      'text/html; charset=utf-8',
      'application/xml; charset=utf-8',
    ]);
  });

  it('renders a new article with the title in the h1, its canonical link and head tags, and its raw HTML as text', async () => {
    const files = await renderArticleFilesWith(kit, {
      articles: [hostile, ...BUILT_IN_ARTICLES],
      slugs: [hostile.slug],
    });
    const page = fileOf(files, articlePageKey(hostile.slug));
    const url = absoluteUrl(`/insights/${hostile.slug}`);
    expect([...page.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => match[1])).toEqual([
      'Scaling the Board Pack &lt;em&gt;now&lt;/em&gt;',
    ]);
    expect(page).toContain(`<link rel="canonical" href="${url}" />`);
    expect(page).toContain(`<meta property="og:url" content="${url}" />`);
    expect(page).toContain('<meta property="og:type" content="article" />');
    expect(page).toContain('<title>Scaling the Board Pack &lt;em&gt;now&lt;/em&gt; | Meridian Advisory</title>');
    const jsonLd = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    expect(jsonLd.find((item) => item['@type'] === 'Article')).toMatchObject({
      headline: hostile.title,
      mainEntityOfPage: url,
      dateModified: hostile.updatedAt,
    });
    expect(page).toContain('<h2>Keep it short</h2>');
    expect(page).toContain('<p>A board pack is <em>read</em>, not <strong>filed</strong>.</p>');
    expect(page).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    expect(page).toContain('&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;');
    expect(page).not.toMatch(/<script>alert|<img src="x"|<[^>]+\sonerror=|href="javascript:/i);
  });

  it('lists a new article in the listing and the sitemap, which is dated by the newest article', async () => {
    // The listing's own date is its last commit; the new article is updated a day after it.
    const listingEntry = kit.staticSitemap.find((entry) => entry.loc === absoluteUrl('/insights'));
    expect(listingEntry).toBeDefined();
    const updatedAt = new Date(Date.parse(listingEntry!.lastmod) + 86_400_000).toISOString();
    const fresh: Article = { ...hostile, updatedAt };
    const files = await renderArticleFilesWith(kit, {
      articles: [fresh, ...BUILT_IN_ARTICLES],
      slugs: [fresh.slug],
    });
    const listing = fileOf(files, INSIGHTS_PAGE_KEY);
    expect(listing).toContain(`href="/insights/${fresh.slug}"`);
    expect(listing.indexOf(`href="/insights/${fresh.slug}"`)).toBeLessThan(
      listing.indexOf(`href="/insights/${builtIn.slug}"`),
    );
    const sitemap = fileOf(files, SITEMAP_KEY);
    const day = updatedAt.slice(0, 10);
    expect(sitemap).toContain(`<loc>${absoluteUrl(`/insights/${fresh.slug}`)}</loc>\n    <lastmod>${day}</lastmod>`);
    expect(sitemap).toContain(`<loc>${absoluteUrl('/insights')}</loc>\n    <lastmod>${day}</lastmod>`);
    for (const entry of kit.staticSitemap) expect(sitemap).toContain(`<loc>${entry.loc}</loc>`);
  });

  it('leaves an unpublished article out of the listing and the sitemap', async () => {
    const [gone, ...rest] = BUILT_IN_ARTICLES;
    const files = await renderArticleFilesWith(kit, { articles: rest, slugs: [] });
    expect(files.map((file) => file.key)).toEqual([INSIGHTS_PAGE_KEY, SITEMAP_KEY]);
    expect(fileOf(files, INSIGHTS_PAGE_KEY)).not.toContain(gone!.slug);
    expect(fileOf(files, SITEMAP_KEY)).not.toContain(gone!.slug);
    expect(fileOf(files, SITEMAP_KEY)).toContain(rest[0]!.slug);
  });

  it('refuses a slug that is not among the published articles', async () => {
    await expect(
      renderArticleFilesWith(kit, { articles: BUILT_IN_ARTICLES, slugs: ['no-such-article'] }),
    ).rejects.toThrow('Not among the published articles: no-such-article');
  });
});

describe('renderer bundle', () => {
  let rendererDir = '';

  beforeAll(async () => {
    rendererDir = await mkdtemp(join(tmpdir(), 'renderer-test-'));
    await buildRendererBundle(join(import.meta.dirname, '..'), rendererDir);
    await writeFile(join(rendererDir, PAGE_KIT_FILE), JSON.stringify(kit));
  }, 120_000);
  afterAll(async () => {
    await rm(rendererDir, { recursive: true, force: true });
  });

  it('runs on its own from another folder and renders what the prerender wrote', async () => {
    const files = await withRendererCopy(rendererDir, (renderArticleFiles) =>
      renderArticleFiles({ articles: [hostile, ...BUILT_IN_ARTICLES], slugs: [builtIn.slug, hostile.slug] }),
    );
    const source = await renderArticleFilesWith(kit, {
      articles: [hostile, ...BUILT_IN_ARTICLES],
      slugs: [builtIn.slug, hostile.slug],
    });
    expect(files).toEqual(source);
    expect(fileOf(files, articlePageKey(builtIn.slug))).toBe(
      fixture.files.get(`${FIXTURE_DIST}/${articlePageKey(builtIn.slug)}`),
    );
  });
});
