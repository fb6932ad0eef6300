import { randomUUID } from 'node:crypto';
import { normaliseEmail } from '@meridian/shared/fields';
import {
  type Lead,
  type LeadActivity,
  type LeadWithActivity,
  leadActivitySchema,
  leadSchema,
} from '@meridian/shared/leads/lead';
import type { NewActivity } from '@meridian/shared/leads/lead-changes';
import { deleteItem, getItem, queryItems } from '../../lib/dynamodb';
import { ConflictError, LeadEmailTakenError, LeadNotFoundError, VersionConflictError } from '../../lib/errors';
import {
  activityKey,
  isActivitySortKey,
  leadChangeIndexKey,
  isLeadSortKey,
  leadEmailKey,
  leadIndexKey,
  leadKey,
  leadPartition,
} from '../../table/keys';
import { changedAttributesUpdate } from '../../table/changed-attributes';
import { tableName } from '../../table/table';
import type { PlanStep, WritePlan } from '../../table/write-plan';
import { leadOwnerKey, leadOwnerSteps } from './lead-owner-entries';

/**
 * Lead repository (docs/architecture.md, "Single-table design"): the lead item, its email claim
 * (one lead per email, case-insensitively: docs/product/leads.md#dedupe) and its timeline entries
 * in the lead's partition. Reads validate items with the shared schemas; writes are returned as
 * named plan steps (`write-plan.ts`) for a service to commit, each step carrying the domain error
 * its condition stands for.
 */

/** The stored item of a lead (keys, gsi1 and gsi2 keys and the lead's fields). */
export function toLeadItem(lead: Lead): Record<string, unknown> {
  return {
    ...leadKey(lead.id),
    entity: 'lead',
    ...leadIndexKey(lead.createdAt, lead.id),
    ...leadChangeIndexKey(lead.updatedAt, lead.id),
    ...lead,
  };
}

/**
 * A lead from its stored item, validated with `leadSchema` (key attributes are dropped).
 *
 * @throws ZodError when the item is not a valid lead (corrupt data is never served silently).
 */
export function fromLeadItem(item: Record<string, unknown>): Lead {
  return leadSchema.parse(item);
}

/**
 * A timeline entry with its id and time filled in (`at` defaults to `now`, `id` to a random UUID).
 *
 * @throws ZodError when the entry is not valid.
 */
export function buildActivity(leadId: string, activity: NewActivity, now: string): LeadActivity {
  return leadActivitySchema.parse({ ...activity, id: activity.id ?? randomUUID(), leadId, at: activity.at ?? now });
}

/**
 * A lead by id (strongly consistent read).
 *
 * @throws LeadNotFoundError when no such lead exists.
 */
export async function getLead(id: string): Promise<Lead> {
  const { Item } = await getItem({ TableName: tableName(), Key: leadKey(id), ConsistentRead: true });
  if (!Item) throw new LeadNotFoundError();
  return fromLeadItem(Item);
}

/**
 * The lead that owns an email address, case-insensitively, through its email claim item. Two
 * strongly consistent reads.
 *
 * @returns the lead, or `null` when no lead has this email.
 */
export async function findLeadByEmail(email: string): Promise<Lead | null> {
  const { Item } = await getItem({ TableName: tableName(), Key: leadEmailKey(email), ConsistentRead: true });
  if (typeof Item?.leadId !== 'string') return null;
  try {
    return await getLead(Item.leadId);
  } catch (error) {
    if (error instanceof LeadNotFoundError) return null;
    throw error;
  }
}

/**
 * A lead with its activity timeline, newest entry first (at most `maxActivity`, default 200), in
 * one Query on the lead's partition (its tasks, which sort after the lead item, are not read).
 *
 * @throws LeadNotFoundError when the lead does not exist.
 */
