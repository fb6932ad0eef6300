/**
 * Test fixture: the prerender run against the source modules over an in-memory file system, with a
 * minimal built template and a manifest that gives every route module its own chunk.
 */
import { join } from 'node:path';
import type { Article } from '@meridian/shared/articles/article';
import * as site from './renderer';
import { type PrerenderedPage, runPrerender } from './run-prerender';

const TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>
`;

/** Where the fixture's files live: the client build and the renderer's folder. */
export const FIXTURE_DIST = '/dist';
export const FIXTURE_RENDERER_DIR = '/dist-renderer';

/** The files written (absolute paths in the in-memory file system) and the pages. */
export interface PrerenderFixture {
  files: Map<string, string>;
  pages: PrerenderedPage[];
}

/** Prerenders the site with `articles` into memory. */
export async function prerenderIntoMemory(articles: readonly Article[]): Promise<PrerenderFixture> {
  const files = new Map<string, string>();
  const manifest: Record<string, unknown> = {
    'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
  };
  const sources = [...site.prerenderTargets().map((t) => t.source), site.ARTICLE_ROUTE_SOURCE, site.NOT_FOUND_SOURCE];
  for (const source of sources) {
    manifest[source] = { file: `assets/${source.split('/').pop()!.replace('.tsx', '.js')}`, imports: ['index.html'] };
  }
  files.set(`${FIXTURE_DIST}/index.html`, TEMPLATE);
  files.set(`${FIXTURE_DIST}/assets/index.css`, 'body{margin:0}');
  files.set(`${FIXTURE_DIST}/.vite/manifest.json`, JSON.stringify(manifest));
  const pages = await runPrerender({
    site,
    webRoot: join(import.meta.dirname, '..'),
    distDir: FIXTURE_DIST,
    rendererDir: FIXTURE_RENDERER_DIR,
    articles,
    read: async (file) => {
      const content = files.get(file);
      if (content === undefined) throw new Error(`No file ${file}`);
      return content;
    },
    write: async (file, content) => {
      files.set(file, content);
    },
  });
  return { files, pages };
}
