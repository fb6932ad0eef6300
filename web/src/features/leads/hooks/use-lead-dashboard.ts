import { dashboardMetrics } from '@meridian/shared/pipeline/dashboard';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import type { ErasedOutcome } from '@meridian/shared/pipeline/erased-outcome';
import { matchesOwner, ownerFilterOf } from '@meridian/shared/leads/lead-owners';
import { boardColumn, markEmailSentUpdate } from '@meridian/shared/pipeline/pipeline';
import type { StageKey } from '@meridian/shared/pipeline/pipeline-stages';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useErasedOutcomes } from '../api/erased-outcomes';
import { useBringInNewLeads, useLeadChanges } from '../api/use-lead-changes';
import { usePendingLeadIds, useUpdateLead } from '../api/use-lead-mutations';
import { useConfirmedSubscriberCount, useLeadSummaries } from '../api/use-leads';
import type { CloseChanges } from '../components/close-outcome-dialog';
import { toSearchable } from '../lib/filter-leads';
import { filterListView, type LeadListView, sortLeads } from '../lib/list-view';

const EMPTY: readonly LeadSummary[] = [];
const NO_OUTCOMES: readonly ErasedOutcome[] = [];

/** How long the search box waits for a pause in typing before writing the view's search (ms). */
export const SEARCH_TO_ADDRESS_MS = 400;

export interface LeadDashboardOptions {
  /** The list's view as the address holds it (docs/product/admin.md#sort-and-filter). */
  view: LeadListView;
  /** Writes the parts of the view that change to the address. */
  onViewChange: (change: Partial<LeadListView>) => void;
  /** The screen's clock, for date filters and the dashboard metrics. */
  now: Date;
  /** The signed-in user's id, for the owner filter `mine` (undefined while unknown). */
  meId?: string | undefined;
}

/**
 * The search box's own text: it answers at once, and the view's search follows after
 * {@link SEARCH_TO_ADDRESS_MS} without typing. Starts from the view's search. `flushSearch` writes
 * a search still waiting to the address at once: before a lead opens, so that Back finds the list
 * searched as it was left (docs/product/leads.md#lead-page). `dropPendingSearch` forgets it (the
 * browser's Back or Forward left the screen). Either way the wait ends: a write due later would
 * replace the page being opened, which the router keeps the screen on while it loads.
 */
function useSearchFollowedByView(viewSearch: string, onViewChange: LeadDashboardOptions['onViewChange']) {
  const [search, setSearch] = useState(viewSearch);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (search === viewSearch) return;
    const timer = setTimeout(() => onViewChange({ search }), SEARCH_TO_ADDRESS_MS);
    pending.current = timer;
    return () => clearTimeout(timer);
  }, [search, viewSearch, onViewChange]);
  const dropPendingSearch = useCallback(() => clearTimeout(pending.current), []);
  const flushSearch = useCallback(() => {
    clearTimeout(pending.current);
    if (search !== viewSearch) onViewChange({ search });
  }, [search, viewSearch, onViewChange]);
  return { search, setSearch, flushSearch, dropPendingSearch };
}

/**
 * The state of the CRM dashboard (docs/product/admin.md#crm-screens): every lead summary (streamed
 * page by page and kept fresh by the changes query), the new leads held back, the search box, the
 * searched, filtered and sorted list, the dashboard metrics, the confirmed subscriber count, and the stage moves of the board with
 * the Won/Lost question before a move to Close (docs/product/pipeline.md#outcome). All derived data
 * is memoised on the lead list, the view and `now`, so 10,000 leads stay responsive.
 *
 * @param options - the view from the address, its writer, and the clock.
 * @returns the lead lists, the load state, the search box, the metrics and the move actions;
 *   `moveLead` and `markEmail1Sent` keep their identity while the mutation does (the board's
 *   cards are memoised).
 */
