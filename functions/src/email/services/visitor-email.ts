import { siteConfig } from '@meridian/shared/site-config';
import { isEmailSuppressed } from '../data/email-suppressions';
import { takeVisitorEmailUnit } from '../data/visitor-email-count';
import { sesClient, sesSdk } from '../../lib/clients';
import { notifyEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { BUSINESS_METRICS, countMetric } from '../../lib/metrics';
import type { VisitorMessage } from '../../assessment/services/assessment-report-email';
import { safeReplyTo } from './email-text';

/**
 * Sending an email to a visitor (docs/product/security.md#emails): the assessment report and the
 * contact acknowledgement. Every send checks the suppression list first (addresses that bounced or
 * complained), goes only to a plain, strictly validated address, comes from `NOTIFY_FROM` with the
 * firm's info address as Reply-To, uses the SES configuration set (so bounces and complaints come
 * back) and counts `VisitorEmailsSent`. Emails a visitor's request sets off (reports,
 * acknowledgements, confirmations, booking emails) also count against the hourly cap
 * (docs/product/security.md#visitor-email-cap): past it they are held back, logged and counted
 * as `VisitorEmailsHeldBack`, which raises an alarm.
 */

/** Outcome of {@link sendVisitorEmail}. */
export type VisitorSendOutcome =
  | { status: 'sent'; messageId?: string }
  | { status: 'suppressed' }
  | { status: 'unsafe-address' }
  | { status: 'held-back' };

/** Options of {@link sendVisitorEmail}. */
export interface VisitorSendOptions {
  /** Extra headers, e.g. the newsletter's `List-Unsubscribe` pair. */
  headers?: readonly { Name: string; Value: string }[];
  /**
   * False for emails the firm sends of its own accord (an article to its subscribers, a test send),
   * which do not count against the hourly cap of visitor emails; default true.
   */
  capped?: boolean;
}

/**
 * Takes one visitor email of this hour's cap (docs/product/security.md#visitor-email-cap).
 *
 * @param now - the instant of the send.
 * @returns true when the email may go; false (logged, `VisitorEmailsHeldBack` counted) when the cap is reached.
 * @throws the DynamoDB error of a failed call, so that the delivery is retried.
 */
export async function mayEmailVisitor(now: Date = new Date()): Promise<boolean> {
  const cap = notifyEnv().VISITOR_EMAIL_HOURLY_CAP;
  if (await takeVisitorEmailUnit(cap, now)) return true;
  logger.error('Visitor email held back: the hourly cap is reached', { cap });
  countMetric(BUSINESS_METRICS.visitorEmailsHeldBack);
  return false;
}

/**
 * Sends one visitor email through SES v2.
 *
 * @param to - the visitor's address.
 * @param message - subject, text and HTML.
 * @param options - extra headers, and whether the email counts against the hourly cap.
 * @returns `sent` with the SES message id; `suppressed` when the address bounced or complained
 *   before; `unsafe-address` when it is not a plain address; `held-back` past the hourly cap
 *   (nothing sent in these three).
 * @throws the SES or DynamoDB error when a call fails, so that the delivery is retried.
 */
export async function sendVisitorEmail(
  to: string,
  message: VisitorMessage,
  options: VisitorSendOptions = {},
): Promise<VisitorSendOutcome> {
  const { headers = [], capped = true } = options;
  const address = safeReplyTo(to);
  if (!address) return { status: 'unsafe-address' };
  if (await isEmailSuppressed(address)) return { status: 'suppressed' };
  if (capped && !(await mayEmailVisitor())) return { status: 'held-back' };
  const config = notifyEnv();
  const { SendEmailCommand } = sesSdk();
  const result = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: config.NOTIFY_FROM,
      Destination: { ToAddresses: [address] },
      ReplyToAddresses: [siteConfig.emails.info],
      ConfigurationSetName: config.SES_CONFIGURATION_SET,
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
          ...(headers.length > 0 ? { Headers: [...headers] } : {}),
        },
      },
    }),
  );
  countMetric(BUSINESS_METRICS.visitorEmailsSent);
  return { status: 'sent', messageId: result.MessageId };
}
