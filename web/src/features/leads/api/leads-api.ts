import {
  type LeadDetail,
  leadActivityResponseSchema,
  leadDetailSchema,
  leadResponseSchema,
  leadSummaryPageSchema,
  mergedLeadResponseSchema,
  subscriberPageSchema,
} from '@meridian/shared/admin-api-responses';
import { fillPath } from '@meridian/shared/api-paths';
import {
  ADMIN_LEAD_ACTIVITIES_PATH,
  ADMIN_LEAD_MERGE_PATH,
  ADMIN_LEAD_PATH,
  ADMIN_LEADS_EXPORT_PATH,
  ADMIN_LEADS_PATH,
  ADMIN_SUBSCRIBERS_PATH,
} from '@meridian/shared/admin-api-paths';
import type { Lead, LeadActivity, LeadSummary } from '@meridian/shared/leads/lead';
import type { LeadUpdate } from '@meridian/shared/leads/lead-update';
import type { MergeLeadsInput, StaffActivityInput } from '@meridian/shared/leads/lead-requests';
import type { ProspectInput } from '@meridian/shared/leads/prospect';
import { apiJson, apiPages, apiRequest, MAX_PAGES, type PageChunk } from '../../../lib/api-client';

/** Query key of all lead summaries (`GET /api/admin/leads`, every page). */
export const leadsQueryKey = [ADMIN_LEADS_PATH] as const;
/** Query key of one lead with its timeline (`GET /api/admin/leads/{id}`). */
export const leadQueryKey = (id: string) => [ADMIN_LEADS_PATH, id] as const;
/** Query key of the changes query (`GET /api/admin/leads?updatedSince=`), merged into the list. */
export const leadChangesQueryKey = [ADMIN_LEADS_PATH, { changes: true }] as const;
/** Query key of the newsletter subscribers (`GET /api/admin/subscribers`). */
export const subscribersQueryKey = [ADMIN_SUBSCRIBERS_PATH] as const;

/**
 * The cached lead list: summaries in server order, and whether every page has arrived. The first
 * page is shown while later pages stream in (10,000 leads are about ten pages).
 */
export interface LeadList {
  items: LeadSummary[];
  /** False while the first load is still fetching later pages. */
  complete: boolean;
  /**
   * New leads the changes query found, held back until the user brings them in with the
   * 'N new leads' notice (docs/product/admin.md#live-list), newest first.
   */
  incoming: LeadSummary[];
}

/** One page of the streamed lead list. */
export type LeadListChunk = PageChunk<LeadSummary>;

/**
 * Yields every page of lead summaries (`GET /api/admin/leads?cursor=...`) in server order.
 * @throws ApiError for any non-ok page (a 401 also clears the session and redirects to /login);
 *   UnexpectedResponseError for a page that is not `{ items, nextCursor }`.
 */
export function leadSummaryPages(): AsyncGenerator<LeadListChunk> {
  return apiPages(ADMIN_LEADS_PATH, leadSummaryPageSchema);
}

/** Adds one streamed page to the lead list. */
export function appendLeadPage(list: LeadList, chunk: LeadListChunk): LeadList {
  return { items: list.items.concat(chunk.items), complete: chunk.last, incoming: list.incoming };
}

/** The lead list before any page has arrived. */
export const EMPTY_LEAD_LIST: LeadList = { items: [], complete: false, incoming: [] };

/** The list path with `updatedSince` (and the page's cursor). */
function changesPath(since: string, cursor: string | null): string {
  const query = new URLSearchParams({ updatedSince: since });
  if (cursor) query.set('cursor', cursor);
  return `${ADMIN_LEADS_PATH}?${query}`;
}

/**
 * The leads changed after `since` (`GET /api/admin/leads?updatedSince=<ISO>`, every page;
 * docs/product/admin.md#changes-since), in the list's summary shape.
 *
 * @param since - an ISO-8601 UTC instant.
 * @throws ApiError for any non-ok page; UnexpectedResponseError for a page of another shape.
 */