export function useLeadDashboard({ view, onViewChange, now, meId }: LeadDashboardOptions) {
  const leadsQuery = useLeadSummaries();
  const subscribers = useConfirmedSubscriberCount();
  // Outcomes kept of erased leads still count in the win rate (docs/product/dashboard.md#win-rate).
  const erased = useErasedOutcomes().data ?? NO_OUTCOMES;
  const leads = leadsQuery.data?.items ?? EMPTY;
  const incoming = leadsQuery.data?.incoming ?? EMPTY;
  useLeadChanges(leadsQuery.data?.complete === true);
  const bringInNewLeads = useBringInNewLeads();
  const { mutate } = useUpdateLead();
  const pendingIds = usePendingLeadIds();

  const { search, setSearch, flushSearch, dropPendingSearch } = useSearchFollowedByView(view.search, onViewChange);
  const deferredSearch = useDeferredValue(search);
  const byId = useMemo(() => new Map([...leads, ...incoming].map((lead) => [lead.id, lead])), [leads, incoming]);
  const sorted = useMemo(() => sortLeads(leads, view.sort), [leads, view.sort]);
  const searchable = useMemo(() => toSearchable(sorted, boardColumn), [sorted]);
  const filtered = useMemo(
    () => filterListView(searchable, { ...view, search: deferredSearch }, now, meId),
    [searchable, view, deferredSearch, now, meId],
  );
  // The board shows the leads of the owner filter (docs/product/assignment.md#in-the-crm).
  const owner = useMemo(() => ownerFilterOf(view.owner), [view.owner]);
  const boardLeads = useMemo(
    () => (owner === 'all' ? leads : leads.filter((lead) => matchesOwner(lead, owner, meId))),
    [leads, owner, meId],
  );
  const metrics = useMemo(() => dashboardMetrics(leads, now, erased), [leads, now, erased]);

  /** The lead being moved to Close while the Won/Lost dialog is open. */
  const [closing, setClosing] = useState<LeadSummary | null>(null);
  // A move to Close waits for Won or Lost: the lead stays in its column until the dialog confirms.
  const moveLead = useCallback(
    (lead: LeadSummary, stage: StageKey) =>
      stage === 'close' ? setClosing(lead) : mutate({ lead, changes: { status: stage } }),
    [mutate],
  );
  const confirmClose = (changes: CloseChanges) => {
    if (closing) mutate({ lead: byId.get(closing.id) ?? closing, changes });
    setClosing(null);
  };
  const cancelClose = () => setClosing(null);
  const markEmail1Sent = useCallback(
    (lead: LeadSummary) => mutate({ lead, changes: markEmailSentUpdate(1, new Date()) }),
    [mutate],
  );

  return {
    /** Every lead summary loaded so far, in the server's order. */
    leads,
    /** New leads held back until the user brings them in. */
    incoming,
    bringInNewLeads,
    /** The first load has not answered yet. */
    isPending: leadsQuery.isPending,
    /** The load failed; `error` says why and `refetch` tries again. */
    isError: leadsQuery.isError,
    error: leadsQuery.error,
    refetch: leadsQuery.refetch,
    /** Later pages are still loading after the first rows showed. */
    loadingMore: leadsQuery.isFetching && leadsQuery.data !== undefined && !leadsQuery.data.complete,
    /** The lead with this id, among the list and the held-back new leads. */
    leadById: (id: string | null) => (id ? byId.get(id) : undefined),
    search,
    setSearch,
    /** Writes a search still waiting for {@link SEARCH_TO_ADDRESS_MS} to the address now. */
    flushSearch,
    /** Forgets a search still waiting for the address (the screen is being left by Back or Forward). */
    dropPendingSearch,
    /** The list as the view and the search box select and sort it. */
    filtered,
    /** Every lead of the owner filter, for the board. */
    boardLeads,
    metrics,
    /** The confirmed newsletter subscribers' count query (shown beside the widgets). */
    subscribers,
    pendingIds,
    moveLead,
    closing,
    confirmClose,
    cancelClose,
    markEmail1Sent,
  };
}

/** What {@link useLeadDashboard} returns. */
export type LeadDashboard = ReturnType<typeof useLeadDashboard>;
