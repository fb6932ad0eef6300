import { type InboundDropReason, verdictDropReason } from '@meridian/shared/outreach/inbound-mail';
import { threadSesMessageIds } from '@meridian/shared/outreach/message-ids';
import { isOptOutReply, replyTextOf } from '@meridian/shared/outreach/reply-text';
import { replyEnv } from '../../lib/env';
import { LeadNotFoundError, VersionConflictError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { BUSINESS_METRICS, countMetric } from '../../lib/metrics';
import { type EventLease, markStoredStep, withEventLease } from '../../table/processed-events';
import { commitPlan } from '../../table/write-plan';
import { addActivityStep, getLead, replaceLeadPlan } from '../../leads/records';
import { findEmailIdOfSesMessage, findOutreachEmailLookup, type OutreachEmailLookup } from '../data/sent-email-lookups';
import { REPLY_CONSUMER } from '../replies-area';
import { type ParsedReply, parseReply, readRawMessage } from './inbound-message';
import { replyActivityOf, repliedLeadOf } from './reply-lead';
import { cancelStepSchedule } from './sequence-schedule';
import { notifyReply } from './reply-notification';
import { emailIdOfRecipients } from './reply-token';
import type { InboundReceipt } from '../../lib/ses-receipt';

/**
 * A received reply onto its lead (docs/product/outreach.md#replies): drop what is not a reply to a
 * live outreach email, else in one transaction add the `email_received` timeline entry, set the
 * answered email's response to "Needs follow-up", stop the sequence (and mark "do not email" for
 * an opt-out), then delete the stopped step's schedule and email the lead's owner. Once per SES message id: the processed-event record
 * of `receive-reply` keeps a redelivery from adding anything, and a delivery that failed after the
 * transaction resumes at the email.
 */

/** What became of one received message. */
export type ReplyOutcome =
  | { status: 'dropped'; reason: InboundDropReason }
  | { status: 'duplicate' }
  | { status: 'captured'; leadId: string; emailId: string; optedOut: boolean };

/** What the transaction records for a resumed delivery: the ids, the opt-out and the sender (kept 7 days). */
type StoredReply = { leadId: string; emailId: string; optedOut: boolean; from: string };

/** Threading candidates looked up at most (In-Reply-To first, then the newest References). */
const MAX_THREAD_LOOKUPS = 5;

/** Attempts at the lead's transaction when staff change the lead at the same moment. */
const LEAD_WRITE_ATTEMPTS = 3;

function dropped(receipt: InboundReceipt, reason: InboundDropReason): ReplyOutcome {
  countMetric(BUSINESS_METRICS.repliesDropped);
  logger.info('Inbound message dropped', { reason, sesMessageId: receipt.messageId, verdicts: receipt.verdicts });
  return { status: 'dropped', reason };
}

/** The sent email a reply answers: by its address's signed token, else by its threading headers. */
async function answeredEmailId(receipt: InboundReceipt, reply: ParsedReply): Promise<string | undefined> {
  const byToken = emailIdOfRecipients(receipt.recipients, replyEnv().REPLY_DOMAIN);
  if (byToken) return byToken;
  for (const sesMessageId of threadSesMessageIds(reply.inReplyTo, reply.references).slice(0, MAX_THREAD_LOOKUPS)) {
    const emailId = await findEmailIdOfSesMessage(sesMessageId);
    if (emailId) return emailId;
  }
  return undefined;
}

/** Writes the reply onto the lead under the lease; retried on a concurrent change of the lead. */
async function recordOnLead(
  lookup: OutreachEmailLookup,
  reply: ParsedReply,
  lease: EventLease,
  now: Date,
): Promise<StoredReply | InboundDropReason> {
  const text = replyTextOf(reply.text);
  const optedOut = isOptOutReply(text);
  const stored: StoredReply = { leadId: lookup.leadId, emailId: lookup.emailId, optedOut, from: reply.from };
  for (let attempt = 1; ; attempt += 1) {
    let lead: Awaited<ReturnType<typeof getLead>>;
    try {
      lead = await getLead(lookup.leadId);
    } catch (error) {
      if (error instanceof LeadNotFoundError) return 'lead-gone';
      throw error;
    }
    const at = now.toISOString();
    const activity = replyActivityOf(lead.id, lookup, reply, text, optedOut, at);
    try {
      const after = repliedLeadOf(lead, lookup.step, optedOut, at);
      await commitPlan([...replaceLeadPlan(lead, after), addActivityStep(activity), markStoredStep(lease, stored)]);
      await cancelStepSchedule(lead.id, lead.outreachSequence, after.outreachSequence);
      return stored;
    } catch (error) {
      if (!(error instanceof VersionConflictError) || attempt >= LEAD_WRITE_ATTEMPTS) throw error;
    }
  }
}

async function captureUnderLease(receipt: InboundReceipt, lease: EventLease, now: Date) {
  if (lease.state === 'stored') return lease.result as StoredReply;
  const raw = await readRawMessage(receipt.messageId);
  if (raw.kind === 'too-large') return 'too-large' as const;
  const reply = await parseReply(raw.raw);
  const emailId = await answeredEmailId(receipt, reply);
  const lookup = emailId ? await findOutreachEmailLookup(emailId) : undefined;
  if (!lookup) return 'unmatched' as const;
  if (lookup.expiresAt * 1000 <= now.getTime()) return 'expired' as const;
  return recordOnLead(lookup, reply, lease, now);
}

/**
 * Handles one received message.
 *
 * @param receipt - SES's receipt of it.
 * @param now - when it is handled (the timeline entry's time, the reply window's check).
 * @returns dropped (with why), duplicate (handled before) or captured.
 * @throws S3, DynamoDB and SES errors, and EventInProgressError while another delivery handles the
 *   same message: the invocation fails and Lambda retries it (then the dead-letter queue).
 */
export async function receiveReply(receipt: InboundReceipt, now: Date = new Date()): Promise<ReplyOutcome> {
  const verdictDrop = verdictDropReason(receipt.verdicts);
  if (verdictDrop) return dropped(receipt, verdictDrop);
  return withEventLease<ReplyOutcome, ReplyOutcome>({
    consumer: REPLY_CONSUMER,
    eventId: receipt.messageId,
    now,
    ifDone: () => ({ status: 'duplicate' }),
    run: async (lease) => {
      const result = await captureUnderLease(receipt, lease, now);
      if (typeof result === 'string') return { value: dropped(receipt, result), record: { dropped: result } };
      const lead = await getLead(result.leadId);
      const lookup = await findOutreachEmailLookup(result.emailId);
      await notifyReply({
        leadId: lead.id,
        leadName: lead.name,
        ...(lead.company ? { company: lead.company } : {}),
        ...(lookup?.step ? { step: lookup.step } : {}),
        from: result.from,
        optedOut: result.optedOut,
        ...(lead.ownerId ? { ownerId: lead.ownerId } : {}),
      });
      countMetric(BUSINESS_METRICS.repliesCaptured);
      logger.info('Reply captured', { leadId: result.leadId, emailId: result.emailId, optedOut: result.optedOut });
      return {
        value: { status: 'captured', leadId: result.leadId, emailId: result.emailId, optedOut: result.optedOut },
        record: { leadId: result.leadId, emailId: result.emailId },
      };
    },
  });
}
