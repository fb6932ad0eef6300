import { isTransientDependencyError } from '../../lib/errors';
import { sesClient, sesSdk } from '../../lib/clients';
import { notifyEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { SendFailedError } from '../errors';
import type { OutreachMessage } from './outreach-message';

/**
 * Sends one outreach email through SES v2 (docs/product/outreach.md#sending): from the firm's
 * verified sending address with the consultant's name, to the lead only, with the reply address,
 * through the configuration set (so bounces and complaints come back).
 *
 * @param message - From, subject, text and HTML, the lead's address, the Reply-To and the one-click
 *   opt-out address (`List-Unsubscribe` with `List-Unsubscribe-Post`, RFC 8058).
 * @returns SES's message id.
 * @throws the SES error as is when it is transient (throttling, a timeout: answered 503 with
 *   Retry-After); SendFailedError (502) for any other failure or a missing message id.
 */
export async function sendThroughSes(
  message: OutreachMessage & { to: string; replyTo: string; oneClickOptOut: string },
): Promise<string> {
  const { SES_CONFIGURATION_SET } = notifyEnv();
  const { SendEmailCommand } = sesSdk();
  try {
    const result = await sesClient().send(
      new SendEmailCommand({
        FromEmailAddress: message.from,
        Destination: { ToAddresses: [message.to] },
        ReplyToAddresses: [message.replyTo],
        ConfigurationSetName: SES_CONFIGURATION_SET,
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
            Headers: [
              { Name: 'List-Unsubscribe', Value: `<${message.oneClickOptOut}>` },
              { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
            ],
          },
        },
      }),
    );
    if (!result.MessageId) throw new Error('SES answered without a message id');
    return result.MessageId;
  } catch (error) {
    if (isTransientDependencyError(error)) throw error;
    logger.error('Outreach email not sent', { error: error as Error });
    throw new SendFailedError();
  }
}
