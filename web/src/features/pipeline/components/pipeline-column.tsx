import { useDroppable } from '@dnd-kit/core';
import { countOf, formatPoundsK } from '@meridian/shared/format';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import type { StageDefinition, StageKey } from '@meridian/shared/pipeline/pipeline-stages';
import { memo, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { VirtualList } from '../../../components/ui/virtual-list';
import { cn } from '../../../lib/utils';
import type { ColumnTotals } from '../lib/board';
import { PipelineCard } from './pipeline-card';

/** Estimated card height in px before measuring (cards vary a little with phone and email). */
const ESTIMATED_CARD_HEIGHT = 230;
const CARD_GAP = 8;

export interface PipelineColumnProps {
  stage: StageDefinition;
  /** Hidden below 1024 px, where the board shows only the stage its switcher names. */
  hiddenBelowLarge?: boolean;
  leads: readonly LeadSummary[];
  totals: ColumnTotals;
  pendingIds: ReadonlySet<string>;
  now: Date;
  onOpen: (lead: LeadSummary) => void;
  onMove: (lead: LeadSummary, stage: StageKey) => void;
  onMarkEmail1Sent: (lead: LeadSummary) => void;
  /** Extra content at the foot of each card (see the board's `cardExtra`). */
  cardExtra?: (lead: LeadSummary) => ReactNode;
}

/**
 * One stage column of the board (docs/product/pipeline.md#stages): label, subtitle, lead count, total and
 * weighted value, and its cards; a seventh of the board's width from 1024 px
 * (docs/product/pipeline.md#board-layout), else the whole width when its stage is the one shown. The whole column is a drop target; the card list is virtualised
 * so a column with thousands of leads stays fast.
 */
export const PipelineColumn = memo(function PipelineColumn({
  stage,
  hiddenBelowLarge = false,
  leads,
  totals,
  pendingIds,
  now,
  onOpen,
  onMove,
  onMarkEmail1Sent,
  cardExtra,
}: PipelineColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.key });
  const headingId = `pipeline-column-${stage.key}`;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-stage={stage.key}
      className={cn(
        'flex min-w-0 flex-col rounded-xl border border-border bg-muted/40 transition-colors',
        hiddenBelowLarge && 'max-lg:hidden',
        isOver && 'border-primary bg-primary/5',
      )}
    >
      <header className="border-b border-border p-3 lg:p-2">
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="min-w-0 font-semibold break-words lg:text-sm">
            {stage.label}
          </h3>
          <Badge variant="secondary" aria-label={countOf(leads.length, 'lead')}>
            {leads.length}
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground">{stage.subtitle}</p>
        <dl className="mt-2 grid grid-cols-2 gap-1 text-xs lg:grid-cols-1 xl:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Total</dt>
            <dd className="font-semibold">{formatPoundsK(totals.total)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Weighted</dt>
            <dd className="font-semibold">{formatPoundsK(totals.weighted)}</dd>
          </div>
        </dl>
      </header>
      {leads.length === 0 ? (
        <div className="max-h-[70vh] min-h-32 overflow-y-auto p-2">
          <p className="p-4 text-center text-xs text-muted-foreground">No leads in this stage</p>
        </div>
      ) : (
        <VirtualList
          items={leads}
          getKey={(lead) => lead.id}
          label={`${stage.label} leads`}
          estimateSize={ESTIMATED_CARD_HEIGHT}
          gap={CARD_GAP}
          overscan={3}
          className="max-h-[70vh] min-h-32 overflow-y-auto p-2"
          renderItem={(lead) => (
            <PipelineCard
              lead={lead}
              stage={stage.key}
              pending={pendingIds.has(lead.id)}
              now={now}
              onOpen={onOpen}
              onMove={onMove}
              onMarkEmail1Sent={onMarkEmail1Sent}
              extra={cardExtra?.(lead)}
            />
          )}
        />
      )}
    </section>
  );
});