export async function getLeadWithActivity(id: string, maxActivity = 200): Promise<LeadWithActivity> {
  const { Items = [] } = await queryItems({
    TableName: tableName(),
    // Up to the lead item: the lead's tasks sort after it (`TASK#…`) and are not its timeline.
    KeyConditionExpression: 'pk = :pk AND sk <= :lead',
    ExpressionAttributeValues: { ':pk': leadPartition(id), ':lead': leadKey(id).sk },
    ScanIndexForward: false,
    ConsistentRead: true,
    Limit: maxActivity + 1,
  });
  const leadItem = Items.find((item) => isLeadSortKey(item.sk));
  if (!leadItem) throw new LeadNotFoundError();
  const activity = Items.filter((item) => isActivitySortKey(item.sk)).map((item) => leadActivitySchema.parse(item));
  return { ...fromLeadItem(leadItem), activity };
}

/**
 * Deletes a lead, its email claim and its timeline. Not on a visitor path; for admin tools and tests.
 *
 * @throws LeadNotFoundError when the lead does not exist.
 */
export async function deleteLead(id: string): Promise<void> {
  const lead = await getLeadWithActivity(id, 10_000);
  if (lead.email) await deleteItem({ TableName: tableName(), Key: leadEmailKey(lead.email) });
  for (const entry of lead.activity) {
    await deleteItem({ TableName: tableName(), Key: activityKey(id, entry.at, entry.id) });
  }
  await deleteItem({ TableName: tableName(), Key: leadKey(id) });
  await deleteItem({ TableName: tableName(), Key: leadOwnerKey(id) });
}

/**
 * The lead of an address through its email claim, and a claim whose lead no longer exists (left by
 * an erasure of earlier versions): such a claim counts as free (docs/product/privacy.md#erasure).
 *
 * @returns `lead` (null when no lead has the address) and, for a claim naming a missing lead, `staleClaimOf`: that lead's id.
 */
export async function readEmailClaim(email: string): Promise<{ lead: Lead | null; staleClaimOf?: string }> {
  const { Item } = await getItem({ TableName: tableName(), Key: leadEmailKey(email), ConsistentRead: true });
  if (typeof Item?.leadId !== 'string') return { lead: null };
  try {
    return { lead: await getLead(Item.leadId) };
  } catch (error) {
    if (error instanceof LeadNotFoundError) return { lead: null, staleClaimOf: Item.leadId };
    throw error;
  }
}

// Write plans.

function claimEmailStep(leadId: string, email: string, staleClaimOf?: string): PlanStep {
  return {
    name: 'emailClaim',
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...leadEmailKey(email), entity: 'lead_email', leadId, email: normaliseEmail(email) },
        ConditionExpression: staleClaimOf ? 'leadId = :stale' : 'attribute_not_exists(pk)',
        ...(staleClaimOf ? { ExpressionAttributeValues: { ':stale': staleClaimOf } } : {}),
      },
    },
    onConditionFailed: () => new LeadEmailTakenError(),
  };
}

