import { randomUUID } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { normaliseEmail } from '@meridian/shared/fields';
import {
  type Lead,
  type LeadActivity,
  type LeadSummary,
  type LeadSummaryPage,
  type LeadWithActivity,
  leadActivitySchema,
  leadSchema,
  leadSummarySchema,
} from '@meridian/shared/lead';
import { scoreLead } from '@meridian/shared/lead-score';
import { LEAD_DEFAULTS } from '@meridian/shared/pipeline-stages';
import { documentDbClient } from '../lib/clients';
import { ConflictError, LeadNotFoundError, ValidationError, VersionConflictError } from '../lib/errors';
import { decodeCursor, encodeCursor, GSI1, isConditionalCheckFailed, isTransactionConflict, tableName } from './table';

/**
 * Lead repository (docs/architecture.md, "Single-table design"):
 * - lead `LEAD#<id>` / `LEAD`, in gsi1 under `LEADS` / `<createdAt>#<id>` (summaries by date);
 * - email claim `LEAD_EMAIL#<lower-cased email>` / `LEAD_EMAIL` holding `leadId`, written in the
 *   same transaction as the lead: one lead per email, case-insensitively (DECISIONS.md item 8);
 * - activity `LEAD#<id>` / `ACTIVITY#<at>#<activityId>` (the lead and its timeline are one Query).
 *
 * Invariants kept here, so every caller gets them: `aiScore` is recomputed with `scoreLead` on
 * every create and update (DECISIONS.md item 6); `version` starts at 1 and rises by one with every
 * change, and each write is conditional on the version it read (optimistic concurrency, issue 4);
 * items are validated with `leadSchema` on the way in and out.
 */

/** One item of a DynamoDB transaction (lib-dynamodb shape). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Fields the server owns: never set by callers. */
type ServerOwned = 'id' | 'aiScore' | 'version' | 'createdAt' | 'updatedAt';

/** Input of `createLead`: the lead's fields; status, priority and probability default per SPEC.md section 9. */
export type NewLead = Omit<Lead, ServerOwned | 'status' | 'priorityScore' | 'probabilityPercent'> &
  Partial<Pick<Lead, 'status' | 'priorityScore' | 'probabilityPercent'>>;

/** Changes of `updateLead`: `undefined` leaves a field alone, `null` clears an optional field. */
export type LeadChanges = { [K in Exclude<keyof Lead, ServerOwned>]?: Lead[K] | null };

/** A timeline entry to append: `at` defaults to now, `id` to a random UUID. */
export type NewActivity = Omit<LeadActivity, 'id' | 'leadId' | 'at'> & { id?: string; at?: string };

/** 409: the email already belongs to another lead (DECISIONS.md item 8). */
export class LeadEmailTakenError extends ConflictError {
  constructor() {
    super('A lead with this email already exists');
  }
}

const LEADS = 'LEADS';
const MAX_ATTEMPTS = 5;

const leadKey = (id: string) => ({ pk: `LEAD#${id}`, sk: 'LEAD' });
const emailClaimKey = (email: string) => ({ pk: `LEAD_EMAIL#${normaliseEmail(email)}`, sk: 'LEAD_EMAIL' });

/** The stored item of a lead (keys, gsi1 keys and the lead's fields). */
export function toLeadItem(lead: Lead): Record<string, unknown> {
  return { ...leadKey(lead.id), entity: 'lead', gsi1pk: LEADS, gsi1sk: `${lead.createdAt}#${lead.id}`, ...lead };
}

/**
 * A lead from its stored item, validated with `leadSchema` (key attributes are dropped).
 *
 * @throws ZodError when the item is not a valid lead (corrupt data is never served silently).
 */
export function fromLeadItem(item: Record<string, unknown>): Lead {
  return leadSchema.parse(item);
}

function toActivityItem(activity: LeadActivity): Record<string, unknown> {
  return {
    pk: `LEAD#${activity.leadId}`,
    sk: `ACTIVITY#${activity.at}#${activity.id}`,
    entity: 'activity',
    ...activity,
  };
}

function buildActivity(leadId: string, activity: NewActivity, now: string): LeadActivity {
  return leadActivitySchema.parse({ ...activity, id: activity.id ?? randomUUID(), leadId, at: activity.at ?? now });
}

function withScore(lead: Omit<Lead, 'aiScore'> & { aiScore?: number }): Lead {
  return leadSchema.parse({ ...lead, aiScore: scoreLead(lead).score });
}

