import type { ContactSubmittedDetail } from '@meridian/shared/events';
import { claimAcknowledgementWindow } from '../data/acknowledgement-windows';
import { withEventLease } from '../../table/processed-events';
import { notifyEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { buildContactAcknowledgement } from './contact-acknowledgement-email';
import { sendVisitorEmail, type VisitorSendOutcome } from '../../email/services/visitor-email';

/**
 * The acknowledgement of a contact submission (docs/product/site.md#acknowledgement): at most one
 * per visitor address per 24 hours (a conditional write on the address's window item), and once
 * per event id (the processed-event lease), so neither a flood of submissions nor a redelivery
 * sends a second one.
 */

/** Consumer name in idempotency records. */
export const ACKNOWLEDGE_CONSUMER = 'acknowledge-contact';

/** Outcome of {@link acknowledgeContact}. */
export type AcknowledgeOutcome = 'duplicate' | 'throttled' | VisitorSendOutcome['status'];

/**
 * Acknowledges one contact submission.
 *
 * @param eventId - the `ContactSubmitted` event id.
 * @param detail - its validated detail.
 * @returns `sent`; `duplicate` (this event was handled before); `throttled` (the address was
 *   acknowledged within 24 hours); `suppressed` or `unsafe-address` (nothing sent).
 * @throws EventInProgressError for a concurrent duplicate; SES and DynamoDB errors (the lease is
 *   released first), so that the delivery is retried.
 */
export async function acknowledgeContact(eventId: string, detail: ContactSubmittedDetail): Promise<AcknowledgeOutcome> {
  return withEventLease<AcknowledgeOutcome, 'duplicate'>({
    consumer: ACKNOWLEDGE_CONSUMER,
    eventId,
    ifDone: () => 'duplicate',
    run: async () => {
      const { name, email } = detail.contact;
      if (!(await claimAcknowledgementWindow(email, eventId, detail.submittedAt))) {
        logger.info('Contact acknowledgement skipped: address acknowledged within 24 hours', { eventId });
        return { value: 'throttled', record: { status: 'throttled' } };
      }
      const outcome = await sendVisitorEmail(email, buildContactAcknowledgement(name, notifyEnv().SITE_URL));
      logger.info('Contact acknowledgement handled', { eventId, outcome: outcome.status });
      return { value: outcome.status, record: outcome };
    },
  });
}
