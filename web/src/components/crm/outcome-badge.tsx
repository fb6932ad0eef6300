import { formatPoundsK } from '@meridian/shared/format';
import { type LeadOutcomeSummary, OUTCOME_LABELS } from '@meridian/shared/leads/lead-outcome';
import { Badge } from '../ui/badge';

/**
 * The Won or Lost badge of a lead in Close (docs/product/pipeline.md#outcome): 'Won · £12K' or
 * 'Lost · Price'. Nothing for a lead without an outcome. Shared by the lead list and the board.
 */
export function OutcomeBadge({ outcome }: { outcome: LeadOutcomeSummary | undefined }) {
  if (!outcome) return null;
  const detail = outcome.result === 'won' ? formatPoundsK(outcome.value) : outcome.reason;
  return (
    <Badge variant={outcome.result === 'won' ? 'success' : 'destructive'}>
      {OUTCOME_LABELS[outcome.result]}
      <span aria-hidden="true">·</span>
      <span>{detail}</span>
    </Badge>
  );
}
