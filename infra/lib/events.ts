import { Duration } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';

/** Delivery retries of EventBridge to a target (failed invocations of the Lambda API itself). */
export const RULE_TARGET_RETRY_ATTEMPTS = 8;
/** How long EventBridge keeps trying to deliver an event. */
export const RULE_TARGET_MAX_EVENT_AGE = Duration.hours(24);
/** Lambda's own retries of an asynchronous invocation whose function threw. */
export const ASYNC_RETRY_ATTEMPTS = 2;
/** How long Lambda keeps an asynchronous event queued before giving up. */
export const ASYNC_MAX_EVENT_AGE = Duration.hours(6);

/**
 * The custom EventBridge bus, in the root stack: the areas' rules (`event-rules.ts`) listen on it
 * from their nested stacks, and the functions that publish put their events on it.
 */
export class Events extends Construct {
  /** The custom bus the submission handlers publish to. */
  readonly bus: EventBus;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus');
  }
}
