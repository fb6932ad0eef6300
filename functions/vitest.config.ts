import { defineProject } from 'vitest/config';

/**
 * Tests of @meridian/functions: handler and repository tests against DynamoDB Local and the SES
 * emulator, which the shared global setup starts on free ports (infra/local/testing). Each test file
 * gets its own uniquely named table (src/testing/setup-env.ts).
 */
export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['../infra/local/testing/global-setup.ts'],
    setupFiles: ['./src/testing/setup-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
