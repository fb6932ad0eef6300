import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Lead, LeadActivity, LeadSummary, LeadSummaryPage, LeadUpdate } from '@meridian/shared/lead';
import { LEAD_SOURCE_LABELS } from '@meridian/shared/options';
import { EMAIL_NUMBERS, emailFields } from '@meridian/shared/pipeline';
import { STAGE_BY_KEY, type StageKey } from '@meridian/shared/pipeline-stages';
import type { Prospect } from '@meridian/shared/prospect';
import * as z from '@meridian/shared/zod';
import { documentDbClient } from '../lib/clients';
import { ValidationError, VersionConflictError } from '../lib/errors';
import {
  createLead,
  fromLeadItem,
  getLead,
  type LeadChanges,
  listLeadSummaries,
  type NewActivity,
  type TransactItem,
  updateLead,
} from './leads';
import { encodeCursor, GSI1, tableName } from './table';

/**
 * Admin-only lead access patterns (issue 4), on top of the lead repository (`leads.ts`), which
 * keeps the invariants (server-side score, `version`, email claim).
 */

/** Default page size of `GET /api/admin/leads`. */
export const DEFAULT_LEAD_PAGE_SIZE = 1000;
/** Largest page size a caller may ask for. */
export const MAX_LEAD_PAGE_SIZE = 2000;
/**
 * Byte budget of one page's JSON (5 MB): Lambda's synchronous response limit is 6 MB, so a page is
 * cut short (with a cursor) rather than fail, however long the leads' texts are.
 */
export const MAX_LEAD_PAGE_BYTES = 5 * 1024 * 1024;

/** The gsi1 key of a lead (docs/architecture.md: `LEADS` / `<createdAt>#<id>`), as a paging cursor. */
function cursorAfter(summary: LeadSummary): string | null {
  return encodeCursor({
    pk: `LEAD#${summary.id}`,
    sk: 'LEAD',
    gsi1pk: 'LEADS',
    gsi1sk: `${summary.createdAt}#${summary.id}`,
  });
}

/**
 * One page of lead summaries, newest first, filled up to `limit` with as many gsi1 Query calls as
 * needed (each Query reads at most 1 MB), and cut short when its JSON would exceed `maxBytes`.
 *
 * @param options.limit - 1-2000 summaries (default 1000).
 * @param options.cursor - `nextCursor` of the previous page.
 * @param options.maxBytes - JSON byte budget (default 5 MB).
 * @returns `{ items, nextCursor }`; `nextCursor` is null after the last lead.
 * @throws ValidationError (400) for a malformed cursor.
 */
export async function listLeadSummaryPage(
  options: { cursor?: string | null; limit?: number; maxBytes?: number } = {},
): Promise<LeadSummaryPage> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? DEFAULT_LEAD_PAGE_SIZE), 1), MAX_LEAD_PAGE_SIZE);
  const maxBytes = options.maxBytes ?? MAX_LEAD_PAGE_BYTES;
  const items: LeadSummary[] = [];
  let bytes = 0;
  let cursor = options.cursor ?? null;
  do {
    const page = await listLeadSummaries({ cursor, limit: limit - items.length });
    // One measurement per Query answer; item by item only when the answer would cross the budget.
    const chunkBytes = Buffer.byteLength(JSON.stringify(page.items), 'utf8');
    if (bytes + chunkBytes <= maxBytes) {
      items.push(...page.items);
      bytes += chunkBytes;
      cursor = page.nextCursor;
      continue;
    }
    for (const summary of page.items) {
      const size = Buffer.byteLength(JSON.stringify(summary), 'utf8') + 1;
      if (bytes + size > maxBytes && items.length > 0) {
        return { items, nextCursor: cursorAfter(items[items.length - 1] as LeadSummary) };
      }
      items.push(summary);
      bytes += size;
    }
    cursor = page.nextCursor;
  } while (cursor && items.length < limit);
  return { items, nextCursor: cursor };
}

/**
 * Every lead, newest first, page by page (gsi1 Query, never Scan), for the CSV export.
 * @param pageSize - items per Query (DynamoDB also stops each Query at 1 MB).
 */
export async function* allLeads(pageSize = 1000): AsyncGenerator<Lead> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentDbClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1,
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': 'LEADS' },
        ScanIndexForward: false,
        Limit: pageSize,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) yield fromLeadItem(item);
    start = page.LastEvaluatedKey;
  } while (start);
}

