import type { LeadCapturedDetail } from '@meridian/shared/events';
import { getLead } from '../data/leads';
import { claimNotificationWindow } from '../data/notification-windows';
import { withEventLease } from '../../table/processed-events';
import { notifyEnv } from '../../lib/env';
import { LeadNotFoundError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { buildLeadNotification } from './lead-notification-email';
import { sendFirmEmail } from '../../email/services/firm-email';
import { notificationRecipients } from './owner-recipients';

/**
 * The notification of a captured lead (docs/product/security.md#emails): one email through
 * SES v2 per `LeadCaptured` event, to the lead's owner (partners copied when they chose so) or, for
 * an unassigned lead, to the firm (docs/product/assignment.md#notifications), and at most one per visitor address per 15 minutes
 * (docs/product/leads.md#returning-visitors): later submissions within the window reach the
 * lead's timeline but send nothing.
 */

/** Consumer name in idempotency records. */
export const NOTIFY_CONSUMER = 'notify-lead';

/** Outcome of {@link notifyLead}: `throttled` when the address was notified about less than 15 minutes before. */
export type NotifyOutcome = 'sent' | 'duplicate' | 'throttled';

/** The visitor's address of a capture (the submitted one; the lead's when none was submitted). */
function visitorAddressOf(detail: LeadCapturedDetail): string | undefined {
  return detail.contact?.email ?? detail.assessment?.email ?? detail.lead.email;
}

/**
 * Sends the notification for one `LeadCaptured` event, once per event id and at most once per
 * visitor address per 15 minutes (a conditional write that a redelivery of the same event passes
 * again, so a failed send is retried).
 *
 * @param eventId - the `LeadCaptured` event id (the idempotency key).
 * @param detail - its detail as the event layer parsed it.
 * @returns `sent`, `duplicate` (this event was handled before) or `throttled`.
 * @throws EventInProgressError for a concurrent duplicate; the SES
 *   error when sending fails (throttling, rejection), so that the delivery is retried.
 */
export async function notifyLead(eventId: string, detail: LeadCapturedDetail): Promise<NotifyOutcome> {
  const config = notifyEnv();
  return withEventLease<NotifyOutcome, 'duplicate'>({
    consumer: NOTIFY_CONSUMER,
    eventId,
    ifDone: () => 'duplicate',
    run: async () => {
      const address = visitorAddressOf(detail);
      if (address && !(await claimNotificationWindow(address, eventId, detail.submittedAt))) {
        logger.info('Lead notification skipped: address notified within 15 minutes', {
          eventId,
          leadId: detail.leadId,
        });
        return { value: 'throttled', record: { throttled: true } };
      }
      const lead = await getLead(detail.leadId).catch((error: unknown) => {
        if (error instanceof LeadNotFoundError) return null;
        throw error;
      });
      const message = buildLeadNotification(detail, lead, config.SITE_URL);
      const to = await notificationRecipients(lead?.ownerId);
      const messageId = await sendFirmEmail({ ...message, ...(to ? { to } : {}) });
      logger.info('Lead notification sent', {
        eventId,
        leadId: detail.leadId,
        messageId: messageId,
        toOwner: to !== undefined,
      });
      return { value: 'sent', record: { messageId: messageId } };
    },
  });
}
