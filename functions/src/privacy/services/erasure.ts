import { normaliseEmail } from '@meridian/shared/fields';
import type { Lead, LeadWithActivity } from '@meridian/shared/leads/lead';
import { erasedOutcomeOf } from '@meridian/shared/pipeline/erased-outcome';
import { auditStep } from '../data/audit-log';
import { erasedOutcomeStep } from '../data/erased-outcomes';
import type { AuditContext } from './audit';
import { eraseBookingPlan, listBookingsOfEmail } from '../../booking/records';
import { claimantOf, deleteItems, deleteLeadSteps, releaseFormerClaimSteps, tombstoneStep } from '../data/erasures';
import {
  acknowledgementWindowKey,
  activityKey,
  type ItemKey,
  leadPartition,
  notificationWindowKey,
  processedEventKey,
  reportAllowanceKey,
} from '../../table/keys';
import { deleteLeadOwnerStep, getLeadWithActivity } from '../../leads/records';
import { deleteSubscriberPlan, getSubscriber } from '../../newsletter/records';
import { tableName } from '../../table/table';
import { commitPlan, TransactionConflictError } from '../../table/write-plan';
import { queryItems } from '../../lib/dynamodb';
import { NotFoundError, VersionConflictError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { emailHashOf } from '../../lib/privacy-key';
import { CAPTURE_CONSUMER } from '../../leads/services/lead-capture';

/**
 * Erasure (docs/product/privacy.md#erasure): a lead with everything that holds its personal data,
 * or one subscriber, through named write plans. A lead's erasure first records the tombstone (so
 * no submission made before now can bring the person back), then deletes the timeline, the
 * capture's idempotency records, the per-address windows and the person's consultation bookings
 * (a booked one frees its time), and finally, in one transaction
 * conditional on the version read, the lead, its email claims, its subscriber records, the audit
 * entry and, for a closed deal, its outcome without personal data (the win rate keeps counting it). A concurrent change makes that transaction fail and the erasure starts over. All of it for
 * every address of the lead: its own and its former ones (a merged lead's, one edited away) that no
 * other lead has claimed since.
 */

/** 404 `Subscriber not found`. */
export class SubscriberNotFoundError extends NotFoundError {
  constructor() {
    super('Subscriber not found');
  }
}

const ATTEMPTS = 3;

/** Submission entries: their id is the id of the event that stored them. */
const SUBMISSION_TYPES = new Set(['contact_submitted', 'assessment_submitted']);

/**
 * The addresses whose data are the lead's: its own, and each former one that no other lead claims.
 *
 * @returns `own` (none for a prospect without an address) and `former`, both normalised.
 */
async function addressesOf(lead: Lead): Promise<{ own: string[]; former: string[] }> {
  const own = lead.email ? [normaliseEmail(lead.email)] : [];
  const former: string[] = [];
  for (const address of lead.formerEmails ?? []) {
    if (own.includes(address)) continue;
    const claimant = await claimantOf(address);
    if (claimant === null || claimant === lead.id) former.push(address);
  }
  return { own, former };
}

/** The subscriber records of the addresses, in their order. */
async function subscribersOf(addresses: readonly string[]) {
  const found = await Promise.all(addresses.map((address) => getSubscriber(emailHashOf(address))));
  return found.filter((subscriber) => subscriber !== null);
}

/** Keys of the items that depend on a lead: timeline entries, capture records, address windows. */
function dependentKeys(lead: LeadWithActivity, addresses: readonly string[]): ItemKey[] {
  const keys = lead.activity.map((entry) => activityKey(lead.id, entry.at, entry.id));
  for (const entry of lead.activity) {
    if (SUBMISSION_TYPES.has(entry.type)) keys.push(processedEventKey(CAPTURE_CONSUMER, entry.id));
  }
  for (const address of addresses) {
    keys.push(notificationWindowKey(address), acknowledgementWindowKey(address), reportAllowanceKey(address));
  }
  return keys;
}

/** Keys still in a lead's partition (an entry added while the erasure ran). */
async function leftoverKeys(leadId: string): Promise<ItemKey[]> {
  const { Items = [] } = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': leadPartition(leadId) },
    ProjectionExpression: 'pk, sk',
    ConsistentRead: true,
  });
  return Items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}

