import { defineProject } from 'vitest/config';

/**
 * Template tests of the CDK app. The app is synthesized once per run in `test/global-setup.ts`; the
 * test files read the templates it writes.
 *
 * `isolate: false`: the files share one worker and its module graph, so aws-cdk-lib (most of each
 * file's import time) loads once instead of once per file. The files keep no module state of their
 * own: each builds its own apps or reads the shared templates.
 */
export default defineProject({
  test: {
    name: 'infra',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    isolate: false,
    // Some tests synthesize a variant of the app (CPU-bound, 5-10 s alone, several times that on
    // a loaded two-core machine): the limit is a safety net against a hang, not a speed check.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
