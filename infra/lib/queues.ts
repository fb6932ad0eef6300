import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** Construct id of the stack's dead-letter queue (a direct child of the stack). */
export const DEAD_LETTERS_ID = 'DeadLetters';

/**
 * The stack's one dead-letter queue: every event a rule could not deliver to its function, every
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
 * @param scope - any construct of the stack; the queue is created on first call, then reused.
 * @returns the stack's dead-letter queue.
 */
export function stackDeadLetterQueue(scope: Construct): Queue {
  const stack = Stack.of(scope);
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
