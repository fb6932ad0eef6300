import { visitorEmailCountKey } from '../../table/budget-keys';
import { takeCounterUnit } from '../../table/abuse-counters';

/**
 * The hourly count of visitor emails (docs/product/security.md#visitor-email-cap): one counter per
 * UTC hour (`visitorEmailCountKey`), removed a day after its hour.
 */

/**
 * Counts one visitor email in the hour of `now` unless the hour's cap is reached.
 *
 * @param cap - the most visitor emails of one UTC hour (`VISITOR_EMAIL_HOURLY_CAP`).
 * @param now - the instant of the send.
 * @returns true when the email may go, false when the hour's cap is reached.
 * @throws the DynamoDB error of a failed call (the delivery is retried).
 */
export function takeVisitorEmailUnit(cap: number, now: Date): Promise<boolean> {
  const hourStart = now.getTime() - (now.getTime() % 3_600_000);
  return takeCounterUnit(
    visitorEmailCountKey(now),
    cap,
    Math.ceil(hourStart / 1000) + 25 * 3600,
    'visitor_email_count',
  );
}
