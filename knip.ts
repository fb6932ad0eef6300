import type { KnipConfig } from 'knip';

/**
 * Dead-code check of `npm test` (`npm run knip`): unused files, unused or unlisted dependencies,
 * unresolved imports and unknown binaries in every workspace. Unused exports are not checked:
 * constants and helpers are exported for their tests, which is the house habit.
 */
const config: KnipConfig = {
  exclude: ['exports', 'types', 'nsExports', 'nsTypes', 'enumMembers', 'duplicates'],
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'e2e/journeys/**/*.e2e.test.ts'],
      project: ['scripts/**/*.mjs', 'e2e/**/*.ts', '*.ts'],
    },
    shared: { project: ['src/**/*.ts'] },
    functions: {
      entry: ['src/handlers/**/*.ts', 'src/consumers/**/*.ts', 'src/scripts/*.ts', 'bench/*.ts'],
      project: ['src/**/*.ts', 'bench/**/*.ts'],
    },
    infra: {
      // The local-stack tests load these fixture handlers by file path, as the runner loads handlers.
      entry: ['bin/*.ts', 'local/start.ts', 'local/dev.ts', 'local/testing/fixtures/**/*.ts'],
      project: ['bin/**/*.ts', 'lib/**/*.ts', 'local/**/*.ts', 'test/**/*.ts'],
      // aws-cdk-lib's NodejsFunction runs the workspace's esbuild binary to bundle the functions.
      ignoreDependencies: ['esbuild'],
    },
    web: {
      entry: ['src/entry-server.tsx', 'scripts/*.ts', 'bench/*.ts'],
      project: ['src/**/*.{ts,tsx,css}', 'scripts/**/*.ts', 'bench/**/*.ts'],
    },
  },
  // Resolved by Vitest relative to infra/local/vitest.config.ts, which knip reads from infra/.
  ignoreUnresolved: ['./testing/global-setup.ts'],
};

export default config;
