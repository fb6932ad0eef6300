import type { Lead } from '../leads/lead';
import { MAX_TASK_TITLE_LENGTH } from '../tasks/task';
import type { EmailTemplateId } from './email-templates';
import { stageStopReason } from './sequence';
import type { OutreachSequence, SequenceStopReason } from './sequence-state';

/**
 * The due steps of the outreach sequence (docs/product/outreach.md#the-sequence): each running step
 * has one one-time schedule, named after the lead and the step; when it fires, the step checks the
 * sequence again and stops it, raises a review task, or sends the email automatically.
 */

/** A step a schedule raises: Email 2 or Email 3 (Email 1 is always sent by staff). */
export type SequenceStep = 2 | 3;

/** The template of each step. */
export const STEP_TEMPLATES: Record<SequenceStep, EmailTemplateId> = { 2: 'email2', 3: 'email3' };

/** Longest schedule name EventBridge Scheduler takes. */
const MAX_SCHEDULE_NAME = 64;

/**
 * The schedule name of a lead's step: `outreach-step-<lead id>-<step>` (52 characters for a UUID),
 * the same for every put and delete of that step, so a put moves it and a delete finds it.
 *
 * @throws Error for a lead id that would make a name longer than 64 characters or with other
 *   characters than letters, digits, `-` and `_` (lead ids are UUIDs).
 */
export function stepScheduleName(leadId: string, step: SequenceStep): string {
  const name = `outreach-step-${leadId}-${step}`;
  if (name.length > MAX_SCHEDULE_NAME || !/^[A-Za-z0-9_-]+$/.test(leadId)) {
    throw new Error(`No schedule name for lead id ${leadId}`);
  }
  return name;
}

/**
 * The sequence as stored with a send: a running one names the schedule of its next step
 * (`scheduleName`), which is put after the send's transaction commits.
 */
export function withStepScheduleName(
  leadId: string,
  sequence: OutreachSequence | undefined,
): OutreachSequence | undefined {
  if (sequence?.status !== 'running' || sequence.nextStep === undefined) return sequence;
  return { ...sequence, scheduleName: stepScheduleName(leadId, sequence.nextStep) };
}

/**
 * Whether a fired step is still the sequence's due step: running, at that step, due at that time.
 * A stopped or finished sequence, another step (staff sent it already), or another due time (a
 * stale schedule) is not.
 *
 * @param dueAt - the due time the schedule was put for, ISO-8601 UTC.
 */
export function isDueStep(sequence: OutreachSequence | undefined, step: SequenceStep, dueAt: string): boolean {
  return sequence?.status === 'running' && sequence.nextStep === step && sequence.nextDueAt === dueAt;
}

/**
 * Why a due step stops the sequence instead of going out (docs/product/outreach.md#stopping),
 * checked when it fires: the lead is marked "do not email" (its reason), or its stage is Close
 * (`closed`) or Consultation or later (`stage`).
 *
 * @returns the reason, or undefined when the step may go ahead.
 */
export function dueStepStopReason(lead: Lead): SequenceStopReason | undefined {
  return lead.doNotEmail?.reason ?? stageStopReason(lead);
}

/** The compose screen of a step: `/admin/leads/<id>/email?template=emailN`. */
export function stepComposePath(leadId: string, step: SequenceStep): string {
  return `/admin/leads/${encodeURIComponent(leadId)}/email?template=${STEP_TEMPLATES[step]}`;
}

/**
 * The title of a step's review task: "Send Email N to <name> — ready to review and send", with why
 * it was not sent automatically when it was meant to be; the name is shortened to fit the title's
 * 200 characters.
 *
 * @param notSent - why an automatic send was refused (e.g. "the daily limit was reached").
 */
export function stepTaskTitle(name: string, step: SequenceStep, notSent?: string): string {
  const tail = ` — ready to review and send${notSent ? ` (not sent automatically: ${notSent})` : ''}`;
  const head = `Send Email ${step} to `;
  const room = MAX_TASK_TITLE_LENGTH - head.length - tail.length;
  const shown = name.length > room ? `${name.slice(0, Math.max(0, room - 1))}…` : name;
  return `${head}${shown}${tail}`;
}

/**
 * The idempotency key of one due step: the lead, the step and its due time (set once by the send
 * that made it due), so every delivery of that step's schedule shares it and no other step does.
 */
export function dueStepKey(leadId: string, step: SequenceStep, dueAt: string): string {
  return `${leadId}:${step}:${dueAt}`;
}

/**
 * The id of a due step's review task: the same for every delivery of that step, so a redelivery
 * finds the task made and adds none (`outreach-<lead id>-<step>-<due time in epoch seconds>`).
 */
export function dueStepTaskId(leadId: string, step: SequenceStep, dueAt: string): string {
  return `outreach-${leadId}-${step}-${Math.floor(Date.parse(dueAt) / 1000)}`;
}
