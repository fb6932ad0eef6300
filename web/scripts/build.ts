/**
 * `npm run build -w web`: the client build, the SSR build of `src/entry-server.tsx`, then the
 * prerender of every public route to `dist/<route>/index.html` (plus `404.html`, the client-only
 * shell `app-shell.html`, `sitemap.xml` and `robots.txt`). The SSR bundle is deleted afterwards.
 * `WEB_OUT_DIR` builds elsewhere than `web/dist` (the bench does).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { runPrerender } from './run-prerender';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  // The SSR bundle loads React from node_modules: use its production build, like the client.
  process.env.NODE_ENV = 'production';
  const started = Date.now();
  // WEB_OUT_DIR lets the benchmark build elsewhere (with its own site URL) without touching dist/.
  const outDir = resolve(webRoot, process.env.WEB_OUT_DIR ?? 'dist');
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  // The SSR bundle must resolve react & co from node_modules, and concurrent builds (npm start,
  // the bench) must not share it: a per-process folder in node_modules/.cache.
  const serverOut = join(webRoot, '..', 'node_modules', '.cache', `meridian-web-ssr-${process.pid}`);
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: serverOut,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      chunkSizeWarningLimit: 4000,
    },
  });
  const entry = (await import(
    pathToFileURL(join(serverOut, 'entry-server.js')).href
  )) as typeof import('../src/entry-server');
  try {
    const pages = await runPrerender({ entry, webRoot, distDir: outDir, read: readFile, write: writeAll });
    console.log(
      `Prerendered ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s (${entry.absoluteUrl('/')})`,
    );
  } finally {
    await rm(serverOut, { recursive: true, force: true });
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
