import type { Lead } from '@meridian/shared/leads/lead';
import type { StaffMember } from '@meridian/shared/leads/lead-owners';
import type { SequenceStopReason } from '@meridian/shared/outreach/sequence-state';
import { dueStepKey, dueStepStopReason, isDueStep, STEP_TEMPLATES } from '@meridian/shared/outreach/sequence-steps';
import { logger } from '../../lib/logger';
import { BUSINESS_METRICS, countMetric } from '../../lib/metrics';
import { type EventLease, markStoredStep, withEventLease } from '../../table/processed-events';
import { OUTREACH_STEP_CONSUMER } from '../area';
import {
  DailySendCapError,
  DoNotEmailError,
  LeadWithoutEmailError,
  SendFailedError,
  SentButNotRecordedError,
  SuppressedAddressError,
} from '../errors';
import { emailTemplateOf } from './email-templates';
import { type DueStep, putStepSchedule } from './sequence-schedule';
import { activeOwnerOf, leadOfStep, raiseStepTask, stopAtStep } from './sequence-step-actions';
import { sendOutreachEmail } from './send-outreach-email';

/**
 * The step function's work (docs/product/outreach.md#the-sequence): when a running sequence's step
 * is due, check it again and stop it, raise a review task for the owner, or send the step's email
 * automatically as the owner. Once per step: the step's idempotency record (`outreach-step`, keyed
 * by lead, step and due time) is written in the automatic send's own transaction, so a redelivered
 * run never sends twice; the review task's id is the step's, so a redelivery adds no second task.
 */

/** What a due step did. */
export type StepOutcome =
  | { status: 'skipped'; reason: 'lead-gone' | 'not-due' | 'no-owner' }
  | { status: 'duplicate' }
  | { status: 'stopped'; reason: SequenceStopReason }
  | { status: 'task'; taskId: string; created: boolean; notSent?: string }
  | { status: 'sent'; messageId: string }
  | { status: 'sent-not-recorded' }
  | { status: 'rescheduled' };

/** Why an automatic send was refused, in the review task's words; undefined: not a refusal. */
function refusalOf(error: unknown): string | undefined {
  if (error instanceof DailySendCapError) return "the owner's daily limit of emails was reached";
  if (error instanceof SuppressedAddressError) return 'the address bounced or complained before';
  if (error instanceof LeadWithoutEmailError) return 'the lead has no email address';
  if (error instanceof DoNotEmailError) return 'the lead is marked "do not email"';
  if (error instanceof SendFailedError) return 'the email service refused it';
  return undefined;
}

/** Thrown when the automatic send went out but the next step's schedule could not be put: the retry puts it. */
class NextStepNotScheduledError extends Error {
  override readonly name = 'NextStepNotScheduledError';
}

/** The automatic send of a step as its owner, falling back to a review task when it is refused. */
async function sendStep(
  lead: Lead,
  owner: StaffMember,
  due: DueStep,
  lease: EventLease,
  context: { now: Date; selfArn?: string },
): Promise<StepOutcome> {
  const templateId = STEP_TEMPLATES[due.step];
  const template = await emailTemplateOf(templateId);
  try {
    const actor = { id: owner.id, role: owner.role };
    const sent = await sendOutreachEmail(lead.id, { templateId, ...template }, actor, context.now, {
      extraSteps: [markStoredStep(lease, { sent: true })],
      ...(context.selfArn ? { selfArn: context.selfArn } : {}),
    });
    if (!sent.scheduled) throw new NextStepNotScheduledError(`Email ${due.step} sent; next step not scheduled`);
    return { status: 'sent', messageId: sent.messageId };
  } catch (error) {
    if (error instanceof SentButNotRecordedError) return { status: 'sent-not-recorded' };
    const notSent = refusalOf(error);
    if (!notSent) throw error;
    logger.warn('Automatic outreach email refused: review task instead', { leadId: lead.id, step: due.step, notSent });
    const task = await raiseStepTask(lead, owner, due, context.now, notSent);
    return { status: 'task', ...task, notSent };
  }
}

/** The step under its lease: a resumed run puts the next step's schedule; a new one decides. */
async function runUnderLease(
  due: DueStep,
  lease: EventLease,
  context: { now: Date; selfArn?: string },
): Promise<StepOutcome> {
  const lead = await leadOfStep(due.leadId);
  if (lease.state === 'stored') {
    // The automatic send went out before; only its next step's schedule is left to put.
    if (lead && !(await putStepSchedule(lead.id, lead.outreachSequence, context.selfArn))) {
      throw new NextStepNotScheduledError('Next step still not scheduled');
    }
    return { status: 'rescheduled' };
  }
  if (!lead) return { status: 'skipped', reason: 'lead-gone' };
  const sequence = lead.outreachSequence;
  if (!sequence || !isDueStep(sequence, due.step, due.dueAt)) return { status: 'skipped', reason: 'not-due' };
  const reason = dueStepStopReason(lead);
  if (reason) {
    await stopAtStep(due, reason, context.now);
    return { status: 'stopped', reason };
  }
  const owner = await activeOwnerOf(lead);
  if (!owner) {
    logger.warn('Outreach step due on a lead without an active owner: no task', { leadId: lead.id, step: due.step });
    return { status: 'skipped', reason: 'no-owner' };
  }
  if (sequence.mode === 'automatic') return sendStep(lead, owner, due, lease, context);
  return { status: 'task', ...(await raiseStepTask(lead, owner, due, context.now)) };
}

/**
 * Runs one due step of a lead's sequence.
 *
 * @param due - the lead, the step and the due time its schedule was put for (ISO-8601 UTC).
 * @param context - now, and the step function's own ARN (to schedule the next step).
 * @returns what it did: skipped (lead gone, the step no longer due, no active owner), duplicate,
 *   stopped (with the reason), a review task, or sent.
 * @throws DynamoDB, SES and Scheduler errors, and EventInProgressError while another delivery runs
 *   the same step, so that the Scheduler retries the run (then its dead-letter queue, alarmed).
 */
export async function runSequenceStep(
  due: DueStep,
  context: { now?: Date; selfArn?: string } = {},
): Promise<StepOutcome> {
  const now = context.now ?? new Date();
  const outcome = await withEventLease<StepOutcome, StepOutcome>({
    consumer: OUTREACH_STEP_CONSUMER,
    eventId: dueStepKey(due.leadId, due.step, due.dueAt),
    now,
    ifDone: () => ({ status: 'duplicate' }),
    run: async (lease) => {
      const value = await runUnderLease(due, lease, { now, ...(context.selfArn ? { selfArn: context.selfArn } : {}) });
      return { value, record: { status: value.status } };
    },
  });
  countMetric(BUSINESS_METRICS.outreachStepsRun);
  logger.info('Outreach step run', { leadId: due.leadId, step: due.step, dueAt: due.dueAt, ...outcome });
  return outcome;
}
