import * as z from '@meridian/shared/zod';

/**
 * The part of SES's receipt-rule Lambda event the reply function reads (`SESEvent` of
 * `aws-lambda`; docs/product/outreach.md#replies): the message id (the raw message's key in the
 * inbound mail bucket), the envelope recipients and the verdicts.
 */

const verdict = z.object({ status: z.string() });

/** One record of an SES receipt event. */
export const sesReceiptRecordSchema = z.object({
  ses: z.object({
    mail: z.object({
      /** SES's id of the received message: letters, digits, dots, hyphens, underscores. */
      messageId: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/, 'must be an SES message id'),
      source: z.string().optional(),
    }),
    receipt: z.object({
      recipients: z.array(z.string()).min(1),
      spamVerdict: verdict,
      virusVerdict: verdict,
      spfVerdict: verdict.optional(),
      dkimVerdict: verdict.optional(),
      dmarcVerdict: verdict.optional(),
    }),
  }),
});

/** The event SES invokes a receipt rule's Lambda action with: one record per received message. */
export const sesReceiptEventSchema = z.object({ Records: z.array(sesReceiptRecordSchema).min(1) });

/** One received message as the reply function sees it. */
export interface InboundReceipt {
  /** SES's id of the received message. */
  messageId: string;
  /** Envelope recipients at the reply domain. */
  recipients: string[];
  verdicts: { spam: string; virus: string; spf?: string; dkim?: string; dmarc?: string };
}

/**
 * The receipts of an event.
 *
 * @param event - the invocation's event, unchecked.
 * @returns one receipt per record.
 * @throws ZodError when the event is not an SES receipt event.
 */
export function receiptsOf(event: unknown): InboundReceipt[] {
  return sesReceiptEventSchema.parse(event).Records.map(({ ses: { mail, receipt } }) => ({
    messageId: mail.messageId,
    recipients: receipt.recipients,
    verdicts: {
      spam: receipt.spamVerdict.status,
      virus: receipt.virusVerdict.status,
      ...(receipt.spfVerdict ? { spf: receipt.spfVerdict.status } : {}),
      ...(receipt.dkimVerdict ? { dkim: receipt.dkimVerdict.status } : {}),
      ...(receipt.dmarcVerdict ? { dmarc: receipt.dmarcVerdict.status } : {}),
    },
  }));
}
