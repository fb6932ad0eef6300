import type { LeadRuleInput } from './lead';
import { addBusinessDays, type CalendarDay, daysBetween, londonDay } from '../london-day';
import { boardColumn } from '../pipeline/pipeline';
import type { StageKey } from '../pipeline/pipeline-stages';

/**
 * Which leads need attention (docs/product/pipeline.md#due-overdue-and-stale): a next action due
 * today or overdue, a deal gone stale, a proposal past its follow-up, and the leads not yet
 * contacted. Pure rules on a lead (or its list summary) and the current instant; every "day" is a
 * Europe/London calendar day (`london-day.ts`).
 */

/** The flags a card, a list row and the filter chips show. */
export const ATTENTION_FLAGS = ['overdue', 'due_today', 'stale'] as const;
export type AttentionFlag = (typeof ATTENTION_FLAGS)[number];

/** Chip and badge labels of the flags. */
export const ATTENTION_FLAG_LABELS: Record<AttentionFlag, string> = {
  overdue: 'Overdue',
  due_today: 'Due today',
  stale: 'Stale',
};

/**
 * Days without activity after which a lead in a stage is stale, by board column; null: never
 * stale (docs/product/pipeline.md#stale-limits gives the reason for each number).
 */
export const STALE_AFTER_DAYS: Record<StageKey, number | null> = {
  new_lead: 3,
  initial_contact: 7,
  value_demo: 7,
  assessment_offer: 14,
  consultation: 14,
  proposal: 10,
  close: null,
};

/** Business days after a proposal is sent by which it is followed up (docs/product/pipeline.md#proposal-follow-up). */
export const PROPOSAL_FOLLOW_UP_BUSINESS_DAYS = 5;

/** The lead fields these rules read (a `Lead` and a `LeadSummary` both qualify). */
export type AttentionInput = Pick<
  LeadRuleInput,
  | 'status'
  | 'nextActionDate'
  | 'updatedAt'
  | 'createdAt'
  | 'lastContactDate'
  | 'latestSubmissionAt'
  | 'proposalSentDate'
  | 'dealClosedDate'
  | 'email1SentDate'
  | 'email2SentDate'
  | 'email3SentDate'
  | 'consultationBookedDate'
>;

/**
 * The instant of the lead's latest activity: the latest readable of `updatedAt` (every change,
 * and every timeline entry added), `lastContactDate` and `latestSubmissionAt`, else `createdAt`.
 *
 * @returns epoch milliseconds, or null when none of them can be read.
 */
export function lastActivityAt(lead: AttentionInput): number | null {
  const times = [lead.updatedAt, lead.lastContactDate, lead.latestSubmissionAt, lead.createdAt]
    .map((value) => (typeof value === 'string' && value.trim() !== '' ? Date.parse(value) : Number.NaN))
    .filter((time) => !Number.isNaN(time));
  return times.length === 0 ? null : Math.max(...times);
}

/**
 * Whether the next action is due today or overdue (docs/product/pipeline.md#due-overdue-and-stale):
 * 'due_today' when the next-action date's London day is today's, 'overdue' when it is earlier.
 * Leads in Close are never due.
 *
 * @param now - the current instant.
 * @returns the flag, or null (no date, an unreadable date, a later day, or a closed lead).
 */
export function nextActionDue(lead: AttentionInput, now: Date): 'due_today' | 'overdue' | null {
  if (boardColumn(lead) === 'close') return null;
  const due = londonDay(lead.nextActionDate);
  const today = londonDay(now);
  if (due === null || today === null) return null;
  if (due === today) return 'due_today';
  return due < today ? 'overdue' : null;
}

/** True when the lead has a next-action date on a London day after today. */
export function hasFutureNextAction(lead: AttentionInput, now: Date): boolean {
  const due = londonDay(lead.nextActionDate);
  const today = londonDay(now);
  return due !== null && today !== null && due > today;
}

/**
 * Whether a lead is stale (docs/product/pipeline.md#due-overdue-and-stale): its stage has a limit
 * in {@link STALE_AFTER_DAYS}, the London days from its last activity ({@link lastActivityAt}) to
 * today are more than that limit, and it has no future next-action date.
 *
 * @param now - the current instant.
 */
export function isStale(lead: AttentionInput, now: Date): boolean {
  const limit = STALE_AFTER_DAYS[boardColumn(lead)];
  if (limit === null || hasFutureNextAction(lead, now)) return false;
  const last = lastActivityAt(lead);
  const lastDay = last === null ? null : londonDay(new Date(last));
  const today = londonDay(now);
  if (lastDay === null || today === null) return false;
  return daysBetween(lastDay, today) > limit;
}

/**
 * The London day by which a sent proposal is followed up: {@link PROPOSAL_FOLLOW_UP_BUSINESS_DAYS}
 * business days after the day it was sent (docs/product/pipeline.md#proposal-follow-up).
 *
 * @returns `YYYY-MM-DD`, or null when the lead has no readable `proposalSentDate`.
 */
export function proposalFollowUpDay(lead: AttentionInput): CalendarDay | null {
  const sent = londonDay(lead.proposalSentDate);
  return sent === null ? null : addBusinessDays(sent, PROPOSAL_FOLLOW_UP_BUSINESS_DAYS);
}

/**
 * Whether a proposal is past its follow-up (docs/product/pipeline.md#proposal-follow-up): the lead
 * is in Proposal, today's London day is after {@link proposalFollowUpDay}, and no future next-action
 * date says when the follow-up happens.
 *
 * @param now - the current instant.
 */
export function isProposalPastFollowUp(lead: AttentionInput, now: Date): boolean {
  if (boardColumn(lead) !== 'proposal' || hasFutureNextAction(lead, now)) return false;
  const followUp = proposalFollowUpDay(lead);
  const today = londonDay(now);
  return followUp !== null && today !== null && today > followUp;
}

/**
 * The flags of a lead, in {@link ATTENTION_FLAGS} order: 'overdue' or 'due_today' (never both),
 * then 'stale'. A lead can be overdue and stale at once.
 *
 * @param now - the current instant.
 */
export function attentionFlags(lead: AttentionInput, now: Date): AttentionFlag[] {
  const flags: AttentionFlag[] = [];
  const due = nextActionDue(lead, now);
  if (due) flags.push(due);
  if (isStale(lead, now)) flags.push('stale');
  return flags;
}

function hasDate(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Whether a lead is not yet contacted (docs/product/admin.md#crm-screens, the "New" counter of
 * `/admin-quick`): in New Lead (legacy `new` included), or in Initial Contact with no outreach email
 * marked sent.
 */
export function isNotYetContacted(lead: AttentionInput): boolean {
  const column = boardColumn(lead);
  if (column === 'new_lead') return true;
  return (
    column === 'initial_contact' &&
    !hasDate(lead.email1SentDate) &&
    !hasDate(lead.email2SentDate) &&
    !hasDate(lead.email3SentDate)
  );
}
