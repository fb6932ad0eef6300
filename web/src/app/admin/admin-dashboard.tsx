import { adminLeadPagePath } from '@meridian/shared/admin-links';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { OwnerFilterSelect } from '../../components/crm/owner-filter';
import { StaffNamesProvider } from '../../components/crm/staff-names';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { HeadlineFigures } from '../../features/dashboard/components/headline-figures';
import { AllLeadsSection } from '../../features/leads/components/all-leads-section';
import { CloseOutcomeDialog } from '../../features/leads/components/close-outcome-dialog';
import { LeadHeaderActions } from '../../features/leads/components/lead-header-actions';
import { LeadsLoadAlert } from '../../features/leads/components/leads-load-alert';
import { NewLeadsNotice } from '../../features/leads/components/new-leads-notice';
import { useLeadDashboard } from '../../features/leads/hooks/use-lead-dashboard';
import { useSignedInMember } from '../../lib/staff-directory';
import { preloadPageOf } from '../route-preload';
import { AdminHeader } from './admin-header';
import { CrmToolbar } from './crm-toolbar';
import { useCrmAddress } from './use-crm-address';
import { useNow } from './use-now';
import { useScrollMemory } from './use-scroll-memory';

// The charts (recharts) and the board (dnd-kit) load in their own chunks, so the lead list is
// usable before they arrive.
const UpcomingConsultations = lazy(() =>
  import('../../features/booking-admin/upcoming-consultations').then((module) => ({
    default: module.UpcomingConsultations,
  })),
);
const ConsultationOnCard = lazy(() =>
  import('../../features/booking-admin/attendance').then((module) => ({ default: module.ConsultationOnCard })),
);
const DashboardWidgets = lazy(() =>
  import('../../features/dashboard/components/dashboard-widgets').then((module) => ({
    default: module.DashboardWidgets,
  })),
);
const PipelineBoard = lazy(() =>
  import('../../features/pipeline/components/pipeline-board').then((module) => ({ default: module.PipelineBoard })),
);

function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="py-10 text-center text-muted-foreground">
      {what}
    </p>
  );
}

/**
 * The detailed dashboard widgets behind a disclosure, closed at first: their chunk (and the charts)
 * loads when it is opened (docs/product/dashboard.md#headline-figures).
 */
function AllFigures(props: Parameters<typeof DashboardWidgets>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-xl border bg-background" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-medium">All figures and charts</summary>
      {open ? (
        <div className="p-4 pt-0">
          <Suspense fallback={<Loading what="Loading dashboard..." />}>
            <DashboardWidgets {...props} />
          </Suspense>
        </div>
      ) : null}
    </details>
  );
}

/**
 * The CRM dashboard `/admin` (docs/product/admin.md#crm-screens): header with lead-count badges, Export CSV, Add
 * Prospect and Logout; tabs 'Dashboard & All Leads' (one row of headline figures, the detailed
 * widgets behind 'All figures and charts', then the list) and 'Sales Pipeline'. Composes the leads,
 * pipeline, dashboard and booking features around the leads' dashboard state (`useLeadDashboard`)
 * and the address (`useCrmAddress`). A lead opens on its page (docs/product/leads.md#lead-page);
 * an emailed `?lead=<id>` is replaced by that page, and Back finds the list or board scrolled as
 * it was left (`useScrollMemory`).
 */
export function AdminDashboard() {
  const { linkedLeadId } = useCrmAddress();
  if (linkedLeadId) return <Navigate to={adminLeadPagePath(linkedLeadId)} replace />;
  return <CrmDashboard />;
}

/** How long after the leads have arrived the lead page's code is loaded, in ms. */
const LEAD_PAGE_PRELOAD_DELAY_MS = 1000;

/**
 * Loads the lead page once the leads have arrived (docs/product/leads.md#lead-page: usable within
 * 300 ms of the click), so opening a lead waits only for its data. Through the route's own loader
 * (`preloadPageOf`, the route table's `preloadRoute`): the page is then ready for `LazyPage`, which renders it in the click's
 * navigation. Importing only the page's module loads the same code, but the click then still goes
 * through `React.lazy` and Suspense: the page showed about 350 ms after the click, before its data
 * was even asked for (docs/decisions/048-one-lead-page.md).
 */
function usePreloadedLeadPage(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      preloadPageOf(adminLeadPagePath('preload')).catch(() => undefined);
    }, LEAD_PAGE_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);
}

