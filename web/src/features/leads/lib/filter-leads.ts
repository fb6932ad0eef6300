import type { LeadSummary } from '@meridian/shared/leads/lead';
import { isStageKey } from '@meridian/shared/pipeline/pipeline';
import type { StageKey } from '@meridian/shared/pipeline/pipeline-stages';

/** The list's status filter: every lead, or one stage (docs/product/admin.md#crm-screens). */
export type StatusFilter = 'all' | StageKey;

/** A lead with its lower-cased search text, prepared once per data change (10,000 leads stay fast). */
export interface SearchableLead {
  lead: LeadSummary;
  stage: StageKey;
  haystack: string;
}

/**
 * Prepares leads for {@link filterLeads}: the search text joins name, company and email, lower-cased
 * (docs/product/admin.md#crm-screens: search matches those three fields case-insensitively).
 * @param stageOf the board column of a lead (docs/product/pipeline.md#stages).
 */
export function toSearchable(
  leads: readonly LeadSummary[],
  stageOf: (lead: LeadSummary) => StageKey,
): SearchableLead[] {
  return leads.map((lead) => ({
    lead,
    stage: stageOf(lead),
    haystack: `${lead.name}\u0000${lead.company ?? ''}\u0000${lead.email ?? ''}`.toLowerCase(),
  }));
}

/**
 * Filters prepared leads by a search term (substring of name, company or email, case-insensitive,
 * surrounding spaces ignored) and a status filter ('all' or one stage).
 * @returns the matching leads in their original order.
 */
export function filterLeads(leads: readonly SearchableLead[], search: string, status: StatusFilter): LeadSummary[] {
  const term = search.trim().toLowerCase();
  const result: LeadSummary[] = [];
  for (const item of leads) {
    if (status !== 'all' && item.stage !== status) continue;
    if (term && !item.haystack.includes(term)) continue;
    result.push(item.lead);
  }
  return result;
}

/** True for 'all' and the seven stage keys. */
export function isStatusFilter(value: string): value is StatusFilter {
  return value === 'all' || isStageKey(value);
}
