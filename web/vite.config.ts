import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Vite configuration of the public website and the admin CRM (one SPA). The client build goes to
 * `web/dist` with hashed assets under `/assets`; `scripts/build.ts` adds the SSR build and the
 * prerendered HTML of every public route. In development `/api` is proxied to the local API
 * (`API_PROXY_TARGET`, default `http://localhost:3000`).
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
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
});
