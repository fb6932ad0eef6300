import { ATTENTION_FLAG_LABELS, type AttentionFlag, type AttentionInput } from '@meridian/shared/leads/lead-attention';
import { Badge, type BadgeVariant } from '../ui/badge';
import { leadAttentionFlags } from './attention-flags';

const FLAG_VARIANT: Record<AttentionFlag, BadgeVariant> = {
  overdue: 'destructive',
  due_today: 'warning',
  stale: 'secondary',
};

/**
 * The 'Overdue', 'Due today' and 'Stale' badges of a lead at `now`
 * (docs/product/pipeline.md#due-overdue-and-stale, `attentionFlags`, remembered per day); nothing
 * when none applies.
 * Shared by the lead list and the board.
 */
export function AttentionBadges({ lead, now }: { lead: AttentionInput; now: Date }) {
  const flags = leadAttentionFlags(lead, now);
  if (flags.length === 0) return null;
  return (
    <>
      {flags.map((flag) => (
        <Badge key={flag} variant={FLAG_VARIANT[flag]}>
          {ATTENTION_FLAG_LABELS[flag]}
        </Badge>
      ))}
    </>
  );
}
