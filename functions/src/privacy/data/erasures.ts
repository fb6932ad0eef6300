import type { Lead } from '@meridian/shared/leads/lead';
import { batchWriteItems, getItem } from '../../lib/dynamodb';
import { VersionConflictError } from '../../lib/errors';
import { erasureKey, type ItemKey, leadEmailKey, leadKey } from '../../table/keys';
import { tableName } from '../../table/table';
import type { PlanStep } from '../../table/write-plan';

/**
 * Erasure data (docs/product/privacy.md#erasure): the tombstone of an erased person (only the keyed
 * hash of the address in its key and the erasure time), the steps that delete a lead with its email
 * claim, and batch deletes of the items that depend on it.
 */

/** How long a tombstone is kept: a year, far longer than any event waits in retries or a dead-letter queue (s). */
export const TOMBSTONE_SECONDS = 365 * 24 * 60 * 60;

/** DynamoDB's batch write limit. */
const BATCH_SIZE = 25;
const MAX_BATCH_ATTEMPTS = 8;

/**
 * The plan step `tombstone`: records (or moves forward) the erasure of an address.
 *
 * @param emailHash - the keyed hash of the address (`emailHashOf`).
 * @param erasedAt - ISO-8601 UTC.
 */
export function tombstoneStep(emailHash: string, erasedAt: string): PlanStep {
  return {
    name: 'tombstone',
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...erasureKey(emailHash),
          entity: 'erasure',
          erasedAt,
          expiresAt: Math.floor(Date.parse(erasedAt) / 1000) + TOMBSTONE_SECONDS,
        },
      },
    },
  };
}

/**
 * When an address was last erased.
 *
 * @param emailHash - the keyed hash of the address.
 * @returns the erasure time (ISO-8601 UTC), or null when it never was (or the tombstone expired).
 */
export async function erasedAtOf(emailHash: string): Promise<string | null> {
  const { Item } = await getItem({ TableName: tableName(), Key: erasureKey(emailHash), ConsistentRead: true });
  return typeof Item?.erasedAt === 'string' ? Item.erasedAt : null;
}

/**
 * Steps that delete a lead (`lead`, conditional on the version read: VersionConflictError when it
 * changed meanwhile) and its email claim (`emailClaim`, only if it still names this lead).
 */
export function deleteLeadSteps(lead: Lead): PlanStep[] {
  const steps: PlanStep[] = [
    {
      name: 'lead',
      item: {
        Delete: {
          TableName: tableName(),
          Key: leadKey(lead.id),
          ConditionExpression: '#version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': lead.version },
        },
      },
      onConditionFailed: () => new VersionConflictError(),
    },
  ];
  if (lead.email) {
    steps.push({
      name: 'emailClaim',
      item: {
        Delete: {
          TableName: tableName(),
          Key: leadEmailKey(lead.email),
          ConditionExpression: 'attribute_not_exists(pk) OR leadId = :id',
          ExpressionAttributeValues: { ':id': lead.id },
        },
      },
      onConditionFailed: () => new VersionConflictError(),
    });
  }
  return steps;
}

/**
 * The steps that release a lead's former addresses' email claims (`formerClaim:<n>`), each only
 * while it still names the lead (VersionConflictError when another lead took it meanwhile: the
 * erasure reads again).
 *
 * @param leadId - the lead being erased.
 * @param addresses - its former addresses whose claim names it.
 */
export function releaseFormerClaimSteps(leadId: string, addresses: readonly string[]): PlanStep[] {
  return addresses.map((address, index) => ({
    name: `formerClaim:${index}`,
    item: {
      Delete: {
        TableName: tableName(),
        Key: leadEmailKey(address),
        ConditionExpression: 'attribute_not_exists(pk) OR leadId = :id',
        ExpressionAttributeValues: { ':id': leadId },
      },
    },
    onConditionFailed: () => new VersionConflictError(),
  }));
}

/**
 * Who claims an address now.
 *
 * @param address - an email address (any case).
 * @returns the id of the lead whose email claim it is, or null when none claims it.
 */
export async function claimantOf(address: string): Promise<string | null> {
  const { Item } = await getItem({ TableName: tableName(), Key: leadEmailKey(address), ConsistentRead: true });
  return typeof Item?.leadId === 'string' ? Item.leadId : null;
}

/**
 * Deletes items by key, 25 per batch, retrying unprocessed ones with a short back-off. Deleting a
 * key that does not exist is not an error, so a repeated erasure is safe.
 *
 * @throws Error when DynamoDB keeps leaving items unprocessed; DynamoDB errors as they are.
 */
export async function deleteItems(keys: readonly ItemKey[]): Promise<void> {
  const unique = [...new Map(keys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    let requests = unique.slice(start, start + BATCH_SIZE).map((key) => ({ DeleteRequest: { Key: { ...key } } }));
    for (let attempt = 1; requests.length > 0; attempt += 1) {
      if (attempt > MAX_BATCH_ATTEMPTS) throw new Error('DynamoDB left deletes unprocessed');
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await batchWriteItems({ RequestItems: { [tableName()]: requests } });
      requests = (result.UnprocessedItems?.[tableName()] ?? []).flatMap((request) =>
        request.DeleteRequest?.Key ? [{ DeleteRequest: { Key: request.DeleteRequest.Key as ItemKey } }] : [],
      );
    }
  }
}
