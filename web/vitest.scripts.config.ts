import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Vitest project `web-scripts`: the tests of the build scripts (prerender, renderer bundle, page
 * budgets) in Node. They run Vite builds, whose native bundler (rolldown) refuses objects made in
 * another VM context, so they keep the default `forks` pool rather than project `web`'s
 * `vmThreads`.
 */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web-scripts',
    environment: 'node',
    include: ['scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
});
