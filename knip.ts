import type { KnipConfig } from 'knip';

/**
 * Dead-code check of `npm test` (`npm run knip`): unused files, unused or unlisted dependencies,
 * unresolved imports and unknown binaries in every workspace. Unused exports are not checked:
 * constants and helpers are exported for their tests, which is the house habit.
 *
 * knip is pinned to 6.42.1 (package.json): later releases need oxc-parser 0.155+, whose native
 * packages for the other platforms the registry does not serve, so the lock file cannot list them
 * and `npm ci` on a fresh clone refuses to install.
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
      entry: [
        'src/*/handlers/**/*.ts',
        'src/*/consumers/**/*.ts',
        'src/*/scheduled/**/*.ts',
        'src/*/scripts/*.ts',
        'bench/*.ts',
      ],
      project: ['src/**/*.ts', 'bench/**/*.ts'],
    },
    infra: {
      // The local-stack tests load these fixture handlers by file path, as the runner loads handlers.
      entry: [
        'bin/*.ts',
        'local/start.ts',
        'local/dev.ts',
        'local/run-schedule.ts',
        'local/redrive.ts',
        'local/testing/fixtures/**/*.ts',
      ],
      project: ['bin/**/*.ts', 'lib/**/*.ts', 'local/**/*.ts', 'test/**/*.ts'],
      // aws-cdk-lib's NodejsFunction runs the workspace's esbuild binary to bundle the functions.
      ignoreDependencies: ['esbuild'],
      // Two Vitest projects live in infra: the CDK tests and the local stack's (local/).
      vitest: { config: ['vitest.config.ts', 'local/vitest.config.ts'] },
    },
    web: {
      entry: ['src/entry-server.tsx', 'scripts/*.ts', 'bench/*.ts'],
      project: ['src/**/*.{ts,tsx,css}', 'scripts/**/*.ts', 'bench/**/*.ts'],
      // Two Vitest projects live in web: the src/ tests and the build scripts' (web-scripts).
      vitest: { config: ['vitest.config.ts', 'vitest.scripts.config.ts'] },
    },
  },
  // Vitest resolves it next to infra/local/vitest.config.ts; knip resolves from the workspace root.
  ignoreUnresolved: ['./testing/global-setup.ts'],
};

export default config;
