import { afterEach } from 'vitest';
import { reportOpenPages } from './failure-report';

// Set up for every journey (e2e/vitest.config.ts): a failed test reports the pages it left open.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await reportOpenPages(task.name);
});
