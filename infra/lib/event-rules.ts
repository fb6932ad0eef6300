import type { EventRuleDefinition, RuleTarget } from '@meridian/functions/topology';
import { EVENT_SOURCES } from '@meridian/shared/event-names';
import { Validations } from 'aws-cdk-lib';
import { EventBus, type IEventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Construct } from 'constructs';
import {
  ASYNC_MAX_EVENT_AGE,
  ASYNC_RETRY_ATTEMPTS,
  RULE_TARGET_MAX_EVENT_AGE,
  RULE_TARGET_RETRY_ATTEMPTS,
} from './events';
import { type FunctionResources, MeridianFunction } from './function';
import { constructIdFor } from './paths';
import { stackDeadLetterQueue } from './queues';

/** Props of {@link EventRules}. */
export interface EventRulesProps {
  /** The area's entries of the rule table (`functions/src/rules.ts`). */
  rules: readonly EventRuleDefinition[];
  /** What the target functions may use; `bus` is the root's custom bus. */
  resources: FunctionResources;
}

/** A target function with the rule-table entry it was built from. */
export interface RuleTargetFunction {
  rule: EventRuleDefinition;
  target: RuleTarget;
  fn: MeridianFunction;
}

/**
 * One area's EventBridge rules: per rule-table entry one rule on the root's custom bus (or on the
 * account's default bus, where AWS services publish) with one Lambda target per target entry.
 *
 * Every target sends the events EventBridge could not deliver to the app's one encrypted dead-letter
 * queue (`queues.ts`, in the root stack) after an explicit retry policy, and every target function
 * sends the invocations that failed after Lambda's asynchronous retries to the same queue
 * (on-failure destination).
 *
 * @throws {MissingHandlerError} when a target's handler file does not exist
 */
export class EventRules extends Construct {
  /** Rules by rule name. */
  readonly rules = new Map<string, Rule>();
  /** Every target function, in table order. */
  readonly targets: RuleTargetFunction[] = [];
  private defaultBusRef: IEventBus | undefined;

  constructor(scope: Construct, id: string, props: EventRulesProps) {
    super(scope, id);
    for (const entry of props.rules) this.addRule(entry, props.resources);
  }

  /** Every target function. */
  get functions(): MeridianFunction[] {
    return this.targets.map((target) => target.fn);
  }

  /** The account's default bus, where AWS services such as SES publish their events. */
  private defaultBus(): IEventBus {
    this.defaultBusRef ??= EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    return this.defaultBusRef;
  }

  private addRule(entry: EventRuleDefinition, resources: FunctionResources): void {
    const ruleScope = new Construct(this, entry.name);
    const rule = new Rule(ruleScope, 'Rule', {
      // AWS services (SES's bounces and complaints) publish to the account's default bus.
      eventBus: entry.bus === 'default' ? this.defaultBus() : resources.bus,
      description: `${entry.source}: ${entry.detailTypes.join(', ')}`,
      eventPattern: { source: [entry.source], detailType: [...entry.detailTypes] },
    });
    this.rules.set(entry.name, rule);

    for (const target of entry.targets) {
      // Consumers publish lead events unless they name their own sources, and use the table
      // partitions their entry names only (functions/src/table-access.ts).
      const fn = new MeridianFunction(ruleScope, constructIdFor(target.handler), {
        eventSources: [EVENT_SOURCES.leads],
        ...target,
        owner: `rule ${entry.name}`,
        resources,
      });
      const deadLetters = stackDeadLetterQueue(this);
      fn.fn.configureAsyncInvoke({
        onFailure: new SqsDestination(deadLetters),
        retryAttempts: ASYNC_RETRY_ATTEMPTS,
        maxEventAge: ASYNC_MAX_EVENT_AGE,
      });
      rule.addTarget(
        new LambdaFunction(fn.fn, {
          deadLetterQueue: deadLetters,
          retryAttempts: RULE_TARGET_RETRY_ATTEMPTS,
          maxEventAge: RULE_TARGET_MAX_EVENT_AGE,
        }),
      );
      Validations.of(fn.fn).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason:
          'Failed asynchronous invocations go to the encrypted SQS on-failure destination configured above (it records the error too); a DeadLetterConfig queue would duplicate it.',
      });
      this.targets.push({ rule: entry, target, fn });
    }
  }
}
