import type { LeadRuleInput } from '../leads/lead';
import { POSITIVE_EMAIL_RESPONSES } from '../leads/options';
import { LEGACY_STATUS_STAGE, STAGE_KEYS, type StageKey } from './pipeline-stages';

/**
 * Pipeline rules (docs/product/pipeline.md): derived stage, board column,
 * stage counts and conversion rates, stage moves and the 'mark email N sent' updates.
 */

/** The three outreach emails. */
export const EMAIL_NUMBERS = [1, 2, 3] as const;
export type EmailNumber = (typeof EMAIL_NUMBERS)[number];

/** The stages that have a conversion rate: all but `close` (docs/product/pipeline.md#stages). */
export type ConvertibleStage = Exclude<StageKey, 'close'>;

/** The lead fields holding email `n`'s sent date and response. */
export function emailFields(email: EmailNumber) {
  return {
    sentDate: `email${email}SentDate`,
    response: `email${email}Response`,
  } as const satisfies { sentDate: keyof LeadRuleInput; response: keyof LeadRuleInput };
}

/** True when a date field holds a value (empty strings count as unset). */
function isSet(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** True when `value` is one of the seven stage keys. */
export function isStageKey(value: unknown): value is StageKey {
  return typeof value === 'string' && (STAGE_KEYS as readonly string[]).includes(value);
}

/**
 * Whether an email response counts as 'Yes' for scoring and confidence (docs/product/dashboard.md#forecast).
 *
 * @param response - an email response choice ('Positive', 'Interested', 'No response', ...), or
 *   unset. The literal 'Yes' is accepted too, for older data.
 * @returns true for 'Positive', 'Interested' and 'Yes'; false otherwise.
 */
export function isPositiveResponse(response: string | null | undefined): boolean {
  if (typeof response !== 'string') return false;
  return response === 'Yes' || (POSITIVE_EMAIL_RESPONSES as readonly string[]).includes(response);
}

/**
 * Whether an email has received any answer at all (positive or not), as the next-action hints use
 * it (docs/product/pipeline.md#next-action-hints).
 *
 * @returns false when unset, empty or 'No response'; true for every other choice.
 */
export function hasResponse(response: string | null | undefined): boolean {
  return isSet(response) && response !== 'No response';
}

/**
 * The stage a lead has reached according to its dates (docs/product/pipeline.md#derived-stage),
 * checked in order: deal closed, proposal sent, consultation booked, email 3, 2, 1 sent.
 *
 * @param lead - any lead shape; only the date fields are read.
 * @returns the derived stage key; `new_lead` when no date is set.
 */
export function deriveStage(lead: LeadRuleInput): StageKey {
  if (isSet(lead.dealClosedDate)) return 'close';
  if (isSet(lead.proposalSentDate)) return 'proposal';
  if (isSet(lead.consultationBookedDate)) return 'consultation';
  if (isSet(lead.email3SentDate)) return 'assessment_offer';
  if (isSet(lead.email2SentDate)) return 'value_demo';
  if (isSet(lead.email1SentDate)) return 'initial_contact';
  return 'new_lead';
}

/**
 * The board column a lead sits in (docs/product/pipeline.md#stages): its `status` when that is a stage key;
 * legacy statuses new, contacted, qualified, converted map to new_lead, initial_contact,
 * consultation, close; anything else (unset or unknown) falls back to `deriveStage`.
 *
 * @returns a stage key. Never throws.
 */
export function boardColumn(lead: LeadRuleInput): StageKey {
  const status: unknown = lead.status;
  if (isStageKey(status)) return status;
  if (typeof status === 'string' && Object.hasOwn(LEGACY_STATUS_STAGE, status)) {
    return LEGACY_STATUS_STAGE[status as keyof typeof LEGACY_STATUS_STAGE];
  }
  return deriveStage(lead);
}

/** A function that places a lead in a stage: `boardColumn` (default) or `deriveStage`. */
export type StageOf = (lead: LeadRuleInput) => StageKey;

/**
 * Number of leads per stage (docs/product/pipeline.md#stages).
 *
 * By default a lead is counted in its board column (docs/product/pipeline.md#stages), so the dashboard agrees
 * with the board and with the weighted forecast; pass `deriveStage` for the date-derived
 * reading (docs/product/pipeline.md#derived-stage).
 *
 * @returns a count for each of the seven stages (0 when empty).
 */
export function stageCounts(leads: readonly LeadRuleInput[], stageOf: StageOf = boardColumn): Record<StageKey, number> {
  const counts = Object.fromEntries(STAGE_KEYS.map((key) => [key, 0])) as Record<StageKey, number>;
  for (const lead of leads) counts[stageOf(lead)] += 1;
  return counts;
}

/**
 * Conversion rate of each of the first six stages (docs/product/pipeline.md#stages): leads in later stages
 * divided by (leads at the stage plus leads in later stages), as a whole percent (rounded);
 * null when no lead is at the stage: a stage with no history has no rate (shown "—"), which is
 * not the same as a rate of 0.
 *
 * @param stageOf - how a lead is placed; `boardColumn` by default (see `stageCounts`).
 * @returns percent 0-100 (or null) per stage, `close` excluded.
 */
export function stageConversionRates(
  leads: readonly LeadRuleInput[],
  stageOf: StageOf = boardColumn,
): Record<ConvertibleStage, number | null> {
  const counts = stageCounts(leads, stageOf);
  const rates = {} as Record<ConvertibleStage, number | null>;
  STAGE_KEYS.forEach((stage, index) => {
    if (stage === 'close') return;
    const atStage = counts[stage];
    const later = STAGE_KEYS.slice(index + 1).reduce((sum, key) => sum + counts[key], 0);
    rates[stage] = atStage === 0 ? null : Math.round((later / (atStage + later)) * 100);
  });
  return rates;
}

/**
 * How Pipeline Health shows a stage's conversion rate (docs/product/dashboard.md#widgets): "67%
 * convert", or "—" for a stage no lead has been at (a rate of null), never a misleading "0%".
 */
export function conversionRateText(rate: number | null): string {
  return rate === null ? '—' : `${rate}% convert`;
}

/**
 * The stage after `stage` (docs/product/pipeline.md#stages).
 *
 * @returns the following stage key, or null when `stage` is `close`.
 */
export function nextStage(stage: StageKey): StageKey | null {
  const index = STAGE_KEYS.indexOf(stage);
  return STAGE_KEYS[index + 1] ?? null;
}

/** A status change to send as a partial lead update (`PUT /api/admin/leads/{id}`). */
export interface StageUpdate {
  status: StageKey;
}

/**
 * The update for moving a lead to a stage by drag and drop, a Move to Stage button or Next Stage
 * (docs/product/pipeline.md#stages).
 *
 * @param lead - the lead being moved; its current column is `boardColumn(lead)`.
 * @param target - the destination stage, or null/undefined when dropped outside any column.
 * @returns `{ status: target }`, or null when there is nothing to do (no target, or the same
 *   column: "dropping on the same stage or outside any column does nothing").
 */
export function stageMoveUpdate(lead: LeadRuleInput, target: StageKey | null | undefined): StageUpdate | null {
  if (!target || boardColumn(lead) === target) return null;
  return { status: target };
}

/**
 * The update for the Next Stage action (docs/product/pipeline.md#stages).
 *
 * @returns `{ status }` of the stage after the lead's board column, or null at `close`.
 */
export function nextStageUpdate(lead: LeadRuleInput): StageUpdate | null {
  const following = nextStage(boardColumn(lead));
  return following ? { status: following } : null;
}

/** The partial lead update for marking an email sent (ISO-8601 UTC timestamp; status optional). */
export type EmailSentUpdate =
  | { email1SentDate: string; status?: 'value_demo' }
  | { email2SentDate: string; status?: 'assessment_offer' }
  | { email3SentDate: string };

/**
 * The update for 'Mark as Sent' on email 1, 2 or 3 (docs/product/pipeline.md#outreach-sequence,
 * docs/product/pipeline.md#derived-stage): email 1 stores the timestamp and sets status value_demo;
 * email 2 stores the timestamp and sets status assessment_offer; email 3 stores the timestamp only.
 * Given the lead, the status is left out when it would move the lead to an earlier column than its
 * own (marking Email 1 late never moves a Proposal back to Value Demo); the server applies the same
 * rule (`adminChangeOf` in `stage-moves.ts`).
 *
 * @param email - 1, 2 or 3.
 * @param now - the clock; stored as `now.toISOString()`.
 * @param lead - the lead being marked; without it the status is always sent.
 * @throws RangeError when `now` is an invalid date.
 */
export function markEmailSentUpdate(email: EmailNumber, now: Date, lead?: LeadRuleInput): EmailSentUpdate {
  const timestamp = now.toISOString();
  const forward = (status: StageKey) => !lead || STAGE_KEYS.indexOf(status) >= STAGE_KEYS.indexOf(boardColumn(lead));
  switch (email) {
    case 1:
      return forward('value_demo')
        ? { email1SentDate: timestamp, status: 'value_demo' }
        : { email1SentDate: timestamp };
    case 2:
      return forward('assessment_offer')
        ? { email2SentDate: timestamp, status: 'assessment_offer' }
        : { email2SentDate: timestamp };
    case 3:
      return { email3SentDate: timestamp };
  }
}

/** The partial lead update that undoes 'Mark as Sent': the sent date cleared (`null`). */
export type EmailUnsentUpdate = { email1SentDate: null } | { email2SentDate: null } | { email3SentDate: null };

/**
 * The update for undoing 'Mark as Sent' on email 1, 2 or 3 (docs/product/pipeline.md#outreach-sequence):
 * clears the sent date and nothing else; the server records an `email_unsent` timeline entry.
 *
 * @param email - 1, 2 or 3.
 */
export function undoEmailSentUpdate(email: EmailNumber): EmailUnsentUpdate {
  switch (email) {
    case 1:
      return { email1SentDate: null };
    case 2:
      return { email2SentDate: null };
    case 3:
      return { email3SentDate: null };
  }
}
