import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { bandRecommendations } from '@meridian/shared/leads/lead-score';
import { missingScoreInputsText } from '@meridian/shared/leads/missing-score-inputs';
import { nextActionHint } from '@meridian/shared/leads/next-action';
import { LEAD_SOURCE_LABELS } from '@meridian/shared/leads/options';
import { boardColumn, EMAIL_NUMBERS, emailFields, nextStageUpdate } from '@meridian/shared/pipeline/pipeline';
import { STAGE_BY_KEY } from '@meridian/shared/pipeline/pipeline-stages';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { useUpdateLead } from '../api/use-lead-mutations';
import { useLead } from '../api/use-leads';
import { CloseOutcomeDialog } from './close-outcome-dialog';
import { formatDate } from '../lib/display';
import { telHref } from '../../../lib/contact-links';

export interface ScoreDialogProps {
  lead: LeadSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the edit modal for this lead. */
  onEdit: (lead: LeadSummary) => void;
  now: Date;
}

/**
 * The server's score breakdown (docs/product/leads.md#lead-score): one row per factor with the
 * lead's value and the points, a total row, and the inputs the score was computed without
 * ("Unknown: revenue, industry", docs/product/leads.md#missing-inputs), so a low score is not
 * read as a small firm. Nothing is recomputed here: the rows are `scoreBreakdown` of
 * `GET /api/admin/leads/{id}`, whose points add up to its `aiScore`.
 */
function ScoreBreakdown({ detail, loading }: { detail: LeadDetail | undefined; loading: boolean }) {
  if (!detail) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {loading ? 'Loading the score breakdown…' : 'The score breakdown could not be loaded.'}
      </p>
    );
  }
  const missing = missingScoreInputsText(detail.scoreBreakdown);
  return (
    <>
      <table className="w-full text-sm">
        <caption className="sr-only">Score breakdown: factor, value and points</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col">Factor</th>
            <th scope="col">Value</th>
            <th scope="col" className="text-right">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.scoreBreakdown.map((row) => (
            <tr key={row.factor}>
              <th scope="row" className="py-0.5 pr-2 text-left font-normal">
                {row.factor}
              </th>
              <td className="pr-2 text-muted-foreground">{row.value ?? '—'}</td>
              <td className="text-right font-medium">{row.points > 0 ? `+${row.points}` : row.points}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-border">
            <th scope="row" colSpan={2} className="pt-1 text-left">
              Total
            </th>
            <td className="pt-1 text-right font-semibold">{detail.aiScore}</td>
          </tr>
        </tfoot>
      </table>
      <p className="text-sm text-muted-foreground">{missing ?? 'Every scoring input is known.'}</p>
    </>
  );
}

/**
 * The score modal of a pipeline card (docs/product/admin.md#crm-screens): the server's AI score with its breakdown
 * rows and the band's recommendations (`bandRecommendations`, docs/product/leads.md#lead-score),
 * contact, company and engagement timeline cards, and the actions Edit Lead, Write email (docs/product/outreach.md#sending), Call
 * (only with a phone) and Next Stage. No score is computed on the client.
 */
export function ScoreDialog({ lead, open, onOpenChange, onEdit, now }: ScoreDialogProps) {
  const detail = useLead(open ? lead.id : null);
  const aiScore = detail.data?.aiScore ?? lead.aiScore;
  const score = bandRecommendations(aiScore);
  const update = useUpdateLead();
  const stage = boardColumn(lead);
  const advance = nextStageUpdate(lead);
  // Next Stage from Proposal is a move to Close: it asks Won or Lost first (docs/product/pipeline.md#outcome).
  const [closing, setClosing] = useState(false);
  const timeline = [
    { label: 'Created', date: lead.createdAt },
    ...EMAIL_NUMBERS.map((email) => ({ label: `Email ${email} sent`, date: lead[emailFields(email).sentDate] })),
    { label: 'Consultation booked', date: lead.consultationBookedDate },
    { label: 'Proposal sent', date: lead.proposalSentDate },
    { label: 'Deal closed', date: lead.dealClosedDate },
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{lead.name}</DialogTitle>
          <DialogDescription>
            {score.label} · {STAGE_BY_KEY[stage].label}
          </DialogDescription>
        </DialogHeader>
        <section className="flex items-center gap-4 rounded-lg border border-border p-4" aria-label="AI score">
          <p className="text-4xl font-bold">
            <span className="sr-only">AI score </span>
            {aiScore}
            <span className="text-base font-normal text-muted-foreground">/100</span>
          </p>
          <Badge variant={score.band === 'hot' ? 'destructive' : score.band === 'qualified' ? 'warning' : 'secondary'}>
            {score.label}
          </Badge>
        </section>
        <div className="grid gap-3 md:grid-cols-2">
          <section className="space-y-2 rounded-lg border border-border p-4">
            <h3 className="text-sm font-semibold">Scoring factors</h3>
            <ScoreBreakdown detail={detail.data} loading={detail.isPending} />
          </section>
          <section className="space-y-2 rounded-lg border border-border p-4">
            <h3 className="text-sm font-semibold">Recommendations</h3>
            <ul className="list-disc space-y-1 pl-4 text-sm">
              {score.recommendations.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </section>
          <section className="space-y-1 rounded-lg border border-border p-4 text-sm">
            <h3 className="font-semibold">Contact</h3>
            <p>{lead.jobTitle || 'No title'}</p>
            <p>{lead.email ?? 'No email'}</p>
            <p>{lead.phone ?? 'No phone'}</p>
          </section>
          <section className="space-y-1 rounded-lg border border-border p-4 text-sm">
            <h3 className="font-semibold">Company</h3>
            <p>{lead.company || 'No company'}</p>
            <p>
              {[lead.industryType, lead.employeeCount && `${lead.employeeCount} employees`, lead.companyRevenue]
                .filter(Boolean)
                .join(' · ') || '—'}
            </p>
            <p>Source: {LEAD_SOURCE_LABELS[lead.source]}</p>
          </section>
          <section className="space-y-1 rounded-lg border border-border p-4 text-sm md:col-span-2">
            <h3 className="font-semibold">Engagement timeline</h3>
            <ul className="grid gap-1 sm:grid-cols-2">
              {timeline.map((entry) => (
                <li key={entry.label}>
                  <span className="text-muted-foreground">{entry.label}: </span>
                  {entry.date ? formatDate(entry.date) : '—'}
                </li>
              ))}
            </ul>
            <p>
              <span className="text-muted-foreground">Next action: </span>
              {nextActionHint(lead, now)}
            </p>
          </section>
        </div>
        <CloseOutcomeDialog
          lead={closing ? lead : null}
          onCancel={() => setClosing(false)}
          onConfirm={(changes) => {
            setClosing(false);
            update.mutate({ lead, changes });
          }}
        />
        <DialogFooter className="flex-wrap">
          <Button variant="outline" onClick={() => onEdit(lead)}>
            Edit Lead
          </Button>
          {lead.email ? (
            <Link className={buttonVariants({ variant: 'outline' })} to={`/admin/leads/${lead.id}/email`}>
              Write email
            </Link>
          ) : null}
          {lead.phone ? (
            <a className={buttonVariants({ variant: 'outline' })} href={telHref(lead.phone)}>
              Call
            </a>
          ) : null}
          <Button
            disabled={!advance || update.isPending}
            onClick={() => {
              if (advance?.status === 'close') setClosing(true);
              else if (advance) update.mutate({ lead, changes: advance });
            }}
          >
            {update.isPending ? 'Saving...' : 'Next Stage'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
