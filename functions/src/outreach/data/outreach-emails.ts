import { getItem } from '../../lib/dynamodb';
import { tableName } from '../../table/table';
import type { PlanStep } from '../../table/write-plan';
import { outreachEmailKey, outreachEmailLookupKey, sendCountKey, sesMessageKey } from './outreach-keys';

/**
 * The sent outreach emails and the daily send counts (docs/decisions/050-outreach-emails-and-replies.md,
 * docs/product/outreach.md#sending, docs/product/outreach.md#limits): the plan steps a send commits
 * with the lead's own change, and the reads the send checks first.
 */

/** How long a reply to a sent email is attached to its lead: 180 days (seconds). */
export const REPLY_WINDOW_SECONDS = 180 * 24 * 60 * 60;
/** How long a day's send count is kept after its day: 2 days (seconds). */
const SEND_COUNT_KEPT_SECONDS = 2 * 24 * 60 * 60;

/** One sent outreach email, as stored in its lead's partition. */
export interface OutreachEmailRecord {
  emailId: string;
  leadId: string;
  /** The sequence step it sent (1-3); absent for a free email. */
  step?: 1 | 2 | 3;
  templateId?: string;
  subject: string;
  text: string;
  fromName: string;
  fromAddress: string;
  to: string;
  replyTo: string;
  sesMessageId: string;
  /** The staff user who sent it. */
  senderId: string;
  /** ISO-8601 UTC. */
  sentAt: string;
}

/**
 * The steps that record one sent email: `outreachEmail` (the email in its lead's partition),
 * `outreachEmailLookup` (by email id, with `expiresAt` = sent + 180 days in epoch seconds: the reply
 * window and the TTL) and `sesMessage` (by SES message id), each written once (a repeated id fails).
 */
export function sentEmailSteps(email: OutreachEmailRecord): PlanStep[] {
  const expiresAt = Math.floor(Date.parse(email.sentAt) / 1000) + REPLY_WINDOW_SECONDS;
  const step = email.step === undefined ? {} : { step: email.step };
  const once = 'attribute_not_exists(pk)';
  return [
    {
      name: 'outreachEmail',
      item: {
        Put: {
          TableName: tableName(),
          Item: { ...outreachEmailKey(email.leadId, email.emailId), entity: 'outreach_email', ...email },
          ConditionExpression: once,
        },
      },
    },
    {
      name: 'outreachEmailLookup',
      item: {
        Put: {
          TableName: tableName(),
          Item: {
            ...outreachEmailLookupKey(email.emailId),
            entity: 'outreach_email_lookup',
            leadId: email.leadId,
            ...step,
            sesMessageId: email.sesMessageId,
            sentAt: email.sentAt,
            expiresAt,
          },
          ConditionExpression: once,
        },
      },
    },
    {
      name: 'sesMessage',
      item: {
        Put: {
          TableName: tableName(),
          Item: {
            ...sesMessageKey(email.sesMessageId),
            entity: 'ses_message',
            emailId: email.emailId,
            leadId: email.leadId,
            expiresAt,
          },
          ConditionExpression: once,
        },
      },
    },
  ];
}

/**
 * The outreach emails a user sent on one London day (one strongly consistent GetItem).
 *
 * @param londonDate - `yyyy-mm-dd`, Europe/London.
 */
export async function sendCountOf(userId: string, londonDate: string): Promise<number> {
  const { Item } = await getItem({
    TableName: tableName(),
    Key: sendCountKey(userId, londonDate),
    ConsistentRead: true,
  });
  return typeof Item?.used === 'number' ? Item.used : 0;
}

/**
 * The step `sendCount` that counts one more email of the user's London day; the item expires two
 * days after the day's end.
 *
 * @param dayEndsAt - the end of the London day, epoch seconds.
 */
export function countSendStep(userId: string, londonDate: string, dayEndsAt: number): PlanStep {
  return {
    name: 'sendCount',
    item: {
      Update: {
        TableName: tableName(),
        Key: sendCountKey(userId, londonDate),
        UpdateExpression: 'ADD used :one SET expiresAt = :expiresAt, entity = :entity',
        ExpressionAttributeValues: {
          ':one': 1,
          ':expiresAt': dayEndsAt + SEND_COUNT_KEPT_SECONDS,
          ':entity': 'send_count',
        },
      },
    },
  };
}
