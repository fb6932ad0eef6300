import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The structured JSON logger of every function (Powertools Logger). The service name comes from
 * `POWERTOOLS_SERVICE_NAME`, which the CDK stack sets per function from the route or rule table
 * (`serviceNameFor` in `environment.ts`); the level from `LOG_LEVEL` (default INFO; `SILENT` in
 * tests). The HTTP and event wrappers add the Lambda context (cold start, request id, function
 * name) to every line and reset per-invocation keys afterwards. Log error details here, never in a
 * response.
 */
export const logger = new Logger({
  logLevel: (process.env.LOG_LEVEL?.toUpperCase() as 'INFO' | undefined) ?? 'INFO',
});
