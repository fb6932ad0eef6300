import type { LeadSummary } from '@meridian/shared/lead';
import { scoreLead } from '@meridian/shared/lead-score';
import { nextActionHint } from '@meridian/shared/next-action';
import { LEAD_SOURCE_LABELS } from '@meridian/shared/options';
import { boardColumn, EMAIL_NUMBERS, emailFields, nextStageUpdate } from '@meridian/shared/pipeline';
import { STAGE_BY_KEY } from '@meridian/shared/pipeline-stages';
import { useMemo } from 'react';
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
import { useUpdateLead } from '../api/use-lead-mutations';
import { formatDate } from '../lib/display';
import { mailtoHref, telHref } from '../../../lib/contact-links';

export interface ScoreDialogProps {
  lead: LeadSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the edit modal for this lead. */
  onEdit: (lead: LeadSummary) => void;
  now: Date;
}

/**
 * The score modal of a pipeline card (SPEC.md section 2): AI score, scoring factors and
 * recommendations (`scoreLead`, SPEC.md section 9), contact, company and engagement timeline
 * cards, and the actions Edit Lead, Send Email, Call (only with a phone) and Next Stage. The score
 * shown is the server's `aiScore` (DECISIONS.md item 6); the factors explain it.
 */
export function ScoreDialog({ lead, open, onOpenChange, onEdit, now }: ScoreDialogProps) {
  const score = useMemo(() => scoreLead(lead), [lead]);
  const update = useUpdateLead();
  const stage = boardColumn(lead);
  const advance = nextStageUpdate(lead);
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
            {score.bandLabel} · {STAGE_BY_KEY[stage].label}
          </DialogDescription>
        </DialogHeader>
        <section className="flex items-center gap-4 rounded-lg border border-border p-4" aria-label="AI score">
          <p className="text-4xl font-bold">
            <span className="sr-only">AI score </span>
            {lead.aiScore}
            <span className="text-base font-normal text-muted-foreground">/100</span>
          </p>
          <Badge variant={lead.aiScore >= 80 ? 'destructive' : lead.aiScore >= 60 ? 'warning' : 'secondary'}>
            {score.bandLabel}
          </Badge>
        </section>
        <div className="grid gap-3 md:grid-cols-2">
          <section className="space-y-2 rounded-lg border border-border p-4">
            <h3 className="text-sm font-semibold">Scoring factors</h3>
            <ul className="space-y-1 text-sm">
              {score.factors.map((factor) => (
                <li key={factor.label} className="flex justify-between gap-2">
                  <span>{factor.label}</span>
                  <span className="font-medium">+{factor.points}</span>
                </li>
              ))}
            </ul>
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
        <DialogFooter className="flex-wrap">
          <Button variant="outline" onClick={() => onEdit(lead)}>
            Edit Lead
          </Button>
          {lead.email ? (
            <a className={buttonVariants({ variant: 'outline' })} href={mailtoHref(lead.email)}>
              Send Email
            </a>
          ) : null}
          {lead.phone ? (
            <a className={buttonVariants({ variant: 'outline' })} href={telHref(lead.phone)}>
              Call
            </a>
          ) : null}
          <Button
            disabled={!advance || update.isPending}
            onClick={() => advance && update.mutate({ lead, changes: advance })}
          >
            {update.isPending ? 'Saving...' : 'Next Stage'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
