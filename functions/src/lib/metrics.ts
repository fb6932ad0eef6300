import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger } from './logger';
import { type BusinessMetric, METRICS_NAMESPACE, METRICS_SERVICE } from './metric-names';

export { BUSINESS_METRICS, type BusinessMetric } from './metric-names';

/**
 * Business metrics of the functions (Powertools Metrics, CloudWatch embedded metric format): each
 * invocation's metrics are written to the function's log as one EMF line by the `logMetrics`
 * middleware of the HTTP and event wrappers, and CloudWatch turns them into metrics without an API
 * call. The monitoring dashboard shows them beside the alarms.
 *
 * Every metric has the one dimension `service = meridian` (not the function's service name), so
 * that each name is exactly one custom metric however many functions emit it: five metrics stay
 * inside CloudWatch's free ten (docs/decisions/015-powertools-logs-and-metrics.md). For the same
 * reason there is no per-function cold-start metric; the cold-start flag is in every log line.
 */

/**
 * Most invocations record no business metric; Powertools warns about that on every flush. That
 * warning goes to debug; everything else Metrics reports keeps its level.
 */
const metricsLogger = {
  debug: (...content: unknown[]) => logger.debug(String(content[0])),
  info: (...content: unknown[]) => logger.info(String(content[0])),
  warn: (...content: unknown[]) => {
    const message = String(content[0]);
    if (message.startsWith('No application metrics to publish')) logger.debug(message);
    else logger.warn(message);
  },
  error: (...content: unknown[]) => logger.error(String(content[0])),
};

/** The process's metrics; flushed after every invocation by the wrappers (`logMetrics`). */
export const metrics = new Metrics({
  namespace: METRICS_NAMESPACE,
  serviceName: METRICS_SERVICE,
  logger: metricsLogger,
});

/**
 * Counts one occurrence (or `count`) of a business metric in the current invocation.
 *
 * @param name - one of `BUSINESS_METRICS`.
 * @param count - how many (default 1).
 */
export function countMetric(name: BusinessMetric, count = 1): void {
  metrics.addMetric(name, MetricUnit.Count, count);
}
