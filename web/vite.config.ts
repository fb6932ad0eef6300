import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { inlineFavicon } from './scripts/inline-images';
import { pureReactRouter } from './scripts/pure-react-router';

/**
 * React Router 7 exports only its development build (warnings and invariant messages) from its
 * package entry; builds use the production build it ships next to it (same API, smaller).
 */
const reactRouterProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * Vite configuration of the public website and the admin CRM (one SPA). The client build goes to
 * `web/dist` with hashed assets under `/assets`; `scripts/build.ts` adds the SSR build and the
 * prerendered HTML of every public route. In development `/api` is proxied to the local API
 * (`API_PROXY_TARGET`, default `http://localhost:3000`).
 */
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    pureReactRouter(),
    inlineFavicon(fileURLToPath(new URL('./public', import.meta.url))),
  ],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    proxy: {
      '/api': {
        target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000',
        changeOrigin: true,
      },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // Keep small SVG art as files (CSP has no data: in script-src; images are fine either way).
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules itself (an older one only loads them a little
    // later); the polyfill cost every page about 0.4 KB gzip of its 100 KB (decision 036).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The entry's static imports (React, the layout, the site configuration) in one chunk with
        // it, instead of small shared chunks each page fetches and compresses apart (decision 036).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
}));
