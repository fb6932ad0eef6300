import { defineProject } from 'vitest/config';

/**
 * Tests of @meridian/functions: handler and repository tests against DynamoDB Local and the SES
 * emulator, which the shared global setup starts on free ports (infra/local/testing). Each test file
 * gets its own uniquely named table (src/testing/setup-env.ts).
 *
 * `pool: 'threads'`: each file still runs in a fresh worker of its own (the modules cache their
 * environment and clients, so the files cannot share one), but a worker thread starts faster than
 * the child process of the default `forks` pool. Nothing here needs a process of its own
 * (`process.chdir`, `process.env.TZ`).
 */
export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    pool: 'threads',
    include: ['src/**/*.test.ts'],
    globalSetup: ['../infra/local/testing/global-setup.ts'],
    setupFiles: ['./src/testing/setup-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
