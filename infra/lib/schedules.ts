import { type ScheduleDefinition, scheduledEventOf } from '@meridian/functions/topology';
import { Duration, Stack, TimeZone, Validations } from 'aws-cdk-lib';
import { type IRole, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import {
  ContextAttribute,
  type IScheduleTarget,
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
} from 'aws-cdk-lib/aws-scheduler';
import { ScheduleTargetBase, type ScheduleTargetBaseProps } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ASYNC_MAX_EVENT_AGE, ASYNC_RETRY_ATTEMPTS } from './events';
import { type FunctionResources, MeridianFunction } from './function';
import { constructIdFor } from './paths';
import { stackDeadLetterQueue } from './queues';

/** Retries of EventBridge Scheduler when invoking the target fails (throttling, service errors). */
export const SCHEDULE_RETRY_ATTEMPTS = 8;
/** How long the Scheduler keeps trying to invoke the target of one run. */
export const SCHEDULE_MAX_EVENT_AGE = Duration.hours(6);

/**
 * A Lambda target whose role may invoke exactly the function's ARN. CDK's `LambdaInvoke` grants
 * `<function ARN>:*` too (every version and alias), a wildcard this stack does not need: the
 * schedule invokes the unqualified function.
 */
class InvokeFunction extends ScheduleTargetBase implements IScheduleTarget {
  constructor(
    private readonly fn: IFunction,
    props: ScheduleTargetBaseProps,
  ) {
    super(props, fn.functionArn);
  }

  protected addTargetActionToRole(role: IRole): void {
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.fn.functionArn] }),
    );
  }
}

/**
 * EventBridge Scheduler schedules from the schedule table (`functions/src/schedules.ts`): per entry
 * one function, one schedule with the entry's expression in its time zone
 * (`ScheduleExpressionTimezone`), an invoke role the Scheduler assumes (only for this account's
 * schedules) that may invoke that function only, a retry policy and an encrypted SQS dead-letter
 * queue for runs the Scheduler could not deliver, and Lambda's asynchronous retries with an
 * encrypted on-failure queue for runs whose function failed. The stack alarms on both queues and on
 * the function's errors.
 */
export class Schedules extends Construct {
  /** The schedules by entry name. */
  readonly schedules = new Map<string, Schedule>();
  /** Their invoke roles by entry name. */
  readonly roles = new Map<string, Role>();
  /** Every target function. */
  readonly functions: MeridianFunction[] = [];
  /** Every dead-letter and on-failure queue (for the alarms). */
  readonly deadLetterQueues: Queue[] = [];

  /**
   * Creates one schedule per entry.
   *
   * @param entries - the schedule table
   * @param resources - what the target functions may use
   * @throws {MissingHandlerError} when an entry's handler file does not exist
   */
  addSchedules(entries: readonly ScheduleDefinition[], resources: FunctionResources): void {
    for (const entry of entries) {
      const scope = new Construct(this, entry.name);
      const id = constructIdFor(entry.handler);
      const fn = new MeridianFunction(scope, id, { ...entry, owner: `schedule ${entry.name}`, resources });
      const failures = stackDeadLetterQueue(this);
      fn.fn.configureAsyncInvoke({
        onFailure: new SqsDestination(failures),
        retryAttempts: ASYNC_RETRY_ATTEMPTS,
        maxEventAge: ASYNC_MAX_EVENT_AGE,
      });
      Validations.of(fn.fn).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason:
          'Failed asynchronous invocations go to the encrypted SQS on-failure destination configured above (it records the error too); a DeadLetterConfig queue would duplicate it.',
      });
      const dlq = failures;
      const role = new Role(scope, 'InvokeRole', {
        assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
          conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
        }),
        description: `EventBridge Scheduler: invoke ${entry.handler} for schedule ${entry.name}`,
      });
      const event = scheduledEventOf(entry, ContextAttribute.executionId, ContextAttribute.scheduledTime);
      const schedule = new Schedule(scope, 'Schedule', {
        description: entry.description,
        schedule: ScheduleExpression.expression(entry.expression, TimeZone.of(entry.timeZone)),
        target: new InvokeFunction(fn.fn, {
          role,
          input: ScheduleTargetInput.fromObject(event),
          deadLetterQueue: dlq,
          retryAttempts: SCHEDULE_RETRY_ATTEMPTS,
          maxEventAge: SCHEDULE_MAX_EVENT_AGE,
        }),
      });
      this.schedules.set(entry.name, schedule);
      this.roles.set(entry.name, role);
      this.functions.push(fn);
      if (!this.deadLetterQueues.includes(dlq)) this.deadLetterQueues.push(dlq);
    }
  }
}
