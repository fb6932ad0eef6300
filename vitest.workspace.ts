import { defineConfig } from 'vitest/config';

/**
 * Root test configuration: one Vitest project per workspace (each workspace keeps its own
 * `vitest.config.ts`; web's build-script tests are a project of their own, `web-scripts`, as they
 * need a different pool). Vitest 5 ignores the old workspace-array format, so this file is a config
 * with `test.projects` and is run with `vitest run --config vitest.workspace.ts`.
 */
export default defineConfig({
  test: {
    projects: ['shared', 'functions', 'infra', 'infra/local', 'web', 'web/vitest.scripts.config.ts'],
  },
});