const cancellationCodes = (error: unknown): (string | undefined)[] =>
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((reason) => reason.Code);

/** Writes items atomically (one Put when there is only one), reporting which conditions failed. */
async function writeAtomically(items: TransactItem[]): Promise<void> {
  const [only] = items;
  if (items.length === 1 && only?.Put) {
    try {
      await documentDbClient().send(new PutCommand(only.Put));
    } catch (error) {
      if (isConditionalCheckFailed(error)) throw new ConditionFailure([0], error);
      throw error;
    }
    return;
  }
  try {
    await documentDbClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException' && !isTransactionConflict(error)) {
      const failed = cancellationCodes(error)
        .map((code, index) => (code === 'ConditionalCheckFailed' ? index : -1))
        .filter((index) => index >= 0);
      if (failed.length > 0) throw new ConditionFailure(failed, error);
    }
    throw error;
  }
}

/** Internal: the conditions at these indexes of a write failed. */
class ConditionFailure extends Error {
  constructor(
    readonly indexes: number[],
    readonly original: unknown,
  ) {
    super(`Condition failed at ${indexes.join(', ')}`);
  }
}

/** Rethrows a condition failure on a caller's extra item as the original DynamoDB error. */
function rethrowExtra(failure: ConditionFailure): never {
  throw failure.original;
}

/**
 * A lead by id (strongly consistent read).
 *
 * @throws LeadNotFoundError when no such lead exists.
 */
export async function getLead(id: string): Promise<Lead> {
  const { Item } = await documentDbClient().send(
    new GetCommand({ TableName: tableName(), Key: leadKey(id), ConsistentRead: true }),
  );
  if (!Item) throw new LeadNotFoundError();
  return fromLeadItem(Item);
}

/**
 * The lead that owns an email address, case-insensitively (DECISIONS.md item 8), through its email
 * claim item. Two strongly consistent reads.
 *
 * @returns the lead, or `null` when no lead has this email.
 */
export async function findLeadByEmail(email: string): Promise<Lead | null> {
  const { Item } = await documentDbClient().send(
    new GetCommand({ TableName: tableName(), Key: emailClaimKey(email), ConsistentRead: true }),
  );
  if (typeof Item?.leadId !== 'string') return null;
  try {
    return await getLead(Item.leadId);
  } catch (error) {
    if (error instanceof LeadNotFoundError) return null;
    throw error;
  }
}

/** Options of `createLead`. */
export interface CreateLeadOptions {
  /** The new lead's id (default: a random UUID). */
  id?: string;
  now?: Date;
  /** A first timeline entry, written in the same transaction. */
  activity?: NewActivity;
  /** More items for the same transaction, built from the final lead (e.g. an idempotency marker). */
  extraTransactItems?: (lead: Lead) => TransactItem[];
}

/**
 * Creates a lead with SPEC.md section 9's defaults (status `initial_contact`, priorityScore 5,
 * probabilityPercent 25), a server-computed `aiScore` and `version` 1; claims its email in the
 * same transaction.
 *
 * @returns the stored lead.
 * @throws LeadEmailTakenError (409) when the email already belongs to a lead.
 * @throws ZodError when the input is not a valid lead.
 */
