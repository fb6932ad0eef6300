import { useDraggable } from '@dnd-kit/core';
import { adminLeadPagePath } from '@meridian/shared/admin-links';
import { formatPoundsK } from '@meridian/shared/format';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { leadScoreBandFor } from '@meridian/shared/leads/lead-score';
import { nextActionHint } from '@meridian/shared/leads/next-action';
import { dueLabel } from '@meridian/shared/tasks/task-rules';
import { EMAIL_NUMBERS, emailFields } from '@meridian/shared/pipeline/pipeline';
import type { StageKey } from '@meridian/shared/pipeline/pipeline-stages';
import { GripVertical, Mail, Phone, Send } from 'lucide-react';
import { memo, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AttentionBadges } from '../../../components/crm/attention-badges';
import { OutcomeBadge } from '../../../components/crm/outcome-badge';
import { OwnerBadge } from '../../../components/crm/owner-badge';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { MoveToMenu } from './move-to-menu';
import { mailtoHref, telHref } from '../../../lib/contact-links';

/** Badge colour of a score band. */
const BAND_VARIANT: Record<ReturnType<typeof leadScoreBandFor>, BadgeVariant> = {
  hot: 'destructive',
  qualified: 'warning',
  standard: 'info',
  nurture: 'secondary',
};

export interface PipelineCardProps {
  lead: LeadSummary;
  stage: StageKey;
  /** True while a change of this lead is being saved. */
  pending: boolean;
  now: Date;
  onOpen: (lead: LeadSummary) => void;
  onMove: (lead: LeadSummary, stage: StageKey) => void;
  onMarkEmail1Sent: (lead: LeadSummary) => void;
  /** Extra content at the foot of the card (see the board's `cardExtra`). */
  extra?: ReactNode;
}

/**
 * One lead on the pipeline board (docs/product/pipeline.md#stages): score badge, name, job
 * title (or 'No title'), company, email, phone, three dots for emails sent, value in £K ('?' when
 * unknown), next action, the Won/Lost and attention badges (docs/product/pipeline.md#due-overdue-and-stale),
 * Call / Email / Mark Email 1 Sent buttons, the 'Move to…' menu and a drag handle: 44 px touch
 * targets below 1024 px, 32 px on the seven-column board (docs/product/pipeline.md#board-layout),
 * where the card keeps name, company, score, badges, value and next action and leaves the job title,
 * email and phone to the lead. Clicking the card opens the lead page; its name is a link to it (docs/product/leads.md#lead-page). Visitor text
 * is rendered as text.
 */
export const PipelineCard = memo(function PipelineCard({
  lead,
  stage,
  pending,
  now,
  onOpen,
  onMove,
  onMarkEmail1Sent,
  extra,
}: PipelineCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: lead.id,
    data: { lead },
    disabled: pending,
  });
  const emailsSent = EMAIL_NUMBERS.filter((email) => Boolean(lead[emailFields(email).sentDate]));

  function onCardClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('button, a, [role="menuitem"]')) return;
    onOpen(lead);
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the name link inside is the keyboard way to open the card.
    <article
      ref={setNodeRef}
      aria-label={lead.name}
      aria-busy={pending || undefined}
      onClick={onCardClick}
      className={cn(
        'cursor-pointer rounded-lg border border-border bg-card p-3 text-sm shadow-xs lg:p-2 transition-opacity hover:border-primary/40',
        isDragging && 'opacity-40',
        pending && 'opacity-70',
      )}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <Link
            to={adminLeadPagePath(lead.id)}
            className="block max-w-full text-left font-semibold break-words hover:underline max-lg:min-h-11 lg:line-clamp-2"
          >
            {lead.name}
          </Link>
          <p className="truncate text-xs text-muted-foreground lg:hidden">{lead.jobTitle || 'No title'}</p>
          <p className="truncate text-xs">{lead.company}</p>
        </div>
        <Badge variant={BAND_VARIANT[leadScoreBandFor(lead.aiScore)]} aria-label={`Score ${lead.aiScore} out of 100`}>
          {lead.aiScore}
        </Badge>
      </div>
      <div className="mt-2 flex flex-wrap gap-1 empty:hidden">
        <OwnerBadge ownerId={lead.ownerId} />
        <OutcomeBadge outcome={lead.outcome} />
        <AttentionBadges lead={lead} now={now} />
      </div>
      <div className="mt-2 space-y-0.5 text-xs text-muted-foreground empty:hidden lg:hidden">
        {lead.email ? <p className="truncate">{lead.email}</p> : null}
        {lead.phone ? <p className="truncate">{lead.phone}</p> : null}
      </div>
      <div className="mt-2 flex items-center justify-between text-xs">
        <span className="flex items-center gap-1" role="img" aria-label={`${emailsSent.length} of 3 emails sent`}>
          {EMAIL_NUMBERS.map((email) => (
            <span
              key={email}
              className={cn(
                'size-2 rounded-full',
                emailsSent.includes(email) ? 'bg-green-600' : 'bg-muted-foreground/30',
              )}
            />
          ))}
        </span>
        <span className="font-semibold">{formatPoundsK(lead.estimatedValueMin)}</span>
      </div>
      {lead.nextTask ? (
        <p className="mt-2 min-w-0 text-xs text-foreground/80 wrap-anywhere">
          <span className="text-muted-foreground">Next task: </span>
          {lead.nextTask.title} · {dueLabel(lead.nextTask.dueAt, now)}
        </p>
      ) : (
        <p className="mt-2 text-xs text-foreground/80">{nextActionHint(lead, now)}</p>
      )}
      {pending ? (
        <p className="mt-1 text-xs font-medium text-primary" role="status">
          Saving…
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="-ml-1 flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing lg:size-8"
          aria-label={`Drag ${lead.name}`}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
        {lead.phone ? (
          <a
            href={telHref(lead.phone)}
            className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'size-11 px-0 lg:size-8' })}
            aria-label={`Call ${lead.name}`}
          >
            <Phone aria-hidden="true" />
          </a>
        ) : null}
        {lead.email ? (
          <a
            href={mailtoHref(lead.email)}
            className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'size-11 px-0 lg:size-8' })}
            aria-label={`Email ${lead.name}`}
          >
            <Mail aria-hidden="true" />
          </a>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="size-11 px-0 lg:size-8"
          disabled={pending || Boolean(lead.email1SentDate)}
          onClick={() => onMarkEmail1Sent(lead)}
          aria-label={
            lead.email1SentDate ? `Email 1 already sent to ${lead.name}` : `Mark email 1 sent to ${lead.name}`
          }
        >
          <Send aria-hidden="true" />
        </Button>
        <span className="ml-auto">
          <MoveToMenu lead={lead} current={stage} disabled={pending} onMove={onMove} />
        </span>
      </div>
      {extra}
    </article>
  );
});
