import { isValueRangeOrdered, VALUE_ORDER_MESSAGE } from '../leads/estimated-value';
import type { Lead, LeadRuleInput } from '../leads/lead';
import type { LeadChanges } from '../leads/lead-changes';
import { OUTCOME_NEEDS_CLOSE_MESSAGE, OUTCOME_REQUIRED_MESSAGE } from '../leads/lead-outcome';
import { boardColumn, EMAIL_NUMBERS, emailFields, isStageKey } from './pipeline';
import { STAGE_KEYS, type StageKey } from './pipeline-stages';

/**
 * The rules of an admin change to a lead's stage (docs/product/pipeline.md#stages,
 * docs/product/pipeline.md#outcome, docs/product/pipeline.md#derived-stage): the dates a stage move
 * fills in, the outcome a move to Close needs and a move out of Close clears, and the checks a
 * change must pass against the stored lead (not only against its own fields).
 */

/** The date each stage move fills in when it is empty. */
export const STAGE_DATE_FIELDS = {
  consultation: 'consultationBookedDate',
  proposal: 'proposalSentDate',
  close: 'dealClosedDate',
} as const satisfies Partial<Record<StageKey, keyof Lead>>;

/** One problem of a refused change: the field and why. */
export interface RuleIssue {
  path: string;
  message: string;
}

/** The full change to store, or why it is refused. */
export type AdminChangeResult = { ok: true; changes: LeadChanges } | { ok: false; issues: RuleIssue[] };

/** Position of a stage on the board (0 for new_lead to 6 for close). */
export function stageIndex(stage: StageKey): number {
  return STAGE_KEYS.indexOf(stage);
}

/**
 * Whether `target` is an earlier column than the lead's board column (docs/product/pipeline.md#derived-stage).
 *
 * @param lead - the lead as stored.
 * @param target - a stage key.
 */
export function isBackwardMove(lead: LeadRuleInput, target: StageKey): boolean {
  return stageIndex(target) < stageIndex(boardColumn(lead));
}

/** True when the change marks at least one email sent that was not sent, or sent at another time. */
function marksEmailSent(before: Lead, changes: LeadChanges): boolean {
  return EMAIL_NUMBERS.some((email) => {
    const value = changes[emailFields(email).sentDate];
    return typeof value === 'string' && value !== before[emailFields(email).sentDate];
  });
}

/**
 * An admin change with what the stage rules add, checked against the stored lead:
 *
 * - A status sent with an email marked sent never moves the lead to an earlier column: such a
 *   status is dropped and the lead stays where it is.
 * - Moving into Consultation, Proposal or Close sets `consultationBookedDate`, `proposalSentDate`
 *   or `dealClosedDate` to `now` when the lead has none and the change sends none.
 * - Moving out of Close clears `outcome` and `dealClosedDate`.
 * - Refused: a move to Close (or a change of status or outcome in Close) that leaves no outcome
 *   (`outcome`: 'Choose Won or Lost to close a lead'); an outcome on a lead outside Close; an
 *   estimated maximum below the minimum once the change is applied (`estimatedValueMax`).
 *
 * @param before - the lead as stored.
 * @param changes - the admin's partial change (`undefined` leaves a field, `null` clears it).
 * @param now - ISO-8601 UTC time of the write.
 * @returns the change to apply, or the issues that refuse it. Never throws.
 */
export function adminChangeOf(before: Lead, changes: LeadChanges, now: string): AdminChangeResult {
  const result: LeadChanges = { ...changes };
  const from = boardColumn(before);
  if (isStageKey(result.status) && marksEmailSent(before, changes) && isBackwardMove(before, result.status)) {
    delete result.status;
  }
  const to = isStageKey(result.status) ? result.status : from;
  const current = <K extends keyof LeadChanges>(field: K) =>
    result[field] !== undefined ? result[field] : before[field];

  if (to !== from) {
    if (to in STAGE_DATE_FIELDS) {
      const field = STAGE_DATE_FIELDS[to as keyof typeof STAGE_DATE_FIELDS];
      if (!current(field)) result[field] = now;
    }
    if (from === 'close') {
      if (result.outcome === undefined) result.outcome = null;
      if (result.dealClosedDate === undefined) result.dealClosedDate = null;
    }
  }

  const issues: RuleIssue[] = [];
  const outcome = current('outcome');
  const touchesClose = changes.status !== undefined || changes.outcome !== undefined;
  if (to === 'close' && !outcome && touchesClose) issues.push({ path: 'outcome', message: OUTCOME_REQUIRED_MESSAGE });
  if (to !== 'close' && outcome) issues.push({ path: 'outcome', message: OUTCOME_NEEDS_CLOSE_MESSAGE });
  if (!isValueRangeOrdered(current('estimatedValueMin'), current('estimatedValueMax'))) {
    issues.push({ path: 'estimatedValueMax', message: VALUE_ORDER_MESSAGE });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, changes: result };
}
