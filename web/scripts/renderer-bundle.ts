/**
 * Builds the renderer bundle (`renderer.ts` with everything it imports, docs/architecture.md#article-renderer)
 * and checks a copy of it on its own. Used by `build.ts` and by the renderer's test.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderArticleFiles } from '@meridian/shared/articles/site-render';
import { build, type Plugin } from 'vite';

/** File name of the renderer bundle in its folder. */
export const RENDERER_FILE = 'renderer.mjs';

const NO_ADMIN_ROUTES = '\0renderer-no-admin-routes';

/**
 * The admin route group never renders on the server: the renderer gets an empty admin route table
 * instead of the CRM's screens (about 1.8 MB of charts, drag and drop and forms it would otherwise
 * load for nothing on every cold start).
 */
const withoutAdminScreens: Plugin = {
  name: 'renderer-without-admin-screens',
  enforce: 'pre',
  resolveId(id, importer) {
    return id === './admin/admin-routes' && importer?.endsWith('/src/app/routes.tsx') ? NO_ADMIN_ROUTES : null;
  },
  load(id) {
    return id === NO_ADMIN_ROUTES ? 'export const adminRoutes = [];\n' : null;
  },
};

/**
 * Writes `<rendererDir>/renderer.mjs`: everything bundled (no `node_modules` needed at run time),
 * one minified file (the route modules' dynamic imports inlined), React's production build, for
 * Node 24. The page kit is written separately by the prerender.
 * @param webRoot - the `web/` folder
 * @param rendererDir - output folder (emptied first)
 */
export async function buildRendererBundle(webRoot: string, rendererDir: string): Promise<void> {
  // Vite and its React plugin pick production JSX and React builds from NODE_ENV (tests run with 'test').
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await bundle(webRoot, rendererDir);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

async function bundle(webRoot: string, rendererDir: string): Promise<void> {
  await build({
    mode: 'production',
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [withoutAdminScreens],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'scripts/renderer.ts',
      outDir: rendererDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      target: 'node24',
      // Less than half the size, and a faster cold start.
      minify: true,
      chunkSizeWarningLimit: 4000,
      rolldownOptions: { output: { entryFileNames: RENDERER_FILE, codeSplitting: false } },
    },
  });
}

/**
 * Imports a copy of the renderer folder from a new temporary folder, where no `node_modules` can
 * be resolved, and hands its `renderArticleFiles` to `use`; the copy is removed afterwards.
 * @throws whatever importing the copy or `use` throws
 */
export async function withRendererCopy<T>(
  rendererDir: string,
  use: (renderArticleFiles: RenderArticleFiles) => Promise<T>,
): Promise<T> {
  const copy = await mkdtemp(join(tmpdir(), 'meridian-renderer-'));
  try {
    await cp(rendererDir, copy, { recursive: true });
    const module = (await import(pathToFileURL(join(copy, RENDERER_FILE)).href)) as {
      renderArticleFiles: RenderArticleFiles;
    };
    return await use(module.renderArticleFiles);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
