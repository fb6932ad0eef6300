import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import type { LeadSummary, LeadWithActivity } from '@meridian/shared/lead';
import { formatPoundsK } from '@meridian/shared/format';
import { nextActionHint } from '@meridian/shared/next-action';
import { EMAIL_RESPONSES, type EmailResponse, LEAD_SOURCE_LABELS } from '@meridian/shared/options';
import {
  boardColumn,
  EMAIL_NUMBERS,
  type EmailNumber,
  emailFields,
  markEmailSentUpdate,
  stageMoveUpdate,
  undoEmailSentUpdate,
} from '@meridian/shared/pipeline';
import { STAGE_BY_KEY, STAGES } from '@meridian/shared/pipeline-stages';
import { type ReactNode, useId, useState } from 'react';
import { OutcomeBadge } from '../../../components/crm/outcome-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useUpdateLead } from '../api/use-lead-mutations';
import { useLead } from '../api/use-leads';
import { formatDateTime, safeExternalUrl } from '../lib/display';
import { AssessmentSummary } from './assessment-summary';
import { CloseOutcomeDialog } from './close-outcome-dialog';
import { EraseLeadDialog } from './erase-lead-dialog';
import { SourceBadge } from './lead-badges';
import { LeadTimeline } from './lead-timeline';
import { MergeDialog } from './merge-dialog';
import { mailtoHref, telHref } from '../../../lib/contact-links';

export interface LeadDetailDialogProps {
  /** The lead as the list knows it; shown until the full lead arrives. */
  summary: LeadSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the full edit form for the loaded lead. */
  onEdit: (lead: LeadWithActivity) => void;
  now: Date;
}

function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-lg border border-border p-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">{children}</dl>
    </section>
  );
}

function Info({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{value === undefined || value === null || value === '' ? '—' : value}</dd>
    </>
  );
}

function TextBlock({ title, text }: { title: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <section className="space-y-1 rounded-lg border border-border p-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {/* Visitor-supplied text: rendered as text only, line breaks kept. */}
      <p className="whitespace-pre-wrap break-words text-sm">{text}</p>
    </section>
  );
}

/**
 * The lead detail modal (docs/product/admin.md#crm-screens): contact information with the LinkedIn profile link,
 * company information, qualification, sales process tracking (current stage, next action, Move to
 * Stage buttons with the current stage disabled), the email 1-3 tracker ('Mark as Sent' and the
 * response choice, docs/product/admin.md#crm-screens and docs/product/pipeline.md#outreach-sequence), the text blocks Current Challenges,
 * Key Challenges (Research), Recent News and Original Message when present, the activity timeline,
 * and Edit and Close. Every change shows its pending state and goes through `useUpdateLead`.
 */
