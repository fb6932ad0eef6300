import { useDroppable } from '@dnd-kit/core';
import { formatPoundsK } from '@meridian/shared/format';
import type { LeadSummary } from '@meridian/shared/lead';
import type { StageDefinition, StageKey } from '@meridian/shared/pipeline-stages';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import type { ColumnTotals } from '../lib/board';
import { PipelineCard } from './pipeline-card';

/** Estimated card height in px before measuring (cards vary a little with phone and email). */
const ESTIMATED_CARD_HEIGHT = 230;
const CARD_GAP = 8;

export interface PipelineColumnProps {
  stage: StageDefinition;
  leads: readonly LeadSummary[];
  totals: ColumnTotals;
  pendingIds: ReadonlySet<string>;
  now: Date;
  onOpen: (lead: LeadSummary) => void;
  onMove: (lead: LeadSummary, stage: StageKey) => void;
  onMarkEmail1Sent: (lead: LeadSummary) => void;
}

/**
 * One stage column of the board (SPEC.md section 2): label, subtitle, lead count, total and
 * weighted value, and its cards. The whole column is a drop target; the card list is virtualised
 * so a column with thousands of leads stays fast (issue 7, scale).
 */
export const PipelineColumn = memo(function PipelineColumn({
  stage,
  leads,
  totals,
  pendingIds,
  now,
  onOpen,
  onMove,
  onMarkEmail1Sent,
}: PipelineColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.key });
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: leads.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    getItemKey: (index) => leads[index]?.id ?? index,
    overscan: 3,
    gap: CARD_GAP,
  });
  const headingId = `pipeline-column-${stage.key}`;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-stage={stage.key}
      className={cn(
        'flex w-72 shrink-0 flex-col rounded-xl border border-border bg-muted/40 transition-colors',
        isOver && 'border-primary bg-primary/5',
      )}
    >
      <header className="border-b border-border p-3">
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold">
            {stage.label}
          </h3>
          <Badge variant="secondary" aria-label={`${leads.length} leads`}>
            {leads.length}
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground">{stage.subtitle}</p>
        <dl className="mt-2 grid grid-cols-2 gap-1 text-xs">
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
      <div ref={scrollRef} className="max-h-[70vh] min-h-32 overflow-y-auto p-2">
        {leads.length === 0 ? (
          <p className="p-4 text-center text-xs text-muted-foreground">No leads in this stage</p>
        ) : (
          <ul aria-label={`${stage.label} leads`} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const lead = leads[item.index];
              if (!lead) return null;
              return (
                <li
                  key={item.key}
                  aria-setsize={leads.length}
                  aria-posinset={item.index + 1}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="absolute top-0 left-0 w-full"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <PipelineCard
                    lead={lead}
                    stage={stage.key}
                    pending={pendingIds.has(lead.id)}
                    now={now}
                    onOpen={onOpen}
                    onMove={onMove}
                    onMarkEmail1Sent={onMarkEmail1Sent}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
});