/**
 * Writes a search still waiting for the address before a click anywhere is handled (a link to a
 * lead page, a card, the navigation): a lead opened right after typing leaves an address that Back
 * restores with that search (docs/product/leads.md#lead-page). Back or Forward drops it instead.
 * The search must not be written later: the router keeps this screen while the next page loads,
 * and a late write would replace that page's address with the list's.
 */
function useSearchWrittenBeforeLeaving(flushSearch: () => void, dropPendingSearch: () => void): void {
  useEffect(() => {
    document.addEventListener('click', flushSearch, { capture: true });
    window.addEventListener('popstate', dropPendingSearch);
    return () => {
      document.removeEventListener('click', flushSearch, { capture: true });
      window.removeEventListener('popstate', dropPendingSearch);
    };
  }, [flushSearch, dropPendingSearch]);
}

function CrmDashboard() {
  const now = useNow();
  const { view, setView, tab, setTab, openLead } = useCrmAddress();
  const me = useSignedInMember();
  const dashboard = useLeadDashboard({ view, onViewChange: setView, now, meId: me?.id });
  const mainRef = useRef<HTMLElement>(null);
  useScrollMemory(mainRef, !dashboard.isPending);
  useSearchWrittenBeforeLeaving(dashboard.flushSearch, dashboard.dropPendingSearch);
  usePreloadedLeadPage(!dashboard.isPending);
  const openById = useCallback((lead: LeadSummary) => openLead(lead.id), [openLead]);
  // A lead with a booked consultation shows it on its card, with Held / No-show once it started.
  const consultationOnCard = useCallback(
    (lead: LeadSummary) =>
      lead.consultationBookedDate ? (
        <Suspense fallback={null}>
          <ConsultationOnCard leadId={lead.id} now={now.getTime()} />
        </Suspense>
      ) : null,
    [now],
  );

  return (
    <StaffNamesProvider>
      <div className="min-h-screen bg-muted/30">
        <AdminHeader title="Lead Management">
          <LeadHeaderActions sources={dashboard.metrics.leadSources} onOpenLead={openLead} />
        </AdminHeader>
        <main ref={mainRef} className="mx-auto max-w-[1600px] px-4 py-6">
          {dashboard.isError ? <LeadsLoadAlert error={dashboard.error} onRetry={dashboard.refetch} /> : null}
          <NewLeadsNotice count={dashboard.incoming.length} onBringIn={dashboard.bringInNewLeads} />
          <Tabs value={tab} onValueChange={(value) => setTab(value === 'pipeline' ? 'pipeline' : 'dashboard')}>
            <TabsList className="max-lg:h-auto">
              <TabsTrigger value="dashboard" className="max-lg:h-11">
                Dashboard &amp; All Leads
              </TabsTrigger>
              <TabsTrigger value="pipeline" className="max-lg:h-11">
                Sales Pipeline
              </TabsTrigger>
            </TabsList>
            <TabsContent value="dashboard" className="space-y-4">
              <CrmToolbar subscribers={dashboard.subscribers} />
              {dashboard.isPending ? null : (
                <>
                  <HeadlineFigures metrics={dashboard.metrics} />
                  <AllFigures metrics={dashboard.metrics} onOpenLead={openById} />
                </>
              )}
              <Suspense fallback={<Loading what="Loading consultations..." />}>
                <UpcomingConsultations onOpenLead={openLead} />
              </Suspense>
              <AllLeadsSection dashboard={dashboard} view={view} onViewChange={setView} now={now} onOpen={openById} />
            </TabsContent>
            <TabsContent value="pipeline">
              {dashboard.isPending ? (
                <Loading what="Loading leads..." />
              ) : (
                <Suspense fallback={<Loading what="Loading pipeline..." />}>
                  <div className="mb-3 max-w-xs">
                    <OwnerFilterSelect value={view.owner} onChange={(owner) => setView({ owner })} />
                  </div>
                  <PipelineBoard
                    leads={dashboard.boardLeads}
                    pendingIds={dashboard.pendingIds}
                    now={now}
                    onMove={dashboard.moveLead}
                    onOpenLead={openById}
                    onMarkEmail1Sent={dashboard.markEmail1Sent}
                    cardExtra={consultationOnCard}
                  />
                </Suspense>
              )}
            </TabsContent>
          </Tabs>
        </main>

        <CloseOutcomeDialog
          lead={dashboard.closing}
          onConfirm={dashboard.confirmClose}
          onCancel={dashboard.cancelClose}
        />
      </div>
    </StaffNamesProvider>
  );
}