/** The check that the lead a stale claim names is still missing (`staleLead`). */
function staleLeadStep(staleClaimOf: string): PlanStep {
  return {
    name: 'staleLead',
    item: {
      ConditionCheck: {
        TableName: tableName(),
        Key: leadKey(staleClaimOf),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    onConditionFailed: () => new LeadEmailTakenError(),
  };
}

/**
 * Steps that store a new lead: `lead` (fails with ConflictError when the id exists) and, when it
 * has an email, `emailClaim` (fails with LeadEmailTakenError when the email belongs to a lead).
 *
 * @param lead - the complete new lead (`buildNewLead`).
 * @param staleClaimOf - the missing lead a claim of the address still names (`readEmailClaim`): the
 *   claim is taken over, on condition that it still names that lead and that lead is still missing.
 */
export function createLeadPlan(lead: Lead, staleClaimOf?: string): WritePlan {
  const steps: PlanStep[] = [
    {
      name: 'lead',
      item: {
        Put: { TableName: tableName(), Item: toLeadItem(lead), ConditionExpression: 'attribute_not_exists(pk)' },
      },
      onConditionFailed: () => new ConflictError('A lead with this id already exists'),
    },
    ...leadOwnerSteps(null, lead),
  ];
  if (lead.email) steps.push(claimEmailStep(lead.id, lead.email, staleClaimOf));
  if (lead.email && staleClaimOf) steps.push(staleLeadStep(staleClaimOf));
  return steps;
}

/**
 * Steps that replace a stored lead with its changed version: `lead`, conditional on the version and
 * `updatedAt` read (VersionConflictError when either moved or the lead is gone; writes that keep
 * the version move `updatedAt`: docs/decisions/061-outreach-writes-keep-the-lead-version.md) and
 * writing only the attributes that changed (server-owned ones written meanwhile stay:
 * docs/decisions/051-lead-writes-keep-server-owned-fields.md), and, when the email changed,
 * `previousEmailClaim` (released; its condition fails only when the claim belongs to another lead,
 * which is corrupt data) and `emailClaim` (LeadEmailTakenError when taken).
 *
 * @param before - the lead as read.
 * @param after - the lead to store (`applyLeadChanges(before, …)`).
 */
export function replaceLeadPlan(before: Lead, after: Lead): WritePlan {
  const steps: PlanStep[] = [
    {
      name: 'lead',
      item: { Update: updateOfLead(before, after) },
      onConditionFailed: () => new VersionConflictError(),
    },
    ...leadOwnerSteps(before, after),
  ];
  const oldEmail = before.email ? normaliseEmail(before.email) : undefined;
  const newEmail = after.email ? normaliseEmail(after.email) : undefined;
  if (oldEmail === newEmail) return steps;
  if (oldEmail) {
    steps.push({
      name: 'previousEmailClaim',
      item: {
        Delete: {
          TableName: tableName(),
          Key: leadEmailKey(oldEmail),
          ConditionExpression: 'attribute_not_exists(pk) OR leadId = :id',
          ExpressionAttributeValues: { ':id': before.id },
        },
      },
    });
  }
  if (newEmail) steps.push(claimEmailStep(after.id, newEmail));
  return steps;
}

/** The conditional update from the lead as read to its changed version; `updatedAt` is always set. */
function updateOfLead(before: Lead, after: Lead) {
  const update = changedAttributesUpdate({ ...toLeadItem(before), updatedAt: undefined }, toLeadItem(after));
  const names = { '#version': 'version', '#readUpdatedAt': 'updatedAt' };
  const asRead = { ':version': before.version, ':readUpdatedAt': before.updatedAt };
  return {
    TableName: tableName(),
    Key: leadKey(after.id),
    ...update,
    ConditionExpression: 'attribute_exists(pk) AND #version = :version AND #readUpdatedAt = :readUpdatedAt',
    ExpressionAttributeNames: { ...update.ExpressionAttributeNames, ...names },
    ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ...asRead },
  };
}

/** A step that appends a timeline entry (named `activity:<id>`). */
export function addActivityStep(activity: LeadActivity): PlanStep {
  return {
    name: `activity:${activity.id}`,
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...activityKey(activity.leadId, activity.at, activity.id), entity: 'activity', ...activity },
      },
    },
  };
}

/**
 * A step that marks the lead as touched at `now` (`leadTouched`): `updatedAt` and its changes-index
 * key move to `now`, `version` stays (an open edit form does not conflict), so a timeline entry
 * counts as activity (docs/product/pipeline.md#due-overdue-and-stale) and reaches the changes list
 * (docs/product/admin.md#changes-since). LeadNotFoundError when the lead does not exist.
 *
 * @param now - ISO-8601 UTC.
 */
export function touchLeadStep(leadId: string, now: string): PlanStep {
  const { gsi2pk, gsi2sk } = leadChangeIndexKey(now, leadId);
  return {
    name: 'leadTouched',
    item: {
      Update: {
        TableName: tableName(),
        Key: leadKey(leadId),
        UpdateExpression: 'SET #updatedAt = :now, #gsi2pk = :gsi2pk, #gsi2sk = :gsi2sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#updatedAt': 'updatedAt', '#gsi2pk': 'gsi2pk', '#gsi2sk': 'gsi2sk' },
        ExpressionAttributeValues: { ':now': now, ':gsi2pk': gsi2pk, ':gsi2sk': gsi2sk },
      },
    },
    onConditionFailed: () => new LeadNotFoundError(),
  };
}
