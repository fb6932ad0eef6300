import { defineConfig } from 'vitest/config';

/**
 * Root test configuration: one Vitest project per workspace (each workspace keeps its own
 * `vitest.config.ts`). Vitest 5 ignores the old workspace-array format, so this file is a config
 * with `test.projects` and is run with `vitest run --config vitest.workspace.ts`.
 */
export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves one core to its main process, which on a
    // 2-core machine means one file at a time; the files are independent (each has its own table).
    maxWorkers: '100%',
    projects: ['shared', 'functions', 'infra', 'infra/local', 'web'],
  },
});
