import type { EnvironmentName } from '@meridian/functions/environment';
import { LEADING_KEYS } from '@meridian/functions/data/keys';
import { ARTICLE_EVENT_SOURCE } from '@meridian/shared/article-events';
import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ASYNC_MAX_EVENT_AGE, ASYNC_RETRY_ATTEMPTS } from './events';
import { type FunctionResources, MeridianFunction } from './function';
import { stackDeadLetterQueue } from './queues';

/** Handler module of the publish function (the article publication schedules' target). */
export const ARTICLE_PUBLISH_HANDLER = 'scheduled/publish-article';

/**
 * Scheduled article publications (docs/product/publishing.md#scheduling;
 * docs/decisions/028-article-storage-and-scheduled-publishing.md): the schedule group that holds
 * one one-time EventBridge Scheduler schedule per scheduled article (created, moved and deleted at
 * run time by the admin publish and unpublish routes), the publish function they invoke (it may
 * read and write article items and publish with the articles' event source, nothing else), the role
 * the Scheduler assumes for that (this account's schedules only; it may invoke that function and
 * send to the dead-letter queue) and the stack's dead-letter queue for runs the Scheduler could not
 * deliver and runs whose function failed after its retries. The stack alarms on that queue and on
 * the function's errors.
 */
export class ArticlePublishing extends Construct {
  readonly group: ScheduleGroup;
  /** The group's name (a literal, so that the IAM acknowledgement can name the grant's ARN). */
  readonly groupName: string;
  readonly fn: MeridianFunction;
  readonly invokeRole: Role;
  /** The dead-letter queue of its runs (for the alarm). */
  readonly deadLetterQueues: Queue[];
  /** The `ARTICLE_SCHEDULE_GROUP` and `ARTICLE_PUBLISH_*` values of the function environment. */
  readonly environment: Partial<Record<EnvironmentName, string>>;

  constructor(scope: Construct, id: string, resources: FunctionResources) {
    super(scope, id);
    this.groupName = `${Stack.of(this).stackName}-article-publications`;
    this.group = new ScheduleGroup(this, 'Group', { scheduleGroupName: this.groupName });
    this.fn = new MeridianFunction(this, 'PublishArticle', {
      handler: ARTICLE_PUBLISH_HANDLER,
      owner: 'the article publication schedules',
      tableAccess: 'readWrite',
      items: { write: [LEADING_KEYS.article] },
      publishesEvents: true,
      eventSources: [ARTICLE_EVENT_SOURCE],
      timeoutSeconds: 30,
      resources,
    });
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
      description: `EventBridge Scheduler: invoke ${ARTICLE_PUBLISH_HANDLER} for scheduled article publications`,
    });
    this.invokeRole.addToPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.fn.fn.functionArn] }),
    );
    dlq.grantSendMessages(this.invokeRole);
    this.deadLetterQueues = [dlq];
    this.environment = {
      ARTICLE_SCHEDULE_GROUP: this.groupName,
      ARTICLE_PUBLISH_TARGET_ARN: this.fn.fn.functionArn,
      ARTICLE_PUBLISH_ROLE_ARN: this.invokeRole.roleArn,
      ARTICLE_PUBLISH_DLQ_ARN: dlq.queueArn,
    };
  }

  /**
   * Lets a function keep the publication schedules: create, update and delete schedules in this
   * group only, and pass the invoke role to the Scheduler (and to no other service).
   */
  allowScheduling(fn: MeridianFunction): void {
    this.group.grantWriteSchedules(fn.fn);
    this.group.grantDeleteSchedules(fn.fn);
    // One schedule per article, named at run time: the grant covers the schedules of this group only.
    const stack = Stack.of(this);
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:${stack.region}:${stack.account}:schedule/${this.groupName}/*]`,
      reason:
        'Each scheduled article has its own one-time publication schedule, named after the article at run time; the grant covers the schedules of the article publications group only.',
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
