import { deleteItem, putItem, transactWriteItems } from '../../lib/dynamodb';
import { isConditionalCheckFailed, tableName } from '../../table/table';
import { articleDeliveryKey, articleSendKey } from './article-send-keys';

/**
 * The delivery claims of an article's send (docs/product/publishing.md#send): one claim per
 * (article, subscriber) written before that subscriber's email goes out, its outcome counted on
 * the send record in the same transaction, so each subscriber is emailed and counted once.
 */

/** Outcome of one subscriber's delivery. */
export type DeliveryOutcome = 'sent' | 'skipped' | 'failed';

/** How long delivery claims are kept: 400 days, in seconds (longer than any send can run). */
export const DELIVERY_CLAIM_SECONDS = 400 * 24 * 60 * 60;

const epochSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

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