export async function createLead(input: NewLead, options: CreateLeadOptions = {}): Promise<Lead> {
  const now = (options.now ?? new Date()).toISOString();
  const lead = withScore({
    status: LEAD_DEFAULTS.status,
    priorityScore: LEAD_DEFAULTS.priorityScore,
    probabilityPercent: LEAD_DEFAULTS.probabilityPercent,
    ...input,
    id: options.id ?? randomUUID(),
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  const items: TransactItem[] = [
    { Put: { TableName: tableName(), Item: toLeadItem(lead), ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
  const claimIndex = lead.email ? items.length : -1;
  if (lead.email) {
    items.push({
      Put: {
        TableName: tableName(),
        Item: {
          ...emailClaimKey(lead.email),
          entity: 'lead_email',
          leadId: lead.id,
          email: normaliseEmail(lead.email),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  if (options.activity)
    items.push({
      Put: { TableName: tableName(), Item: toActivityItem(buildActivity(lead.id, options.activity, now)) },
    });
  items.push(...(options.extraTransactItems?.(lead) ?? []));
  try {
    await writeAtomically(items);
  } catch (error) {
    if (!(error instanceof ConditionFailure)) throw error;
    if (error.indexes.includes(claimIndex)) throw new LeadEmailTakenError();
    if (error.indexes.includes(0)) throw new ConflictError('A lead with this id already exists');
    rethrowExtra(error);
  }
  return lead;
}

/** Options of `updateLead`. */
export interface UpdateLeadOptions {
  /** When set, the update applies only if the stored version equals it (else VersionConflictError). */
  expectedVersion?: number;
  now?: Date;
  /** A timeline entry, written in the same transaction. */
  activity?: NewActivity | ((before: Lead, after: Lead) => NewActivity | undefined);
  /** More items for the same transaction, built from the lead before and after. */
  extraTransactItems?: (after: Lead, before: Lead) => TransactItem[];
}

function applyChanges(current: Lead, changes: LeadChanges): Record<string, unknown> {
  const next: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null) delete next[field];
    else next[field] = value;
  }
  return next;
}

/**
 * Applies a partial change to a lead: re-scores it, raises `version` by one, sets `updatedAt`,
 * moves its email claim when the email changes, and optionally appends a timeline entry, all in one
 * conditional write. Without `expectedVersion`, a concurrent change is retried on fresh data (up to
 * 5 attempts); with it, a concurrent change is a conflict.
 *
 * @returns the updated lead.
 * @throws LeadNotFoundError (404), VersionConflictError (409), LeadEmailTakenError (409),
 *   ValidationError (400) when the result would not be a valid lead.
 */
export async function updateLead(id: string, changes: LeadChanges, options: UpdateLeadOptions = {}): Promise<Lead> {
  for (let attempt = 1; ; attempt += 1) {
    const before = await getLead(id);
    if (options.expectedVersion !== undefined && options.expectedVersion !== before.version)
      throw new VersionConflictError();
    const now = (options.now ?? new Date()).toISOString();
    const parsed = leadSchema.safeParse({
      ...applyChanges(before, changes),
      id,
      version: before.version + 1,
      createdAt: before.createdAt,
      updatedAt: now,
    });
    if (!parsed.success) {
      throw new ValidationError(
        'Invalid lead',
        parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
      );
    }
    const after = withScore(parsed.data);
    const items: TransactItem[] = [
      {
        Put: {
          TableName: tableName(),
          Item: toLeadItem(after),
          ConditionExpression: 'attribute_exists(pk) AND #version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': before.version },
        },
      },
    ];
    let claimIndex = -1;
    const oldEmail = before.email ? normaliseEmail(before.email) : undefined;
    const newEmail = after.email ? normaliseEmail(after.email) : undefined;
    if (oldEmail !== newEmail) {
      if (oldEmail) {
        items.push({
          Delete: {
            TableName: tableName(),
            Key: emailClaimKey(oldEmail),
            ConditionExpression: 'attribute_not_exists(pk) OR leadId = :id',
            ExpressionAttributeValues: { ':id': id },
          },
        });
      }
      if (newEmail) {
        claimIndex = items.length;
        items.push({
          Put: {
            TableName: tableName(),
            Item: { ...emailClaimKey(newEmail), entity: 'lead_email', leadId: id, email: newEmail },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        });
      }
    }
    const activity = typeof options.activity === 'function' ? options.activity(before, after) : options.activity;
    if (activity)
      items.push({ Put: { TableName: tableName(), Item: toActivityItem(buildActivity(id, activity, now)) } });
    items.push(...(options.extraTransactItems?.(after, before) ?? []));
    try {
      await writeAtomically(items);
      return after;
    } catch (error) {
      const raced = error instanceof ConditionFailure ? error.indexes.includes(0) : isTransactionConflict(error);
      if (error instanceof ConditionFailure && error.indexes.includes(claimIndex)) throw new LeadEmailTakenError();
      if (!raced) {
        if (error instanceof ConditionFailure) rethrowExtra(error);
        throw error;
      }
      // The lead changed (or a concurrent transaction touched it) since it was read.
      if (options.expectedVersion !== undefined && error instanceof ConditionFailure) throw new VersionConflictError();
      if (attempt >= MAX_ATTEMPTS) throw options.expectedVersion !== undefined ? new VersionConflictError() : error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
    }
  }
}

/**
 * Appends a timeline entry to an existing lead (the lead is not otherwise changed).
 *
 * @returns the stored entry.
 * @throws LeadNotFoundError when the lead does not exist.
 */
export async function appendActivity(
  leadId: string,
  activity: NewActivity,
  now: Date = new Date(),
): Promise<LeadActivity> {
  const entry = buildActivity(leadId, activity, now.toISOString());
  try {
    await writeAtomically([
      { ConditionCheck: { TableName: tableName(), Key: leadKey(leadId), ConditionExpression: 'attribute_exists(pk)' } },
      { Put: { TableName: tableName(), Item: toActivityItem(entry) } },
    ]);
  } catch (error) {
    if (error instanceof ConditionFailure) throw new LeadNotFoundError();
    throw error;
  }
  return entry;
}

/**
 * A lead with its activity timeline, newest entry first (at most `maxActivity`, default 200), in
 * one Query on the lead's partition.
 *
 * @throws LeadNotFoundError when the lead does not exist.
 */
export async function getLeadWithActivity(id: string, maxActivity = 200): Promise<LeadWithActivity> {
  const { Items = [] } = await documentDbClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `LEAD#${id}` },
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: maxActivity + 1,
    }),
  );
  const leadItem = Items.find((item) => item.sk === 'LEAD');
  if (!leadItem) throw new LeadNotFoundError();
  const activity = Items.filter((item) => String(item.sk).startsWith('ACTIVITY#')).map((item) =>
    leadActivitySchema.parse(item),
  );
  return { ...fromLeadItem(leadItem), activity };
}

const SUMMARY_FIELDS = Object.keys(leadSummarySchema.shape).filter(
  (field) => field !== 'assessmentPercentage' && field !== 'assessmentCategory',
);
const SUMMARY_NAMES = Object.fromEntries(SUMMARY_FIELDS.map((field, index) => [`#f${index}`, field]));
const SUMMARY_PROJECTION = [
  ...SUMMARY_FIELDS.map((_, index) => `#f${index}`),
  '#metadata.#assessmentResults.#percentage',
  '#metadata.#assessmentResults.#category',
].join(', ');

/** A lead summary from a (projected) lead item. */
export function toLeadSummary(item: Record<string, unknown>): LeadSummary {
  const results = (item.metadata as { assessmentResults?: { percentage?: unknown; category?: unknown } } | undefined)
    ?.assessmentResults;
  return leadSummarySchema.parse({
    ...item,
    assessmentPercentage: typeof results?.percentage === 'number' ? results.percentage : undefined,
    assessmentCategory: typeof results?.category === 'string' ? results.category : undefined,
  });
}

/**
 * One page of lead summaries, newest first (gsi1 Query, no Scan): the compact fields of
 * `leadSummarySchema` for the CRM list, board and dashboard.
 *
 * @param options.limit - page size, 1-1000 (default 100).
 * @param options.cursor - `nextCursor` of the previous page, or null/undefined for the first.
 * @returns the items and the cursor of the next page (null on the last page).
 * @throws ValidationError (400) when the cursor is malformed.
 */
export async function listLeadSummaries(
  options: { cursor?: string | null; limit?: number } = {},
): Promise<LeadSummaryPage> {
  const start = options.cursor ? decodeCursor(options.cursor) : undefined;
  if (start === null) throw new ValidationError('Invalid cursor');
  const result = await documentDbClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': LEADS },
      ExpressionAttributeNames: {
        ...SUMMARY_NAMES,
        '#metadata': 'metadata',
        '#assessmentResults': 'assessmentResults',
        '#percentage': 'percentage',
        '#category': 'category',
      },
      ProjectionExpression: SUMMARY_PROJECTION,
      ScanIndexForward: false,
      Limit: Math.min(Math.max(Math.trunc(options.limit ?? 100), 1), 1000),
      ExclusiveStartKey: start,
    }),
  );
  return { items: (result.Items ?? []).map(toLeadSummary), nextCursor: encodeCursor(result.LastEvaluatedKey) };
}

/**
 * Deletes a lead, its email claim and its timeline. Not on a visitor path; for admin tools and tests.
 *
 * @throws LeadNotFoundError when the lead does not exist.
 */
export async function deleteLead(id: string): Promise<void> {
  const lead = await getLeadWithActivity(id, 10_000);
  if (lead.email)
    await documentDbClient().send(new DeleteCommand({ TableName: tableName(), Key: emailClaimKey(lead.email) }));
  for (const entry of lead.activity) {
    await documentDbClient().send(
      new DeleteCommand({ TableName: tableName(), Key: { pk: `LEAD#${id}`, sk: `ACTIVITY#${entry.at}#${entry.id}` } }),
    );
  }
  await documentDbClient().send(new DeleteCommand({ TableName: tableName(), Key: leadKey(id) }));
}
