import { LEADING_KEYS as K, processedEventPattern } from '../table/item-types';
import type { AreaDefinition, MailReceiverDefinition } from '../topology';

/** The reply consumer's name in its idempotency records (`EVENT#receive-reply#<SES message id>`). */
export const REPLY_CONSUMER = 'receive-reply';

/**
 * The reply function (docs/product/outreach.md#replies): SES (or, where the home region receives no
 * email, the receiving region's topic) invokes it for each message to the reply domain, after
 * storing the raw message in the inbound mail bucket. It reads the sent email's
 * lookups (by email id, by SES message id), the staff directory (the owner's address), and writes
 * the lead, its timeline entry and its own idempotency records; it checks signed reply addresses
 * (the privacy key ring) and emails the lead's owner.
 */
export const replyReceiver: MailReceiverDefinition = {
  handler: 'outreach/consumers/receive-reply',
  items: {
    read: [K.outreachEmailLookup, K.sesMessage, K.staffUserIndex],
    write: [K.lead, processedEventPattern(REPLY_CONSUMER)],
  },
  sendsEmail: true,
  usesPrivacyKey: true,
  usesReplyDomain: true,
  receivesMail: true,
  cancelsOutreachSteps: true,
  memoryMb: 1024,
  timeoutSeconds: 30,
};

/**
 * The receiving half of outreach (docs/decisions/050-outreach-emails-and-replies.md): its own
 * nested stack, beside the sending half's `outreach` area, with the reply function, the inbound
 * mail bucket and SES's receipt rule (`infra/lib/inbound-mail.ts`).
 */
export const outreachRepliesArea: AreaDefinition = {
  name: 'outreach-replies',
  folder: 'outreach',
  routes: [],
  rules: [],
  schedules: [],
  targets: [],
  mailReceivers: [replyReceiver],
};
