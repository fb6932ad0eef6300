import type { LeadRuleInput } from '../leads/lead';

/** The dashboard tests' clock: 10 March 2025, 12:00 UTC (the UTC calendar month is March 2025). */
export const NOW = new Date('2025-03-10T12:00:00.000Z');

/** A lead as the dashboard rules read it, with an id to tell the results apart. */
export type TestLead = LeadRuleInput & { id: string };
