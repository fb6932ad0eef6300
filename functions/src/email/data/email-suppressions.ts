import { getItem } from '../../lib/dynamodb';
import { emailSuppressionKey } from '../../table/keys';
import { tableName } from '../../table/table';
import type { PlanStep } from '../../table/write-plan';

/**
 * Visitor addresses that must not be emailed again (docs/product/security.md#emails): one item per
 * lower-cased address (`emailSuppressionKey`), written when SES reports a permanent bounce or a
 * complaint. Every visitor email (assessment report, contact acknowledgement, newsletter) checks it
 * first; the firm's own notifications do not.
 */

/** Why an address is suppressed. */
export type SuppressionReason = 'bounce' | 'complaint';

/**
 * Whether an address is suppressed for visitor emails (one strongly consistent GetItem).
 *
 * @param email - compared lower-cased.
 */
export async function isEmailSuppressed(email: string): Promise<boolean> {
  const { Item } = await getItem({ TableName: tableName(), Key: emailSuppressionKey(email), ConsistentRead: true });
  return Item !== undefined;
}

/**
 * The plan step `suppression:<email>`: suppresses an address (a later report of the same address
 * overwrites the reason and time).
 *
 * @param at - when SES reported it (ISO-8601 UTC).
 */
export function suppressEmailStep(email: string, reason: SuppressionReason, at: string): PlanStep {
  const key = emailSuppressionKey(email);
  return {
    name: `suppression:${key.pk}`,
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...key, entity: 'email_suppression', reason, suppressedAt: at },
      },
    },
  };
}
