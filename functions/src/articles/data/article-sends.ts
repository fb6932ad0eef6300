import type { ArticleSendProgress } from '@meridian/shared/articles/article-admin';
import * as z from '@meridian/shared/zod';
import { deleteItem, getItem, putItem, transactWriteItems, updateItem } from '../../lib/dynamodb';
import { articleDeliveryKey, articleSendKey } from './article-send-keys';
import { type CursorCheck, SUBSCRIBER_INDEX_PARTITION, subscriberKey } from '../../table/keys';
import { queryPage } from '../../table/paging';
import { GSI1, isConditionalCheckFailed, tableName } from '../../table/table';

/**
 * An article's send to subscribers (docs/product/publishing.md#send): one send record per article
 * (`articleSendKey`) holding the last test, the start, the progress counters and the paging cursor
 * of the subscribers still to go, and one delivery claim per subscriber (`articleDeliveryKey`)
 * written before that subscriber's email goes out. Counters change with `ADD` in the same
 * transaction as the claim they count, so each subscriber is counted once.
 */

/** Outcome of one subscriber's delivery. */
export type DeliveryOutcome = 'sent' | 'skipped' | 'failed';

/** How long delivery claims are kept: 400 days, in seconds (longer than any send can run). */
export const DELIVERY_CLAIM_SECONDS = 400 * 24 * 60 * 60;

/** The send record as stored. */
export const articleSendRecordSchema = z.object({
  articleId: z.string(),
  testSentTo: z.string().optional(),
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

const epochSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

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
  const { state, total, sent, skipped, failed, startedAt, finishedAt, testSentTo, testSentAt } = record;
  return {
    state: state ?? 'none',
    total,
    sent,
    skipped,
    failed,
    ...(startedAt ? { startedAt } : {}),
    ...(finishedAt ? { finishedAt } : {}),
    ...(testSentTo ? { testSentTo } : {}),
    ...(testSentAt ? { testSentAt } : {}),
  };
}

/**
 * Records the last test email of an article (creates the send record when needed).
 *
 * @param to - the address the test went to (as validated).
 * @returns the record after the write.
 */
export async function recordTestSent(articleId: string, to: string, at: Date): Promise<ArticleSendRecord> {
  const { Attributes } = await updateItem({
    TableName: tableName(),
    Key: articleSendKey(articleId),
    UpdateExpression: 'SET entity = :entity, articleId = :articleId, testSentTo = :to, testSentAt = :at',
    ExpressionAttributeValues: {
      ':entity': 'article_send',
      ':articleId': articleId,
      ':to': to,
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
 * Claims one subscriber's delivery for a send (conditional put): only the first claim of an
 * (article, subscriber) pair succeeds, whichever run or redelivery makes it.
 *
 * @returns true when this call claimed it; false when it was claimed before (do nothing).
 */
export async function claimDelivery(
  articleId: string,
  sendId: string,
  subscriberId: string,
  at: Date,
): Promise<boolean> {
  try {
    await putItem({
      TableName: tableName(),
      Item: {
        ...articleDeliveryKey(articleId, subscriberId),
        entity: 'article_delivery',
        sendId,
        state: 'claimed',
        claimedAt: at.toISOString(),
        expiresAt: epochSeconds(at) + DELIVERY_CLAIM_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Gives a claim back when its email was not sent because of a passing failure (throttling,
 * an unavailable dependency), so that the retried run claims and sends it. Only a claim still in
 * state `claimed` is removed.
 */
export async function releaseDelivery(articleId: string, subscriberId: string): Promise<void> {
  try {
    await deleteItem({
      TableName: tableName(),
      Key: articleDeliveryKey(articleId, subscriberId),
      ConditionExpression: '#state = :claimed',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':claimed': 'claimed' },
    });
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/**
 * Records the outcome of a claimed delivery and counts it on the send record, in one transaction
 * (conditional on the claim still being open, so an outcome is counted once).
 *
 * @returns false when the claim was already closed (nothing counted).
 */
export async function recordDelivery(
  articleId: string,
  subscriberId: string,
  outcome: DeliveryOutcome,
  at: Date,
): Promise<boolean> {
  try {
    await transactWriteItems({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: articleDeliveryKey(articleId, subscriberId),
            UpdateExpression: 'SET #state = :outcome, finishedAt = :at',
            ConditionExpression: '#state = :claimed',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':outcome': outcome, ':at': at.toISOString(), ':claimed': 'claimed' },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: articleSendKey(articleId),
            UpdateExpression: 'ADD #counter :one',
            ExpressionAttributeNames: { '#counter': outcome },
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      ],
    });
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') {
      const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      if (reasons[0]?.Code === 'ConditionalCheckFailed') return false;
    }
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

const SUBSCRIBER_ITEM = subscriberKey('');

/**
 * The cursor check of a send's own paging. The cursor never comes from a client (the record keeps
 * it), so any subscriber index key is accepted, including those of items written before double
 * opt-in (keyed by the address), which the strict check of the CRM's list refuses.
 */
const isSendCursor: CursorCheck = (key) =>
  key.gsi1pk === SUBSCRIBER_INDEX_PARTITION &&
  key.sk === SUBSCRIBER_ITEM.sk &&
  key.pk?.startsWith(SUBSCRIBER_ITEM.pk) === true &&
  key.gsi1sk !== undefined;

/** A subscriber of a send's page: the id, and whether it was still confirmed when the page was read. */
export interface SendCandidate {
  subscriberId: string;
  confirmed: boolean;
}

/**
 * One page of the subscribers a send started at `startedAt` covers, oldest sign-up first: those
 * confirmed at the start, whether still confirmed (to send) or unsubscribed since (to skip). One
 * Query of the subscriber index with a filter (never a Scan); pending, expired and earlier
 * unsubscribed subscribers and those confirmed after the start are left out.
 *
 * @param cursor - the record's cursor (undefined for the first page).
 * @param limit - index items read per page (the filter may return fewer).
 * @returns the candidates and the next page's cursor (null after the last page).
 * @throws ValidationError for a cursor that is not a key of the subscriber index.
 */
export async function sendCandidatesPage(
  startedAt: string,
  cursor: string | undefined,
  limit: number,
): Promise<{ candidates: SendCandidate[]; nextCursor: string | null }> {
  const page = await queryPage(
    {
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :p',
      FilterExpression: 'confirmedAt <= :start AND (#state = :confirmed OR unsubscribedAt > :start)',
      ExpressionAttributeNames: { '#state': 'state', '#id': 'id' },
      ExpressionAttributeValues: { ':p': SUBSCRIBER_INDEX_PARTITION, ':start': startedAt, ':confirmed': 'confirmed' },
      ProjectionExpression: '#id, #state',
      ScanIndexForward: true,
    },
    { cursor, limit, check: isSendCursor },
  );
  const candidates = page.items.flatMap((item) =>
    typeof item.id === 'string' ? [{ subscriberId: item.id, confirmed: item.state === 'confirmed' }] : [],
  );
  return { candidates, nextCursor: page.nextCursor };
}
