import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { baseEnv, type EnvGetter } from './env';
import { logger } from './logger';
import { metrics } from './metrics';

/**
 * What the HTTP and event wrappers share: environment validation at cold start and the Powertools
 * middlewares, outermost first.
 */

/**
 * Validates the function environment: {@link baseEnv} and the getters a handler names. Called by
 * the wrappers when the handler module loads (the cold start).
 *
 * @param getters - the handler's environment getters (`tableEnv`, `eventBusEnv`, …).
 * @throws ConfigurationError naming the invalid variables.
 */
export function validateEnvironment(getters: readonly EnvGetter[] = []): void {
  baseEnv();
  for (const getter of getters) getter();
}

/**
 * The Powertools middlewares every function runs first: the Logger's `injectLambdaContext` (cold
 * start, request id, function name and ARN, memory in every line; keys appended during the
 * invocation are removed afterwards) and Metrics' `logMetrics` (the invocation's business metrics
 * flushed as one EMF line, also when the handler failed).
 *
 * @returns the middlewares, to `use` before any other.
 */
export function powertoolsMiddlewares<E, R>(): MiddlewareObj<E, R, Error, Context>[] {
  return [
    injectLambdaContext(logger, { resetKeys: true }) as MiddlewareObj<E, R, Error, Context>,
    logMetrics(metrics) as MiddlewareObj<E, R, Error, Context>,
  ];
}
