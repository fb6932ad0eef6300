import { siteConfig } from '@meridian/shared/site-config';
import { isEmailSuppressed } from '../data/email-suppressions';
import { sesClient, sesSdk } from '../../lib/clients';
import { notifyEnv } from '../../lib/env';
import { BUSINESS_METRICS, countMetric } from '../../lib/metrics';
import type { VisitorMessage } from '../../assessment/services/assessment-report-email';
import { safeReplyTo } from '../../leads/services/lead-notification-email';

/**
 * Sending an email to a visitor (docs/product/security.md#emails): the assessment report and the
 * contact acknowledgement. Every send checks the suppression list first (addresses that bounced or
 * complained), goes only to a plain, strictly validated address, comes from `NOTIFY_FROM` with the
 * firm's info address as Reply-To, uses the SES configuration set (so bounces and complaints come
 * back) and counts `VisitorEmailsSent`.
 */

/** Outcome of {@link sendVisitorEmail}. */
export type VisitorSendOutcome =
  | { status: 'sent'; messageId?: string }
  | { status: 'suppressed' }
  | { status: 'unsafe-address' };

/**
 * Sends one visitor email through SES v2.
 *
 * @param to - the visitor's address.
 * @param headers - extra headers, e.g. the newsletter's `List-Unsubscribe` pair.
 * @returns `sent` with the SES message id; `suppressed` when the address bounced or complained
 *   before; `unsafe-address` when it is not a plain address (nothing sent).
 * @throws the SES or DynamoDB error when a call fails, so that the delivery is retried.
 */
export async function sendVisitorEmail(
  to: string,
  message: VisitorMessage,
  headers: readonly { Name: string; Value: string }[] = [],
): Promise<VisitorSendOutcome> {
  const address = safeReplyTo(to);
  if (!address) return { status: 'unsafe-address' };
  if (await isEmailSuppressed(address)) return { status: 'suppressed' };
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
