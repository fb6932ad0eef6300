import type { LeadWithActivity } from '@meridian/shared/leads/lead';
import { auditStep } from '../data/audit-log';
import type { AuditContext } from './audit';
import { eraseBookingPlan, listBookingsOfEmail } from '../../booking/records';
import { deleteItems, deleteLeadSteps, tombstoneStep } from '../data/erasures';
import {
  acknowledgementWindowKey,
  activityKey,
  type ItemKey,
  leadPartition,
  notificationWindowKey,
  processedEventKey,
  reportAllowanceKey,
} from '../../table/keys';
import { getLeadWithActivity } from '../../leads/records';
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
 * conditional on the version read, the lead, its email claim, its subscriber record and the audit
 * entry. A concurrent change makes that transaction fail and the erasure starts over.
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

/** Keys of the items that depend on a lead: timeline entries, capture records, address windows. */
function dependentKeys(lead: LeadWithActivity): ItemKey[] {
  const keys = lead.activity.map((entry) => activityKey(lead.id, entry.at, entry.id));
  for (const entry of lead.activity) {
    if (SUBMISSION_TYPES.has(entry.type)) keys.push(processedEventKey(CAPTURE_CONSUMER, entry.id));
  }
  if (lead.email) {
    keys.push(notificationWindowKey(lead.email), acknowledgementWindowKey(lead.email), reportAllowanceKey(lead.email));
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
 * phone, the lead is 404, and a submission made before now creates nothing.
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
    const emailHash = lead.email ? emailHashOf(lead.email) : undefined;
    if (emailHash) await commitPlan([tombstoneStep(emailHash, now.toISOString())]);
    await deleteItems(dependentKeys(lead));
    const bookings = lead.email ? await listBookingsOfEmail(lead.email) : [];
    for (const booking of bookings) await commitPlan(eraseBookingPlan(booking));
    const subscriber = emailHash ? await getSubscriber(emailHash) : null;
    try {
      await commitPlan([
        ...deleteLeadSteps(lead),
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
      bookings: bookings.length,
      subscriber: subscriber !== null,
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
