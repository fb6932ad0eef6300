/**
 * Entry of the renderer bundle (`web/dist-renderer/renderer.mjs`, docs/architecture.md#article-renderer):
 * the app's server rendering, React and markdown-it in one self-contained ES module. The render
 * function imports it to re-render article pages, the listing and the sitemap when articles are
 * published; the build imports the same bundle for its own prerender, so both produce the same
 * HTML. It reads only `page-kit.json` from its own folder.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderArticleFiles } from '@meridian/shared/articles/site-render';
import { PAGE_KIT_FILE, type PageKit, renderArticleFilesWith } from './site-pages';

export {
  ARTICLE_ROUTE_SOURCE,
  absoluteUrl,
  NOT_FOUND_SOURCE,
  prerenderTargets,
  routePatterns,
  routeSource,
} from '../src/entry-server';
export { PAGE_KIT_FILE, type PageKit, renderArticleFilesWith, renderPageHtml, siteSitemap } from './site-pages';

let pageKit: Promise<PageKit> | undefined;

/** The page kit next to the bundle, read once. */
function loadPageKit(): Promise<PageKit> {
  pageKit ??= readFile(join(dirname(fileURLToPath(import.meta.url)), PAGE_KIT_FILE), 'utf8').then(
    (text) => JSON.parse(text) as PageKit,
    (error: unknown) => {
      pageKit = undefined;
      throw error;
    },
  );
  return pageKit;
}

/**
 * Renders the pages of `slugs`, the `/insights` listing and `sitemap.xml` for the published
 * `articles` (the contract of shared/src/articles/site-render.ts), with the page kit the build wrote next to
 * this module.
 * @throws Error when a slug is not among `articles`, or the page kit cannot be read
 */
export const renderArticleFiles: RenderArticleFiles = async (input) =>
  renderArticleFilesWith(await loadPageKit(), input);
