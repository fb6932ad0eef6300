import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { Validations } from 'aws-cdk-lib';

/**
 * A dead-letter queue: encrypted at rest (SSE-SQS), TLS enforced by its queue policy, messages
 * kept for the SQS maximum of 14 days so an operator has time to look after the alarm fires.
 *
 * It is itself the end of the line (nothing consumes it automatically), so the "queue has no
 * DLQ" rules are acknowledged on it with that reason.
 *
 * @param scope - parent construct
 * @param id - construct id
 * @param purpose - what lands in it, used in the acknowledgement reason
 */
export function deadLetterQueue(scope: Construct, id: string, purpose: string): Queue {
  const queue = new Queue(scope, id, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  const reason = `This queue is itself a dead-letter queue (${purpose}); it is drained by an operator after its alarm fires, so it has no dead-letter queue of its own.`;
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason });
  Validations.of(queue).acknowledge({ id: 'Serverless-SQSRedrivePolicy', reason });
  return queue;
}
