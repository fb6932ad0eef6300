import type { Lead, LeadActivity } from '@meridian/shared/leads/lead';
import { applyLeadChanges, type LeadChanges } from '@meridian/shared/leads/lead-changes';
import { withOutreachStateVersion } from '@meridian/shared/leads/lead-version';
import type { OutreachSequence, SequenceStopReason } from '@meridian/shared/outreach/sequence-state';
import { buildActivity } from '../../leads/records';
import type { OutreachEmailLookup } from '../data/sent-email-lookups';
import type { ParsedReply } from './inbound-message';

/**
 * What a reply changes on its lead (docs/product/outreach.md#replies): the answered email's
 * response, the sequence, "do not email", and the timeline entry.
 */

const RESPONSE_FIELDS = { 1: 'email1Response', 2: 'email2Response', 3: 'email3Response' } as const;

/**
 * The sequence after a reply: a running one stops with `reason` (its next step, due time and
 * schedule name cleared); a stopped or finished one stays as it is.
 *
 * @param at - ISO-8601 UTC.
 */
export function stoppedSequenceOf(
  sequence: OutreachSequence | undefined,
  reason: SequenceStopReason,
  at: string,
): OutreachSequence | undefined {
  if (sequence?.status !== 'running') return sequence;
  return { mode: sequence.mode, status: 'stopped', stoppedReason: reason, stoppedAt: at };
}

/**
 * The lead after a reply to the email of `step`: that email's response becomes "Needs follow-up"
 * when it was "No response" or unset; a running sequence stops (`replied`, or `opted-out`); an
 * opt-out marks the lead "do not email" (kept when it already was). Re-scored; the version stays,
 * so an open edit form does not conflict (docs/decisions/061-outreach-writes-keep-the-lead-version.md).
 *
 * @param step - the answered email's step; absent for an email outside the sequence.
 * @param at - ISO-8601 UTC.
 * @throws ZodError when the result is not a valid lead.
 */
export function repliedLeadOf(lead: Lead, step: 1 | 2 | 3 | undefined, optedOut: boolean, at: string): Lead {
  const changes: LeadChanges = {};
  if (step !== undefined) {
    const field = RESPONSE_FIELDS[step];
    if (lead[field] === undefined || lead[field] === 'No response') changes[field] = 'Needs follow-up';
  }
  const sequence = stoppedSequenceOf(lead.outreachSequence, optedOut ? 'opted-out' : 'replied', at);
  const doNotEmail = optedOut ? (lead.doNotEmail ?? { at, reason: 'opted-out' as const }) : lead.doNotEmail;
  const after = applyLeadChanges(
    {
      ...lead,
      ...(sequence ? { outreachSequence: sequence } : {}),
      ...(doNotEmail ? { doNotEmail } : {}),
    },
    changes,
    at,
  );
  return withOutreachStateVersion(lead, after);
}

/**
 * The `email_received` timeline entry of a reply: the reply's own text (quote removed) as text,
 * and in its details the sender, the subject, the attachments (names and sizes), the answered
 * email's id and step, and whether it opted out.
 *
 * @param text - the reply's own text (`replyTextOf`); empty: no text.
 * @param at - ISO-8601 UTC.
 */
export function replyActivityOf(
  leadId: string,
  lookup: OutreachEmailLookup,
  reply: ParsedReply,
  text: string,
  optedOut: boolean,
  at: string,
): LeadActivity {
  const answered = lookup.step ? `Email ${lookup.step}` : 'an email';
  return buildActivity(
    leadId,
    {
      type: 'email_received',
      summary: optedOut ? `Opted out in a reply to ${answered}` : `Replied to ${answered}`,
      ...(text ? { text } : {}),
      details: {
        from: reply.from,
        subject: reply.subject,
        attachments: reply.attachments,
        emailId: lookup.emailId,
        ...(lookup.step ? { step: lookup.step } : {}),
        ...(optedOut ? { optedOut: true } : {}),
      },
    },
    at,
  );
}
