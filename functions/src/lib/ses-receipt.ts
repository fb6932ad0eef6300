import { INBOUND_MAIL_PREFIX } from '@meridian/shared/outreach/inbound-mail';
import * as z from '@meridian/shared/zod';

/**
 * The part of SES's receipt events the reply function reads (docs/product/outreach.md#replies,
 * docs/decisions/056-replies-received-in-ireland.md): the message id (the raw message's key in the
 * inbound mail bucket), the envelope recipients and the verdicts. Two shapes carry them:
 * - SES's receipt-rule Lambda action (`SESEvent` of `aws-lambda`): `Records[].ses`, used where the
 *   home region receives email and by the local SMTP server;
 * - an SNS event (`SNSEvent`) whose `Records[].Sns.Message` is SES's "Received" notification JSON,
 *   published by the S3 action of the receipt rule in the receiving region once the raw message is
 *   stored (`receipt.action.objectKey` is `inbound/<message id>`).
 * Both are untrusted: a record that does not parse is rejected, never thrown.
 */

const verdict = z.object({ status: z.string().max(100) });

const mailSchema = z.object({
  /** SES's id of the received message: letters, digits, dots, hyphens, underscores. */
  messageId: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/, 'must be an SES message id'),
  source: z.string().optional(),
});

const receiptSchema = z.object({
  recipients: z.array(z.string().max(1000)).min(1).max(100),
  spamVerdict: verdict,
  virusVerdict: verdict,
  spfVerdict: verdict.optional(),
  dkimVerdict: verdict.optional(),
  dmarcVerdict: verdict.optional(),
});

/** One record of SES's receipt-rule Lambda action event. */
export const sesReceiptRecordSchema = z.object({ ses: z.object({ mail: mailSchema, receipt: receiptSchema }) });

/**
 * SES's "Received" notification of a receipt rule's S3 action (the SNS message): the raw message is
 * in the bucket under `objectKey`, which must be `inbound/<mail.messageId>` (where the function reads).
 */
export const sesReceivedNotificationSchema = z
  .object({
    notificationType: z.literal('Received'),
    mail: mailSchema,
    receipt: receiptSchema.extend({
      action: z.object({ type: z.literal('S3'), bucketName: z.string().min(1), objectKey: z.string() }),
    }),
  })
  .refine(
    (notification) => notification.receipt.action.objectKey === `${INBOUND_MAIL_PREFIX}${notification.mail.messageId}`,
    {
      message: `the object key must be ${INBOUND_MAIL_PREFIX}<message id>`,
      path: ['receipt', 'action', 'objectKey'],
    },
  );

/** One record of an SNS event: the notification is a JSON string. */
const snsRecordSchema = z.object({ Sns: z.object({ Message: z.string().max(256 * 1024) }) });

const recordsSchema = z.object({ Records: z.array(z.unknown()).min(1).max(100) });

/** One received message as the reply function sees it. */
export interface InboundReceipt {
  /** SES's id of the received message. */
  messageId: string;
  /** Envelope recipients at the reply domain. */
  recipients: string[];
  verdicts: { spam: string; virus: string; spf?: string; dkim?: string; dmarc?: string };
}

/** A record (or the whole event, `index` -1) that is no receipt: the zod issues, never the content. */
export interface RejectedRecord {
  index: number;
  /** Which shape the record claimed: `ses` (Lambda action), `sns` (SNS notification) or neither. */
  shape: 'ses' | 'sns' | 'unknown';
  /** `path: message` of each problem found. */
  issues: string[];
}

/** The receipts of an event, and what was rejected. */
export interface ParsedReceipts {
  receipts: InboundReceipt[];
  rejected: RejectedRecord[];
}

type Parsed = { ok: true; receipt: InboundReceipt } | { ok: false; shape: RejectedRecord['shape']; issues: string[] };

const issuesOf = (error: z.ZodError): string[] =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);

function toReceipt(mail: z.infer<typeof mailSchema>, receipt: z.infer<typeof receiptSchema>): InboundReceipt {
  return {
    messageId: mail.messageId,
    recipients: receipt.recipients,
    verdicts: {
      spam: receipt.spamVerdict.status,
      virus: receipt.virusVerdict.status,
      ...(receipt.spfVerdict ? { spf: receipt.spfVerdict.status } : {}),
      ...(receipt.dkimVerdict ? { dkim: receipt.dkimVerdict.status } : {}),
      ...(receipt.dmarcVerdict ? { dmarc: receipt.dmarcVerdict.status } : {}),
    },
  };
}

function parseSnsMessage(message: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return { ok: false, shape: 'sns', issues: ['Sns.Message: not JSON'] };
  }
  const notification = sesReceivedNotificationSchema.safeParse(json);
  if (!notification.success) return { ok: false, shape: 'sns', issues: issuesOf(notification.error) };
  return { ok: true, receipt: toReceipt(notification.data.mail, notification.data.receipt) };
}

function parseRecord(record: unknown): Parsed {
  const isObject = typeof record === 'object' && record !== null;
  if (isObject && 'Sns' in record) {
    const sns = snsRecordSchema.safeParse(record);
    return sns.success
      ? parseSnsMessage(sns.data.Sns.Message)
      : { ok: false, shape: 'sns', issues: issuesOf(sns.error) };
  }
  const ses = sesReceiptRecordSchema.safeParse(record);
  if (ses.success) return { ok: true, receipt: toReceipt(ses.data.ses.mail, ses.data.ses.receipt) };
  return { ok: false, shape: isObject && 'ses' in record ? 'ses' : 'unknown', issues: issuesOf(ses.error) };
}

/**
 * The receipts of an event of either shape (SES's Lambda action or SNS with SES's "Received"
 * notification), record by record: a record that does not parse is rejected, the others are kept.
 *
 * @param event - the invocation's event, unchecked.
 * @returns one receipt per good record, and the rejected ones (index -1: the event has no `Records`).
 */
export function receiptsOf(event: unknown): ParsedReceipts {
  const envelope = recordsSchema.safeParse(event);
  if (!envelope.success)
    return { receipts: [], rejected: [{ index: -1, shape: 'unknown', issues: issuesOf(envelope.error) }] };
  const parsed: ParsedReceipts = { receipts: [], rejected: [] };
  envelope.data.Records.forEach((record, index) => {
    const result = parseRecord(record);
    if (result.ok) parsed.receipts.push(result.receipt);
    else parsed.rejected.push({ index, shape: result.shape, issues: result.issues });
  });
  return parsed;
}