export function LeadDetailDialog({ summary, open, onOpenChange, onEdit, now }: LeadDetailDialogProps) {
  const { data: full, isPending: loadingFull, isError } = useLead(open ? summary.id : null);
  const update = useUpdateLead();
  const lead: LeadSummary & Partial<LeadDetail> = full ?? summary;
  const stage = boardColumn(lead);
  const linkedin = safeExternalUrl(lead.linkedinUrl);
  const responseId = useId();
  const pendingChange = update.isPending ? update.variables?.changes : undefined;
  const [closing, setClosing] = useState(false);
  const [merging, setMerging] = useState(false);
  const [erasing, setErasing] = useState(false);

  function markSent(email: EmailNumber) {
    update.mutate({ lead, changes: markEmailSentUpdate(email, new Date()) });
  }
  function undoSent(email: EmailNumber) {
    update.mutate({ lead, changes: undoEmailSentUpdate(email) });
  }
  function setResponse(email: EmailNumber, response: string) {
    const field = emailFields(email).response;
    update.mutate({ lead, changes: { [field]: response === '' ? null : (response as EmailResponse) } });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl max-sm:max-h-[95dvh] max-sm:w-[calc(100%-1rem)] max-sm:p-4">
        <DialogHeader>
          <DialogTitle>{lead.name}</DialogTitle>
          <DialogDescription>
            {lead.jobTitle || 'No title'}
            {lead.company ? ` at ${lead.company}` : ''}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2" aria-live="polite">
          <SourceBadge lead={lead} />
          <Badge variant="outline">{LEAD_SOURCE_LABELS[lead.source]}</Badge>
          <OutcomeBadge outcome={lead.outcome} />
          {update.isPending ? <Badge variant="warning">Saving...</Badge> : null}
          {loadingFull && open ? <Badge variant="secondary">Loading details...</Badge> : null}
          {isError ? <Badge variant="destructive">Could not load the full lead</Badge> : null}
        </div>
        <div className="grid gap-3 md:grid-cols-2">
          <InfoSection title="Contact Information">
            <Info
              label="Email"
              value={
                lead.email ? (
                  <a className="underline" href={mailtoHref(lead.email)}>
                    {lead.email}
                  </a>
                ) : undefined
              }
            />
            <Info
              label="Phone"
              value={
                lead.phone ? (
                  <a className="underline" href={telHref(lead.phone)}>
                    {lead.phone}
                  </a>
                ) : undefined
              }
            />
            <Info label="Location" value={lead.location} />
            <Info
              label="LinkedIn"
              value={
                linkedin ? (
                  <a className="underline" href={linkedin} target="_blank" rel="noopener noreferrer">
                    LinkedIn profile
                  </a>
                ) : undefined
              }
            />
          </InfoSection>
          <InfoSection title="Company Information">
            <Info label="Company" value={lead.company} />
            <Info label="Industry" value={lead.industryType} />
            <Info label="Revenue" value={lead.companyRevenue} />
            <Info label="Employees" value={lead.employeeCount ?? lead.companySize} />
            <Info label="Growth stage" value={lead.growthStage} />
          </InfoSection>
          <InfoSection title="Qualification">
            <Info label="AI score" value={`${lead.aiScore}/100`} />
            <Info label="Priority" value={`${lead.priorityScore}/10`} />
            <Info label="Urgency" value={lead.urgency} />
            <Info label="Budget authority" value={lead.budgetAuthority} />
            <Info label="Primary service" value={lead.primaryService} />
            <Info
              label="Estimated value"
              value={`${formatPoundsK(lead.estimatedValueMin)} – ${formatPoundsK(lead.estimatedValueMax)}`}
            />
            <Info label="Probability" value={`${lead.probabilityPercent}%`} />
            {lead.assessmentPercentage !== undefined ? (
              <Info label="Assessment" value={`${lead.assessmentPercentage}%`} />
            ) : null}
          </InfoSection>
          <section className="space-y-2 rounded-lg border border-border p-4" aria-labelledby={`${responseId}-sales`}>
            <h3 id={`${responseId}-sales`} className="text-sm font-semibold">
              Sales Process Tracking
            </h3>
            <p className="text-sm">
              <span className="text-muted-foreground">Current stage: </span>
              <strong>{STAGE_BY_KEY[stage].label}</strong>
            </p>
            <p className="text-sm">
              <span className="text-muted-foreground">Next action: </span>
              {nextActionHint(lead, now)}
            </p>
            <fieldset className="flex flex-wrap gap-1">
              <legend className="mb-1 text-xs text-muted-foreground">Move to Stage</legend>
              {STAGES.map((target) => (
                <Button
                  key={target.key}
                  size="sm"
                  variant={target.key === stage ? 'default' : 'outline'}
                  className="h-8 px-2 text-xs"
                  disabled={target.key === stage || update.isPending}
                  aria-pressed={target.key === stage}
                  onClick={() => {
                    if (target.key === 'close') return setClosing(true);
                    const move = stageMoveUpdate(lead, target.key);
                    if (move) update.mutate({ lead, changes: move });
                  }}
                >
                  {target.label}
                </Button>
              ))}
            </fieldset>
          </section>
        </div>

        <section className="space-y-2" aria-labelledby={`${responseId}-emails`}>
          <h3 id={`${responseId}-emails`} className="text-sm font-semibold">
            Email Sequence
          </h3>
          <div className="grid gap-3 md:grid-cols-3">
            {EMAIL_NUMBERS.map((email) => {
              const fields = emailFields(email);
              const sentDate = lead[fields.sentDate];
              const response = lead[fields.response] ?? '';
              const marking = pendingChange !== undefined && fields.sentDate in pendingChange;
              return (
                <fieldset key={email} className="space-y-2 rounded-lg border border-border p-3">
                  <legend className="px-1 text-sm font-medium">Email {email}</legend>
                  <p className="text-xs text-muted-foreground">
                    {sentDate ? `Sent ${formatDateTime(sentDate)}` : 'Not sent'}
                  </p>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      className="flex-1"
                      disabled={Boolean(sentDate) || update.isPending}
                      onClick={() => markSent(email)}
                    >
                      {marking ? 'Saving...' : sentDate ? 'Sent' : 'Mark as Sent'}
                    </Button>
                    {sentDate ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={update.isPending}
                        onClick={() => undoSent(email)}
                        aria-label={`Undo Mark as Sent for email ${email}`}
                      >
                        Undo
                      </Button>
                    ) : null}
                  </div>
                  <label className="block text-xs" htmlFor={`${responseId}-response-${email}`}>
                    Email {email} response
                  </label>
                  <select
                    id={`${responseId}-response-${email}`}
                    className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
                    value={response}
                    disabled={update.isPending}
                    onChange={(event) => setResponse(email, event.target.value)}
                  >
                    <option value="">Not recorded</option>
                    {EMAIL_RESPONSES.map((choice) => (
                      <option key={choice} value={choice}>
                        {choice}
                      </option>
                    ))}
                  </select>
                </fieldset>
              );
            })}
          </div>
        </section>

        {full?.metadata?.assessmentResults ? <AssessmentSummary results={full.metadata.assessmentResults} /> : null}
        <TextBlock title="Current Challenges" text={lead.currentChallenges} />
        <TextBlock title="Key Challenges (Research)" text={lead.keyChallenges} />
        <TextBlock title="Recent News" text={lead.recentNews} />
        <TextBlock title="Original Message" text={lead.message} />
        <TextBlock title="Notes" text={lead.notes} />

        <LeadTimeline leadId={lead.id} entries={full?.timeline} />

        <CloseOutcomeDialog
          lead={closing ? lead : null}
          onCancel={() => setClosing(false)}
          onConfirm={(changes) => {
            setClosing(false);
            update.mutate({ lead, changes });
          }}
        />
        {full ? <MergeDialog survivor={full} open={merging} onOpenChange={setMerging} /> : null}
        <EraseLeadDialog lead={lead} open={erasing} onOpenChange={setErasing} onErased={() => onOpenChange(false)} />
        <DialogFooter>
          <Button variant="outline" className="sm:mr-auto" disabled={!full} onClick={() => setMerging(true)}>
            Merge with…
          </Button>
          <Button variant="outline" className="text-destructive" onClick={() => setErasing(true)}>
            Erase…
          </Button>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button disabled={!full} onClick={() => full && onEdit(full)}>
            Edit
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
