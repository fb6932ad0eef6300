import * as z from '../zod';

/**
 * Bounce and complaint events of SES (docs/product/security.md#emails), as the configuration set's
 * EventBridge destination delivers them to the account's default bus: source `aws.ses`, detail
 * types `Email Bounced` and `Email Complaint Received`, the detail being SES's event record. Only
 * the fields the suppression rule reads are parsed; everything else passes through.
 */

const recipients = z.array(z.looseObject({ emailAddress: z.string() })).max(100);

/** The detail of an SES bounce or complaint event (the fields used). */
export const sesFeedbackDetailSchema = z.looseObject({
  eventType: z.enum(['Bounce', 'Complaint']),
  bounce: z
    .looseObject({
      bounceType: z.string(),
      bounceSubType: z.string().optional(),
      bouncedRecipients: recipients,
      timestamp: z.string().optional(),
    })
    .optional(),
  complaint: z
    .looseObject({
      complainedRecipients: recipients,
      complaintFeedbackType: z.string().optional(),
      timestamp: z.string().optional(),
    })
    .optional(),
  mail: z.looseObject({ timestamp: z.string().optional(), messageId: z.string().optional() }).optional(),
});
export type SesFeedbackDetail = z.output<typeof sesFeedbackDetailSchema>;

/** An address to suppress, and why. */
export interface SuppressedRecipient {
  /** Lower-cased, trimmed. */
  email: string;
  reason: 'bounce' | 'complaint';
}

/**
 * The addresses an SES event suppresses for visitor emails (docs/product/security.md#emails):
 * every recipient of a complaint, and every recipient of a permanent bounce (a transient or
 * undetermined bounce, such as a full mailbox, suppresses nothing).
 *
 * @returns distinct lower-cased addresses; empty when the event suppresses none.
 */
export function suppressedRecipientsOf(detail: SesFeedbackDetail): SuppressedRecipient[] {
  const found =
    detail.eventType === 'Complaint'
      ? (detail.complaint?.complainedRecipients ?? []).map((r) => ({
          email: r.emailAddress,
          reason: 'complaint' as const,
        }))
      : detail.bounce?.bounceType === 'Permanent'
        ? detail.bounce.bouncedRecipients.map((r) => ({ email: r.emailAddress, reason: 'bounce' as const }))
        : [];
  const seen = new Set<string>();
  return found
    .map((recipient) => ({ ...recipient, email: recipient.email.trim().toLowerCase() }))
    .filter((recipient) => recipient.email.includes('@') && !seen.has(recipient.email) && seen.add(recipient.email));
}
