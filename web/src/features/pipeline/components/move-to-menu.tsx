import type { LeadSummary } from '@meridian/shared/leads/lead';
import { STAGES, type StageKey } from '@meridian/shared/pipeline/pipeline-stages';
import { ArrowRightLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

export interface MoveToMenuProps {
  lead: LeadSummary;
  /** The lead's current board column; its item is disabled. */
  current: StageKey;
  disabled?: boolean;
  onMove: (lead: LeadSummary, stage: StageKey) => void;
}

/**
 * 'Move to…' menu of a pipeline card: moves a lead to any other stage without dragging, by
 * keyboard or pointer (WCAG 2.2 success criterion 2.5.7).
 */
export function MoveToMenu({ lead, current, disabled, onMove }: MoveToMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="outline" size="sm" className="h-11 px-2 text-xs lg:h-8" aria-label={`Move ${lead.name} to…`}>
          <ArrowRightLeft aria-hidden="true" />
          Move to…
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Move to stage</DropdownMenuLabel>
        {STAGES.map((stage) => (
          <DropdownMenuItem key={stage.key} disabled={stage.key === current} onSelect={() => onMove(lead, stage.key)}>
            {stage.label}
            {stage.key === current ? <span className="sr-only"> (current stage)</span> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
