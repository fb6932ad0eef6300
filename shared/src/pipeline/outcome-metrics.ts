import type { LeadRuleInput } from '../leads/lead';
import { LOST_REASONS, type LostReason } from '../leads/lead-outcome';
import { LEAD_SOURCES, type LeadSource } from '../leads/options';
import { percent } from './email-campaign-metrics';
import type { ErasedOutcome } from './erased-outcome';
import { boardColumn } from './pipeline';

/** Won and lost deals of one source. */
export interface OutcomeCounts {
  won: number;
  lost: number;
}

/** Closed deals (docs/product/dashboard.md#win-rate). */
export interface OutcomeMetrics extends OutcomeCounts {
  /** won / (won + lost), whole percent; 0 when no deal has an outcome. */
  winRate: number;
  /** Sum of won values, whole pounds. */
  wonValue: number;
  bySource: Record<LeadSource, OutcomeCounts>;
  /** Lost deals per reason. */
  lostReasons: Record<LostReason, number>;
}

/** The outcome and source of each closed deal: the leads' in Close, then the erased leads' kept ones. */
function closedDeals(leads: readonly LeadRuleInput[], erased: readonly ErasedOutcome[]) {
  const deals: { outcome: NonNullable<LeadRuleInput['outcome']>; source: LeadSource | undefined }[] = [];
  for (const lead of leads) {
    const outcome = boardColumn(lead) === 'close' ? lead.outcome : undefined;
    if (outcome) deals.push({ outcome, source: lead.source });
  }
  for (const kept of erased) deals.push({ outcome: kept, source: kept.source });
  return deals;
}

/**
 * Won and lost deals (docs/product/dashboard.md#win-rate): counts, win rate, won value, counts per
 * source and lost deals per reason. Leads in Close with an outcome count, and so do the outcomes
 * kept of erased leads (docs/product/privacy.md#erasure); a Close lead without one (older data)
 * counts in neither.
 *
 * @param erased - the anonymous outcomes of erased leads (`GET /api/admin/outcomes/erased`).
 */
export function outcomeMetrics(leads: readonly LeadRuleInput[], erased: readonly ErasedOutcome[] = []): OutcomeMetrics {
  const bySource = Object.fromEntries(LEAD_SOURCES.map((source) => [source, { won: 0, lost: 0 }])) as Record<
    LeadSource,
    OutcomeCounts
  >;
  const lostReasons = Object.fromEntries(LOST_REASONS.map((reason) => [reason, 0])) as Record<LostReason, number>;
  let won = 0;
  let lost = 0;
  let value = 0;
  for (const { outcome, source: sourceKey } of closedDeals(leads, erased)) {
    const source = sourceKey && Object.hasOwn(bySource, sourceKey) ? bySource[sourceKey] : undefined;
    if (outcome.result === 'won') {
      won += 1;
      value += outcome.value;
      if (source) source.won += 1;
    } else {
      lost += 1;
      lostReasons[outcome.reason] += 1;
      if (source) source.lost += 1;
    }
  }
  return { won, lost, winRate: percent(won, won + lost), wonValue: value, bySource, lostReasons };
}