/**
 * Creates a lead from SPEC.md section 3's prospect schema (`POST /api/admin/leads`): source as
 * chosen, default linkedin (DECISIONS.md item 9); scored by the server (DECISIONS.md item 6);
 * 'lead_created' on its timeline.
 * @throws LeadEmailTakenError (409) when the email already belongs to a lead.
 * @throws ValidationError (400) when the prospect passes its schema but not the stored lead's
 *   (e.g. an estimated value above the lead's £1bn bound).
 */
export async function createProspectLead(prospect: Prospect, now: Date = new Date()): Promise<Lead> {
  try {
    return await createLead(prospect, {
      now,
      activity: { type: 'lead_created', summary: `Added by an admin (${LEAD_SOURCE_LABELS[prospect.source]})` },
    });
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    throw new ValidationError(
      'Invalid request body',
      error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    );
  }
}

const stageLabel = (status: string) => (status in STAGE_BY_KEY ? STAGE_BY_KEY[status as StageKey].label : status);

/**
 * The timeline entries of an admin change (issue 4): a stage move ('stage_changed'), each email
 * newly marked sent ('email_sent'), each changed email response ('email_response'); any other
 * change of fields is one 'lead_updated' entry naming the fields (not their values).
 * @returns the entries in that order; empty when nothing changed.
 */
export function activitiesForChange(before: Lead, after: Lead): NewActivity[] {
  const entries: NewActivity[] = [];
  const explained = new Set<string>(['version', 'updatedAt', 'aiScore']);
  if (before.status !== after.status) {
    entries.push({
      type: 'stage_changed',
      summary: `Moved from ${stageLabel(before.status)} to ${stageLabel(after.status)}`,
      details: { from: before.status, to: after.status },
    });
    explained.add('status');
  }
  for (const email of EMAIL_NUMBERS) {
    const { sentDate, response } = emailFields(email);
    if (after[sentDate] && after[sentDate] !== before[sentDate]) {
      entries.push({
        type: 'email_sent',
        summary: `Email ${email} marked as sent`,
        details: { email, sentAt: after[sentDate] },
      });
      explained.add(sentDate);
    }
    if (after[response] !== before[response] && after[response]) {
      entries.push({
        type: 'email_response',
        summary: `Email ${email} response: ${after[response]}`,
        details: { email, response: after[response] },
      });
      explained.add(response);
    }
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof Lead>;
  const changed = [...keys].filter(
    (key) => !explained.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (changed.length > 0) {
    entries.push({ type: 'lead_updated', summary: `Updated ${changed.join(', ')}`, details: { fields: changed } });
  }
  if (before.aiScore !== after.aiScore) {
    const last = entries[entries.length - 1];
    if (last) last.details = { ...last.details, aiScore: { from: before.aiScore, to: after.aiScore } };
  }
  return entries;
}

/** A timeline entry item (docs/architecture.md: `LEAD#<id>` / `ACTIVITY#<at>#<activityId>`). */
function activityItem(leadId: string, entry: NewActivity, at: string): TransactItem {
  const activity: LeadActivity = { ...entry, id: entry.id ?? randomUUID(), leadId, at: entry.at ?? at };
  return {
    Put: {
      TableName: tableName(),
      Item: { pk: `LEAD#${leadId}`, sk: `ACTIVITY#${activity.at}#${activity.id}`, entity: 'activity', ...activity },
    },
  };
}

/**
 * Applies an admin's partial update (`PUT /api/admin/leads/{id}`, SPEC.md section 7): re-scored
 * by the repository, timeline entries from {@link activitiesForChange} in the same transaction.
 * An update without any field only checks the version.
 * @param expectedVersion - when given, must equal the stored `version`.
 * @returns the updated lead.
 * @throws LeadNotFoundError (404), VersionConflictError (409, nothing written),
 *   LeadEmailTakenError (409), ValidationError (400).
 */
export async function updateLeadAsAdmin(
  id: string,
  update: Omit<LeadUpdate, 'version'>,
  expectedVersion?: number,
): Promise<Lead> {
  const changes: LeadChanges = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) {
    const lead = await getLead(id);
    if (expectedVersion !== undefined && lead.version !== expectedVersion) throw new VersionConflictError();
    return lead;
  }
  return updateLead(id, changes, {
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
    activity: (before, after) => activitiesForChange(before, after)[0],
    extraTransactItems: (after, before) =>
      activitiesForChange(before, after)
        .slice(1)
        .map((entry) => activityItem(id, entry, after.updatedAt)),
  });
}
