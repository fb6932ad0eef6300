/**
 * Test fixture: the prerender run against the source modules over an in-memory file system, with a
 * minimal built template and a manifest that gives every route module its own chunk.
 */
import { join } from 'node:path';
import type { Article } from '@meridian/shared/articles/article';
import { heroImageUris } from './inline-images';
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

/**
 * The fixture's app stylesheet: a rule for every page, one for the article body, one a class of
 * the public code uses on no prerendered page, and one only admin code uses.
 */
export const FIXTURE_CSS =
  'body{margin:0}.text-primary{color:#0b2545}.prose-article h2{margin-top:2.5rem}.shake-on-error{color:red}.pipeline-board-only{display:grid}';

/** The code of every fixture chunk: the class names public code renders, as in a minified chunk. */
const FIXTURE_CHUNK_CODE = 'const a="text-primary shake-on-error",b="prose-article",c=e("h2",{});export{a,b,c};';

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
  for (const chunk of Object.values(manifest) as { file: string }[]) {
    files.set(`${FIXTURE_DIST}/${chunk.file}`, FIXTURE_CHUNK_CODE);
  }
  files.set(`${FIXTURE_DIST}/index.html`, TEMPLATE);
  files.set(`${FIXTURE_DIST}/assets/index.css`, FIXTURE_CSS);
  files.set(`${FIXTURE_DIST}/.vite/manifest.json`, JSON.stringify(manifest));
  const pages = await runPrerender({
    site,
    webRoot: join(import.meta.dirname, '..'),
    distDir: FIXTURE_DIST,
    rendererDir: FIXTURE_RENDERER_DIR,
    articles,
    inlineImages: await heroImageUris(join(import.meta.dirname, '..', 'public')),
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
