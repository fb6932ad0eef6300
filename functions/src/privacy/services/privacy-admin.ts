import { normaliseEmail } from '@meridian/shared/fields';
import type { Lead, LeadActivity } from '@meridian/shared/leads/lead';
import {
  type PersonExport,
  personExportSchema,
  type RetentionReview,
} from '@meridian/shared/privacy/privacy-admin-api';
import { type ConsentRecord, consentRecordSchema, type SubscriberRow } from '@meridian/shared/privacy/subscribers';
import { listBookingsOfEmail } from '../../booking/records';
import { findLeadByEmail, getLeadWithActivity } from '../../leads/records';
import { listTasksOfLead } from '../../tasks/records';
import { listLeadsUnchangedSince } from '../data/retention';
import { allSubscribers, getSubscriber, subscriberRowOf } from '../../newsletter/records';
import { type CsvValue, toCsv } from '../../lib/csv';
import { privacyEnv } from '../../lib/env';
import { emailHashOf } from '../../lib/privacy-key';

/**
 * The CRM's privacy reads (docs/product/privacy.md): the subscriber CSV, a person's access-request
 * export and the retention review.
 */

/** The columns of the subscriber CSV (docs/product/privacy.md#subscribers). */
export const SUBSCRIBER_EXPORT_COLUMNS: readonly { header: string; value: (row: SubscriberRow) => CsvValue }[] = [
  { header: 'email', value: (row) => row.email },
  { header: 'state', value: (row) => row.state },
  { header: 'signedUpAt', value: (row) => row.createdAt },
  { header: 'confirmedAt', value: (row) => row.confirmedAt },
  { header: 'unsubscribedAt', value: (row) => row.unsubscribedAt },
];

/**
 * Every subscriber as a CSV file, newest first, formula-safe (`lib/csv.ts`).
 *
 * @param now - the export's time; its UTC date names the file.
 * @returns the file name (`subscribers-YYYY-MM-DD.csv`) and the CSV text.
 */
export async function exportSubscribers(now = new Date()): Promise<{ filename: string; csv: string }> {
  const rows: SubscriberRow[] = [];
  for await (const row of allSubscribers(now)) rows.push(row);
  return { filename: `subscribers-${now.toISOString().slice(0, 10)}.csv`, csv: toCsv(SUBSCRIBER_EXPORT_COLUMNS, rows) };
}

/** The consent records kept in a lead's submission entries. */
function consentsOf(timeline: readonly LeadActivity[]): ConsentRecord[] {
  return timeline.flatMap((entry) => {
    const parsed = consentRecordSchema.safeParse(entry.details?.consent);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Everything held about one address (`GET /api/admin/people/export`, docs/product/privacy.md#access-requests):
 * the lead with its whole timeline (each submission with its consent record) and its tasks, the
 * consultation bookings made with the address, the subscriber with its consent record. An address
 * with nothing held gives empty parts.
 *
 * @param email - the address asked about (any case).
 * @returns the export and its file name (`person-YYYY-MM-DD.json`).
 */
export async function exportPerson(
  email: string,
  now = new Date(),
): Promise<{ filename: string; content: PersonExport }> {
  const found: Lead | null = await findLeadByEmail(email);
  const lead = found ? await getLeadWithActivity(found.id, 100_000) : null;
  const [subscriber, tasks, bookings] = await Promise.all([
    getSubscriber(emailHashOf(email)),
    lead ? listTasksOfLead(lead.id).then((held) => held.tasks) : [],
    listBookingsOfEmail(email),
  ]);
  const timeline = lead?.activity ?? [];
  const { id: _id, ...subscriberPart } = subscriber ? subscriberRowOf(subscriber) : { id: '' };
  const content = personExportSchema.parse({
    email: normaliseEmail(email),
    exportedAt: now.toISOString(),
    lead: lead ? (({ activity: _activity, ...rest }) => rest)(lead) : null,
    timeline,
    tasks: [...tasks].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    bookings,
    subscriber: subscriber ? subscriberPart : null,
    consents: [...consentsOf(timeline), ...(subscriber?.consent ? [subscriber.consent] : [])],
  });
  return { filename: `person-${now.toISOString().slice(0, 10)}.json`, content };
}

/** Leads listed at most by one retention review. */
export const MAX_RETENTION_LEADS = 1000;

/**
 * The retention review (`GET /api/admin/retention`, docs/product/privacy.md#retention): leads
 * whose latest activity (change, submission or contact) is older than the retention period.
 *
 * @param now - the review's time; the cut-off is now minus `LEAD_RETENTION_YEARS` (default 3) years.
 * @returns the cut-off and the leads, oldest activity first, at most {@link MAX_RETENTION_LEADS}.
 */
export async function retentionReview(now = new Date()): Promise<RetentionReview> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - privacyEnv().LEAD_RETENTION_YEARS);
  const olderThan = cutoff.toISOString();
  const leads = await listLeadsUnchangedSince(olderThan, MAX_RETENTION_LEADS);
  const due = leads
    .map((lead) => ({ lead, lastActivityAt: lastActivityOf(lead) }))
    .filter(({ lastActivityAt }) => lastActivityAt < olderThan)
    .sort((a, b) => a.lastActivityAt.localeCompare(b.lastActivityAt))
    .map(({ lead, lastActivityAt }) => ({
      id: lead.id,
      name: lead.name,
      email: lead.email,
      company: lead.company,
      status: lead.status,
      createdAt: lead.createdAt,
      lastActivityAt,
    }));
  return { olderThan, leads: due };
}

/** The latest of a lead's change, visitor submission and last contact (ISO-8601 UTC). */
export function lastActivityOf(lead: Pick<Lead, 'updatedAt' | 'latestSubmissionAt' | 'lastContactDate'>): string {
  const times = [lead.updatedAt, lead.latestSubmissionAt, lead.lastContactDate]
    .filter((value): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    .map((value) => new Date(value).toISOString());
  return times.sort().at(-1) ?? lead.updatedAt;
}
