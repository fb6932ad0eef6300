import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Runs the journey files in their numbered order (01-…, 02-…), so the output reads as the issue lists them. */
class JourneyOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

/**
 * The browser end-to-end suite: real journeys in Debian's Chromium (playwright-core)
 * against the local stack started once by `global-setup.ts`. Not part of the default unit run
 * (`vitest.workspace.ts`); run it with `npm run test:e2e`
 * (`vitest run --config e2e/vitest.config.ts`).
 *
 * Files run one after another in a single fork: they share one stack, and one of them
 * deliberately throttles logins.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/journeys/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { shuffle: false, sequencer: JourneyOrder },
    // expect.poll waits for the state a journey awaits; its default 1 s deadline is shorter than
    // a lazy screen or a deferred render can take on a loaded machine. A state that has arrived
    // still passes at once; one that never arrives fails after 15 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    reporters: ['default'],
  },
});
