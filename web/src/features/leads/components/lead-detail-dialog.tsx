import { ADMIN_LEAD_PATH } from '@meridian/shared/admin-api-paths';
import { useMayCall } from '../../../lib/staff-role';
import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import type { LeadSummary, LeadWithActivity } from '@meridian/shared/leads/lead';
import { nextActionHint } from '@meridian/shared/leads/next-action';
import { dueLabel } from '@meridian/shared/tasks/task-rules';
import { LEAD_SOURCE_LABELS } from '@meridian/shared/leads/options';
import { boardColumn, stageMoveUpdate } from '@meridian/shared/pipeline/pipeline';
import { STAGE_BY_KEY, STAGES } from '@meridian/shared/pipeline/pipeline-stages';
import { useId, useState } from 'react';
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
import { AssessmentSummary } from './assessment-summary';
import { CloseOutcomeDialog } from './close-outcome-dialog';
import { EmailSequence } from './email-sequence';
import { EraseLeadDialog } from './erase-lead-dialog';
import { SourceBadge } from './lead-badges';
import { LeadInfoSections, TextBlock } from './lead-info-sections';
import { LeadOwnerField } from './lead-owner-field';
import { LeadTasksSection } from './lead-tasks-section';
import { LeadTimeline } from './lead-timeline';
import { MergeDialog } from './merge-dialog';

export interface LeadDetailDialogProps {
  /** The lead as the list knows it; shown until the full lead arrives. */
  summary: LeadSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the full edit form for the loaded lead. */
  onEdit: (lead: LeadWithActivity) => void;
  now: Date;
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
  const id = useId();
  const pendingChange = update.isPending ? update.variables?.changes : undefined;
  const [closing, setClosing] = useState(false);
  const [merging, setMerging] = useState(false);
  const [erasing, setErasing] = useState(false);
  const mayErase = useMayCall('DELETE', ADMIN_LEAD_PATH);

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
          <LeadInfoSections lead={lead} />
          <section className="space-y-2 rounded-lg border border-border p-4" aria-labelledby={`${id}-sales`}>
            <h3 id={`${id}-sales`} className="text-sm font-semibold">
              Sales Process Tracking
            </h3>
            <LeadOwnerField
              lead={lead}
              saving={update.isPending}
              onChange={(ownerId) => update.mutate({ lead, changes: { ownerId } })}
            />
            <p className="text-sm">
              <span className="text-muted-foreground">Current stage: </span>
              <strong>{STAGE_BY_KEY[stage].label}</strong>
            </p>
            {lead.nextTask ? (
              <p className="text-sm wrap-anywhere">
                <span className="text-muted-foreground">Next task: </span>
                {lead.nextTask.title} ({dueLabel(lead.nextTask.dueAt, now)})
              </p>
            ) : null}
            <p className="text-sm">
              <span className="text-muted-foreground">{lead.nextTask ? 'Suggested: ' : 'Next action: '}</span>
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

        <LeadTasksSection lead={lead} now={now} />

        <EmailSequence
          lead={lead}
          saving={update.isPending}
          pendingChange={pendingChange}
          onChange={(changes) => update.mutate({ lead, changes })}
        />

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
          {mayErase ? (
            <Button variant="outline" className="text-destructive" onClick={() => setErasing(true)}>
              Erase…
            </Button>
          ) : null}
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
