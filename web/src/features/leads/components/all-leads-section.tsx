import { ADMIN_LEADS_ASSIGN_PATH } from '@meridian/shared/admin-api-paths';
import { useCallback, useState } from 'react';
import { OwnerFilterSelect } from '../../../components/crm/owner-filter';
import { useMayCallQuietly } from '../../../lib/staff-directory';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import type { LeadDashboard } from '../hooks/use-lead-dashboard';
import type { LeadListView } from '../lib/list-view';
import { BulkAssignBar } from './bulk-assign-bar';
import { LeadFilters } from './lead-filters';
import { LeadList } from './lead-list';

export interface AllLeadsSectionProps {
  /** The dashboard state from `useLeadDashboard`. */
  dashboard: LeadDashboard;
  /** The view from the address. */
  view: LeadListView;
  onViewChange: (change: Partial<LeadListView>) => void;
  now: Date;
  /** Opens a lead's page. */
  onOpen: (lead: LeadSummary) => void;
}

/**
 * The 'All Leads' section of the CRM dashboard (docs/product/admin.md#crm-screens): while later
 * pages load, how many leads have loaded so far; then the owner filter, the search, filters and
 * sort, partners' bulk assignment (docs/product/assignment.md#reassigning), and the list.
 */
export function AllLeadsSection({ dashboard, view, onViewChange, now, onOpen }: AllLeadsSectionProps) {
  const { leads, filtered, loadingMore } = dashboard;
  const mayAssign = useMayCallQuietly('POST', ADMIN_LEADS_ASSIGN_PATH);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return (
    <section aria-labelledby="all-leads-heading" className="space-y-3">
      <h2 id="all-leads-heading" className="text-lg font-semibold">
        All Leads
      </h2>
      {loadingMore ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading more leads… {leads.length} loaded so far
        </p>
      ) : null}
      <div className="max-w-xs">
        <OwnerFilterSelect value={view.owner} onChange={(owner) => onViewChange({ owner })} />
      </div>
      <LeadFilters
        search={dashboard.search}
        view={view}
        onSearchChange={dashboard.setSearch}
        onViewChange={onViewChange}
        resultCount={filtered.length}
      />
      {mayAssign ? <BulkAssignBar selected={selected} onDone={() => setSelected(new Set())} /> : null}
      <LeadList
        {...(mayAssign ? { selected, onToggle: toggle } : {})}
        leads={filtered}
        hasAnyLead={leads.length > 0}
        isLoading={dashboard.isPending}
        now={now}
        onOpen={onOpen}
      />
    </section>
  );
}
