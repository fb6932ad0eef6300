/**
 * `npm run build -w web`: the client build, the renderer bundle (`scripts/renderer.ts`, the app's
 * server rendering with React and markdown-it in one ES module, written next to `dist/` as
 * `dist-renderer/renderer.mjs`, docs/architecture.md#article-renderer), then the prerender of every
 * public route through that bundle to `dist/<route>/index.html` (plus `404.html`, the client-only
 * shell `app-shell.html`, `sitemap.xml` and `robots.txt`) and its `page-kit.json`. Last, a copy of
 * the renderer folder is imported from a temporary folder and must render the built-in articles'
 * files exactly as written to `dist/`, and every page must be within its budgets (HTML 14 KB
 * brotli, JavaScript 100 KB gzip: `page-budgets.ts`; the build prints each page's sizes and
 * fails when one is over). `WEB_OUT_DIR` builds elsewhere than `web/dist` (the bench
 * does); the renderer then goes to `<WEB_OUT_DIR>-renderer`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUILT_IN_ARTICLES } from '@meridian/shared/articles/builtin-articles';
import { build } from 'vite';
import { heroImageUris } from './inline-images';
import { enforcePageBudgets } from './page-budgets';
import { buildRendererBundle, RENDERER_FILE, withRendererCopy } from './renderer-bundle';
import { runPrerender } from './run-prerender';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  process.env.NODE_ENV = 'production';
  const started = Date.now();
  // WEB_OUT_DIR lets the benchmark build elsewhere (with its own site URL) without touching dist/.
  const outDir = resolve(webRoot, process.env.WEB_OUT_DIR ?? 'dist');
  const rendererDir = `${outDir}-renderer`;
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  await buildRendererBundle(webRoot, rendererDir);
  const site = (await import(pathToFileURL(join(rendererDir, RENDERER_FILE)).href)) as typeof import('./renderer');
  const pages = await runPrerender({
    site,
    webRoot,
    distDir: outDir,
    rendererDir,
    articles: BUILT_IN_ARTICLES,
    inlineImages: await heroImageUris(join(webRoot, 'public')),
    read: readFile,
    write: writeAll,
  });
  await checkRendererAlone(rendererDir, outDir);
  enforcePageBudgets(outDir);
  console.log(
    `Prerendered ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s (${site.absoluteUrl('/')}); renderer in ${rendererDir}`,
  );
}

/**
 * Checks that a copy of the renderer folder, imported on its own, renders the built-in articles'
 * pages, the listing and the sitemap exactly as the prerender wrote them to `distDir`.
 * @throws Error when the bundle cannot load on its own or renders anything differently
 */
async function checkRendererAlone(rendererDir: string, distDir: string): Promise<void> {
  const files = await withRendererCopy(rendererDir, (renderArticleFiles) =>
    renderArticleFiles({ articles: BUILT_IN_ARTICLES, slugs: BUILT_IN_ARTICLES.map((article) => article.slug) }),
  );
  for (const file of files) {
    if (file.body !== (await readFile(join(distDir, file.key), 'utf8'))) {
      throw new Error(`The renderer bundle renders ${file.key} differently from the prerender`);
    }
  }
}

async function writeAll(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
