import { functionEntry } from '../../topology';
import { mailReceiverHandler } from '../../lib/mail-receiver-handler';
import { outreachRepliesArea } from '../replies-area';
import { receiveReply } from '../services/reply-capture';

/**
 * Target of the reply domain's receipt rule, directly or through the receiving region's SNS topic
 * (docs/product/outreach.md#replies, docs/deploy.md#receiving-replies): each received
 * message onto its lead's timeline, or dropped with a log line and a metric. Idempotent per SES
 * message id; any failure throws, so Lambda retries the asynchronous invocation (and finally
 * sends it to the dead-letter queue).
 */
export const handler = mailReceiverHandler(
  functionEntry(outreachRepliesArea, 'outreach/consumers/receive-reply'),
  async (receipt) => receiveReply(receipt),
);
