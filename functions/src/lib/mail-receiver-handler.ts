import middy, { type MiddlewareObj, type MiddyfiedHandler } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { FunctionNeeds } from '../environment';
import { type InboundReceipt, receiptsOf } from './ses-receipt';
import { envGettersFor } from './env';
import { logger } from './logger';
import { BUSINESS_METRICS, countMetric } from './metrics';
import { powertoolsMiddlewares, validateEnvironment } from './observability';
import { runtimeSecrets } from './secrets';

/**
 * The layer of a function that receives mail (docs/product/outreach.md#replies,
 * docs/decisions/056-replies-received-in-ireland.md), beside `eventHandler` for EventBridge
 * consumers: the environment checked at cold start, the Powertools logger and metrics, the run-time
 * secrets, the event (SES's Lambda action, or SNS with SES's "Received" notification) parsed into
 * receipts (one per record) with `sesMessageId` on every log line. A record that is no receipt is
 * dropped: logged with its problems (never its content) and counted as `RepliesDropped`, as a retry
 * would not mend it. Any other failure is logged, counted as `EventDeliveriesFailed` and rethrown so
 * that Lambda retries the invocation.
 *
 * @param entry - the function's entry in its area (`functionEntry`).
 * @param fn - what to do with one receipt.
 * @returns the Lambda handler (export it as `handler`), resolving to each receipt's result.
 * @throws ConfigurationError at module load when the environment is invalid.
 */
export function mailReceiverHandler<R>(
  entry: FunctionNeeds,
  fn: (receipt: InboundReceipt) => Promise<R>,
): MiddyfiedHandler<unknown, R[], Error, Context> {
  validateEnvironment(envGettersFor(entry));
  const failures: MiddlewareObj<unknown, R[], Error, Context> = {
    onError: (request) => {
      countMetric(BUSINESS_METRICS.eventDeliveriesFailed);
      if (request.error instanceof Error) logger.error('Inbound message processing failed', request.error);
      else logger.error('Inbound message processing failed', { thrown: String(request.error) });
    },
  };
  return middy<unknown, R[], Error, Context>()
    .use(powertoolsMiddlewares<unknown, R[]>())
    .use(failures)
    .use(runtimeSecrets<unknown, R[]>())
    .handler(async (event) => {
      const { receipts, rejected } = receiptsOf(event);
      for (const record of rejected) {
        countMetric(BUSINESS_METRICS.repliesDropped);
        logger.warn('Inbound message dropped', { reason: 'malformed', record });
      }
      const results: R[] = [];
      for (const receipt of receipts) {
        logger.appendKeys({ sesMessageId: receipt.messageId });
        results.push(await fn(receipt));
      }
      return results;
    });
}