export async function fetchLeadChanges(since: string): Promise<LeadSummary[]> {
  const changed: LeadSummary[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const body: { items: LeadSummary[]; nextCursor: string | null } = await apiJson(
      'GET',
      changesPath(since, cursor),
      leadSummaryPageSchema,
    );
    changed.push(...body.items);
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return changed;
}

/**
 * Fetches every page of lead summaries and returns them in server order.
 * @throws ApiError for any non-ok page.
 */
export async function fetchAllLeadSummaries(): Promise<LeadSummary[]> {
  let list = EMPTY_LEAD_LIST;
  for await (const chunk of leadSummaryPages()) list = appendLeadPage(list, chunk);
  return list.items;
}

/**
 * Fetches one lead with its `timeline` (newest first) and `scoreBreakdown`
 * (docs/product/pipeline.md#timeline, docs/product/leads.md#lead-score).
 * @throws ApiError (404 when unknown).
 */
export function fetchLead(id: string): Promise<LeadDetail> {
  return apiJson('GET', fillPath(ADMIN_LEAD_PATH, { id }), leadDetailSchema);
}

/**
 * Adds a call, meeting or note to a lead's timeline (`POST /api/admin/leads/{id}/activities`,
 * docs/product/pipeline.md#timeline): `at` is a UTC ISO-8601 time.
 * @returns the stored entry. @throws ApiError (400 on invalid input, 404 for an unknown lead).
 */
export function addLeadActivity(id: string, activity: StaffActivityInput): Promise<LeadActivity> {
  return apiJson('POST', fillPath(ADMIN_LEAD_ACTIVITIES_PATH, { id }), leadActivityResponseSchema, {
    body: activity,
  });
}

/**
 * Merges the lead `input.otherId` into the lead `id`, which survives (`POST /api/admin/leads/{id}/merge`,
 * docs/product/pipeline.md#merge). Carry both versions so the merge applies to what was shown.
 * @returns the surviving lead. @throws ApiError (409 when either lead changed, 400, 404).
 */
export function mergeLeads(id: string, input: MergeLeadsInput): Promise<Lead> {
  return apiJson('POST', fillPath(ADMIN_LEAD_MERGE_PATH, { id }), mergedLeadResponseSchema, { body: input });
}

/**
 * Partially updates a lead (`PUT /api/admin/leads/{id}`). Carry `version` for optimistic
 * concurrency (docs/product/admin.md#optimistic-concurrency): a stale version answers 409.
 * @returns the updated lead. @throws ApiError (409 on a version conflict, 400 on invalid input).
 */
export function updateLead(id: string, changes: LeadUpdate): Promise<Lead> {
  return apiJson('PUT', fillPath(ADMIN_LEAD_PATH, { id }), leadResponseSchema, { body: changes });
}

/** Creates a LinkedIn prospect (`POST /api/admin/leads`, prospect schema). @throws ApiError (409 when the email is taken). */
export function createProspect(prospect: ProspectInput): Promise<Lead> {
  return apiJson('POST', ADMIN_LEADS_PATH, leadResponseSchema, { body: prospect });
}

/**
 * The number of confirmed newsletter subscribers (`confirmedCount` of `GET /api/admin/subscribers`,
 * a total over every page): only confirmed subscribers count (docs/product/privacy.md#double-opt-in).
 * @throws ApiError for a non-ok answer; UnexpectedResponseError for an answer of another shape.
 */
export async function fetchConfirmedSubscriberCount(): Promise<number> {
  const page = await apiJson('GET', ADMIN_SUBSCRIBERS_PATH, subscriberPageSchema);
  return page.confirmedCount;
}

/**
 * Downloads the CSV export of all leads (`GET /api/admin/leads/export`). The session travels in a
 * header, so the file is fetched and handed to the browser as a blob download.
 * @throws ApiError for a non-ok answer.
 */
export async function downloadLeadsCsv(): Promise<void> {
  const response = await apiRequest('GET', ADMIN_LEADS_EXPORT_PATH);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `leads-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}
