import type { EnvironmentName } from '@meridian/functions/environment';
import { LEADING_KEYS, processedEventPattern } from '@meridian/functions/data/keys';
import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ASYNC_MAX_EVENT_AGE, ASYNC_RETRY_ATTEMPTS } from './events';
import { type FunctionResources, MeridianFunction } from './function';
import { stackDeadLetterQueue } from './queues';

/** Handler module of the reminder function (the one-time schedules' target). */
export const REMINDER_HANDLER = 'scheduled/send-booking-reminder';

/**
 * The consultation reminders (docs/product/booking.md#reminder): the schedule group that holds one
 * one-time EventBridge Scheduler schedule per booking (created, moved and deleted at run time by
 * the `BookingToReminder` consumer), the reminder function they invoke, the role the Scheduler
 * assumes for that (this account's schedules only; it may invoke that function and send to the
 * dead-letter queue, nothing else), the encrypted dead-letter queue of runs the Scheduler could not
 * deliver and the on-failure queue of runs whose function failed. The stack alarms on both queues
 * and on the function's errors.
 */
export class BookingReminders extends Construct {
  readonly group: ScheduleGroup;
  /** The group's name (a literal, so that the IAM acknowledgement can name the grant's ARN). */
  readonly groupName: string;
  readonly fn: MeridianFunction;
  readonly invokeRole: Role;
  /** The dead-letter and on-failure queues (for the alarms). */
  readonly deadLetterQueues: Queue[];
  /** The `REMINDER_*` values of the function environment (`functions/src/environment.ts`). */
  readonly environment: Partial<Record<EnvironmentName, string>>;

  constructor(scope: Construct, id: string, resources: FunctionResources) {
    super(scope, id);
    this.groupName = `${Stack.of(this).stackName}-consultation-reminders`;
    this.group = new ScheduleGroup(this, 'Group', { scheduleGroupName: this.groupName });
    this.fn = new MeridianFunction(this, 'SendBookingReminder', {
      handler: REMINDER_HANDLER,
      owner: 'the consultation reminder schedules',
      tableAccess: 'readWrite',
      items: {
        read: [LEADING_KEYS.booking, LEADING_KEYS.emailSuppression],
        write: [processedEventPattern('booking-reminder')],
      },
      sendsEmail: true,
      usesPrivacyKey: true,
      timeoutSeconds: 30,
      resources,
    });
    const failures = stackDeadLetterQueue(this);
    this.fn.fn.configureAsyncInvoke({
      onFailure: new SqsDestination(failures),
      retryAttempts: ASYNC_RETRY_ATTEMPTS,
      maxEventAge: ASYNC_MAX_EVENT_AGE,
    });
    Validations.of(this.fn.fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'Failed asynchronous invocations go to the encrypted SQS on-failure destination configured above (it records the error too); a DeadLetterConfig queue would duplicate it.',
    });
    const dlq = failures;
    this.invokeRole = new Role(this, 'InvokeRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: `EventBridge Scheduler: invoke ${REMINDER_HANDLER} for the consultation reminders`,
    });
    this.invokeRole.addToPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.fn.fn.functionArn] }),
    );
    dlq.grantSendMessages(this.invokeRole);
    this.deadLetterQueues = [dlq];
    this.environment = {
      REMINDER_SCHEDULE_GROUP: this.groupName,
      REMINDER_TARGET_ARN: this.fn.fn.functionArn,
      REMINDER_ROLE_ARN: this.invokeRole.roleArn,
      REMINDER_DLQ_ARN: dlq.queueArn,
    };
  }

  /**
   * Lets a function keep the reminder schedules: create, update and delete schedules in this group
   * only, and pass the invoke role to the Scheduler (and to no other service).
   */
  allowScheduling(fn: MeridianFunction): void {
    this.group.grantWriteSchedules(fn.fn);
    this.group.grantDeleteSchedules(fn.fn);
    // One schedule per booking, named at run time: the grant covers the schedules of this group only.
    const stack = Stack.of(this);
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:${stack.region}:${stack.account}:schedule/${this.groupName}/*]`,
      reason:
        'Each booking has its own one-time reminder schedule, named after the booking at run time; the grant covers the schedules of the reminders group only.',
    });
    fn.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.invokeRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
  }
}
