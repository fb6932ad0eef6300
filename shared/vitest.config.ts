import { defineProject } from 'vitest/config';

/**
 * Tests of @meridian/shared: pure rules and schemas. `isolate: false`: the files share one worker and
 * its module graph (they keep no module state and mock nothing), so the schemas load once.
 */
export default defineProject({
  test: {
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
  },
});
