import { join } from 'node:path';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import type * as EntryServer from '../src/entry-server';
import {
  bootLoader,
  collectAssets,
  composePageHtml,
  composeShellHtml,
  lastCommitDate,
  type Manifest,
  robotsTxt,
  sitemapXml,
} from './prerender';

/** Input of {@link runPrerender}. */
export interface PrerenderOptions {
  /** The server entry (the SSR bundle in the build; the source module in tests). */
  entry: typeof EntryServer;
  /** `web/` folder (git dates). */
  webRoot: string;
  /** Client build output with `index.html` and `.vite/manifest.json`. */
  distDir: string;
  read: (file: string, encoding: 'utf8') => Promise<string>;
  write: (file: string, content: string) => Promise<void>;
}

/** A prerendered page. */
export interface PrerenderedPage {
  path: string;
  file: string;
  noindex: boolean;
  /** JS and CSS (relative to dist) the page loads up front. */
  assets: { js: string[]; css: string[] };
}

/** The output file of a site path: '/' -> index.html, '/about' -> about/index.html. */
export function outputFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}/index.html`;
}

/**
 * Prerenders every public page into `distDir`, writes `404.html`, `app-shell.html`, `sitemap.xml`
 * (indexable pages only, with real lastmod dates), `robots.txt` and `spa-routes.json` (the app's
 * route patterns, `{ "routes": ["/", "/insights/:slug", "/login", ...] }`, for servers that answer
 * unknown paths with `404.html`).
 * @returns the pages written, with their up-front assets
 */
export async function runPrerender({
  entry,
  webRoot,
  distDir,
  read,
  write,
}: PrerenderOptions): Promise<PrerenderedPage[]> {
  const { absoluteUrl, ARTICLE_SANITIZE_CONFIG, renderHeadTags } = entry;
  const window = new JSDOM('').window;
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  entry.setServerSanitizer((html) => purify.sanitize(html, ARTICLE_SANITIZE_CONFIG) as string);

  const template = await read(join(distDir, 'index.html'), 'utf8');
  const inlineStyles = new Map<string, string>();
  for (const [, href] of template.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g)) {
    inlineStyles.set(href!, await read(join(distDir, href!), 'utf8'));
  }
  const manifest = JSON.parse(await read(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const pages: PrerenderedPage[] = [];
  const sitemap: { loc: string; lastmod: string }[] = [];
  const buildDate = new Date().toISOString();
  const boot = bootLoader();
  await write(join(distDir, boot.file), boot.source);

  const renderPage = async (path: string, source: string, file: string) => {
    const { html, meta } = await entry.render(path);
    const assets = collectAssets(manifest, ['index.html', source]);
    const entryFile = manifest['index.html']?.file;
    const modulePreloads = assets.js.filter((js) => js !== entryFile && !template.includes(js)).map((js) => `/${js}`);
    await write(
      join(distDir, file),
      composePageHtml({
        template,
        path,
        html,
        headTags: renderHeadTags(meta),
        modulePreloads,
        inlineStyles,
        bootScript: `/${boot.file}`,
      }),
    );
    const page: PrerenderedPage = {
      path,
      file,
      noindex: meta.noindex === true,
      assets: { ...assets, js: [...assets.js, boot.file] },
    };
    pages.push(page);
    return page;
  };

  for (const target of entry.prerenderTargets()) {
    const page = await renderPage(target.path, target.source, outputFileFor(target.path));
    if (!page.noindex) {
      sitemap.push({
        loc: absoluteUrl(target.path),
        lastmod: target.lastmod ?? lastCommitDate(target.lastmodSources, webRoot) ?? buildDate,
      });
    }
  }
  await renderPage('/404', entry.NOT_FOUND_SOURCE, '404.html');
  await write(join(distDir, 'app-shell.html'), composeShellHtml(template));
  await write(join(distDir, 'sitemap.xml'), sitemapXml(sitemap));
  await write(join(distDir, 'spa-routes.json'), `${JSON.stringify({ routes: entry.routePatterns() })}\n`);
  await write(join(distDir, 'robots.txt'), robotsTxt(absoluteUrl('').replace(/\/$/, '')));
  return pages;
}
