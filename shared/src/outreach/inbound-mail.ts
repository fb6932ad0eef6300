/**
 * What the reply domain accepts (docs/product/outreach.md#what-is-dropped): the size limit, where
 * the raw messages are kept before the reply function reads them, and which messages it drops
 * before looking at them. Plain data and pure rules, read by the function, the CDK stack and the
 * local SMTP server alike.
 */

/** Largest raw message accepted, in bytes (5 MiB): larger ones are refused (SMTP `SIZE`) or dropped. */
export const MAX_INBOUND_MESSAGE_BYTES = 5 * 1024 * 1024;

/** Key prefix of the raw messages in the inbound mail bucket: `<prefix><SES message id>`. */
export const INBOUND_MAIL_PREFIX = 'inbound/';

/** Days the raw messages are kept in the bucket before its lifecycle rule deletes them. */
export const INBOUND_MAIL_RETENTION_DAYS = 7;

/** Why an inbound message is dropped without being read (a log line and a metric each). */
export type InboundDropReason =
  | 'spam'
  | 'virus'
  | 'too-large'
  | 'no-sender'
  | 'unmatched'
  | 'expired'
  | 'lead-gone'
  | 'empty'
  | 'malformed';

/** The receipt verdicts SES gives a message (`PASS`, `FAIL`, `GRAY`, `PROCESSING_FAILED`, `DISABLED`). */
export interface ReceiptVerdicts {
  spam: string;
  virus: string;
}

/**
 * Whether SES's receipt says to drop a message before it is read: spam or virus `FAIL`. Other
 * verdicts (`GRAY`, `PROCESSING_FAILED`, `DISABLED`) let it through: a reply wrongly dropped is
 * worse than one more message to read. SPF, DKIM and DMARC are only logged: the signed token of
 * the reply address is what proves the reply belongs to an email.
 *
 * @returns the drop reason, or undefined to read the message.
 */
export function verdictDropReason(verdicts: ReceiptVerdicts): InboundDropReason | undefined {
  if (verdicts.virus.toUpperCase() === 'FAIL') return 'virus';
  if (verdicts.spam.toUpperCase() === 'FAIL') return 'spam';
  return undefined;
}
