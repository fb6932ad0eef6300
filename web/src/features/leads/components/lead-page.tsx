import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../lib/display';
import { useUpdateLead } from '../api/use-lead-mutations';
import { useLead } from '../api/use-leads';
import { AssessmentSummary } from './assessment-summary';
import { EmailSequence } from './email-sequence';
import { LeadInfoSections, TextBlock } from './lead-info-sections';
import { LeadPageActions } from './lead-page-actions';
import { LeadPageHeader } from './lead-page-header';
import { LeadTasksSection } from './lead-tasks-section';
import { LeadTimeline } from './lead-timeline';

export interface LeadPageProps {
  /** The lead's id, from the address `/admin/leads/:id`. */
  leadId: string;
  /** The screen's clock (due labels and the next action are London days). */
  now: Date;
  /** The lead's consultations, composed by the app from the booking feature. */
  bookings?: ReactNode;
  /** Called once the lead is erased (the app goes back to where the lead was opened from). */
  onErased: () => void;
}

/** A titled part of the lead page. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="space-y-3" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The loaded lead: header, timeline, assessment, emails, bookings, tasks and fields. */
function LeadView({ lead, now, bookings, onErased }: Omit<LeadPageProps, 'leadId'> & { lead: LeadDetail }) {
  const update = useUpdateLead();
  const pendingChange = update.isPending ? update.variables?.changes : undefined;
  const save = (changes: Parameters<typeof update.mutate>[0]['changes']) => update.mutate({ lead, changes });
  const assessment = lead.metadata?.assessmentResults;
  return (
    <div className="space-y-6">
      <LeadPageHeader lead={lead} now={now} saving={update.isPending} onChange={save} />
      <LeadPageActions lead={lead} onErased={onErased} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0">
          <LeadTimeline leadId={lead.id} entries={lead.timeline} />
        </div>
        <Part title="Assessment">
          {assessment ? (
            <AssessmentSummary results={assessment} />
          ) : (
            <p className="text-sm text-muted-foreground">This lead has not taken the assessment.</p>
          )}
        </Part>
      </div>
      <EmailSequence lead={lead} saving={update.isPending} pendingChange={pendingChange} onChange={save} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Part title="Bookings">
          <p className="text-sm">
            {lead.consultationBookedDate
              ? `Consultation booked ${formatDateTime(lead.consultationBookedDate)}`
              : 'No consultation booked.'}
          </p>
          {bookings}
        </Part>
        <LeadTasksSection lead={lead} now={now} />
      </div>
      <Part title="Details">
        <div className="grid gap-3 md:grid-cols-3">
          <LeadInfoSections lead={lead} />
        </div>
        <TextBlock title="Current Challenges" text={lead.currentChallenges} />
        <TextBlock title="Key Challenges (Research)" text={lead.keyChallenges} />
        <TextBlock title="Recent News" text={lead.recentNews} />
        <TextBlock title="Original Message" text={lead.message} />
        <TextBlock title="Notes" text={lead.notes} />
      </Part>
    </div>
  );
}

/**
 * The lead page `/admin/leads/:id` (docs/product/leads.md#lead-page), the one view of a lead: the
 * header (name, company, owner, pipeline stage, AI score with its breakdown and missing inputs,
 * next task), the actions, the activity timeline, the assessment answers, the outreach emails, the
 * bookings, the tasks and every recorded field. Everything comes from `GET /api/admin/leads/{id}`,
 * so the page survives a reload; a change goes through `useUpdateLead` (optimistic, with the
 * lead's version). While loading it shows 'Loading the lead…'; an unknown id (404) says the lead
 * does not exist; another failure offers Try again.
 */
export function LeadPage({ leadId, now, bookings, onErased }: LeadPageProps) {
  const { data, error, refetch } = useLead(leadId);
  // Keyed by the lead: another lead's page (after a merge, a duplicate's link) starts afresh.
  if (data) return <LeadView key={data.id} lead={data} now={now} bookings={bookings} onErased={onErased} />;
  if (error instanceof ApiError && error.status === 404) {
    return <p role="alert">This lead does not exist: it may have been merged or erased.</p>;
  }
  if (error) {
    return (
      <div role="alert" className="space-y-2">
        <p>The lead could not be loaded.</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="py-10 text-center text-muted-foreground">
      Loading the lead…
    </p>
  );
}
