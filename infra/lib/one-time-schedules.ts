import type { EnvironmentName } from '@meridian/functions/environment';
import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ASYNC_MAX_EVENT_AGE, ASYNC_RETRY_ATTEMPTS } from './events';
import { type FunctionResources, MeridianFunction, type MeridianFunctionProps } from './function';
import { stackDeadLetterQueue } from './queues';

/** Props of {@link OneTimeScheduleTarget}. */
export interface OneTimeScheduleTargetProps {
  /** What every function may use. */
  resources: FunctionResources;
  /** The group is named `<stack name>-<groupSuffix>`, e.g. 'consultation-reminders'. */
  groupSuffix: string;
  /** Construct id of the target function, e.g. 'SendBookingReminder'. */
  functionId: string;
  /** The target function's needs (handler module, owner, table access, items, ...). */
  target: Omit<MeridianFunctionProps, 'resources'>;
  /** What the schedules are for, in the invoke role's description, e.g. 'the consultation reminders'. */
  purpose: string;
  /** Why the scheduling grant covers every schedule of the group (the IAM5 acknowledgement). */
  perScheduleReason: string;
  /** Names of the environment variables of the group, the target ARN, the role ARN and the DLQ ARN. */
  environmentNames: { group: EnvironmentName; target: EnvironmentName; role: EnvironmentName; dlq: EnvironmentName };
}

/**
 * A kind of one-time EventBridge Scheduler schedule made at run time (consultation reminders,
 * scheduled article publications): the schedule group that holds them, the function they invoke,
 * the role the Scheduler assumes for that (this account's schedules only; it may invoke that
 * function and send to the dead-letter queue, nothing else) and the stack's dead-letter queue for
 * runs the Scheduler could not deliver and runs whose function failed after its retries. The stack
 * alarms on that queue and on function errors. The functions that create, move and delete the
 * schedules get the right with {@link OneTimeScheduleTarget.allowScheduling}.
 */
export class OneTimeScheduleTarget extends Construct {
  readonly group: ScheduleGroup;
  /** The group's name (a literal, so that the IAM acknowledgement can name the grant's ARN). */
  readonly groupName: string;
  readonly fn: MeridianFunction;
  readonly invokeRole: Role;
  /** The dead-letter queue of its runs (for the alarm). */
  readonly deadLetterQueues: Queue[];
  /** The four values of the function environment named by `environmentNames`. */
  readonly environment: Partial<Record<EnvironmentName, string>>;
  private readonly perScheduleReason: string;

  constructor(scope: Construct, id: string, props: OneTimeScheduleTargetProps) {
    super(scope, id);
    this.perScheduleReason = props.perScheduleReason;
    this.groupName = `${Stack.of(this).stackName}-${props.groupSuffix}`;
    this.group = new ScheduleGroup(this, 'Group', { scheduleGroupName: this.groupName });
    this.fn = new MeridianFunction(this, props.functionId, { ...props.target, resources: props.resources });
    const dlq = stackDeadLetterQueue(this);
    this.fn.fn.configureAsyncInvoke({
      onFailure: new SqsDestination(dlq),
      retryAttempts: ASYNC_RETRY_ATTEMPTS,
      maxEventAge: ASYNC_MAX_EVENT_AGE,
    });
    Validations.of(this.fn.fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'Failed asynchronous invocations go to the encrypted SQS on-failure destination configured above (it records the error too); a DeadLetterConfig queue would duplicate it.',
    });
    this.invokeRole = new Role(this, 'InvokeRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: `EventBridge Scheduler: invoke ${props.target.handler} for ${props.purpose}`,
    });
    this.invokeRole.addToPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.fn.fn.functionArn] }),
    );
    dlq.grantSendMessages(this.invokeRole);
    this.deadLetterQueues = [dlq];
    const names = props.environmentNames;
    this.environment = {
      [names.group]: this.groupName,
      [names.target]: this.fn.fn.functionArn,
      [names.role]: this.invokeRole.roleArn,
      [names.dlq]: dlq.queueArn,
    };
  }

  /**
   * Lets a function keep these schedules: create, update and delete schedules in this group only,
   * and pass the invoke role to the Scheduler (and to no other service).
   */
  allowScheduling(fn: MeridianFunction): void {
    this.group.grantWriteSchedules(fn.fn);
    this.group.grantDeleteSchedules(fn.fn);
    // One schedule per item, named at run time: the grant covers the schedules of this group only.
    const stack = Stack.of(this);
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:${stack.region}:${stack.account}:schedule/${this.groupName}/*]`,
      reason: this.perScheduleReason,
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
