import { sesClient, sesSdk } from '../../lib/clients';
import { notifyEnv } from '../../lib/env';
import { BUSINESS_METRICS, countMetric } from '../../lib/metrics';

/** An email to the firm: subject, text and HTML parts (built by the email modules), an optional Reply-To. */
export interface FirmEmail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Recipients in place of the firm's inbox (a lead's owner, docs/product/assignment.md#notifications). */
  to?: string[];
}

/**
 * Sends one email to the firm's own inbox (`NOTIFY_TO`, or `message.to` when given; from `NOTIFY_FROM`, through the
 * configuration set) with SES v2, and counts it in the `FirmEmailsSent` metric
 * (docs/product/security.md#emails). Callers keep their own idempotency record around it.
 *
 * @returns SES's message id.
 * @throws the SES error (the caller's retry sends it again).
 */
export async function sendFirmEmail(message: FirmEmail): Promise<string | undefined> {
  const config = notifyEnv();
  const { SendEmailCommand } = sesSdk();
  const result = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: config.NOTIFY_FROM,
      Destination: { ToAddresses: message.to && message.to.length > 0 ? message.to : config.NOTIFY_TO },
      ReplyToAddresses: message.replyTo ? [message.replyTo] : undefined,
      ConfigurationSetName: config.SES_CONFIGURATION_SET,
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  countMetric(BUSINESS_METRICS.firmEmailsSent);
  return result.MessageId;
}
