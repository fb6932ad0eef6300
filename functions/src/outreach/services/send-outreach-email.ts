import type { Lead } from '@meridian/shared/leads/lead';
import { activitiesForChange, applyLeadChanges } from '@meridian/shared/leads/lead-changes';
import type { Actor } from '@meridian/shared/leads/lead-owners';
import { londonDay } from '@meridian/shared/london-day';
import { EMAIL_TEMPLATE_STEPS, type OutreachEmailRequest } from '@meridian/shared/outreach/email-templates';
import { fillTemplate } from '@meridian/shared/outreach/merge-fields';
import { sequenceAfterSend } from '@meridian/shared/outreach/sequence';
import { withStepScheduleName } from '@meridian/shared/outreach/sequence-steps';
import { markEmailSentUpdate } from '@meridian/shared/pipeline/pipeline';
import { endOfLondonDay } from '@meridian/shared/tasks/task-rules';
import { isEmailSuppressed } from '../../email/records';
import { notifyEnv, replyEnv } from '../../lib/env';
import { VersionConflictError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { addActivityStep, buildActivity, getLead, replaceLeadPlan } from '../../leads/records';
import { assertMayChange } from '../../leads/services/lead-owners';
import { safeReplyTo } from '../../email/services/email-text';
import { commitPlan, type PlanStep, TransactionConflictError } from '../../table/write-plan';
import { countSendStep, type OutreachEmailRecord, sendCountOf, sentEmailSteps } from '../data/outreach-emails';
import {
  DailySendCapError,
  DoNotEmailError,
  LeadWithoutEmailError,
  SentButNotRecordedError,
  SuppressedAddressError,
} from '../errors';
import { mergeValuesFor, senderOf } from './merge-context';
import { optOutLinksOf } from './opt-out';
import { addressOfSender, outreachMessageOf } from './outreach-message';
import { newOutreachEmailId, replyAddressOf } from './reply-token';
import { syncStepSchedule } from './sequence-schedule';
import { sendThroughSes } from './ses-send';

/**
 * Sending one outreach email to a lead (`POST /api/admin/leads/{id}/emails`,
 * docs/product/outreach.md#sending): checks, one SES send as the signed-in user, then one
 * transaction with the sent email, its lookups, the `email_sent` timeline entry, the lead's change
 * (the step's sent date, the stage moved forward, the sequence) and the user's daily count; then
 * the schedule of the sequence's next step.
 */

/** What a send may add: plan steps for its transaction, and the step function's own ARN. */
export interface SendOptions {
  /** Steps committed with the send (the step function's idempotency record). */
  extraSteps?: readonly PlanStep[];
  /** The step function's ARN, when it sends (it schedules the next step itself). */
  selfArn?: string;
}

const COMMIT_ATTEMPTS = 5;

/** The lead's change for a sent email: the step's sent date (first send only), the stage, the sequence. */
function leadAfterSend(before: Lead, step: 1 | 2 | 3 | undefined, now: Date): Lead {
  const at = now.toISOString();
  const dated = step !== undefined && !before[`email${step}SentDate`] ? markEmailSentUpdate(step, now, before) : {};
  const after = applyLeadChanges(before, dated, at);
  const outreachSequence = withStepScheduleName(before.id, sequenceAfterSend(before.outreachSequence, step, at));
  const { outreachSequence: _old, ...rest } = after;
  return outreachSequence ? { ...rest, outreachSequence } : rest;
}

/**
 * The checks before a send (docs/product/outreach.md#limits), `cap` being the sender's own daily
 * cap (emails a London day). Returns the address to send to.
 */
async function assertMaySend(lead: Lead, actor: Actor, cap: number, now: Date): Promise<string> {
  await assertMayChange(actor, lead);
  const to = safeReplyTo(lead.email);
  if (!to) throw new LeadWithoutEmailError();
  if (lead.doNotEmail) throw new DoNotEmailError(lead.doNotEmail.reason);
  if (await isEmailSuppressed(to)) throw new SuppressedAddressError();
  const sent = await sendCountOf(actor.id, londonDay(now) ?? '');
  if (sent >= cap) {
    const retryAfter = Math.ceil((Date.parse(endOfLondonDay(now)) - now.getTime()) / 1000);
    throw new DailySendCapError(cap, retryAfter);
  }
  return to;
}

/**
 * Records a sent email with the lead's change; reads the lead again when another change came first.
 *
 * @returns the lead before and after the committed change.
 */
async function recordSend(
  email: OutreachEmailRecord,
  actor: Actor,
  now: Date,
  extraSteps: readonly PlanStep[],
): Promise<{ before: Lead; after: Lead }> {
  const day = londonDay(now) ?? '';
  const dayEnds = Math.ceil(Date.parse(endOfLondonDay(now)) / 1000);
  for (let attempt = 1; ; attempt += 1) {
    const before = await getLead(email.leadId);
    const after = leadAfterSend(before, email.step, now);
    const stageEntries = activitiesForChange(before, after).filter((entry) => entry.type !== 'email_sent');
    const sentEntry = {
      type: 'email_sent' as const,
      summary: email.step ? `Email ${email.step} sent: ${email.subject}` : `Email sent: ${email.subject}`,
      text: email.text,
      details: {
        emailId: email.emailId,
        subject: email.subject,
        to: email.to,
        sentAt: email.sentAt,
        ...(email.step ? { email: email.step } : {}),
      },
    };
    const entries = [sentEntry, ...stageEntries].map((entry, index) =>
      buildActivity(email.leadId, { ...entry, id: `${email.emailId}-${index}`, actorId: actor.id }, email.sentAt),
    );
    try {
      await commitPlan([
        ...sentEmailSteps(email),
        ...replaceLeadPlan(before, after),
        ...entries.map(addActivityStep),
        countSendStep(actor.id, day, dayEnds),
        ...extraSteps,
      ]);
      return { before, after };
    } catch (error) {
      const raced = error instanceof VersionConflictError || error instanceof TransactionConflictError;
      if (!raced || attempt >= COMMIT_ATTEMPTS) throw error;
    }
  }
}

/**
 * Sends one email to a lead as the signed-in user.
 *
 * @param request - `{ templateId?, subject, text }`; merge fields left in the subject or text are
 *   filled in (a raw `{{field}}` is never sent). A template id makes it that sequence step.
 * @param actor - the signed-in user, the sender.
 * @param options - steps committed with the send; the step function's own ARN.
 * @returns SES's message id, and whether the next step's schedule was put (false: it failed,
 *   logged and counted; the send stands).
 * @throws LeadNotFoundError (404); LeadOwnedByOtherError (403); LeadWithoutEmailError (400);
 *   DoNotEmailError and SuppressedAddressError (409); DailySendCapError (429, the sender's own cap);
 *   SendFailedError (502) or a 503 when SES fails; in these nothing is sent or written.
 *   SentButNotRecordedError (500, saying so) when SES sent it but the record could not be written.
 */
export async function sendOutreachEmail(
  leadId: string,
  request: OutreachEmailRequest,
  actor: Actor,
  now = new Date(),
  options: SendOptions = {},
): Promise<{ messageId: string; scheduled: boolean }> {
  const [lead, sender] = await Promise.all([getLead(leadId), senderOf(actor.id)]);
  const to = await assertMaySend(lead, actor, sender.dailySendCap, now);
  const { NOTIFY_FROM, SITE_URL } = notifyEnv();
  const values = await mergeValuesFor(lead, actor.id);
  const senderName = sender.name;
  const filled = fillTemplate({ subject: request.subject, text: request.text }, values);
  const emailId = newOutreachEmailId();
  const replyTo = replyAddressOf(emailId, replyEnv().REPLY_DOMAIN);
  const fromAddress = addressOfSender(NOTIFY_FROM);
  const fromName = senderName ?? 'Meridian Advisory';
  const optOut = optOutLinksOf(leadId, SITE_URL, now);
  const message = outreachMessageOf({
    senderName: fromName,
    senderAddress: fromAddress,
    subject: filled.subject,
    text: filled.text,
    optOutUrl: optOut.page,
    siteUrl: SITE_URL,
  });
  const sesMessageId = await sendThroughSes({ ...message, to, replyTo, oneClickOptOut: optOut.oneClick });
  const step = request.templateId ? EMAIL_TEMPLATE_STEPS[request.templateId] : undefined;
  const email: OutreachEmailRecord = {
    emailId,
    leadId,
    ...(step ? { step, templateId: request.templateId } : {}),
    subject: message.subject,
    text: filled.text.trim(),
    fromName,
    fromAddress,
    to,
    replyTo,
    sesMessageId,
    senderId: actor.id,
    sentAt: now.toISOString(),
  };
  let recorded: { before: Lead; after: Lead };
  try {
    recorded = await recordSend(email, actor, now, options.extraSteps ?? []);
  } catch (error) {
    // The email went out: say so in the log, so the record can be put right by hand.
    logger.error('Outreach email sent but not recorded', { leadId, emailId, sesMessageId, error: error as Error });
    throw new SentButNotRecordedError();
  }
  const { before, after } = recorded;
  const scheduled = await syncStepSchedule(leadId, before.outreachSequence, after.outreachSequence, options.selfArn);
  return { messageId: sesMessageId, scheduled };
}
