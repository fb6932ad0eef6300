import { join } from 'node:path';
import type { Article } from '@meridian/shared/articles/article';
import {
  collectAssets,
  composeShellHtml,
  lastCommitDate,
  type Manifest,
  type PageAssets,
  robotsTxt,
  type SitemapEntry,
} from './prerender';
import { publicChunkFiles, publicStylesheet } from './public-stylesheet';
import type * as Renderer from './renderer';

/** Input of {@link runPrerender}. */
export interface PrerenderOptions {
  /** The renderer (the renderer bundle in the build; the source module in tests). */
  site: typeof Renderer;
  /** `web/` folder (git dates). */
  webRoot: string;
  /** Client build output with `index.html` and `.vite/manifest.json`. */
  distDir: string;
  /** The renderer's folder, where the page kit goes. */
  rendererDir: string;
  /** The published articles to prerender, newest first (the build passes the built-in ones). */
  articles: readonly Article[];
  /** Hero artwork the pages carry inline, `data:` URIs by site path (`heroImageUris` of `inline-images.ts`). */
  inlineImages: Record<string, string>;
  read: (file: string, encoding: 'utf8') => Promise<string>;
  write: (file: string, content: string) => Promise<void>;
}

/** A prerendered page. */
export interface PrerenderedPage {
  path: string;
  file: string;
  /** JS and CSS (relative to dist) the page loads up front. */
  assets: PageAssets;
}

/** The output file of a site path: '/' -> index.html, '/about' -> about/index.html. */
export function outputFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}/index.html`;
}

/**
 * Prerenders every public page into `distDir`: the static pages, then the article pages, the
 * `/insights` listing and `sitemap.xml` through the renderer's `renderArticleFilesWith` (the code
 * the render function runs later, docs/architecture.md#article-renderer); writes `404.html`,
 * `app-shell.html`, `robots.txt`, `spa-routes.json` (the app's route patterns,
 * `{ "routes": ["/", "/insights/:slug", "/login", ...] }`, for servers that answer unknown paths
 * with `404.html`) and the renderer's `page-kit.json`.
 * @returns the pages written, with their up-front assets
 */
export async function runPrerender({
  site,
  webRoot,
  distDir,
  rendererDir,
  articles,
  inlineImages,
  read,
  write,
}: PrerenderOptions): Promise<PrerenderedPage[]> {
  const template = await read(join(distDir, 'index.html'), 'utf8');
  const appStyles: string[] = [];
  for (const [, href] of template.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g)) {
    appStyles.push(await read(join(distDir, href!), 'utf8'));
  }
  const manifest = JSON.parse(await read(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

  const targets = site.prerenderTargets();
  const assets = new Map<string, PageAssets>();
  const modulePreloads: Record<string, string[]> = {};
  const entryFile = manifest['index.html']?.file;
  for (const source of [...targets.map((target) => target.source), site.ARTICLE_ROUTE_SOURCE, site.NOT_FOUND_SOURCE]) {
    const collected = collectAssets(manifest, ['index.html', source]);
    assets.set(source, collected);
    modulePreloads[source] = collected.js
      .filter((js) => js !== entryFile && !template.includes(js))
      .map((js) => `/${js}`);
  }
  // The public stylesheet from the public chunks' code; the pages' markup is rendered from the
  // same components, so the chunks name every class it uses.
  const sources = [...assets.keys()];
  const chunkCode = await Promise.all(
    publicChunkFiles(manifest, ['index.html', ...sources]).map(async (file) => ({
      raw: await read(join(distDir, file), 'utf8'),
      extension: 'js' as const,
    })),
  );
  const stylesheet = await publicStylesheet(appStyles.join('\n'), chunkCode);
  await write(join(distDir, stylesheet.file), stylesheet.css);
  const kit: Renderer.PageKit = {
    template,
    stylesheet: { href: `/${stylesheet.file}`, css: stylesheet.css },
    modulePreloads,
    staticSitemap: [],
    inlineImages,
  };

  const pages: PrerenderedPage[] = [];
  const page = (path: string, file: string, source: string) => {
    pages.push({ path, file, assets: assets.get(source) ?? { js: [], css: [] } });
  };
  const buildDate = new Date().toISOString();
  const staticSitemap: SitemapEntry[] = [];
  for (const target of targets) {
    const lastmod = lastCommitDate(target.lastmodSources, webRoot) ?? buildDate;
    if (target.path === '/insights') {
      // The listing changes with the articles: rendered below with them, as the render function does.
      staticSitemap.push({ loc: site.absoluteUrl(target.path), lastmod });
      continue;
    }
    const { html, result } = await site.renderPageHtml(kit, target.path, articles);
    await write(join(distDir, outputFileFor(target.path)), html);
    page(target.path, outputFileFor(target.path), target.source);
    if (!result.meta.noindex) staticSitemap.push({ loc: site.absoluteUrl(target.path), lastmod });
  }
  kit.staticSitemap = staticSitemap;
  await write(join(rendererDir, site.PAGE_KIT_FILE), `${JSON.stringify(kit)}\n`);

  const files = await site.renderArticleFilesWith(kit, { articles, slugs: articles.map((article) => article.slug) });
  for (const file of files) {
    await write(join(distDir, file.key), file.body);
    const path = `/${file.key.replace(/\/?index\.html$/, '')}`;
    if (file.key.endsWith('.html')) page(path, file.key, site.routeSource(path));
  }
  const { html: notFound } = await site.renderPageHtml(kit, '/404', articles);
  await write(join(distDir, '404.html'), notFound);
  page('/404', '404.html', site.NOT_FOUND_SOURCE);
  await write(join(distDir, 'app-shell.html'), composeShellHtml(template, kit.stylesheet.href));
  await write(join(distDir, 'spa-routes.json'), `${JSON.stringify({ routes: site.routePatterns() })}\n`);
  await write(join(distDir, 'robots.txt'), robotsTxt(site.absoluteUrl('').replace(/\/$/, '')));
  return pages;
}
