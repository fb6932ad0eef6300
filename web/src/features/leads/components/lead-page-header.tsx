import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import type { LeadUpdate } from '@meridian/shared/leads/lead-update';
import { nextActionHint } from '@meridian/shared/leads/next-action';
import { LEAD_SOURCE_LABELS } from '@meridian/shared/leads/options';
import { boardColumn, stageMoveUpdate } from '@meridian/shared/pipeline/pipeline';
import { STAGE_BY_KEY, STAGES } from '@meridian/shared/pipeline/pipeline-stages';
import { dueLabel } from '@meridian/shared/tasks/task-rules';
import { useId, useState } from 'react';
import { OutcomeBadge } from '../../../components/crm/outcome-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CloseOutcomeDialog } from './close-outcome-dialog';
import { SourceBadge } from './lead-badges';
import { LeadOwnerField } from './lead-owner-field';
import { LeadScoreSection } from './lead-score-section';

/** A lead update without its version (the page adds the lead's). */
type LeadChanges = Omit<LeadUpdate, 'version'>;

export interface LeadPageHeaderProps {
  lead: LeadDetail;
  now: Date;
  /** A change of this lead is being saved: the stage moves and the owner wait. */
  saving: boolean;
  /** Saves a change of the lead (owner, stage, outcome). */
  onChange: (changes: LeadChanges) => void;
}

/**
 * The Move to Stage buttons (docs/product/pipeline.md#stages): the current stage pressed and
 * disabled; a move to Close asks Won or Lost first (docs/product/pipeline.md#outcome).
 */
function StageMoves({ lead, saving, onChange }: Omit<LeadPageHeaderProps, 'now'>) {
  const [closing, setClosing] = useState(false);
  const stage = boardColumn(lead);
  return (
    <fieldset className="flex flex-wrap gap-1">
      <legend className="mb-1 text-xs text-muted-foreground">Move to Stage</legend>
      {STAGES.map((target) => (
        <Button
          key={target.key}
          size="sm"
          variant={target.key === stage ? 'default' : 'outline'}
          className="h-11 px-2 text-xs sm:h-8"
          disabled={target.key === stage || saving}
          aria-pressed={target.key === stage}
          onClick={() => {
            if (target.key === 'close') return setClosing(true);
            const move = stageMoveUpdate(lead, target.key);
            if (move) onChange(move);
          }}
        >
          {target.label}
        </Button>
      ))}
      <CloseOutcomeDialog
        lead={closing ? lead : null}
        onCancel={() => setClosing(false)}
        onConfirm={(changes) => {
          setClosing(false);
          onChange(changes);
        }}
      />
    </fieldset>
  );
}

/**
 * The head of the lead page (docs/product/leads.md#lead-page): the lead's name (the page's
 * heading), job title and company, source and outcome badges, the owner (changeable as the role
 * allows, docs/product/assignment.md#reassigning), the pipeline stage with the Move to Stage
 * buttons, the next open task (due in London time) or the suggested next action, and the AI score
 * with its breakdown and missing inputs.
 */
export function LeadPageHeader({ lead, now, saving, onChange }: LeadPageHeaderProps) {
  const id = useId();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section className="space-y-3 rounded-lg border border-border bg-card p-4" aria-labelledby={`${id}-name`}>
        <div>
          <h2 id={`${id}-name`} className="text-2xl font-semibold wrap-anywhere">
            {lead.name}
          </h2>
          <p className="text-muted-foreground wrap-anywhere">
            {lead.jobTitle || 'No title'}
            {lead.company ? ` at ${lead.company}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2" aria-live="polite">
          <SourceBadge lead={lead} />
          <Badge variant="outline">{LEAD_SOURCE_LABELS[lead.source]}</Badge>
          <OutcomeBadge outcome={lead.outcome} />
          {saving ? <Badge variant="warning">Saving...</Badge> : null}
        </div>
        <LeadOwnerField lead={lead} saving={saving} onChange={(ownerId) => onChange({ ownerId })} />
        <p className="text-sm">
          <span className="text-muted-foreground">Pipeline stage: </span>
          <strong>{STAGE_BY_KEY[boardColumn(lead)].label}</strong>
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
        <StageMoves lead={lead} saving={saving} onChange={onChange} />
      </section>
      <LeadScoreSection detail={lead} />
    </div>
  );
}
