import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Vitest project `web`: the component and library tests of `src/`, in jsdom (files that need no DOM
 * say `// @vitest-environment node` at their top). The build scripts' tests are project
 * `web-scripts` (vitest.scripts.config.ts).
 *
 * `pool: 'vmThreads'` runs each test file in a VM context of its own (a fresh module graph and a
 * fresh global object per file, as the default pool's one worker per file gives) and creates jsdom
 * once per worker instead of once per file, which was the largest part of this project's time.
 */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
});
