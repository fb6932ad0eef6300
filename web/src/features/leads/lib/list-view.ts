import { ATTENTION_FLAGS, type AttentionFlag } from '@meridian/shared/leads/lead-attention';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { matchesOwner, ownerFilterOf, ownerFilterValue } from '@meridian/shared/leads/lead-owners';
import { LEAD_SOURCES, type LeadSource } from '@meridian/shared/leads/options';
import { leadAttentionFlags } from '../../../components/crm/attention-flags';
import { londonToUtcIso } from './london-time';
import { filterLeads, isStatusFilter, type SearchableLead, type StatusFilter } from './filter-leads';

/**
 * The lead list's view (docs/product/admin.md#sort-and-filter): search, filters and sort, kept in
 * the page's query string so a view can be bookmarked and survives a reload. Presentation only: the
 * flags come from the shared rules (`attentionFlags`).
 */

/** The sort orders of the list, in the order the sort menu offers them. */
export const LEAD_SORTS = ['newest', 'score', 'value', 'next_action'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** Labels of the sort menu. */
export const LEAD_SORT_LABELS: Record<LeadSort, string> = {
  newest: 'Newest first',
  score: 'AI score (highest first)',
  value: 'Estimated value (highest first)',
  next_action: 'Next-action date (soonest first)',
};

/** Query-string names of the view's parts. */
export const VIEW_PARAMS = {
  search: 'q',
  status: 'status',
  source: 'source',
  createdFrom: 'created-from',
  createdTo: 'created-to',
  scoreMin: 'score-min',
  scoreMax: 'score-max',
  sort: 'sort',
  flag: 'flag',
  owner: 'owner',
} as const;

/** What the list shows: every part optional except the sort (default newest first). */
export interface LeadListView {
  search: string;
  status: StatusFilter;
  source: LeadSource | 'all';
  /** First London day of the created-date range, `YYYY-MM-DD`, inclusive. */
  createdFrom: string;
  /** Last London day of the created-date range, `YYYY-MM-DD`, inclusive. */
  createdTo: string;
  /** Lowest AI score shown, 0-100; null for no limit. */
  scoreMin: number | null;
  /** Highest AI score shown, 0-100; null for no limit. */
  scoreMax: number | null;
  sort: LeadSort;
  /** One attention flag chip, or null. */
  flag: AttentionFlag | null;
  /** The owner filter as the address holds it: '' (all), `mine`, `unassigned` or a staff id (docs/product/assignment.md#in-the-crm). */
  owner: string;
}

/** The view with nothing filtered, newest first. */
export const DEFAULT_LIST_VIEW: LeadListView = {
  search: '',
  status: 'all',
  source: 'all',
  createdFrom: '',
  createdTo: '',
  scoreMin: null,
  scoreMax: null,
  sort: 'newest',
  flag: null,
  owner: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

function score(value: string | null): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const number = Number(value);
  return number <= 100 ? number : null;
}

function day(value: string | null): string {
  return value !== null && DAY.test(value) && londonToUtcIso(value) ? value : '';
}

/**
 * Reads the view from a query string; unknown or malformed values fall back to the default of
 * their part (a hand-edited address never breaks the page).
 */
export function parseListView(params: URLSearchParams): LeadListView {
  const status = params.get(VIEW_PARAMS.status) ?? 'all';
  return {
    search: params.get(VIEW_PARAMS.search) ?? '',
    status: isStatusFilter(status) ? status : 'all',
    source: oneOf(LEAD_SOURCES, params.get(VIEW_PARAMS.source)) ?? 'all',
    createdFrom: day(params.get(VIEW_PARAMS.createdFrom)),
    createdTo: day(params.get(VIEW_PARAMS.createdTo)),
    scoreMin: score(params.get(VIEW_PARAMS.scoreMin)),
    scoreMax: score(params.get(VIEW_PARAMS.scoreMax)),
    sort: oneOf(LEAD_SORTS, params.get(VIEW_PARAMS.sort)) ?? 'newest',
    flag: oneOf(ATTENTION_FLAGS, params.get(VIEW_PARAMS.flag)) ?? null,
    owner: ownerFilterValue(ownerFilterOf(params.get(VIEW_PARAMS.owner))) ?? '',
  };
}

/**
 * Writes the view into a copy of `params`, leaving other parameters (the open lead, the tab) as
 * they are; a part at its default is left out, so the plain list is plain `/admin`.
 */
export function writeListView(params: URLSearchParams, view: LeadListView): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof LeadListView, string> = {
    search: view.search,
    status: view.status === 'all' ? '' : view.status,
    source: view.source === 'all' ? '' : view.source,
    createdFrom: view.createdFrom,
    createdTo: view.createdTo,
    scoreMin: view.scoreMin === null ? '' : String(view.scoreMin),
    scoreMax: view.scoreMax === null ? '' : String(view.scoreMax),
    sort: view.sort === 'newest' ? '' : view.sort,
    flag: view.flag ?? '',
    owner: view.owner,
  };
  for (const key of Object.keys(VIEW_PARAMS) as (keyof LeadListView)[]) {
    const value = values[key];
    if (value) next.set(VIEW_PARAMS[key], value);
    else next.delete(VIEW_PARAMS[key]);
  }
  return next;
}

