import { type AttentionFlag, type AttentionInput, attentionFlags } from '@meridian/shared/leads/lead-attention';
import { londonDay } from '@meridian/shared/london-day';

/** The flags of a lead object on one London day. */
interface Cached {
  day: string | null;
  flags: AttentionFlag[];
}

const cache = new WeakMap<AttentionInput, Cached>();

/**
 * `attentionFlags` (docs/product/pipeline.md#due-overdue-and-stale) remembered per lead object for
 * the London day of `now`: the flags change only with the day or with the lead (a changed lead is
 * a new object in the query cache), so the minute clock of the CRM and re-renders of 10,000 rows
 * do not recompute them.
 *
 * @param now - the current instant.
 * @returns the flags, in `ATTENTION_FLAGS` order.
 */
export function leadAttentionFlags(lead: AttentionInput, now: Date): AttentionFlag[] {
  const day = londonDay(now);
  const known = cache.get(lead);
  if (known && known.day === day) return known.flags;
  const flags = attentionFlags(lead, now);
  cache.set(lead, { day, flags });
  return flags;
}
