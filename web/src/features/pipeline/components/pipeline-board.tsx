import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { boardColumn, isStageKey, stageMoveUpdate } from '@meridian/shared/pipeline/pipeline';
import { PIPELINE_HEADING, STAGE_BY_KEY, STAGES, type StageKey } from '@meridian/shared/pipeline/pipeline-stages';
import { CalendarCheck, FileText, Mail } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { boardActionLists, boardTotals, groupByColumn } from '../lib/board';
import { POINTER_ACTIVATION_DISTANCE_PX, stepCoordinates } from '../lib/keyboard-coordinates';
import { ActionListDialog } from './action-list-dialog';
import { PipelineColumn } from './pipeline-column';

export interface PipelineBoardProps {
  leads: readonly LeadSummary[];
  /** Ids of leads with a change being saved (their cards show 'Saving…'). */
  pendingIds: ReadonlySet<string>;
  /** The clock for next-action hints. */
  now: Date;
  /** Called to move a lead to another stage (drag and drop or 'Move to…'); never for the same stage. */
  onMove: (lead: LeadSummary, stage: StageKey) => void;
  /** Called when a card is clicked (opens the lead page). */
  onOpenLead: (lead: LeadSummary) => void;
  /** Called by a card's 'Mark email 1 sent' button. */
  onMarkEmail1Sent: (lead: LeadSummary) => void;
  /**
   * Extra content at the foot of each card, supplied by the screen that composes the board (e.g. a
   * lead's booked consultation); keep it stable (useCallback), cards are memoised.
   */
  cardExtra?: (lead: LeadSummary) => ReactNode;
}

/** Pointer drags use the column under the pointer; keyboard drags the column the card overlaps. */
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

type ActionList = 'emailsToSend' | 'discoveryCalls' | 'proposalsOut';
const ACTION_LISTS: readonly { key: ActionList; label: string; empty: string; icon: typeof Mail }[] = [
  { key: 'emailsToSend', label: 'Emails to Send', empty: 'No emails are due right now.', icon: Mail },
  {
    key: 'discoveryCalls',
    label: 'Discovery Calls Needed',
    empty: 'No discovery calls are needed.',
    icon: CalendarCheck,
  },
  { key: 'proposalsOut', label: 'Proposals Out', empty: 'No proposals are out.', icon: FileText },
];

function leadOf(data: { current?: Record<string, unknown> } | undefined): LeadSummary | undefined {
  return data?.current?.lead as LeadSummary | undefined;
}

function stageName(id: unknown): string | undefined {
  return isStageKey(id) ? STAGE_BY_KEY[id].label : undefined;
}

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${leadOf(active.data)?.name ?? 'lead'}.`,
  onDragOver: ({ active, over }) => {
    const name = leadOf(active.data)?.name ?? 'Lead';
    const stage = stageName(over?.id);
    return stage ? `${name} is over ${stage}.` : `${name} is not over a stage.`;
  },
  onDragEnd: ({ active, over }) => {
    const name = leadOf(active.data)?.name ?? 'Lead';
    const stage = stageName(over?.id);
    return stage ? `${name} was dropped on ${stage}.` : `${name} was dropped outside the stages; nothing changed.`;
  },
  onDragCancel: ({ active }) => `Moving ${leadOf(active.data)?.name ?? 'lead'} was cancelled.`,
};

const screenReaderInstructions = {
  draggable:
    'To move a lead between stages, press space or enter on its drag handle, use the arrow keys, and press space or enter again to drop it, or escape to cancel. The Move to menu on each card does the same without dragging.',
};

/**
 * The sales pipeline board (docs/product/pipeline.md#stages): heading '7-Stage Sales
 * Pipeline', the three action buttons and seven columns, side by side without scrolling from 1024 px
 * wide; narrower, one column at a time chosen with the 'Stage' switcher, which names each stage
 * with its count (docs/product/pipeline.md#board-layout). Drag and drop uses @dnd-kit with an 8 px
 * pointer activation distance and a keyboard sensor moving 25 px per arrow key (docs/product/pipeline.md#stages);
 * dropping on another column moves the lead, dropping on its own column or outside any column does
 * nothing (docs/product/pipeline.md#stages, via `stageMoveUpdate`). Every card also has a 'Move to…' menu.
 */
export function PipelineBoard({
  leads,
  pendingIds,
  now,
  onMove,
  onOpenLead,
  onMarkEmail1Sent,
  cardExtra,
}: PipelineBoardProps) {
  const columns = useMemo(() => groupByColumn(leads), [leads]);
  const totals = useMemo(() => boardTotals(columns), [columns]);
  const actionLists = useMemo(() => boardActionLists(columns, now), [columns, now]);
  const [openList, setOpenList] = useState<ActionList | null>(null);
  const [dragged, setDragged] = useState<LeadSummary | null>(null);
  const [shownStage, setShownStage] = useState<StageKey>('new_lead');
  const switcherId = useId();

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: POINTER_ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: stepCoordinates }),
  );

  function onDragStart(event: DragStartEvent) {
    setDragged(leadOf(event.active.data) ?? null);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setDragged(null);
    const lead = leadOf(active.data);
    if (!lead) return;
    const target = over && isStageKey(over.id) ? over.id : null;
    const update = stageMoveUpdate(lead, target);
    if (update) onMove(lead, update.status);
  }

  return (
    <section aria-labelledby="pipeline-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pipeline-heading" className="text-xl font-semibold">
          {PIPELINE_HEADING}
        </h2>
        <div className="flex flex-wrap gap-2">
          {ACTION_LISTS.map(({ key, label, icon: Icon }) => (
            <Button key={key} variant="outline" size="sm" className="max-lg:h-11" onClick={() => setOpenList(key)}>
              <Icon aria-hidden="true" />
              {label} ({actionLists[key].length})
            </Button>
          ))}
        </div>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions }}
      >
        <div className="lg:hidden">
          <label htmlFor={switcherId} className="mb-1 block text-sm font-medium">
            Stage
          </label>
          <select
            id={switcherId}
            value={shownStage}
            onChange={(event) => isStageKey(event.target.value) && setShownStage(event.target.value)}
            className="h-11 w-full rounded-md border border-input bg-background px-3 text-base"
          >
            {STAGES.map((stage) => (
              <option key={stage.key} value={stage.key}>
                {stage.label} ({columns[stage.key].length})
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2 lg:grid-cols-7">
          {STAGES.map((stage) => (
            <PipelineColumn
              key={stage.key}
              hiddenBelowLarge={stage.key !== shownStage}
              stage={stage}
              leads={columns[stage.key]}
              totals={totals[stage.key]}
              pendingIds={pendingIds}
              now={now}
              onOpen={onOpenLead}
              onMove={onMove}
              onMarkEmail1Sent={onMarkEmail1Sent}
              cardExtra={cardExtra}
            />
          ))}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragged ? (
            <div
              className="w-64 rounded-lg border border-primary bg-card p-3 text-sm shadow-lg"
              data-overlay-stage={boardColumn(dragged)}
            >
              <p className="font-semibold">{dragged.name}</p>
              <p className="text-xs text-muted-foreground">{dragged.company}</p>
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      {ACTION_LISTS.map(({ key, label, empty }) => (
        <ActionListDialog
          key={key}
          title={label}
          emptyText={empty}
          entries={actionLists[key]}
          open={openList === key}
          onOpenChange={(open) => setOpenList(open ? key : null)}
        />
      ))}
    </section>
  );
}