/** Epoch ms of the start of a London day, or null for an empty or invalid day. */
function londonDayStart(value: string): number | null {
  const iso = value ? londonToUtcIso(`${value}T00:00`) : undefined;
  return iso ? Date.parse(iso) : null;
}

/** Epoch ms of the start of the London day after `value`, or null. */
function londonDayEnd(value: string): number | null {
  const start = londonDayStart(value);
  if (start === null) return null;
  // 26 hours later is always inside the next day (days are 23 to 25 hours long).
  const next = new Date(start + 26 * 3_600_000).toISOString().slice(0, 10);
  return londonDayStart(next);
}

function sortKey(lead: LeadSummary, sort: LeadSort): number {
  switch (sort) {
    case 'newest':
      return -Date.parse(lead.createdAt) || 0;
    case 'score':
      return -lead.aiScore;
    case 'value':
      return -(lead.estimatedValueMin ?? -1);
    case 'next_action': {
      const due = lead.nextActionDate ? Date.parse(lead.nextActionDate) : Number.NaN;
      return Number.isNaN(due) ? Number.POSITIVE_INFINITY : due;
    }
  }
}

/**
 * Sorts leads for the list (a new array; ties keep their order): newest first by `createdAt`;
 * AI score or estimated value (`estimatedValueMin`, unknown last) highest first; next-action date
 * soonest first, leads without one last.
 */
export function sortLeads(leads: readonly LeadSummary[], sort: LeadSort): LeadSummary[] {
  const keyed = leads.map((lead, index) => ({ lead, index, key: sortKey(lead, sort) }));
  keyed.sort((a, b) => a.key - b.key || a.index - b.index);
  return keyed.map((entry) => entry.lead);
}

/**
 * The leads the list shows for a view, in the order of `leads` (sort them first with
 * {@link sortLeads}, once per data change): search and status ({@link filterLeads}), source,
 * created-date range (London days, both ends included), AI-score range (inclusive) and the
 * attention flag at `now` (docs/product/pipeline.md#due-overdue-and-stale) and the owner
 * (docs/product/assignment.md#in-the-crm; `mine` needs `meId`).
 */
export function filterListView(
  leads: readonly SearchableLead[],
  view: LeadListView,
  now: Date,
  meId?: string,
): LeadSummary[] {
  const owner = ownerFilterOf(view.owner);
  const from = londonDayStart(view.createdFrom);
  const to = londonDayEnd(view.createdTo);
  const min = view.scoreMin ?? 0;
  const max = view.scoreMax ?? 100;
  const narrowed =
    view.source !== 'all' || min > 0 || max < 100 || from !== null || to !== null || view.flag || owner !== 'all';
  const matching = filterLeads(leads, view.search, view.status);
  if (!narrowed) return matching;
  return matching.filter((lead) => {
    if (view.source !== 'all' && lead.source !== view.source) return false;
    if (!matchesOwner(lead, owner, meId)) return false;
    if (lead.aiScore < min || lead.aiScore > max) return false;
    if (from !== null || to !== null) {
      const created = Date.parse(lead.createdAt);
      if (from !== null && !(created >= from)) return false;
      if (to !== null && !(created < to)) return false;
    }
    return view.flag === null || leadAttentionFlags(lead, now).includes(view.flag);
  });
}

/** True when the view filters anything out (besides the sort). */
export function isFiltered(view: LeadListView): boolean {
  return (Object.keys(DEFAULT_LIST_VIEW) as (keyof LeadListView)[]).some(
    (key) => key !== 'sort' && view[key] !== DEFAULT_LIST_VIEW[key],
  );
}
