import { createHmac, randomUUID } from 'node:crypto';
import { type PageView, pageViewSchema, type PageViewSubmission } from '@meridian/shared/analytics/page-view';
import { putItem } from '../../lib/dynamodb';
import { ValidationError } from '../../lib/errors';
import { ipSaltKey, pageViewCursorOf, pageViewKey, pageViewPartition } from '../../table/keys';
import { clampLimit, queryPage } from '../../table/paging';
import { getOrCreateSetting } from '../../table/settings';
import { tableName } from '../../table/table';

/**
 * Page views (docs/product/site.md#analytics-and-consent): one partition per UTC day
 * (`pageViewKey`). The client IP is never stored: only an HMAC-SHA-256 of it keyed with a
 * generated salt of the UTC day (`ipSaltKey(day)`, its own item, never a setting), which expires a few
 * hours after its day ends, so a hash links a visitor's views within one day only and cannot be
 * recomputed later from the address. The referrer is kept as its origin only (no path or query,
 * which may carry personal data). Views expire after 13 months (`expiresAt`), the usual retention
 * for analytics data.
 *
 * The named analytics events (docs/product/site.md#analytics-and-consent) are stored the same way, in the same day
 * partition, with an `event` map `{ name, category, label, value }` and `entity` 'analytics_event'
 * (docs/decisions/007-analytics-events.md): one Query per day returns a visit's views and events
 * in order.
 */

const RETENTION_SECONDS = 395 * 24 * 60 * 60;
const DAY_SECONDS = 24 * 60 * 60;

/** How long a day's IP salt is kept after the day ends, in seconds (late requests of the day). */
export const IP_SALT_KEPT_SECONDS = 6 * 60 * 60;

/**
 * The salted hash of an IP address with the salt of the UTC day of `now`.
 *
 * @param ip - the client address.
 * @param now - the time of the view: picks the day's salt.
 * @returns HMAC-SHA-256, hex (64 characters).
 */
export async function hashIp(ip: string, now: Date = new Date()): Promise<string> {
  const day = now.toISOString().slice(0, 10);
  const endOfDaySeconds = Date.parse(`${day}T00:00:00Z`) / 1000 + DAY_SECONDS;
  const salt = await getOrCreateSetting(ipSaltKey(day), undefined, {
    entity: 'ip_salt',
    expiresAt: endOfDaySeconds + IP_SALT_KEPT_SECONDS,
  });
  return createHmac('sha256', salt).update(ip).digest('hex');
}

/**
 * The origin of a referrer (`https://news.example.com`), or `undefined` when it is missing or not
 * an http(s) URL.
 *
 * @param referrer - the referrer the browser reported.
 */
export function referrerOrigin(referrer: string | undefined): string | undefined {
  if (!referrer || !URL.canParse(referrer)) return undefined;
  const url = new URL(referrer);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
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
    referrer: referrerOrigin(view.referrer),
    sessionId: view.sessionId || undefined,
    userAgent: request.userAgent?.slice(0, 500) || undefined,
    ipHash: request.ip ? await hashIp(request.ip, now) : undefined,
    timestamp,
    event: view.event,
  });
  await putItem({
    TableName: tableName(),
    Item: {
      ...pageViewKey(timestamp, pageView.id),
      entity: pageView.event ? 'analytics_event' : 'page_view',
      expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
      ...pageView,
    },
  });
  return pageView;
}

/**
 * Page views and named events of one UTC day, oldest first, one page at a time.
 *
 * @param day - `yyyy-mm-dd`.
 * @throws ValidationError for a malformed day, or a cursor that is not a key of that day.
 */
export async function listPageViewsByDay(
  day: string,
  options: { cursor?: string | null; limit?: number } = {},
): Promise<{ items: PageView[]; nextCursor: string | null }> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new ValidationError('Invalid day');
  const page = await queryPage(
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pageViewPartition(day) },
    },
    { cursor: options.cursor, limit: clampLimit(options.limit, 100, 1000), check: pageViewCursorOf(day) },
  );
  return { items: page.items.map((item) => pageViewSchema.parse(item)), nextCursor: page.nextCursor };
}
