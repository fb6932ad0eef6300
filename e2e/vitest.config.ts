import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files, longest first (an idle fresh-clone CI run, two at a time: journey 07 about
 * 240 s, the fault suite 110 s, 12 93 s, 05 63 s; every other one under 55 s). They start first,
 * so that the two workers end at about the same time.
 */
const LONGEST_FIRST = ['07-public-routes', 'nothing-lost', '12-working-day', '05-stored-xss'];

/** Rank of a test file: its place in {@link LONGEST_FIRST}, else after all of them. */
function rank(moduleId: string): number {
  const index = LONGEST_FIRST.findIndex((journey) => moduleId.includes(`/${journey}.`));
  return index === -1 ? LONGEST_FIRST.length : index;
}

/** Starts the longest journeys first, then the others in their numbered order (01-…, 02-…). */
class JourneyOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => rank(a.moduleId) - rank(b.moduleId) || a.moduleId.localeCompare(b.moduleId));
  }
}

/**
 * Journeys that read totals over the whole table (the lead record's revenue and pipeline totals,
 * the confirmed subscriber count of the privacy journey): another journey's writes would move those
 * numbers, so they run after the others, alone.
 */
const ALONE = ['e2e/journeys/10-lead-record.e2e.test.ts', 'e2e/journeys/11-privacy.e2e.test.ts'];

/** The fault suite (`faults/vitest.config.ts` runs it alone as `npm run test:faults`). */
const FAULTS = ['e2e/faults/**/*.fault.test.ts'];

/**
 * The browser end-to-end suite: real journeys in Debian's Chromium (playwright-core)
 * against the local stack started once by `global-setup.ts` and shared by every journey. Not
 * part of the default unit run (`vitest.workspace.ts`); run it with `npm run test:e2e`
 * (`vitest run --config e2e/vitest.config.ts`).
 *
 * Two groups run one after the other. First `e2e` and `faults`: two files at a time, each in its
 * own fork (a journey with its own browser); journeys can share the stack because each keeps to
 * its own data (a unique suffix in names and emails, its own client IPs, so the login throttling
 * of one journey cannot lock out another), and the fault suite starts stacks of its own. Then
 * `e2e-alone`: the journeys of {@link ALONE}, one at a time with nothing else running.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    globalSetup: ['e2e/global-setup.ts'],
    // A failed journey prints each open page's address trail, API answers and text (with a screenshot).
    setupFiles: ['e2e/support/failure-setup.ts'],
    pool: 'forks',
    sequence: { shuffle: false, sequencer: JourneyOrder },
    // expect.poll waits for the state a journey awaits; its default 1 s deadline is shorter than
    // a lazy screen or a deferred render can take on a loaded machine. A state that has arrived
    // still passes at once; one that never arrives fails after 15 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    reporters: ['default'],
    projects: [
      {
        test: {
          name: 'e2e',
          include: ['e2e/journeys/**/*.e2e.test.ts'],
          exclude: ALONE,
          maxWorkers: 2,
          fileParallelism: true,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The fault suite starts stacks of its own (free ports, own data folders) and reads
        // nothing of the shared one, so it takes one of the two places of the first group.
        test: {
          name: 'faults',
          include: FAULTS,
          maxWorkers: 2,
          fileParallelism: true,
          testTimeout: 300_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e-alone',
          include: ALONE,
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
