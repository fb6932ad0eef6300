import { updateItem } from '../../lib/dynamodb';
import { loginFailuresKey } from '../../table/keys';
import { isConditionalCheckFailed, tableName } from '../../table/table';

/**
 * Login attempt counters for brute-force throttling (docs/architecture.md: `loginFailuresKey`, one
 * item per client and window; `expiresAt` removes old windows).
 * A login reserves an attempt before the password is checked (one atomic counter, so concurrent
 * guesses cannot slip past the limit) and gives it back when the password was right; what remains
 * counts failed logins (docs/product/admin.md#throttling).
 */

const key = loginFailuresKey;

/**
 * Counts one more attempt in a client's window.
 * @param clientKeyHash - the keyed hash of the client's throttling key (`throttleKeyHashOf`), of an
 *   account, or `all-clients`.
 * @param windowStart - start of the window, epoch ms.
 * @param windowMs - window length in ms (sets the TTL: window end plus one window).
 * @returns the number of attempts in the window, this one included.
 */
export async function reserveLoginAttempt(
  clientKeyHash: string,
  windowStart: number,
  windowMs: number,
): Promise<number> {
  const { Attributes } = await updateItem({
    TableName: tableName(),
    Key: key(clientKeyHash, windowStart),
    UpdateExpression: 'ADD attempts :one SET expiresAt = :expiresAt, entity = :entity',
    ExpressionAttributeValues: {
      ':one': 1,
      ':expiresAt': Math.ceil((windowStart + 2 * windowMs) / 1000),
      ':entity': 'login_failures',
    },
    ReturnValues: 'UPDATED_NEW',
  });
  return typeof Attributes?.attempts === 'number' ? Attributes.attempts : 1;
}

/** Gives back an attempt reserved by a login whose password was right (it is not a failure). */
export async function releaseLoginAttempt(clientKeyHash: string, windowStart: number): Promise<void> {
  await updateItem({
    TableName: tableName(),
    Key: key(clientKeyHash, windowStart),
    UpdateExpression: 'ADD attempts :minusOne',
    ConditionExpression: 'attribute_exists(pk) AND attempts > :zero',
    ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
  }).catch((error: unknown) => {
    if (!isConditionalCheckFailed(error)) throw error;
  });
}
