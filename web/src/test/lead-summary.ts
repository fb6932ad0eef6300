import type { LeadSummary } from '@meridian/shared/leads/lead';

/**
 * A lead summary for tests: the lead defaults of docs/product/leads.md#lead-capture (priority 5, probability 25, AI score
 * 50, version 1), a LinkedIn new lead created on 2025-01-01, overridden by `partial`.
 */
export function makeLeadSummary(partial: Partial<LeadSummary> & Pick<LeadSummary, 'id' | 'name'>): LeadSummary {
  return {
    source: 'linkedin',
    status: 'new_lead',
    priorityScore: 5,
    probabilityPercent: 25,
    aiScore: 50,
    version: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...partial,
  };
}
