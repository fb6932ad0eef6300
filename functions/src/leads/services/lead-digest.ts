import { buildLeadDigest, digestSize, FIRST_DIGEST_LOOKBACK_MS } from '@meridian/shared/leads/lead-digest';
import { londonDay } from '@meridian/shared/london-day';
import { everyLeadSummary, lastDigestAt, recordDigestStep } from '../data/lead-digests';
import { markStoredStep, withEventLease } from '../../table/processed-events';
import { commitPlan } from '../../table/write-plan';
import { notifyEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { buildLeadDigestEmail } from './lead-digest-email';
import { sendFirmEmail } from '../../email/services/firm-email';

/**
 * The daily digest to the firm (docs/product/pipeline.md#daily-digest): once per London day, the
 * leads overdue, due today, with a proposal past its follow-up, stale, and new since the previous
 * digest, in one email through SES v2 to `NOTIFY_TO`. Nothing is sent when nothing needs doing.
 */

/** Consumer name of the digest's idempotency records (one per London day). */
export const DIGEST_CONSUMER = 'lead-digest';

/** Lease of one run (s): longer than the function's timeout. */
const LEASE_SECONDS = 120;

/** Outcome of {@link sendLeadDigest}. */
export type DigestOutcome =
  | { status: 'sent'; day: string; leads: number; messageId?: string }
  | { status: 'nothing-to-do'; day: string }
  | { status: 'already-done'; day: string };

/**
 * Sends today's digest unless it went out already. The run takes a lease on the London day's
 * processed-event record (decision 009); after sending, the result and the digest's instant are
 * stored in one transaction and the day is marked done, so a second run (the schedule firing twice,
 * a retry) sends nothing. A failed send gives the lease back and throws, so the retry sends the one
 * email.
 *
 * @param now - the instant the run counts for (the scheduled time); its London day is "today".
 * @returns what happened.
 * @throws EventInProgressError while another run holds the day's lease; the SES or DynamoDB error
 *   when a call fails (the schedule retries).
 */
export async function sendLeadDigest(now: Date): Promise<DigestOutcome> {
  const day = londonDay(now) ?? now.toISOString().slice(0, 10);
  return withEventLease<DigestOutcome, DigestOutcome>({
    consumer: DIGEST_CONSUMER,
    eventId: day,
    leaseSeconds: LEASE_SECONDS,
    now,
    ifDone: () => ({ status: 'already-done', day }),
    run: async (lease) => {
      // A run that stored its result and stopped before marking the day done: only mark it.
      if (lease.state === 'stored') return { value: { status: 'already-done', day } };
      const since = (await lastDigestAt()) ?? new Date(now.getTime() - FIRST_DIGEST_LOOKBACK_MS);
      const digest = buildLeadDigest(await everyLeadSummary(), now, since);
      const leads = digestSize(digest);
      if (leads === 0) {
        await commitPlan([markStoredStep(lease, { sent: false }), recordDigestStep(now)]);
        logger.info('Lead digest: nothing to do', { day });
        return { value: { status: 'nothing-to-do', day } };
      }
      const config = notifyEnv();
      const message = buildLeadDigestEmail(digest, now, config.SITE_URL);
      const messageId = await sendFirmEmail(message);
      await commitPlan([markStoredStep(lease, { sent: true, messageId: messageId }), recordDigestStep(now)]);
      logger.info('Lead digest sent', { day, leads, messageId: messageId });
      return { value: { status: 'sent', day, leads, messageId: messageId } };
    },
  });
}
