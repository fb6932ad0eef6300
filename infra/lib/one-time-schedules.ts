import type { EnvironmentName } from '@meridian/functions/environment-variables';
import type { TargetDefinition } from '@meridian/functions/topology';
import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { type IScheduleGroup, ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ASYNC_MAX_EVENT_AGE, ASYNC_RETRY_ATTEMPTS } from './events';
import { type FunctionResources, MeridianFunction } from './function';
import { stackDeadLetterQueue } from './queues';
import { rootStackOf } from './root-stack';

/**
 * A kind of one-time schedule (consultation reminders, scheduled article publications): its target
 * entry (`functions/src/targets.ts`) and how the group, function and role are named.
 */
export interface OneTimeScheduleKind {
  /** Construct id of the group's scope in the root and of the target in its area, e.g. 'BookingReminders'. */
  id: string;
  /** The target function's entry; the area whose `targets` hold it deploys the function. */
  target: TargetDefinition;
  /** Who names the target (for error messages), e.g. 'the consultation reminder schedules'. */
  owner: string;
  /** The group is named `<root stack name>-<groupSuffix>`, e.g. 'consultation-reminders'. */
  groupSuffix: string;
  /** Construct id of the target function, e.g. 'SendBookingReminder'. */
  functionId: string;
  /** What the schedules are for, in the invoke role's description, e.g. 'the consultation reminders'. */
  purpose: string;
  /** Why the scheduling grant covers every schedule of the group (the IAM5 acknowledgement). */
  perScheduleReason: string;
  /** Names of the environment variables of the group, the target ARN, the role ARN and the DLQ ARN. */
  environmentNames: { group: EnvironmentName; target: EnvironmentName; role: EnvironmentName; dlq: EnvironmentName };
  /** Whether a table entry creates, moves and deletes these schedules (gets the grant and the variables). */
  keepsSchedules: (entry: ScheduleKeeperFlags) => boolean;
  /**
   * Whether a table entry only deletes these schedules, from any area (gets the delete grant; the
   * group's variable comes from the root). Absent: no entry does.
   */
  cancelsSchedules?: (entry: ScheduleKeeperFlags) => boolean;
}

/** What a table entry says about the one-time schedules it keeps. */
export interface ScheduleKeeperFlags {
  schedulesReminders?: boolean;
  schedulesArticles?: boolean;
  schedulesOutreachSteps?: boolean;
  cancelsOutreachSteps?: boolean;
}

/** The group name of a kind: `<root stack name>-<groupSuffix>` (a literal, usable in IAM acknowledgements). */
export function scheduleGroupNameOf(scope: Construct, kind: OneTimeScheduleKind): string {
  return `${rootStackOf(scope).stackName}-${kind.groupSuffix}`;
}

/**
 * The schedule group of a kind, in the root stack (construct path `<kind id>/Group`). It holds the
 * pending schedules, has an explicit name and is retained, so it stays where it is when the target
 * moves (pinned in infra/test/stateful-resources.test.ts).
 *
 * @param root - the root stack
 * @param kind - the kind of schedule
 */
export function createScheduleGroup(root: Construct, kind: OneTimeScheduleKind): ScheduleGroup {
  return new ScheduleGroup(new Construct(root, kind.id), 'Group', {
    scheduleGroupName: scheduleGroupNameOf(root, kind),
  });
}

/** Props of {@link OneTimeScheduleTarget}. */
export interface OneTimeScheduleTargetProps {
  /** What every function may use. */
  resources: FunctionResources;
  /** The kind of schedule whose target this is. */
  kind: OneTimeScheduleKind;
}

/**
 * The target of a kind of one-time EventBridge Scheduler schedule made at run time (consultation
 * reminders, scheduled article publications), in the area that owns it: the function they invoke,
 * the role the Scheduler assumes for that (this account's schedules only; it may invoke that
 * function and send to the dead-letter queue, nothing else) and the stack's dead-letter queue for
 * runs the Scheduler could not deliver and runs whose function failed after its retries. The root
 * alarms on that queue and on function errors. The schedule group is the root's
 * ({@link createScheduleGroup}). The functions that create, move and delete the schedules get the
 * right with {@link OneTimeScheduleTarget.allowScheduling}.
 */
export class OneTimeScheduleTarget extends Construct {
  /** The root's group, referenced by its literal name (grants name it without a cross-stack reference). */
  readonly group: IScheduleGroup;
  /** The group's name (a literal, so that the IAM acknowledgement can name the grant's ARN). */
  readonly groupName: string;
  readonly fn: MeridianFunction;
  readonly invokeRole: Role;
  /** The kind of schedule. */
  readonly kind: OneTimeScheduleKind;
  /** The dead-letter queue of its runs (for the alarm). */
  readonly deadLetterQueues: Queue[];
  /** The four values of the function environment named by `environmentNames`. */
  readonly environment: Partial<Record<EnvironmentName, string>>;
  private readonly perScheduleReason: string;

  constructor(scope: Construct, id: string, props: OneTimeScheduleTargetProps) {
    super(scope, id);
    const { kind } = props;
    this.kind = kind;
    this.perScheduleReason = kind.perScheduleReason;
    this.groupName = scheduleGroupNameOf(this, kind);
    this.group = ScheduleGroup.fromScheduleGroupName(this, 'Group', this.groupName);
    const dlq = stackDeadLetterQueue(this);
    this.invokeRole = new Role(this, 'InvokeRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: `EventBridge Scheduler: invoke ${kind.target.handler} for ${kind.purpose}`,
    });
    const names = kind.environmentNames;
    // A target that schedules its own next run (the outreach steps) gets the role and the queue; its
    // own ARN would be a circular reference, so it reads that from the Lambda context.
    const ownEnvironment = kind.keepsSchedules(kind.target)
      ? { [names.group]: this.groupName, [names.role]: this.invokeRole.roleArn, [names.dlq]: dlq.queueArn }
      : {};
    this.fn = new MeridianFunction(this, kind.functionId, {
      ...kind.target,
      owner: kind.owner,
      resources: { ...props.resources, environment: { ...props.resources.environment, ...ownEnvironment } },
    });
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
    this.invokeRole.addToPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.fn.fn.functionArn] }),
    );
    dlq.grantSendMessages(this.invokeRole);
    this.deadLetterQueues = [dlq];
    this.environment = {
      [names.group]: this.groupName,
      [names.target]: this.fn.fn.functionArn,
      [names.role]: this.invokeRole.roleArn,
      [names.dlq]: dlq.queueArn,
    };
    if (kind.keepsSchedules(kind.target)) this.allowScheduling(this.fn);
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

/**
 * Lets a function of any area delete the schedules of a kind (a stop of what they were for): delete
 * in that group only, named by its literal name, so no cross-stack reference is needed.
 *
 * @param scope - the function's area stack (the group is referenced there)
 * @param kind - the kind of schedule
 * @param fn - the function that deletes them
 */
export function allowCancelling(scope: Construct, kind: OneTimeScheduleKind, fn: MeridianFunction): void {
  const groupName = scheduleGroupNameOf(scope, kind);
  const id = `${kind.id}CancelGroup`;
  const group =
    (scope.node.tryFindChild(id) as IScheduleGroup | undefined) ??
    ScheduleGroup.fromScheduleGroupName(scope, id, groupName);
  group.grantDeleteSchedules(fn.fn);
  const stack = Stack.of(scope);
  Validations.of(fn).acknowledge({
    id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:${stack.region}:${stack.account}:schedule/${groupName}/*]`,
    reason: kind.perScheduleReason,
  });
}
