import type { LeadRuleInput } from '../leads/lead';
import { LOST_REASONS } from '../leads/lead-outcome';
import { LEAD_SOURCES } from '../leads/options';
import * as z from '../zod';
import { boardColumn } from './pipeline';

/**
 * The anonymous outcome an erasure keeps of a closed deal (docs/product/privacy.md#erasure,
 * docs/product/dashboard.md#win-rate): the result, the won value or the lost reason, the source,
 * the stage and the dates. No name, address, company, phone, message or note: it is not personal
 * data, and the win rate still counts the deal after its lead is erased.
 */
const erasedOutcomeBase = {
  /** The board column the deal was in: always Close (only closed deals have an outcome). */
  stage: z.literal('close'),
  source: z.enum(LEAD_SOURCES).optional(),
  /** When the deal closed: `dealClosedDate`, or the lead's `updatedAt` without one (ISO-8601 UTC). */
  closedAt: z.string(),
  /** When the lead was created (ISO-8601 UTC), when known. */
  createdAt: z.string().optional(),
  /** When the lead was erased (ISO-8601 UTC). */
  erasedAt: z.string(),
};

/** One kept outcome: `{ result: 'won', value }` (whole pounds) or `{ result: 'lost', reason }`, with its dates. */
export const erasedOutcomeSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('won'), value: z.number().int().min(0), ...erasedOutcomeBase }),
  z.object({ result: z.literal('lost'), reason: z.enum(LOST_REASONS), ...erasedOutcomeBase }),
]);
export type ErasedOutcome = z.output<typeof erasedOutcomeSchema>;

/** `GET /api/admin/outcomes/erased`: every kept outcome, oldest close first. */
export const erasedOutcomesResponseSchema = z.object({ items: z.array(erasedOutcomeSchema) });
export type ErasedOutcomesResponse = z.output<typeof erasedOutcomesResponseSchema>;

/**
 * What an erasure keeps of a lead (docs/product/privacy.md#erasure): its outcome without personal
 * data when the lead is in Close with an outcome, else nothing. The lost note is free text and is
 * not kept.
 *
 * @param lead - the lead being erased.
 * @param erasedAt - the erasure time (ISO-8601 UTC).
 * @returns the anonymous outcome, or null when the lead has no recorded outcome. Never throws.
 */
export function erasedOutcomeOf(lead: LeadRuleInput, erasedAt: string): ErasedOutcome | null {
  const outcome = boardColumn(lead) === 'close' ? lead.outcome : undefined;
  if (!outcome) return null;
  const base = {
    stage: 'close' as const,
    ...(lead.source && (LEAD_SOURCES as readonly string[]).includes(lead.source) ? { source: lead.source } : {}),
    closedAt: lead.dealClosedDate || lead.updatedAt || erasedAt,
    ...(lead.createdAt ? { createdAt: lead.createdAt } : {}),
    erasedAt,
  };
  return outcome.result === 'won'
    ? { result: 'won', value: outcome.value, ...base }
    : { result: 'lost', reason: outcome.reason, ...base };
}
