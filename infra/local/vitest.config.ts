import { defineProject } from 'vitest/config';

/**
 * Vitest project 'local': tests of the local stack (emulators, runner, event bus, start script).
 * The global setup gives these suites DynamoDB Local and the SES emulator on free ports.
 */
export default defineProject({
  test: {
    name: 'local',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
