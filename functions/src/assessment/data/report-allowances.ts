import { updateItem } from '../../lib/dynamodb';
import { reportAllowanceKey } from '../../table/keys';
import { isConditionalCheckFailed, tableName } from '../../table/table';

/**
 * The assessment-report allowance of each visitor address (docs/product/assessment.md#report-email):
 * at most {@link MAX_REPORTS_PER_WINDOW} reports per address per 24 hours, so the assessment
 * cannot be used to flood someone's inbox. One item per lower-cased address
 * (`reportAllowanceKey`) holds when its window opened and the ids of the events that used it;
 * DynamoDB's TTL (`expiresAt`) removes it after the window.
 */

/** Reports one address may receive within one window. */
export const MAX_REPORTS_PER_WINDOW = 3;
/** Length of a window, in ms: 24 hours from the first report. */
export const REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;

const NAMES = { '#openedAt': 'openedAt', '#eventIds': 'eventIds', '#expiresAt': 'expiresAt', '#entity': 'entity' };

/** Adds the event to the open window when it has room (or holds the event already). */
async function useOpenWindow(email: string, eventId: string, atMs: number): Promise<boolean> {
  try {
    await updateItem({
      TableName: tableName(),
      Key: reportAllowanceKey(email),
      UpdateExpression: 'ADD #eventIds :ids',
      ConditionExpression:
        'attribute_exists(pk) AND #openedAt > :closedBefore AND (size(#eventIds) < :max OR contains(#eventIds, :eventId))',
      ExpressionAttributeNames: { '#openedAt': NAMES['#openedAt'], '#eventIds': NAMES['#eventIds'] },
      ExpressionAttributeValues: {
        ':ids': new Set([eventId]),
        ':eventId': eventId,
        ':closedBefore': atMs - REPORT_WINDOW_MS,
        ':max': MAX_REPORTS_PER_WINDOW,
      },
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Opens a new window with the event when none is open. */
async function openWindow(email: string, eventId: string, atMs: number): Promise<boolean> {
  try {
    await updateItem({
      TableName: tableName(),
      Key: reportAllowanceKey(email),
      UpdateExpression: 'SET #openedAt = :at, #eventIds = :ids, #expiresAt = :expiresAt, #entity = :entity',
      ConditionExpression: 'attribute_not_exists(pk) OR #openedAt <= :closedBefore',
      ExpressionAttributeNames: NAMES,
      ExpressionAttributeValues: {
        ':at': atMs,
        ':ids': new Set([eventId]),
        ':closedBefore': atMs - REPORT_WINDOW_MS,
        ':expiresAt': Math.floor((atMs + REPORT_WINDOW_MS) / 1000),
        ':entity': 'report_allowance',
      },
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Claims one report for an address: conditional writes only, so concurrent submissions cannot
 * exceed the allowance, and a retried event (after a failed send) reuses its own claim.
 *
 * @param email - the visitor's address (compared lower-cased).
 * @param eventId - the `AssessmentSubmitted` event id.
 * @param at - when the submission arrived (ISO-8601 UTC); windows are measured between these.
 * @returns true when this event may send the report.
 * @throws Error for an unparseable `at`; DynamoDB errors other than failed conditions.
 */
export async function claimReportAllowance(email: string, eventId: string, at: string): Promise<boolean> {
  const atMs = Date.parse(at);
  if (Number.isNaN(atMs)) throw new Error(`Invalid submission time: ${at}`);
  if (await useOpenWindow(email, eventId, atMs)) return true;
  if (await openWindow(email, eventId, atMs)) return true;
  // Another submission may have opened the window between the two writes.
  return useOpenWindow(email, eventId, atMs);
}
