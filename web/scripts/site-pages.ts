/**
 * The pages the server renders, shared by the build's prerender (`run-prerender.ts`) and the
 * renderer bundle of the render function (`renderer.ts`), so both produce the same HTML with the
 * same head tags for the same articles (docs/product/publishing.md#publishing).
 */
import type { Article } from '@meridian/shared/articles/article';
import {
  articlePageKey,
  INSIGHTS_PAGE_KEY,
  type RenderArticleFilesInput,
  type RenderedFile,
  SITEMAP_KEY,
} from '@meridian/shared/articles/site-render';
import { absoluteUrl, type RenderResult, render, renderHeadTags, routeSource } from '../src/entry-server';
import { criticalCss } from './critical-css';
import { composePageHtml, type SitemapEntry, sitemapXml } from './prerender';

/**
 * What a page needs from the client build besides the app's markup. The build computes it from
 * `dist/` (and git, for the static pages' dates) and writes it as `page-kit.json` next to the
 * renderer bundle, which reads nothing else.
 */
export interface PageKit {
  /** The built `index.html` with its `<!--app-head-->` and `<!--app-html-->` markers. */
  template: string;
  /**
   * The public stylesheet (`public-stylesheet.ts`): its URL, e.g. '/assets/public-AbCd1234.css',
   * which every page loads after its first paint, and its text, from which each page inlines the
   * rules its markup uses.
   */
  stylesheet: { href: string; css: string };
  /** Chunks to preload per route module source, e.g. 'src/app/routes/article-route.tsx' -> ['/assets/article-route-x.js']. */
  modulePreloads: Record<string, string[]>;
  /** Sitemap entries of the static indexable pages (the listing's included), lastmod ISO-8601. */
  staticSitemap: SitemapEntry[];
  /**
   * The article hero artwork pages carry inline: `data:` URIs by site path (`inline-images.ts`,
   * docs/decisions/060-inline-favicon-and-article-heroes.md).
   */
  inlineImages: Record<string, string>;
}

/** File name of the page kit in the renderer's folder. */
export const PAGE_KIT_FILE = 'page-kit.json';

const HTML = 'text/html; charset=utf-8';
const INSIGHTS_PATH = '/insights';

/**
 * Renders the page at `path` to its final HTML: the app's markup inside the built template, with
 * the page's head tags (title, description, canonical, Open Graph, JSON-LD), the critical CSS of
 * its markup inlined, and its module preloads and the public stylesheet behind the boot loader.
 * @param articles - the published articles, newest first, with their Markdown bodies
 * @throws Error when the kit has no preloads for the page's route module, or the page declares no metadata
 */
export async function renderPageHtml(
  kit: PageKit,
  path: string,
  articles: readonly Article[],
): Promise<{ html: string; result: RenderResult }> {
  const source = routeSource(path);
  const modulePreloads = kit.modulePreloads[source];
  if (!modulePreloads) throw new Error(`The page kit has no chunks for ${source}`);
  const result = await render(path, { articles, inlineImages: kit.inlineImages });
  const html = composePageHtml({
    template: kit.template,
    path,
    html: result.html,
    headTags: renderHeadTags(result.meta),
    modulePreloads,
    styles: { critical: await criticalCss(kit.stylesheet.css, result.html), href: kit.stylesheet.href },
    deferScripts: true,
  });
  return { html, result };
}

/**
 * `sitemap.xml`: the static pages, then every published article dated by its last update; the
 * listing is dated by its own last change or the newest article, whichever is later.
 */
export function siteSitemap(kit: PageKit, articles: readonly Article[]): string {
  const insights = absoluteUrl(INSIGHTS_PATH);
  const newest =
    articles
      .map((article) => article.updatedAt)
      .sort()
      .at(-1) ?? '';
  const entries: SitemapEntry[] = kit.staticSitemap.map((entry) =>
    entry.loc === insights && newest > entry.lastmod ? { ...entry, lastmod: newest } : entry,
  );
  for (const article of articles) {
    entries.push({ loc: absoluteUrl(`/insights/${article.slug}`), lastmod: article.updatedAt });
  }
  return sitemapXml(entries);
}

/**
 * The files that change when articles are published, changed or unpublished
 * (`RenderArticleFiles` of shared/src/articles/site-render.ts): the page of each of `slugs`, the `/insights`
 * listing and `sitemap.xml`.
 * @returns `insights/<slug>/index.html` per slug, then `insights/index.html` and `sitemap.xml`
 * @throws Error when a slug is not among `articles`
 */
export async function renderArticleFilesWith(
  kit: PageKit,
  { articles, slugs }: RenderArticleFilesInput,
): Promise<RenderedFile[]> {
  const published = new Set(articles.map((article) => article.slug));
  const missing = slugs.filter((slug) => !published.has(slug));
  if (missing.length > 0) throw new Error(`Not among the published articles: ${missing.join(', ')}`);
  const files: RenderedFile[] = [];
  for (const slug of slugs) {
    const { html } = await renderPageHtml(kit, `/insights/${slug}`, articles);
    files.push({ key: articlePageKey(slug), body: html, contentType: HTML });
  }
  const { html: listing } = await renderPageHtml(kit, INSIGHTS_PATH, articles);
  files.push({ key: INSIGHTS_PAGE_KEY, body: listing, contentType: HTML });
  files.push({ key: SITEMAP_KEY, body: siteSitemap(kit, articles), contentType: 'application/xml; charset=utf-8' });
  return files;
}
