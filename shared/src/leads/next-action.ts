import type { LeadRuleInput } from './lead';
import { boardColumn, hasResponse, isStageKey } from '../pipeline/pipeline';
import { LEGACY_STATUS_STAGE, STAGE_BY_KEY, type StageKey } from '../pipeline/pipeline-stages';

/**
 * Next-action hint, email-progress badge and list stage label of the CRM (docs/product/pipeline.md#next-action-hints,
 * docs/product/pipeline.md#outreach-sequence).
 */

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;
/** Days to wait after Email 1 before sending Email 2 (docs/product/pipeline.md#outreach-sequence). */
export const EMAIL_2_WAIT_DAYS = 3;
/** Days to wait after Email 2 before sending Email 3 (docs/product/pipeline.md#outreach-sequence). */
export const EMAIL_3_WAIT_DAYS = 4;

/** The fixed hint texts of docs/product/pipeline.md#next-action-hints. */
export const NEXT_ACTION_TEXTS = {
  sendEmail1: 'Send Email 1 (LinkedIn + intro)',
  sendEmail2: 'Send Email 2 (Value demo)',
  email1Responded: 'Response received - qualify lead',
  sendEmail3AfterWait: 'Send Email 3 (Assessment offer)',
  email2Responded: 'Response received - move to assessment',
  followUpAssessment: 'Follow up on assessment response',
  sendEmail3: 'Send Email 3 with free assessment offer',
  consultation: 'Schedule/conduct 30-min discovery call',
  proposal: 'Follow up on proposal within 5 business days',
  close: 'Update final status (Won/Lost)',
  unknown: 'Update lead status',
} as const;

/** 'Wait N more days before Email M' ('day' when N is 1). */
function waitText(days: number, email: 2 | 3): string {
  return `Wait ${days} more ${days === 1 ? 'day' : 'days'} before Email ${email}`;
}

/**
 * Whole days left before the next email may go, 0 when due. An unparsable sent date counts as
 * long past (due); a sent date in the future counts as sent now.
 */
function daysLeft(sentDate: string, waitDays: number, now: Date): number {
  const sent = Date.parse(sentDate);
  if (Number.isNaN(sent)) return 0;
  const elapsedDays = Math.max(0, Math.floor((now.getTime() - sent) / DAY_MS));
  return Math.max(0, waitDays - elapsedDays);
}

function hasDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The Email 1 -> Email 2 step: wait 3 days unless they answered. */
function afterEmail1(lead: LeadRuleInput, email1SentDate: string, now: Date): string {
  if (hasResponse(lead.email1Response)) return NEXT_ACTION_TEXTS.email1Responded;
  const left = daysLeft(email1SentDate, EMAIL_2_WAIT_DAYS, now);
  return left === 0 ? NEXT_ACTION_TEXTS.sendEmail2 : waitText(left, 2);
}

/** The stage the hint is for: a stage-key status, a mapped legacy status, or null when unknown. */
function statusStage(lead: LeadRuleInput): StageKey | null {
  const status: unknown = lead.status;
  if (isStageKey(status)) return status;
  if (typeof status === 'string' && Object.hasOwn(LEGACY_STATUS_STAGE, status)) {
    return LEGACY_STATUS_STAGE[status as keyof typeof LEGACY_STATUS_STAGE];
  }
  return null;
}

/**
 * The next-action hint shown on list rows, cards and the lead page (docs/product/pipeline.md#next-action-hints).
 *
 * - new_lead and initial_contact: no Email 1 -> 'Send Email 1 (LinkedIn + intro)'; a response to
 *   Email 1 -> 'Response received - qualify lead'; otherwise 'Send Email 2 (Value demo)' once 3
 *   days have passed since Email 1, else 'Wait N more days before Email 2'.
 * - value_demo (which 'Mark Email 1 sent' moves a lead to): with Email 2 sent, a response ->
 *   'Response received - move to assessment', else 'Send Email 3 (Assessment offer)' after 4
 *   days or 'Wait N more days before Email 3'; without Email 2, the Email 1 rule above, or
 *   'Send Email 2 (Value demo)' when Email 1 was not recorded either.
 * - assessment_offer: Email 3 sent -> 'Follow up on assessment response', else 'Send Email 3 with
 *   free assessment offer'.
 * - consultation, proposal, close: their fixed texts; any other status: 'Update lead status'.
 *
 * new_lead has no rule of its own; it gets the initial_contact rule, since the obvious next
 * step for an uncontacted lead is Email 1. 'N' is whole days (1 prints as 'Wait 1 more day').
 *
 * @param lead - any lead shape; legacy statuses are mapped (docs/product/pipeline.md#stages).
 * @param now - the clock.
 * @returns the hint text. Never throws.
 */
export function nextActionHint(lead: LeadRuleInput, now: Date): string {
  switch (statusStage(lead)) {
    case 'new_lead':
    case 'initial_contact':
      return hasDate(lead.email1SentDate) ? afterEmail1(lead, lead.email1SentDate, now) : NEXT_ACTION_TEXTS.sendEmail1;
    case 'value_demo': {
      if (hasDate(lead.email2SentDate)) {
        if (hasResponse(lead.email2Response)) return NEXT_ACTION_TEXTS.email2Responded;
        const left = daysLeft(lead.email2SentDate, EMAIL_3_WAIT_DAYS, now);
        return left === 0 ? NEXT_ACTION_TEXTS.sendEmail3AfterWait : waitText(left, 3);
      }
      return hasDate(lead.email1SentDate) ? afterEmail1(lead, lead.email1SentDate, now) : NEXT_ACTION_TEXTS.sendEmail2;
    }
    case 'assessment_offer':
      return hasDate(lead.email3SentDate) ? NEXT_ACTION_TEXTS.followUpAssessment : NEXT_ACTION_TEXTS.sendEmail3;
    case 'consultation':
      return NEXT_ACTION_TEXTS.consultation;
    case 'proposal':
      return NEXT_ACTION_TEXTS.proposal;
    case 'close':
      return NEXT_ACTION_TEXTS.close;
    default:
      return NEXT_ACTION_TEXTS.unknown;
  }
}

export type EmailProgressBadge = 'Email 3 Sent' | 'Email 2 Sent' | 'Email 1 Sent' | 'Not Contacted';

/**
 * The email-progress badge of a list row (docs/product/pipeline.md#outreach-sequence): the highest email with a sent date.
 *
 * @returns 'Email 3 Sent', 'Email 2 Sent', 'Email 1 Sent' or 'Not Contacted'.
 */
export function emailProgressBadge(lead: LeadRuleInput): EmailProgressBadge {
  if (hasDate(lead.email3SentDate)) return 'Email 3 Sent';
  if (hasDate(lead.email2SentDate)) return 'Email 2 Sent';
  if (hasDate(lead.email1SentDate)) return 'Email 1 Sent';
  return 'Not Contacted';
}

/**
 * The stage label of a list row (docs/product/pipeline.md#stages): the list label of the lead's board column
 * (`boardColumn`, docs/product/pipeline.md#stages), one of 'Closed', 'Proposal Sent', 'Consultation',
 * 'Assessment Offered', 'Value Demo Sent', 'Initial Contact', 'New Lead'. Using the board
 * column keeps the list badge, the status filter and the board in agreement; a lead without a
 * known status falls back to the date-derived stage.
 */
export function listStageLabel(lead: LeadRuleInput): string {
  return STAGE_BY_KEY[boardColumn(lead)].listLabel;
}
