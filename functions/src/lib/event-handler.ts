import middy, { type MiddlewareObj, type MiddyfiedHandler } from '@middy/core';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import type * as z from '@meridian/shared/zod';
import type { FunctionNeeds } from '../environment';
import { envGettersFor } from './env';
import { runtimeSecrets } from './secrets';
import { logger } from './logger';
import { BUSINESS_METRICS, countMetric } from './metrics';
import { powertoolsMiddlewares, validateEnvironment } from './observability';
import { type ApiErrorDetail, issueDetails } from '@meridian/shared/api-errors';

/**
 * The event layer of every EventBridge consumer, beside `httpHandler` for routes.
 *
 * ```ts
 * export const handler = eventHandler(
 *   {
 *     entry: functionEntry(leadsArea, 'leads/consumers/notify-lead'),
 *     detailTypes: { [DETAIL_TYPES.leadCaptured]: leadCapturedDetailSchema },
 *   },
 *   async ({ detail, event }) => notifyLead(event.id, detail),
 * );
 * ```
 *
 * - At cold start (module load) it validates the environment: `baseEnv` and the variables of the
 *   needs of the function's `entry` in its area's `area.ts`.
 * - Per event: Powertools Logger context (cold start, request id, function name; `resetKeys`),
 *   `eventId` and `detailType` keys on every line, Powertools Metrics flushed as EMF afterwards.
 * - It parses `event.detail` with the schema registered for the event's `detail-type`; an
 *   unregistered detail type or a detail that fails its schema throws {@link InvalidEventError}.
 * - Any failure is logged (error name and message; zod issues for an invalid event), counted as
 *   `EventDeliveriesFailed` and rethrown, so that EventBridge and Lambda retry the delivery and
 *   finally send it to the target's dead-letter queue (where the alarm sees it).
 */

/** A consumer handler: EventBridge event in, the function's result out. */
export type EventHandler<R> = MiddyfiedHandler<EventBridgeEvent<string, unknown>, R, Error, Context>;

/** Detail schemas by `detail-type`. */
export type DetailSchemas = Record<string, z.ZodType>;

/**
 * What the consumer's function receives: the detail type, the detail parsed with its schema, the
 * raw event (for `id`, `time`, `source`) and the Lambda context. A union over the registered
 * detail types, so `detailType` narrows `detail`.
 */
export type EventInput<M extends DetailSchemas> = ParsedEvent<M> & {
  /**
   * What the delivery is about, for the consumer's idempotency records: the options'
   * `deliveryKey` of this detail (the submission id, the booking id and change sequence, the
   * article id and version…), else the event id. Two events about the same thing (the same
   * submission published twice under two event ids) share it, so the second does nothing.
   */
  deliveryKey: string;
};

/** An event input before its delivery key is known (what {@link EventHandlerOptions.deliveryKey} reads). */
export type ParsedEvent<M extends DetailSchemas> = {
  [K in keyof M & string]: {
    detailType: K;
    detail: z.output<M[K]>;
    event: EventBridgeEvent<K, unknown>;
    context: Context;
  };
}[keyof M & string];

/** Options of {@link eventHandler}. */
export interface EventHandlerOptions<M extends DetailSchemas> {
  /** The detail types the consumer accepts (its rule's `detailTypes`), each with its detail schema. */
  detailTypes: M;
  /**
   * The function's entry in its area's `area.ts` (`functionEntry`): the environment its needs call
   * for is validated at cold start (`baseEnv` always is).
   */
  entry?: FunctionNeeds;
  /**
   * The business key of an event (docs/decisions/037-nothing-accepted-is-lost.md): what it is
   * about, the same for every publication of one piece of work. Omitted: the event id (only
   * redeliveries of one publication are recognised then).
   */
  deliveryKey?: (input: ParsedEvent<M>) => string;
}

/** Thrown for an event of an unregistered detail type or whose detail fails its schema. */
export class InvalidEventError extends Error {
  override readonly name = 'InvalidEventError';
  constructor(
    message: string,
    /** The schema's problems, when the detail failed it. */
    readonly details?: ApiErrorDetail[],
  ) {
    super(message);
  }
}

type ConsumerEvent = EventBridgeEvent<string, unknown>;

const eventKeys: MiddlewareObj<ConsumerEvent, unknown, Error, Context> = {
  before: (request) => {
    logger.appendKeys({ eventId: request.event.id, detailType: request.event['detail-type'] });
  },
};

const failureLogging: MiddlewareObj<ConsumerEvent, unknown, Error, Context> = {
  onError: (request) => {
    const { error } = request;
    countMetric(BUSINESS_METRICS.eventDeliveriesFailed);
    if (error instanceof InvalidEventError)
      logger.error('Invalid event', { reason: error.message, details: error.details });
    else if (error instanceof Error) logger.error('Event processing failed', error);
    else logger.error('Event processing failed', { thrown: String(error) });
  },
};

function parseDetail<M extends DetailSchemas>(schemas: M, event: ConsumerEvent, context: Context): ParsedEvent<M> {
  const detailType = event['detail-type'];
  const schema = Object.hasOwn(schemas, detailType) ? schemas[detailType] : undefined;
  if (!schema) throw new InvalidEventError(`Unsupported detail type: ${detailType}`);
  const result = schema.safeParse(event.detail);
  if (!result.success) throw new InvalidEventError(`Invalid ${detailType} detail`, issueDetails(result.error));
  return { detailType, detail: result.data, event, context } as ParsedEvent<M>;
}

function withDeliveryKey<M extends DetailSchemas>(
  options: EventHandlerOptions<M>,
  parsed: ParsedEvent<M>,
): EventInput<M> {
  const deliveryKey = options.deliveryKey?.(parsed) ?? parsed.event.id;
  logger.appendKeys({ deliveryKey });
  return { ...parsed, deliveryKey } as EventInput<M>;
}

/**
 * Wraps a consumer's logic in the event layer.
 *
 * @param options - the accepted detail types with their schemas; the function's entry.
 * @param fn - the consumer's logic: receives the parsed detail; its result is the invocation's.
 *   It throws to make the delivery fail (and be retried).
 * @returns the Lambda handler (export it as `handler`).
 * @throws ConfigurationError at module load when the environment is invalid.
 */
export function eventHandler<M extends DetailSchemas, R>(
  options: EventHandlerOptions<M>,
  fn: (input: EventInput<M>) => Promise<R>,
): EventHandler<R> {
  validateEnvironment(options.entry ? envGettersFor(options.entry) : []);
  return middy<ConsumerEvent, R, Error, Context>()
    .use(powertoolsMiddlewares<ConsumerEvent, R>())
    .use(failureLogging as MiddlewareObj<ConsumerEvent, R, Error, Context>)
    .use(eventKeys as MiddlewareObj<ConsumerEvent, R, Error, Context>)
    .use(runtimeSecrets<ConsumerEvent, R>())
    .handler(async (event, context) => fn(withDeliveryKey(options, parseDetail(options.detailTypes, event, context))));
}
