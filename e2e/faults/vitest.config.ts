import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The fault suite alone (`npm run test:faults`; `npm test` runs it as the `faults` project of
 * `e2e/vitest.config.ts`): the local stack in a child process, as `npm start` runs it, with
 * DynamoDB Local frozen, the stack stopped and started again, and events published twice; each
 * test asserts that every accepted request has exactly its lead and emails (docs/decisions/037-nothing-accepted-is-lost.md). One test at a time: each starts its own
 * stack, and two would share the machine's cores.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['e2e/faults/**/*.fault.test.ts'],
    globalSetup: ['e2e/faults/build.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
