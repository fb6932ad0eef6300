import type { BookingEventDetail } from '@meridian/shared/booking/booking-events';
import type { BookingDetailType } from '@meridian/shared/booking/booking-event-names';
import { BOOKING_DETAIL_TYPES } from '@meridian/shared/booking/booking-event-names';
import { siteConfig } from '@meridian/shared/site-config';
import { isEmailSuppressed } from '../../email/records';
import { mayEmailVisitor } from '../../email/services/visitor-email';
import { withEventLease } from '../../table/processed-events';
import { sesClient, sesSdk } from '../../lib/clients';
import { notifyEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { BUSINESS_METRICS, countMetric } from '../../lib/metrics';
import { type BookingMessage, buildFirmBookingEmail, buildVisitorBookingEmail } from './booking-email-content';
import { buildInvitation, type Invitation } from './booking-invitation';
import { manageTokenOf } from './booking-manage';
import { safeReplyTo } from '../../email/services/email-text';

/**
 * The emails of a booking event (docs/product/booking.md#invitations): one to the visitor and one
 * to the firm, each with the iCalendar invitation as a `text/calendar` attachment of an SES v2
 * `SendEmail` (simple content carries attachments, so `ses:SendEmail` is the only permission).
 * Each recipient's email has its own processed-event lease, so a redelivery never sends either
 * twice (docs/decisions/009-idempotency-with-processed-event-items.md).
 */

/** Consumer names in idempotency records, one per recipient. */
export const BOOKING_EMAIL_CONSUMERS = { visitor: 'booking-email-visitor', firm: 'booking-email-firm' } as const;

/** Outcome per recipient. */
export type BookingEmailOutcome = 'sent' | 'duplicate' | 'suppressed' | 'unsafe-address' | 'held-back';

async function sendWithInvitation(
  to: readonly string[],
  message: BookingMessage,
  invitation: Invitation,
  replyTo: string,
): Promise<void> {
  const config = notifyEnv();
  const { SendEmailCommand } = sesSdk();
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: config.NOTIFY_FROM,
      Destination: { ToAddresses: [...to] },
      ReplyToAddresses: [replyTo],
      ConfigurationSetName: config.SES_CONFIGURATION_SET,
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
          Attachments: [
            {
              FileName: invitation.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
              ContentType: `text/calendar; charset=UTF-8; method=${invitation.method}`,
              ContentDisposition: 'ATTACHMENT',
              RawContent: Buffer.from(invitation.ics, 'utf8'),
            },
          ],
        },
      },
    }),
  );
}

/** Runs one recipient's send once per event (lease, send, done; released on failure). */
function once(consumer: string, eventId: string, send: () => Promise<BookingEmailOutcome>) {
  return withEventLease<BookingEmailOutcome, 'duplicate'>({
    consumer,
    eventId,
    ifDone: () => 'duplicate',
    run: async () => {
      const outcome = await send();
      return { value: outcome, record: { status: outcome } };
    },
  });
}

/**
 * Sends the visitor's and the firm's email of one booking event.
 *
 * @param eventId - the EventBridge event id.
 * @returns the outcome per recipient: `sent`, `duplicate` (sent before), `suppressed` (the address
 *   bounced or complained), `unsafe-address` (not a plain address) or `held-back` (the visitor's
 *   email past the hourly cap, docs/product/security.md#visitor-email-cap); nothing sent in the last three.
 * @throws SES or DynamoDB errors (after the lease is released), so that the delivery is retried.
 */
export async function sendBookingEmails(
  eventId: string,
  detailType: BookingDetailType,
  detail: BookingEventDetail,
): Promise<{ visitor: BookingEmailOutcome; firm: BookingEmailOutcome }> {
  const { booking, previousStart } = detail;
  const config = notifyEnv();
  const invitation = buildInvitation(booking, detailType, config.NOTIFY_FROM);
  const visitor = await once(BOOKING_EMAIL_CONSUMERS.visitor, eventId, async () => {
    const address = safeReplyTo(booking.email);
    if (!address) return 'unsafe-address';
    if (await isEmailSuppressed(address)) return 'suppressed';
    if (!(await mayEmailVisitor())) return 'held-back';
    const manageUrl =
      detailType === BOOKING_DETAIL_TYPES.cancelled
        ? undefined
        : `${config.SITE_URL}/book/manage?token=${encodeURIComponent(manageTokenOf(booking))}`;
    const message = buildVisitorBookingEmail(booking, detailType, manageUrl, config.SITE_URL);
    await sendWithInvitation([address], message, invitation, siteConfig.emails.info);
    countMetric(BUSINESS_METRICS.visitorEmailsSent);
    return 'sent';
  });
  const firm = await once(BOOKING_EMAIL_CONSUMERS.firm, eventId, async () => {
    const message = buildFirmBookingEmail(booking, detailType, previousStart, config.SITE_URL);
    await sendWithInvitation(
      config.NOTIFY_TO,
      message,
      invitation,
      safeReplyTo(booking.email) ?? siteConfig.emails.info,
    );
    countMetric(BUSINESS_METRICS.firmEmailsSent);
    return 'sent';
  });
  logger.info('Booking emails handled', { eventId, detailType, visitor, firm });
  return { visitor, firm };
}
