import type { EventRuleDefinition } from '@meridian/functions/rules';
import { CONSUMER_ITEMS } from '@meridian/functions/table-access';
import { EVENT_SOURCES } from '@meridian/shared/events';
import { Duration, Validations } from 'aws-cdk-lib';
import { EventBus, type IEventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type FunctionResources, MeridianFunction } from './function';
import { constructIdFor } from './paths';
import { stackDeadLetterQueue } from './queues';

/** Delivery retries of EventBridge to a target (failed invocations of the Lambda API itself). */
export const RULE_TARGET_RETRY_ATTEMPTS = 8;
/** How long EventBridge keeps trying to deliver an event. */
export const RULE_TARGET_MAX_EVENT_AGE = Duration.hours(24);
/** Lambda's own retries of an asynchronous invocation whose function threw. */
export const ASYNC_RETRY_ATTEMPTS = 2;
/** How long Lambda keeps an asynchronous event queued before giving up. */
export const ASYNC_MAX_EVENT_AGE = Duration.hours(6);

/**
 * The custom EventBridge bus and, through {@link Events.addRules}, one rule per entry of the rule
 * table (`functions/src/rules.ts`) with one Lambda target per target entry.
 *
 * Every target has an encrypted SQS dead-letter queue for events EventBridge could not deliver,
 * an explicit retry policy, and an encrypted SQS on-failure destination for invocations whose
 * function failed after Lambda's asynchronous retries.
 */
export class Events extends Construct {
  /** The custom bus the submission handlers publish to. */
  readonly bus: EventBus;
  /** Rules created by {@link addRules}, by rule name. */
  readonly rules = new Map<string, Rule>();
  /** Every target function created by {@link addRules}. */
  readonly functions: MeridianFunction[] = [];
  /** Every dead-letter and on-failure queue (for the alarms). */
  readonly deadLetterQueues: Queue[] = [];

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus');
  }

  private defaultBusRef: IEventBus | undefined;

  /** The account's default bus, where AWS services such as SES publish their events. */
  private defaultBus(): IEventBus {
    this.defaultBusRef ??= EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    return this.defaultBusRef;
  }

  /**
   * Creates one rule per entry on the bus, with its target functions.
   *
   * @param entries - the rule table
   * @param resources - what the target functions may use
   * @throws {MissingHandlerError} when a target's handler file does not exist
   */
  addRules(entries: readonly EventRuleDefinition[], resources: FunctionResources): void {
    for (const entry of entries) {
      const ruleScope = new Construct(this, entry.name);
      const rule = new Rule(ruleScope, 'Rule', {
        // AWS services (SES's bounces and complaints) publish to the account's default bus.
        eventBus: entry.bus === 'default' ? this.defaultBus() : this.bus,
        description: `${entry.source}: ${entry.detailTypes.join(', ')}`,
        eventPattern: { source: [entry.source], detailType: [...entry.detailTypes] },
      });
      this.rules.set(entry.name, rule);

      for (const target of entry.targets) {
        const id = constructIdFor(target.handler);
        // Consumers publish lead events only (functions/src/leads/services/lead-capture.ts) and never
        // touch the credential, sessions or login counters (functions/src/table-access.ts).
        const fn = new MeridianFunction(ruleScope, id, {
          items: CONSUMER_ITEMS,
          eventSources: [EVENT_SOURCES.leads],
          ...target,
          owner: `rule ${entry.name}`,
          resources,
        });
        const failures = stackDeadLetterQueue(this);
        fn.fn.configureAsyncInvoke({
          onFailure: new SqsDestination(failures),
          retryAttempts: ASYNC_RETRY_ATTEMPTS,
          maxEventAge: ASYNC_MAX_EVENT_AGE,
        });
        const dlq = failures;
        rule.addTarget(
          new LambdaFunction(fn.fn, {
            deadLetterQueue: dlq,
            retryAttempts: RULE_TARGET_RETRY_ATTEMPTS,
            maxEventAge: RULE_TARGET_MAX_EVENT_AGE,
          }),
        );
        Validations.of(fn.fn).acknowledge({
          id: 'Serverless-LambdaDLQ',
          reason:
            'Failed asynchronous invocations go to the encrypted SQS on-failure destination configured above (it records the error too); a DeadLetterConfig queue would duplicate it.',
        });
        this.functions.push(fn);
        if (!this.deadLetterQueues.includes(dlq)) this.deadLetterQueues.push(dlq);
      }
    }
  }
}
