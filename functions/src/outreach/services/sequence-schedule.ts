import type { OutreachSequence } from '@meridian/shared/outreach/sequence-state';
import { type SequenceStep, stepScheduleName } from '@meridian/shared/outreach/sequence-steps';
import { outreachStepEnv, outreachStepGroupEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { BUSINESS_METRICS, countMetric } from '../../lib/metrics';
import { deleteOneTimeSchedule, type OneTimeScheduleTarget, putOneTimeSchedule } from '../../lib/one-time-schedules';
import { SCHEDULE_SOURCE } from '../../topology';

/**
 * The one-time schedule of a running sequence's due step (docs/product/outreach.md#the-sequence):
 * put after the send that made the step due has committed (a put of the same name moves it),
 * deleted by every stop. Never in a transaction with the lead: a failed put or delete is logged
 * and counted (`OutreachStepScheduleFailures`, alarmed) and the caller's change stands; the step
 * function checks the sequence itself, so a schedule left behind sends nothing.
 */

/** `detail-type` of the event a step schedule sends the step function. */
export const OUTREACH_STEP_DETAIL_TYPE = 'OutreachStepDue';

/** What a step's event carries: the lead, the step and the due time it was put for (ISO-8601 UTC). */
export interface DueStep {
  leadId: string;
  step: SequenceStep;
  dueAt: string;
}

/** The event the step function receives (an EventBridge-shaped envelope, as the Scheduler sends it). */
export function stepEventOf(due: DueStep) {
  return {
    version: '0',
    id: `${due.leadId}-${due.step}-${due.dueAt}`,
    'detail-type': OUTREACH_STEP_DETAIL_TYPE,
    source: SCHEDULE_SOURCE,
    account: '',
    time: due.dueAt,
    region: '',
    resources: [] as string[],
    detail: { leadId: due.leadId, step: due.step, dueAt: due.dueAt },
  };
}

/** The step schedules' group and target; `selfArn` is the step function's own ARN when it puts one. */
function stepTarget(selfArn?: string): OneTimeScheduleTarget {
  const env = outreachStepEnv();
  const functionArn = env.OUTREACH_STEP_TARGET_ARN ?? selfArn;
  if (!functionArn) throw new Error('No ARN of the outreach step function');
  return {
    group: outreachStepGroupEnv().OUTREACH_STEP_SCHEDULE_GROUP,
    functionArn,
    roleArn: env.OUTREACH_STEP_ROLE_ARN,
    deadLetterArn: env.OUTREACH_STEP_DLQ_ARN,
  };
}

/** The due step of a running sequence, or undefined. */
function dueStepOf(leadId: string, sequence: OutreachSequence | undefined): DueStep | undefined {
  if (sequence?.status !== 'running' || sequence.nextStep === undefined || !sequence.nextDueAt) return undefined;
  return { leadId, step: sequence.nextStep, dueAt: sequence.nextDueAt };
}

/** The schedule name a sequence holds (its recorded one, else the name of its due step). */
function scheduleNameOf(leadId: string, sequence: OutreachSequence | undefined): string | undefined {
  if (sequence?.status !== 'running' || sequence.nextStep === undefined) return undefined;
  return sequence.scheduleName ?? stepScheduleName(leadId, sequence.nextStep);
}

function failed(action: 'put' | 'delete', leadId: string, name: string, error: unknown): false {
  logger.error(`Outreach step schedule not ${action === 'put' ? 'put' : 'deleted'}`, {
    leadId,
    scheduleName: name,
    error: error as Error,
  });
  countMetric(BUSINESS_METRICS.outreachStepScheduleFailures);
  return false;
}

/**
 * Puts the schedule of a running sequence's due step at its due time (created, or moved when it
 * exists). Nothing for a sequence that is not running.
 *
 * @param selfArn - the step function's own ARN, when it is the caller.
 * @returns false when the put failed (logged and counted); true otherwise. Never throws.
 */
export async function putStepSchedule(
  leadId: string,
  sequence: OutreachSequence | undefined,
  selfArn?: string,
): Promise<boolean> {
  const due = dueStepOf(leadId, sequence);
  if (!due) return true;
  const name = stepScheduleName(leadId, due.step);
  try {
    await putOneTimeSchedule(stepTarget(selfArn), { name, at: due.dueAt, event: stepEventOf(due) });
    logger.info('Outreach step scheduled', { leadId, step: due.step, dueAt: due.dueAt });
    return true;
  } catch (error) {
    return failed('put', leadId, name, error);
  }
}

/**
 * Deletes the schedule of the step a change took away: the running sequence's step, when after the
 * change the sequence is stopped, finished or at another step. One already gone is fine.
 *
 * @param before - the sequence as it was read before the change.
 * @param after - the sequence as the change stored it.
 * @returns false when the delete failed (logged and counted); true otherwise. Never throws.
 */
export async function cancelStepSchedule(
  leadId: string,
  before: OutreachSequence | undefined,
  after: OutreachSequence | undefined,
): Promise<boolean> {
  const name = scheduleNameOf(leadId, before);
  if (!name || name === scheduleNameOf(leadId, after)) return true;
  try {
    await deleteOneTimeSchedule(outreachStepGroupEnv().OUTREACH_STEP_SCHEDULE_GROUP, name);
    logger.info('Outreach step schedule deleted', { leadId, scheduleName: name, status: after?.status });
    return true;
  } catch (error) {
    return failed('delete', leadId, name, error);
  }
}

/**
 * Makes the step schedules match a change of the sequence: the old step's schedule deleted when it
 * is no longer due, the new due step's schedule put.
 *
 * @returns false when a put failed (a failed delete is only logged: the step checks the sequence).
 */
export async function syncStepSchedule(
  leadId: string,
  before: OutreachSequence | undefined,
  after: OutreachSequence | undefined,
  selfArn?: string,
): Promise<boolean> {
  await cancelStepSchedule(leadId, before, after);
  return putStepSchedule(leadId, after, selfArn);
}
