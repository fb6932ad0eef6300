import { adminLeadPagePath } from '@meridian/shared/admin-links';
import { formatPoundsK } from '@meridian/shared/format';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { nextActionHint } from '@meridian/shared/leads/next-action';
import { dueLabel } from '@meridian/shared/tasks/task-rules';
import { memo, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { AttentionBadges } from '../../../components/crm/attention-badges';
import { OutcomeBadge } from '../../../components/crm/outcome-badge';
import { OwnerBadge } from '../../../components/crm/owner-badge';
import { VirtualList } from '../../../components/ui/virtual-list';
import { EmailProgressBadge, EmailProgressBoxes, SourceBadge, StageBadge } from './lead-badges';

/** Estimated row height in px before measuring. */
const ESTIMATED_ROW_HEIGHT = 132;

export interface LeadListProps {
  /** The leads to show (already searched and filtered). */
  leads: readonly LeadSummary[];
  /** Whether any lead exists at all (chooses between the two empty states). */
  hasAnyLead: boolean;
  isLoading: boolean;
  now: Date;
  onOpen: (lead: LeadSummary) => void;
  /** The ids ticked for a bulk action; rows have no tick box without it. */
  selected?: ReadonlySet<string>;
  onToggle?: (id: string) => void;
}

interface LeadRowProps {
  lead: LeadSummary;
  now: Date;
  onOpen: (lead: LeadSummary) => void;
  isSelected?: boolean | undefined;
  onToggle?: ((id: string) => void) | undefined;
}

/**
 * One lead list row (docs/product/admin.md#crm-screens): name, email-progress badge, stage badge,
 * the Won/Lost and attention badges (docs/product/pipeline.md#due-overdue-and-stale), source badge, company and job title, three email progress boxes, next action, estimated value
 * in £K, AI score out of 100 and priority out of 10. Clicking the row opens the lead page; the name is a link to it (docs/product/leads.md#lead-page).
 */
const LeadRow = memo(function LeadRow({ lead, now, onOpen, isSelected, onToggle }: LeadRowProps) {
  function onRowClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('button, a, input, label')) return;
    onOpen(lead);
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the name link is the keyboard way to open the lead.
    <article
      aria-label={lead.name}
      onClick={onRowClick}
      className="cursor-pointer rounded-lg border border-border bg-card p-4 text-sm shadow-xs hover:border-primary/40"
    >
      <div className="flex flex-wrap items-center gap-2">
        {onToggle ? (
          <input
            type="checkbox"
            className="size-5"
            aria-label={`Select ${lead.name}`}
            checked={isSelected === true}
            onChange={() => onToggle(lead.id)}
          />
        ) : null}
        <OwnerBadge ownerId={lead.ownerId} />
        <Link
          to={adminLeadPagePath(lead.id)}
          className="min-w-0 text-left text-base font-semibold wrap-anywhere hover:underline"
        >
          {lead.name}
        </Link>
        <EmailProgressBadge lead={lead} />
        <StageBadge lead={lead} />
        <OutcomeBadge outcome={lead.outcome} />
        <AttentionBadges lead={lead} now={now} />
        <SourceBadge lead={lead} />
      </div>
      <div className="mt-2 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="min-w-0 space-y-1">
          <p className="truncate text-muted-foreground">
            {lead.company || 'No company'}
            {lead.jobTitle ? ` · ${lead.jobTitle}` : ''}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <EmailProgressBoxes lead={lead} />
            {lead.nextTask ? (
              <span className="min-w-0 text-xs wrap-anywhere">
                <span className="text-muted-foreground">Next task: </span>
                {lead.nextTask.title} · {dueLabel(lead.nextTask.dueAt, now)}
              </span>
            ) : (
              <span className="text-xs">
                <span className="text-muted-foreground">Next: </span>
                {nextActionHint(lead, now)}
              </span>
            )}
          </div>
        </div>
        <dl className="flex gap-4 text-xs sm:text-right">
          <div>
            <dt className="text-muted-foreground">Value</dt>
            <dd className="font-semibold">{formatPoundsK(lead.estimatedValueMin)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">AI score</dt>
            <dd className="font-semibold">{lead.aiScore}/100</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Priority</dt>
            <dd className="font-semibold">{lead.priorityScore}/10</dd>
          </div>
        </dl>
      </div>
    </article>
  );
});

/**
 * The lead list of the dashboard tab, virtualised so 10,000 rows scroll smoothly. Shows
 * 'Loading leads...' while loading, 'No leads found' when there are none, and 'No leads match your
 * search criteria' when the search or filter hides every lead (docs/product/admin.md#crm-screens). Memoised, so a
 * key press re-renders it only when the (deferred) filtered list changes.
 */
export const LeadList = memo(function LeadList({
  leads,
  hasAnyLead,
  isLoading,
  now,
  onOpen,
  selected,
  onToggle,
}: LeadListProps) {
  if (isLoading) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        Loading leads...
      </p>
    );
  }
  if (leads.length === 0) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        {hasAnyLead ? 'No leads match your search criteria' : 'No leads found'}
      </p>
    );
  }
  return (
    <VirtualList
      items={leads}
      getKey={(lead) => lead.id}
      label="Leads"
      estimateSize={ESTIMATED_ROW_HEIGHT}
      overscan={6}
      className="max-h-[75vh] overflow-y-auto pr-1"
      renderItem={(lead) => (
        <LeadRow lead={lead} now={now} onOpen={onOpen} isSelected={selected?.has(lead.id)} onToggle={onToggle} />
      )}
    />
  );
});
