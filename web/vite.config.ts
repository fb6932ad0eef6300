import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

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
  plugins: [react(), tailwindcss()],
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
  },
}));
