import { defineProject } from 'vitest/config';

/**
 * Template tests of the CDK app. The app is synthesized once per run (bundling every function with
 * esbuild takes most of the time) in `test/global-setup.ts`; the test files read the templates it
 * writes.
 */
export default defineProject({
  test: {
    name: 'infra',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Some tests synthesize a variant of the app (CPU-bound, 5-10 s alone, several times that on
    // a loaded two-core machine): the limit is a safety net against a hang, not a speed check.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
