import type { LeadSummary } from '@meridian/shared/leads/lead';
import {
  buildLeadDigest,
  digestSize,
  FIRST_DIGEST_LOOKBACK_MS,
  type LeadDigest,
} from '@meridian/shared/leads/lead-digest';
import { londonDay } from '@meridian/shared/london-day';
import { everyLeadSummary, lastDigestAt, recordDigestStep } from '../data/lead-digests';
import { type DirectoryEntry, listStaffDirectory } from '../data/staff-directory';
import { markStoredStep, withEventLease } from '../../table/processed-events';
import { commitPlan } from '../../table/write-plan';
import { notifyEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { type DigestAgenda, EMPTY_AGENDA, agendaSize, loadAgendas } from './lead-digest-agenda';
import { buildLeadDigestEmail } from './lead-digest-email';
import { sendFirmEmail } from '../../email/services/firm-email';

/**
 * The daily digests (docs/product/pipeline.md#daily-digest, docs/product/assignment.md#digests):
 * once per London day, one email per active member of staff with their own leads overdue, due
 * today, with a proposal past its follow-up, stale, and new since the previous digest; partners
 * also get the unassigned leads (and those of people no longer active). Each member's digest opens
 * with their day as My day shows it: their overdue and due-today tasks and the consultations of
 * today and tomorrow (docs/product/my-day.md#daily-digest). Nobody gets an empty digest. Before
 * there is any staff user, the one digest goes to the firm (`NOTIFY_TO`) as before.
 */

/** Consumer name of the digest's idempotency records (one per London day). */
export const DIGEST_CONSUMER = 'lead-digest';

/** Lease of one run (s): longer than the function's timeout. */
const LEASE_SECONDS = 120;

/** Outcome of {@link sendLeadDigest}. */
export type DigestOutcome =
  | { status: 'sent'; day: string; leads: number; digests: number }
  | { status: 'nothing-to-do'; day: string }
  | { status: 'already-done'; day: string };

/**
 * Sends today's digest unless it went out already. The run takes a lease on the London day's
 * processed-event record (decision 009); after sending, the result and the digest's instant are
 * stored in one transaction and the day is marked done, so a second run (the schedule firing twice,
 * a retry) sends nothing. Each recipient's digest has its own record of the day as well: a failed
 * send gives the leases back and throws, and the retry sends only the digests that did not go out.
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
      const [summaries, directory] = await Promise.all([everyLeadSummary(), listStaffDirectory({ withEmail: true })]);
      const people = directory.filter((entry) => entry.active && entry.email);
      const agendas = await loadAgendas(people, summaries, now);
      const sends =
        people.length === 0 ? [firmDigest(summaries, now, since)] : digestsOf(people, summaries, now, since, agendas);
      let sent = 0;
      let leads = 0;
      for (const send of sends.filter((one) => digestSize(one.digest) + agendaSize(one.agenda) > 0)) {
        const messageId = await sendOneDigest(day, send, now);
        sent += 1;
        leads += digestSize(send.digest);
        logger.info('Lead digest sent', { day, recipient: send.key, leads: digestSize(send.digest), messageId });
      }
      await commitPlan([markStoredStep(lease, { sent }), recordDigestStep(now)]);
      if (sent === 0) {
        logger.info('Lead digest: nothing to do', { day });
        return { value: { status: 'nothing-to-do', day } };
      }
      return { value: { status: 'sent', day, leads, digests: sent } };
    },
  });
}

/** One digest to send: its recipients (undefined: the firm's inbox), its key in the day's records, its leads. */
interface DigestSend {
  key: string;
  to?: string[];
  digest: LeadDigest<LeadSummary>;
  /** The recipient's tasks and consultations (empty for the firm's digest). */
  agenda: DigestAgenda;
}

function firmDigest(summaries: readonly LeadSummary[], now: Date, since: Date): DigestSend {
  return { key: 'firm', digest: buildLeadDigest(summaries, now, since), agenda: EMPTY_AGENDA };
}

/**
 * Each active person's digest: the leads they own; partners also the unowned leads and those
 * whose owner is not active (so no lead drops out of every digest); and their agenda from
 * `agendas` (by user id; none: empty).
 */
export function digestsOf(
  people: readonly DirectoryEntry[],
  summaries: readonly LeadSummary[],
  now: Date,
  since: Date,
  agendas: ReadonlyMap<string, DigestAgenda> = new Map(),
): DigestSend[] {
  const active = new Set(people.map((person) => person.id));
  return people.map((person) => {
    const theirs = summaries.filter(
      (lead) =>
        lead.ownerId === person.id ||
        (person.role === 'partner' && (lead.ownerId === undefined || !active.has(lead.ownerId))),
    );
    return {
      key: person.id,
      ...(person.email ? { to: [person.email] } : {}),
      digest: buildLeadDigest(theirs, now, since),
      agenda: agendas.get(person.id) ?? EMPTY_AGENDA,
    };
  });
}

/**
 * Sends one recipient's digest once per London day: its own processed-event record
 * (`<day>#<recipient>`) makes a retried run skip the digests that went out before it failed.
 * @returns SES's message id, or undefined when this digest was sent before.
 */
async function sendOneDigest(day: string, send: DigestSend, now: Date): Promise<string | undefined> {
  return withEventLease<string | undefined, undefined>({
    consumer: DIGEST_CONSUMER,
    eventId: `${day}#${send.key}`,
    leaseSeconds: LEASE_SECONDS,
    now,
    ifDone: () => undefined,
    run: async () => {
      const message = buildLeadDigestEmail(send.digest, now, notifyEnv().SITE_URL, send.agenda);
      const messageId = await sendFirmEmail({ ...message, ...(send.to ? { to: send.to } : {}) });
      return { value: messageId, record: { messageId } };
    },
  });
}
