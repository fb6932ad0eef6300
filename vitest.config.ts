/**
 * Root Vitest configuration, so that plain `npx vitest run` (and editor integrations) find the
 * projects of every workspace. It is the configuration of `vitest.workspace.ts`, which
 * `npm run test:unit` names explicitly; the browser journeys keep their own `e2e/vitest.config.ts`.
 */
export { default } from './vitest.workspace.ts';