/**
 * Erases a lead (`DELETE /api/admin/leads/{id}`): afterwards no item holds its address, name or
 * phone, the lead is 404, and a submission made before now creates nothing. A closed deal's outcome
 * stays as an anonymous item (`erasedOutcomeOf`), in the same transaction.
 *
 * @param id - the lead id.
 * @param audit - the keyed hash of the admin's client IP and the acting user, for the audit entry.
 * @throws LeadNotFoundError (404) when no such lead exists; VersionConflictError (409) when it kept
 *   changing during three attempts; DynamoDB errors (a repeated request finishes the work).
 */
export async function eraseLead(id: string, audit: AuditContext): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const lead = await getLeadWithActivity(id, 100_000);
    const now = new Date();
    const { own, former } = await addressesOf(lead);
    const addresses = [...own, ...former];
    for (const address of addresses) await commitPlan([tombstoneStep(emailHashOf(address), now.toISOString())]);
    await deleteItems(dependentKeys(lead, addresses));
    const bookings = (await Promise.all(addresses.map(listBookingsOfEmail))).flat();
    for (const booking of bookings) await commitPlan(eraseBookingPlan(booking));
    // One subscriber per transaction: each changes the one confirmed count.
    const [subscriber = null, ...formerSubscribers] = await subscribersOf(addresses);
    for (const other of formerSubscribers)
      await commitPlan(deleteSubscriberPlan(other, () => new VersionConflictError()));
    const keptOutcome = erasedOutcomeOf(lead, now.toISOString());
    try {
      await commitPlan([
        ...deleteLeadSteps(lead),
        deleteLeadOwnerStep(lead.id),
        ...(keptOutcome ? [erasedOutcomeStep(keptOutcome)] : []),
        ...releaseFormerClaimSteps(lead.id, former),
        ...(subscriber ? deleteSubscriberPlan(subscriber, () => new VersionConflictError()) : []),
        auditStep({ action: 'lead_erased', target: id, ...audit }, now),
      ]);
    } catch (error) {
      const raced = error instanceof VersionConflictError || error instanceof TransactionConflictError;
      if (!raced || attempt >= ATTEMPTS) throw error;
      continue;
    }
    await deleteItems(await leftoverKeys(id));
    logger.info('Lead erased', {
      leadId: id,
      activities: lead.activity.length,
      addresses: addresses.length,
      bookings: bookings.length,
      subscribers: formerSubscribers.length + (subscriber ? 1 : 0),
      outcomeKept: keptOutcome !== null,
    });
    return;
  }
}

/**
 * Erases one subscriber (`DELETE /api/admin/subscribers/{id}`), uncounting a confirmed one.
 *
 * @param subscriberId - the opaque id of the CRM's list.
 * @param audit - the keyed hash of the admin's client IP and the acting user, for the audit entry.
 * @throws SubscriberNotFoundError (404) when none exists; VersionConflictError (409) when it kept
 *   changing.
 */
export async function eraseSubscriber(subscriberId: string, audit: AuditContext): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const subscriber = await getSubscriber(subscriberId);
    if (!subscriber) throw new SubscriberNotFoundError();
    try {
      await commitPlan([
        ...deleteSubscriberPlan(subscriber, () => new VersionConflictError()),
        auditStep({ action: 'subscriber_erased', target: `subscriber:${subscriberId}`, ...audit }),
      ]);
      return;
    } catch (error) {
      const raced = error instanceof VersionConflictError || error instanceof TransactionConflictError;
      if (!raced || attempt >= ATTEMPTS) throw error;
    }
  }
}
