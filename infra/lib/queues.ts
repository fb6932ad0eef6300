import { Duration, Validations } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { rootStackOf } from './root-stack';

/** Construct id of the app's dead-letter queue (a direct child of the root stack). */
export const DEAD_LETTERS_ID = 'DeadLetters';

/**
 * The app's one dead-letter queue, in the root stack also when asked for from an area's nested
 * stack (the areas reach it through nested-stack parameters): every event a rule could not deliver to its function, every
 * asynchronous invocation that failed after its retries, every schedule run not delivered and every
 * alarm email SNS could not deliver lands here (docs/deploy.md, "When an alarm fires"). Each message
 * says where it came from: EventBridge and Scheduler add the rule or schedule and the error as
 * message attributes, Lambda's on-failure records name the function in the body, SNS keeps the
 * topic. One queue means one alarm instead of one per queue (two per consumer before), which keeps
 * the stack within CloudWatch's ten free alarms (the cost section of docs/deploy.md).
 *
 * Encrypted at rest (SSE-SQS), TLS enforced by its queue policy, messages kept for the SQS maximum
 * of 14 days so an operator has time to look after the alarm fires. It is itself the end of the
 * line (nothing consumes it automatically), so the "queue has no DLQ" rules are acknowledged on it.
 *
 * @param scope - any construct of the app; the queue is created on first call, then reused.
 * @returns the root stack's dead-letter queue.
 */
export function stackDeadLetterQueue(scope: Construct): Queue {
  const stack = rootStackOf(scope);
  const existing = stack.node.tryFindChild(DEAD_LETTERS_ID);
  if (existing instanceof Queue) return existing;
  const queue = new Queue(stack, DEAD_LETTERS_ID, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  const reason =
    'This queue is itself the dead-letter queue of the stack; it is drained by an operator after its alarm fires, so it has no dead-letter queue of its own.';
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason });
  Validations.of(queue).acknowledge({ id: 'Serverless-SQSRedrivePolicy', reason });
  return queue;
}
