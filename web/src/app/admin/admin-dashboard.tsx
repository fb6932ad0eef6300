import { dashboardMetrics } from '@meridian/shared/dashboard';
import type { LeadSummary } from '@meridian/shared/lead';
import { boardColumn, markEmailSentUpdate } from '@meridian/shared/pipeline';
import type { StageKey } from '@meridian/shared/pipeline-stages';
import { Download, LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { downloadLeadsCsv } from '../../features/leads/api/leads-api';
import { useBringInNewLeads, useLeadChanges } from '../../features/leads/api/use-lead-changes';
import { usePendingLeadIds, useUpdateLead } from '../../features/leads/api/use-lead-mutations';
import { useConfirmedSubscriberCount, useLead, useLeadSummaries } from '../../features/leads/api/use-leads';
import { AddProspectDialog } from '../../features/leads/components/add-prospect-dialog';
import { type CloseChanges, CloseOutcomeDialog } from '../../features/leads/components/close-outcome-dialog';
import { LeadDetailDialog } from '../../features/leads/components/lead-detail-dialog';
import { LeadEditDialog } from '../../features/leads/components/lead-edit-dialog';
import { LeadFilters } from '../../features/leads/components/lead-filters';
import { LeadList } from '../../features/leads/components/lead-list';
import { NewLeadsNotice } from '../../features/leads/components/new-leads-notice';
import { ScoreDialog } from '../../features/leads/components/score-dialog';
import { SimpleEditDialog } from '../../features/leads/components/simple-edit-dialog';
import { draftedForm } from '../../features/leads/lib/edit-draft';
import { toSearchable } from '../../features/leads/lib/filter-leads';
import { filterListView, sortLeads } from '../../features/leads/lib/list-view';
import { errorMessage } from '../../lib/api-client';
import { AdminHeader } from './admin-header';
import { useCrmAddress } from './use-crm-address';
import { useNow } from './use-now';

const EMPTY: readonly LeadSummary[] = [];

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

/** How long the search box waits for a pause in typing before writing the address (ms). */
const SEARCH_TO_ADDRESS_MS = 400;

/**
 * The edit form open above the lead in the address: the full form from the detail modal, or the
 * simple one from the score modal with the full form above it when `full`
 * (docs/product/admin.md#crm-screens).
 */
type OpenEdit = { leadId: string; kind: 'edit' } | { leadId: string; kind: 'simpleEdit'; full: boolean } | null;

/** The edit form to reopen for a lead with a kept draft (docs/product/admin.md#unsaved-edits). */
function editWithDraft(leadId: string | null): OpenEdit {
  const form = leadId ? draftedForm(leadId) : null;
  if (!leadId || !form) return null;
  return form === 'full' ? { leadId, kind: 'edit' } : { leadId, kind: 'simpleEdit', full: false };
}

/**
 * The CRM dashboard `/admin` (docs/product/admin.md#crm-screens): header with lead-count badges, Export CSV, Add
 * Prospect and Logout; tabs 'Dashboard & All Leads' and 'Sales Pipeline'; the lead modals. Composes
 * the leads, pipeline and dashboard features; all derived data is memoised on the lead list so
 * 10,000 leads stay responsive.
 */
export function AdminDashboard() {
  const now = useNow();
  const { view, setView, tab, setTab, leadId, openLead, closeLead } = useCrmAddress();
  const leadsQuery = useLeadSummaries();
  const subscribers = useConfirmedSubscriberCount();
  const leads = leadsQuery.data?.items ?? EMPTY;
  const incoming = leadsQuery.data?.incoming ?? EMPTY;
  const loadingMore = leadsQuery.isFetching && leadsQuery.data !== undefined && !leadsQuery.data.complete;
  useLeadChanges(leadsQuery.data?.complete === true);
  const bringInNewLeads = useBringInNewLeads();
  const update = useUpdateLead();
  const pendingIds = usePendingLeadIds();

  const [search, setSearch] = useState(view.search);
  const [showLayoutNotice, setShowLayoutNotice] = useState(false);
  const [edit, setEdit] = useState<OpenEdit>(() => editWithDraft(leadId));
  /** The lead being moved to Close, while the Won/Lost dialog is open (docs/product/pipeline.md#outcome). */
  const [closing, setClosing] = useState<LeadSummary | null>(null);
  const [exporting, setExporting] = useState(false);
  const deferredSearch = useDeferredValue(search);

  // The search box answers at once; the address follows after a pause in typing.
  useEffect(() => {
    if (search === view.search) return;
    const timer = setTimeout(() => setView({ search }), SEARCH_TO_ADDRESS_MS);
    return () => clearTimeout(timer);
  }, [search, view.search, setView]);

  const byId = useMemo(() => new Map([...leads, ...incoming].map((lead) => [lead.id, lead])), [leads, incoming]);
  const sorted = useMemo(() => sortLeads(leads, view.sort), [leads, view.sort]);
  const searchable = useMemo(() => toSearchable(sorted, boardColumn), [sorted]);
  const filtered = useMemo(
    () => filterListView(searchable, { ...view, search: deferredSearch }, now),
    [searchable, view, deferredSearch, now],
  );
  const metrics = useMemo(() => dashboardMetrics(leads, now), [leads, now]);

  const openById = useCallback((lead: LeadSummary) => openLead(lead.id), [openLead]);
  const { mutate } = update;
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
  const markEmail1Sent = useCallback(
    (lead: LeadSummary) => mutate({ lead, changes: markEmailSentUpdate(1, new Date()) }),
    [mutate],
  );

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadLeadsCsv();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Export failed', description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  }

  const modalLead = leadId ? byId.get(leadId) : undefined;
  const openEdit = edit && edit.leadId === leadId ? edit : null;
  const closeModal = (open: boolean) => {
    if (!open) closeLead();
  };

  return (
    <div className="min-h-screen bg-muted/30">
      <AdminHeader title="Lead Management">
        <Badge variant="accent">Website leads: {metrics.leadSources.website}</Badge>
        <Badge variant="info">LinkedIn leads: {metrics.leadSources.linkedin}</Badge>
        <Button variant="outline" size="sm" onClick={exportCsv} disabled={exporting}>
          <Download aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
        <AddProspectDialog />
      </AdminHeader>
      <main className="mx-auto max-w-[1600px] px-4 py-6">
        {leadsQuery.isError ? (
          <Alert variant="destructive" className="mb-4">
            <AlertDescription>
              Could not load leads: {errorMessage(leadsQuery.error)}{' '}
              <Button variant="link" size="sm" className="h-auto p-0" onClick={() => leadsQuery.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        <NewLeadsNotice count={incoming.length} onBringIn={bringInNewLeads} />
        <Tabs value={tab} onValueChange={(value) => setTab(value === 'pipeline' ? 'pipeline' : 'dashboard')}>
          <TabsList>
            <TabsTrigger value="dashboard">Dashboard &amp; All Leads</TabsTrigger>
            <TabsTrigger value="pipeline">Sales Pipeline</TabsTrigger>
          </TabsList>
          <TabsContent value="dashboard" className="space-y-6">
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="outline" size="sm" onClick={() => setShowLayoutNotice(true)}>
                <LayoutGrid aria-hidden="true" />
                Customize Layout
              </Button>
              <p className="text-sm text-muted-foreground">
                Newsletter subscribers:{' '}
                <strong>{subscribers.isPending ? '…' : subscribers.isError ? 'unavailable' : subscribers.data}</strong>{' '}
                <Link to="/admin/subscribers" className="font-medium text-primary underline underline-offset-4">
                  Subscribers and privacy
                </Link>{' '}
                <Link to="/admin/articles" className="font-medium text-primary underline underline-offset-4">
                  Articles
                </Link>
              </p>
            </div>
            {showLayoutNotice ? (
              <Alert variant="info">
                <AlertDescription className="flex items-center justify-between gap-2">
                  Layout customization is coming soon.
                  <Button variant="ghost" size="sm" onClick={() => setShowLayoutNotice(false)}>
                    Dismiss
                  </Button>
                </AlertDescription>
              </Alert>
            ) : null}
            {leadsQuery.isPending ? null : (
              <Suspense fallback={<Loading what="Loading dashboard..." />}>
                <DashboardWidgets metrics={metrics} onOpenLead={openById} />
              </Suspense>
            )}
            <Suspense fallback={<Loading what="Loading consultations..." />}>
              <UpcomingConsultations onOpenLead={openLead} />
            </Suspense>
            <section aria-labelledby="all-leads-heading" className="space-y-3">
              <h2 id="all-leads-heading" className="text-lg font-semibold">
                All Leads
              </h2>
              {loadingMore ? (
                <p role="status" className="text-sm text-muted-foreground">
                  Loading more leads… {leads.length} loaded so far
                </p>
              ) : null}
              <LeadFilters
                search={search}
                view={view}
                onSearchChange={setSearch}
                onViewChange={setView}
                resultCount={filtered.length}
              />
              <LeadList
                leads={filtered}
                hasAnyLead={leads.length > 0}
                isLoading={leadsQuery.isPending}
                now={now}
                onOpen={openById}
              />
            </section>
          </TabsContent>
          <TabsContent value="pipeline">
            {leadsQuery.isPending ? (
              <Loading what="Loading leads..." />
            ) : (
              <Suspense fallback={<Loading what="Loading pipeline..." />}>
                <PipelineBoard
                  leads={leads}
                  pendingIds={pendingIds}
                  now={now}
                  onMove={moveLead}
                  onOpenLead={openById}
                  onMarkEmail1Sent={markEmail1Sent}
                  cardExtra={consultationOnCard}
                />
              </Suspense>
            )}
          </TabsContent>
        </Tabs>
      </main>

      <CloseOutcomeDialog lead={closing} onConfirm={confirmClose} onCancel={() => setClosing(null)} />
      {modalLead && !openEdit && tab === 'dashboard' ? (
        <LeadDetailDialog
          summary={modalLead}
          open
          onOpenChange={closeModal}
          now={now}
          onEdit={(lead) => setEdit({ leadId: lead.id, kind: 'edit' })}
        />
      ) : null}
      {modalLead && !openEdit && tab === 'pipeline' ? (
        <ScoreDialog
          lead={modalLead}
          open
          onOpenChange={closeModal}
          now={now}
          onEdit={(lead) => setEdit({ leadId: lead.id, kind: 'simpleEdit', full: false })}
        />
      ) : null}
      {modalLead && openEdit?.kind === 'simpleEdit' ? (
        <EditTogether
          summary={modalLead}
          full={openEdit.full}
          onFullChange={(full) => setEdit({ leadId: modalLead.id, kind: 'simpleEdit', full })}
          onClose={() => {
            setEdit(null);
            closeLead();
          }}
        />
      ) : null}
      {modalLead && openEdit?.kind === 'edit' ? (
        <EditFromDetail leadId={modalLead.id} onClose={() => setEdit(null)} />
      ) : null}
    </div>
  );
}

/**
 * The full edit form opened from the detail modal, fed from the lead's query so a reload (after a
 * 409) shows the server's values; closing returns to the detail modal.
 */
function EditFromDetail({ leadId, onClose }: { leadId: string; onClose: () => void }) {
  const { data } = useLead(leadId);
  if (!data) return null;
  return <LeadEditDialog lead={data} open onOpenChange={(open) => !open && onClose()} />;
}

/**
 * The two edit modals (docs/product/admin.md#crm-screens; both can be open together): the simple one
 * (opened from the score modal) and, on its 'All fields…' button, the full form 'Edit Lead: {name}'
 * above it. Closing the full form returns to the simple one; both show the full lead (notes
 * included) once it has loaded, and a save in either resets the other to the server's values.
 */
function EditTogether({
  summary,
  full,
  onFullChange,
  onClose,
}: {
  summary: LeadSummary;
  full: boolean;
  onFullChange: (full: boolean) => void;
  onClose: () => void;
}) {
  const { data } = useLead(summary.id);
  return (
    <>
      <SimpleEditDialog
        lead={data ?? summary}
        open
        onOpenChange={(open) => !open && onClose()}
        onOpenFullForm={data ? () => onFullChange(true) : undefined}
      />
      {full && data ? <LeadEditDialog lead={data} open onOpenChange={(open) => !open && onFullChange(false)} /> : null}
    </>
  );
}
