import { INDEX_PARTITIONS, ITEM_TYPES, type IndexPartitionName } from './item-types';

/**
 * The checks that a decoded paging cursor is exactly a key of the index (or table partition) being
 * paged (docs/product/security.md#input-validation), derived from the description of the index
 * partitions and item types (`item-types.ts`): an index cursor holds the listed item's `pk` and
 * `sk` and the index's partition and sort key `<instant>#<id>`, whose id is the `pk`'s rest.
 */

/** A decoded paging cursor (a DynamoDB `LastEvaluatedKey` of string attributes). */
export type CursorKey = Readonly<Record<string, string>>;

/** Checks that a decoded cursor is a key of the index (or table) being paged. */
export type CursorCheck = (key: CursorKey) => boolean;

/** A subscriber id or audit entry id: base64url or UUID characters only. */
const OPAQUE_ID = /^[A-Za-z0-9_-]{16,100}$/;

/** True when `key` has exactly the attributes of `expected`, with equal values. */
function sameKey(key: CursorKey, expected: Readonly<Record<string, string>>): boolean {
  const names = Object.keys(key);
  return (
    names.length === Object.keys(expected).length &&
    names.every((name) => Object.hasOwn(expected, name) && key[name] === expected[name])
  );
}

/**
 * The check of one index partition's cursors.
 *
 * @param name - the index partition (`INDEX_PARTITIONS`).
 * @returns a check that accepts only a listed item's table keys with its index keys in that partition.
 */
export function indexCursorCheck(name: IndexPartitionName): CursorCheck {
  const partition = INDEX_PARTITIONS[name];
  const item = ITEM_TYPES[partition.of];
  const pkName = `${partition.index}pk`;
  const skName = `${partition.index}sk`;
  const opaque = 'opaqueIds' in partition;
  return (key) => {
    const { pk, [skName]: indexSk } = key;
    if (!pk?.startsWith(item.pk) || indexSk === undefined) return false;
    const id = pk.slice(item.pk.length);
    if (id.length === 0 || !indexSk.endsWith(`#${id}`) || (opaque && !OPAQUE_ID.test(id))) return false;
    if (indexSk.length === id.length + 1) return false;
    return sameKey(key, { pk, sk: item.sk, [pkName]: partition.pk, [skName]: indexSk });
  };
}

/** A cursor of the lead summaries (gsi1 `LEADS`): a lead's table and index keys. */
export const isLeadIndexCursor: CursorCheck = indexCursorCheck('leadIndex');

/** A cursor of the subscriber list (gsi1 `SUBSCRIBERS`): a subscriber's table and index keys. */
export const isSubscriberIndexCursor: CursorCheck = indexCursorCheck('subscriberIndex');

/** A cursor of the audit log (gsi1 `AUDIT_LOG`): an entry's table and index keys. */
export const isAuditIndexCursor: CursorCheck = indexCursorCheck('auditIndex');

/**
 * A cursor of the lead changes (gsi2 `LEADS_CHANGED`) after `bound` (`leadChangedAfterBound`):
 * a lead's table and gsi2 keys whose sort key lies inside the query's range.
 */
export const leadChangeCursorAfter = (bound: string): CursorCheck => {
  const check = indexCursorCheck('leadChangeIndex');
  return (key) => check(key) && (key.gsi2sk ?? '') > bound;
};

/** A cursor of one day's page views: a key in that day's partition. */
export const pageViewCursorOf =
  (day: string): CursorCheck =>
  (key) =>
    typeof key.sk === 'string' &&
    key.sk.length > 0 &&
    sameKey(key, { pk: `${ITEM_TYPES.pageView.pk}${day}`, sk: key.sk });
