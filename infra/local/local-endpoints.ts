/**
 * The runner's stand-ins of two AWS APIs that have no emulator:
 * - EventBridge `PutEvents` (`/__local/eventbridge`), which handlers reach through
 *   `EVENTBRIDGE_ENDPOINT`; the {@link LocalEventBus} delivers each event to the rule table's targets;
 * - EventBridge Scheduler's recurring schedules (`/__local/scheduler/<name>`): `npm run digest`
 *   asks it to run a schedule's function now, in this process and so against this stack (the
 *   `rate(...)` schedules also run by themselves, `recurring-schedules.ts`, through the same
 *   {@link createScheduleInvoker}).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ScheduleDefinition, scheduledEventOf } from '@meridian/functions/topology';
import type { LocalEventBus } from './event-bus';
import { EventBusValidationError } from './event-bus-entries';
import type { HandlerLoader } from './handler-modules';
import { awsJsonEndpoint, parseJsonObject, readBody, sendJson } from './http-body';
import { createLambdaContext, functionNameFor } from './lambda-adapter';
import type { Logger } from './logger';
import type { ScheduleInvoker } from './recurring-schedules';

/**
 * Creates the PutEvents endpoint: `POST` with `x-amz-target: AWSEvents.PutEvents` and the SDK's
 * JSON body; it answers as EventBridge does (`application/x-amz-json-1.1`, `__type` errors).
 *
 * @param eventBus - the bus that validates the entries and delivers them
 * @returns a request handler; it answers 405 for another method, 400 for another operation, a body
 *   that is not JSON or entries the bus rejects, else the bus's PutEvents result
 */
export function createPutEventsHandler(
  eventBus: LocalEventBus,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return awsJsonEndpoint('AWSEvents.PutEvents', async (request, answer, fail) => {
    const body = await readBody(request);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body?.toString('utf8') ?? '');
    } catch {
      return fail(400, 'SerializationException', 'The request body is not valid JSON.');
    }
    try {
      answer(await eventBus.putEvents(parsed));
    } catch (error) {
      if (error instanceof EventBusValidationError) return fail(400, 'ValidationException', error.message);
      throw error;
    }
  });
}

/** What {@link createScheduleRunHandler} needs. */
export interface ScheduleRunOptions {
  /** The schedule table (functions/src/schedules.ts). */
  schedules: readonly ScheduleDefinition[];
  /** The event a schedule sends (functions/src/schedules.ts). */
  scheduledEventOf: typeof scheduledEventOf;
  loadHandler: HandlerLoader;
  /** Region in the Lambda context. */
  region: string;
  logger: Logger;
}

/**
 * Runs one schedule's function, as its schedule would: loads the handler module and calls it with
 * the event `scheduledEventOf` builds (a new execution id) and a Lambda context.
 *
 * @param options - the event builder, the handler loader and the region
 * @returns the invoker: given the entry and the scheduled time (ISO-8601), it resolves to what the
 *   function returned and rejects with what it threw
 */
export function createScheduleInvoker(
  options: Pick<ScheduleRunOptions, 'scheduledEventOf' | 'loadHandler' | 'region'>,
): ScheduleInvoker {
  const { loadHandler, region } = options;
  return async (entry, time) => {
    const handler = await loadHandler(entry.handler);
    const context = createLambdaContext({ functionName: functionNameFor(entry.handler), region, ...entry });
    return await handler(options.scheduledEventOf(entry, randomUUID(), time), context);
  };
}

/**
 * Creates the schedule-run endpoint: `POST` with an optional `{ "time": "<ISO time>" }` body (default
 * now) runs the named schedule's function with the event its schedule sends.
 *
 * @param options - the schedule table, its event builder, the handler loader, the region, the logger
 * @returns a request handler given the schedule name; it answers 405 for another method, 404 for
 *   an unknown schedule, 500 with the error's name and message when the function throws, else
 *   `{ result }`
 */
export function createScheduleRunHandler(
  options: ScheduleRunOptions,
): (request: IncomingMessage, response: ServerResponse, name: string) => Promise<void> {
  const { schedules, logger } = options;
  const runSchedule = createScheduleInvoker(options);
  return async (request, response, name) => {
    const entry = schedules.find((candidate) => candidate.name === name);
    if (request.method !== 'POST') return sendJson(response, 405, { error: 'Use POST.' });
    if (!entry) return sendJson(response, 404, { error: `No schedule ${name}` });
    const at = parseJsonObject((await readBody(request))?.toString('utf8') ?? '')?.time;
    const time = typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? at : new Date().toISOString();
    try {
      sendJson(response, 200, { result: await runSchedule(entry, time) });
    } catch (error) {
      logger.error('Scheduled function failed', { schedule: name, error });
      sendJson(response, 500, { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    }
  };
}
