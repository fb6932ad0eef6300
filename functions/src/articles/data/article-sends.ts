import type { ArticleSendProgress } from '@meridian/shared/articles/article-admin';
import * as z from '@meridian/shared/zod';
import { getItem, updateItem } from '../../lib/dynamodb';
import { articleSendKey } from './article-send-keys';
import { isConditionalCheckFailed, tableName } from '../../table/table';

/**
 * An article's send to subscribers (docs/product/publishing.md#send): one send record per article
 * (`articleSendKey`) holding the last test, the start, the progress counters and the paging cursor
 * of the subscribers still to go, and one delivery claim per subscriber (`articleDeliveryKey`)
 * written before that subscriber's email goes out. Counters change with `ADD` in the same
 * transaction as the claim they count, so each subscriber is counted once.
 */

/** The send record as stored. */
export const articleSendRecordSchema = z.object({
  articleId: z.string(),
  testSentAt: z.string().optional(),
  sendId: z.string().optional(),
  state: z.enum(['sending', 'done']).optional(),
  total: z.number().default(0),
  sent: z.number().default(0),
  skipped: z.number().default(0),
  failed: z.number().default(0),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  /** Paging cursor of the next subscriber page; absent before the first page. */
  cursor: z.string().optional(),
});
export type ArticleSendRecord = z.output<typeof articleSendRecordSchema>;

/**
 * The send record of an article (strongly consistent read).
 *
 * @returns the record, or null when no test was sent and no send started.
 */
export async function getArticleSend(articleId: string): Promise<ArticleSendRecord | null> {
  const { Item } = await getItem({ TableName: tableName(), Key: articleSendKey(articleId), ConsistentRead: true });
  return Item ? articleSendRecordSchema.parse(Item) : null;
}

/** The progress the editor shows (`articleSendProgressSchema`) of a record; `none` when there is none. */
export function progressOf(record: ArticleSendRecord | null): ArticleSendProgress {
  if (!record) return { state: 'none', total: 0, sent: 0, skipped: 0, failed: 0 };
  const { state, total, sent, skipped, failed, startedAt, finishedAt, testSentAt } = record;
  return {
    state: state ?? 'none',
    total,
    sent,
    skipped,
    failed,
    ...(startedAt ? { startedAt } : {}),
    ...(finishedAt ? { finishedAt } : {}),
    ...(testSentAt ? { testSentAt } : {}),
  };
}

/**
 * Records when the last test email of an article went out (creates the send record when needed).
 * The address is not kept: it is personal data the send does not need later
 * (docs/product/publishing.md#send); a record of earlier versions loses it here.
 *
 * @param at - when the test went out.
 * @returns the record after the write.
 */
export async function recordTestSent(articleId: string, at: Date): Promise<ArticleSendRecord> {
  const { Attributes } = await updateItem({
    TableName: tableName(),
    Key: articleSendKey(articleId),
    UpdateExpression: 'SET entity = :entity, articleId = :articleId, testSentAt = :at REMOVE testSentTo',
    ExpressionAttributeValues: {
      ':entity': 'article_send',
      ':articleId': articleId,
      ':at': at.toISOString(),
    },
    ReturnValues: 'ALL_NEW',
  });
  return articleSendRecordSchema.parse(Attributes);
}

/**
 * Starts the send of an article: state `sending`, its id, the total and zero counters, on the
 * condition that a test was sent and no send ever started.
 *
 * @param total - confirmed subscribers counted at the start.
 * @returns the record after the write, or null when the condition failed (no test, or started already).
 */
export async function startArticleSendRecord(
  articleId: string,
  sendId: string,
  total: number,
  at: Date,
): Promise<ArticleSendRecord | null> {
  try {
    const { Attributes } = await updateItem({
      TableName: tableName(),
      Key: articleSendKey(articleId),
      UpdateExpression:
        'SET #state = :sending, sendId = :sendId, #total = :total, sent = :zero, skipped = :zero, failed = :zero, startedAt = :at',
      ConditionExpression:
        'attribute_exists(testSentAt) AND attribute_not_exists(#state) AND attribute_not_exists(sendId)',
      ExpressionAttributeNames: { '#state': 'state', '#total': 'total' },
      ExpressionAttributeValues: {
        ':sending': 'sending',
        ':sendId': sendId,
        ':total': total,
        ':zero': 0,
        ':at': at.toISOString(),
      },
      ReturnValues: 'ALL_NEW',
    });
    return articleSendRecordSchema.parse(Attributes);
  } catch (error) {
    if (isConditionalCheckFailed(error)) return null;
    throw error;
  }
}

/**
 * Undoes a start whose event the bus refused (the send never began), so that staff can try again.
 * Conditional on the send id and on nothing counted yet.
 *
 * @returns false when the record no longer matches (nothing written).
 */
export async function cancelArticleSendStart(articleId: string, sendId: string): Promise<boolean> {
  try {
    await updateItem({
      TableName: tableName(),
      Key: articleSendKey(articleId),
      UpdateExpression: 'REMOVE #state, sendId, #total, sent, skipped, failed, startedAt',
      ConditionExpression: 'sendId = :sendId AND sent = :zero AND skipped = :zero AND failed = :zero',
      ExpressionAttributeNames: { '#state': 'state', '#total': 'total' },
      ExpressionAttributeValues: { ':sendId': sendId, ':zero': 0 },
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Moves a send past one page of subscribers: to `next` (the following page), or, after the last
 * page (`next` null), to state `done` with `finishedAt`. Conditional on the cursor still being
 * `from` and the send still running, so of two runs that read the same page only one moves on.
 *
 * @param from - the cursor the page was read from (undefined for the first page).
 * @returns false when another run moved the send first or it is no longer running (stop then).
 */
export async function advanceArticleSend(
  articleId: string,
  sendId: string,
  from: string | undefined,
  next: string | null,
  at: Date,
): Promise<boolean> {
  const update = next
    ? { UpdateExpression: 'SET #cursor = :next', values: { ':next': next } }
    : {
        UpdateExpression: 'SET #state = :done, finishedAt = :at REMOVE #cursor',
        values: { ':done': 'done', ':at': at.toISOString() },
      };
  try {
    await updateItem({
      TableName: tableName(),
      Key: articleSendKey(articleId),
      UpdateExpression: update.UpdateExpression,
      ConditionExpression: `sendId = :sendId AND #state = :sending AND ${from ? '#cursor = :from' : 'attribute_not_exists(#cursor)'}`,
      ExpressionAttributeNames: { '#state': 'state', '#cursor': 'cursor' },
      ExpressionAttributeValues: {
        ...update.values,
        ':sendId': sendId,
        ':sending': 'sending',
        ...(from ? { ':from': from } : {}),
      },
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Ends a running send early (its article was unpublished meanwhile): state `done` with `finishedAt`.
 *
 * @returns false when it was not running with this id (nothing written).
 */
export async function finishArticleSend(articleId: string, sendId: string, at: Date): Promise<boolean> {
  try {
    await updateItem({
      TableName: tableName(),
      Key: articleSendKey(articleId),
      UpdateExpression: 'SET #state = :done, finishedAt = :at REMOVE #cursor',
      ConditionExpression: 'sendId = :sendId AND #state = :sending',
      ExpressionAttributeNames: { '#state': 'state', '#cursor': 'cursor' },
      ExpressionAttributeValues: {
        ':done': 'done',
        ':at': at.toISOString(),
        ':sendId': sendId,
        ':sending': 'sending',
      },
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
