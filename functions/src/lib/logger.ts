import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The structured JSON logger of every function (Powertools). Level from `LOG_LEVEL` (default
 * INFO; `SILENT` in tests). Log error details here, never in a response.
 */
export const logger = new Logger({
  serviceName: 'meridian-functions',
  logLevel: (process.env.LOG_LEVEL?.toUpperCase() as 'INFO' | undefined) ?? 'INFO',
});
