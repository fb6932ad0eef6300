import { createHmac, randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type PageView, pageViewSchema, type PageViewSubmission } from '@meridian/shared/page-view';
import { documentDbClient } from '../lib/clients';
import { ValidationError } from '../lib/errors';
import { getOrCreateSetting } from './settings';
import { decodeCursor, encodeCursor, tableName } from './table';

/**
 * Page views (SPEC.md section 3, DECISIONS.md item 11): `PAGE_VIEW#<yyyy-mm-dd>` /
 * `<timestamp>#<id>`. The client IP is never stored: only an HMAC-SHA-256 of it keyed with a
 * generated salt that lives in the table (`SETTING` / `page-view-ip-salt`). Views expire after
 * 13 months (`expiresAt`), the usual retention for analytics data.
 *
 * The named analytics events of SPEC.md section 7 are stored the same way, in the same day
 * partition, with an `event` map `{ name, category, label, value }` and `entity` 'analytics_event'
 * (docs/decisions/007-analytics-events.md): one Query per day returns a visit's views and events
 * in order.
 */

const SALT_SETTING = 'page-view-ip-salt';
const RETENTION_SECONDS = 395 * 24 * 60 * 60;

/** The salted hash of an IP address (hex, 64 characters). */
export async function hashIp(ip: string): Promise<string> {
  const salt = await getOrCreateSetting(SALT_SETTING);
  return createHmac('sha256', salt).update(ip).digest('hex');
}

/**
 * Stores a page view, or a named event when the submission carries `event`.
 *
 * @param view - the validated submission (event defaults already applied by the schema).
 * @param request - user agent (truncated to 500 characters) and client IP (hashed, or omitted when unknown).
 * @param now - the time of the view (ISO timestamp, day partition, 13-month expiry).
 * @returns the stored page view or event.
 */
export async function recordPageView(
  view: PageViewSubmission,
  request: { userAgent?: string; ip?: string },
  now: Date = new Date(),
): Promise<PageView> {
  const timestamp = now.toISOString();
  const pageView = pageViewSchema.parse({
    id: randomUUID(),
    page: view.page,
    referrer: view.referrer || undefined,
    sessionId: view.sessionId || undefined,
    userAgent: request.userAgent?.slice(0, 500) || undefined,
    ipHash: request.ip ? await hashIp(request.ip) : undefined,
    timestamp,
    event: view.event,
  });
  await documentDbClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        pk: `PAGE_VIEW#${timestamp.slice(0, 10)}`,
        sk: `${timestamp}#${pageView.id}`,
        entity: pageView.event ? 'analytics_event' : 'page_view',
        expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
        ...pageView,
      },
    }),
  );
  return pageView;
}

/**
 * Page views and named events of one UTC day, oldest first, one page at a time.
 *
 * @param day - `yyyy-mm-dd`.
 * @throws ValidationError for a malformed day or cursor.
 */
export async function listPageViewsByDay(
  day: string,
  options: { cursor?: string | null; limit?: number } = {},
): Promise<{ items: PageView[]; nextCursor: string | null }> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new ValidationError('Invalid day');
  const start = options.cursor ? decodeCursor(options.cursor) : undefined;
  if (start === null) throw new ValidationError('Invalid cursor');
  const result = await documentDbClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `PAGE_VIEW#${day}` },
      Limit: Math.min(Math.max(options.limit ?? 100, 1), 1000),
      ExclusiveStartKey: start,
    }),
  );
  return {
    items: (result.Items ?? []).map((item) => pageViewSchema.parse(item)),
    nextCursor: encodeCursor(result.LastEvaluatedKey),
  };
}
