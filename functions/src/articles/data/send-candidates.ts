import { type CursorCheck, SUBSCRIBER_INDEX_PARTITION, subscriberKey } from '../../table/keys';
import { queryPage } from '../../table/paging';
import { GSI1, tableName } from '../../table/table';

/**
 * The subscribers an article's send covers, page by page (docs/product/publishing.md#send), read
 * from the subscriber index with the send's own cursor check.
 */

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
