import middy, { type MiddyfiedHandler } from '@middy/core';
import type { Context, LambdaFunctionURLEvent } from 'aws-lambda';
import type { EnvGetter } from './env';
import { powertoolsMiddlewares, validateEnvironment } from './observability';
import { runtimeSecrets } from './secrets';

/**
 * The wrapper of a function that CloudFront calls as an origin through its function URL (the
 * missing-article page at the edge, docs/decisions/031-event-driven-site-rendering.md), beside
 * `httpHandler` for the `/api` routes and `eventHandler` for consumers. It has neither the origin
 * secret nor JSON bodies of the API: CloudFront signs the call with origin access control, and the
 * function answers a page.
 *
 * - At cold start (module load) it validates the environment: `baseEnv` and the `env` getters.
 * - Per request: Powertools Logger context (cold start, request id, function name; `resetKeys`)
 *   and Metrics' EMF flush, as the other wrappers.
 */

/** A function URL response, as the function returns it. */
export interface OriginResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** Options of {@link originHandler}. */
export interface OriginHandlerOptions {
  /** Environment getters validated at cold start. */
  env?: readonly EnvGetter[];
}

/**
 * Wraps an origin function's logic.
 *
 * @param options - the environment getters.
 * @param fn - the logic: receives the function URL event and the Lambda context; answers the
 *   response. It should answer rather than throw (a throw is a 502 at CloudFront).
 * @returns the Lambda handler (export it as `handler`).
 * @throws ConfigurationError at module load when the environment is invalid.
 */
export function originHandler<R extends OriginResponse>(
  options: OriginHandlerOptions,
  fn: (input: { event: LambdaFunctionURLEvent; context: Context }) => Promise<R>,
): MiddyfiedHandler<LambdaFunctionURLEvent, R, Error, Context> {
  validateEnvironment(options.env);
  return middy<LambdaFunctionURLEvent, R, Error, Context>()
    .use(powertoolsMiddlewares<LambdaFunctionURLEvent, R>())
    .use(runtimeSecrets<LambdaFunctionURLEvent, R>())
    .handler(async (event, context) => fn({ event, context }));
}
