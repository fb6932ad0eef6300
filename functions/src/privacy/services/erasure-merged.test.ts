import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import { CONSENT_PURPOSES } from '@meridian/shared/privacy/privacy-consent';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { updateLead } from '../../leads/services/leads';
import { mergeLeads } from '../../leads/services/lead-merge';
import { handler as captureHandler } from '../../leads/consumers/capture-lead';
import { handler as deleteLeadHandler } from '../../leads/handlers/delete-lead';
import { findLeadByEmail, getLead } from '../../leads/data/leads';
import { claimNotificationWindow } from '../../leads/data/notification-windows';
import { claimAcknowledgementWindow } from '../../contact/data/acknowledgement-windows';
import { createBookingPlan, listBookingsOfEmail } from '../../booking/data/bookings';
import { confirmSubscriberPlan, startPendingSubscription } from '../../newsletter/data/subscribers';
import { putItem } from '../../lib/dynamodb';
import { emailHashOf } from '../../lib/privacy-key';
import { leadEmailKey } from '../../table/keys';
import { commitPlan } from '../../table/write-plan';
import { eventBridgeEvent } from '../../testing/events';
import { invokeHttp, lambdaContext } from '../../testing/http-events';
import { staffHeaders } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { itemsHolding } from '../../testing/table-contents';

/** Erasure reaches every address a lead has had (docs/product/privacy.md#erasure). */

const tableName = useTestTable();
const eventBridge = mockClient(EventBridgeClient);
afterAll(() => eventBridge.restore());
beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
});
let session: Record<string, string>;
beforeAll(async () => {
  session = await staffHeaders();
});

type Person = { name: string; email: string; phone: string };
const contactEvent = (person: Person, submittedAt: string) =>
  eventBridgeEvent(
    DETAIL_TYPES.contactSubmitted,
    {
      submissionId: `sub-${Math.random().toString(36).slice(2)}`,
      submittedAt,
      contact: { ...person, company: 'Ledger Ltd', message: 'Please call me about our plan.' },
    },
    EVENT_SOURCES.website,
  );
const capture = (person: Person, offsetMs = -60_000) =>
  captureHandler(contactEvent(person, new Date(Date.now() + offsetMs).toISOString()), lambdaContext());
const erase = (id: string) =>
  invokeHttp(deleteLeadHandler, {
    method: 'DELETE',
    path: `/api/admin/leads/${id}`,
    routePath: '/api/admin/leads/{id}',
    pathParameters: { id },
    headers: session,
  });
async function leadOf(email: string) {
  const lead = await findLeadByEmail(email);
  if (!lead) throw new Error(`no lead for ${email}`);
  return lead;
}

/** The second person's own traces: windows, a confirmed subscription and a booking. */
async function traceOf(person: Person): Promise<void> {
  const now = new Date();
  await claimNotificationWindow(person.email, `evt-${now.getTime()}`, now.toISOString());
  await claimAcknowledgementWindow(person.email, `evt-${now.getTime()}`, now.toISOString());
  const subscriberId = emailHashOf(person.email);
  const consent = { form: 'newsletter' as const, purpose: CONSENT_PURPOSES.newsletter, at: now.toISOString() };
  await startPendingSubscription(subscriberId, person.email, consent, now);
  await commitPlan(confirmSubscriberPlan(subscriberId, now, () => new Error('not pending')));
  const start = '2031-05-06T10:00:00.000Z';
  await commitPlan(
    createBookingPlan({
      id: `merged-${now.getTime()}`,
      start,
      end: '2031-05-06T10:30:00.000Z',
      status: 'booked',
      sequence: 0,
      name: person.name,
      email: person.email.toLowerCase(),
      message: `Call ${person.phone}`,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    }),
  );
}

describe('erasing a lead that absorbed another', () => {
  it('removes both addresses, names and phones everywhere; the second address then makes a new lead', async () => {
    const first = { name: 'Augusta Quillfeather', email: 'Augusta@merge-erase.example', phone: '+44 7700 900301' };
    const second = { name: 'Barnaby Inkwell', email: 'B.Inkwell@merge-erase.example', phone: '+44 7700 900302' };
    await capture(first);
    await capture(second);
    await traceOf(second);
    const survivor = await leadOf(first.email);
    const other = await leadOf(second.email);
    const merged = await mergeLeads(survivor.id, { otherId: other.id }, { id: 'partner-1', role: 'partner' });
    expect(merged.formerEmails).toEqual([second.email.toLowerCase()]);
    expect((await itemsHolding(tableName, second.email)).length).toBeGreaterThanOrEqual(5);

    expect((await erase(survivor.id)).statusCode).toBe(204);

    const needles = [first.email, second.email, first.name, second.name, first.phone, second.phone];
    expect(await itemsHolding(tableName, ...needles)).toEqual([]);
    expect(await listBookingsOfEmail(second.email)).toEqual([]);
    await capture(second, 1000);
    const again = await leadOf(second.email);
    expect(again.id).not.toBe(other.id);
  });

  it('also reaches an address edited away, but not one another lead has claimed since', async () => {
    const person = { name: 'Cordelia Vellum', email: 'cordelia@edit-erase.example', phone: '+44 7700 900303' };
    const stranger = { name: 'Dorian Parchment', email: 'dorian@edit-erase.example', phone: '+44 7700 900304' };
    await capture(person);
    const lead = await leadOf(person.email);
    await updateLead(lead.id, { email: 'cordelia.new@edit-erase.example' });
    await updateLead(lead.id, { email: stranger.email.replace('dorian', 'cv') });
    expect((await getLead(lead.id)).formerEmails).toEqual([person.email, 'cordelia.new@edit-erase.example']);
    // The first address is free again: someone else writes from it.
    await capture({ ...stranger, email: person.email });
    const strangerLead = await leadOf(person.email);

    expect((await erase(lead.id)).statusCode).toBe(204);

    expect(await itemsHolding(tableName, 'cordelia.new@edit-erase.example', person.name)).toEqual([]);
    expect((await getLead(strangerLead.id)).email).toBe(person.email);
  });
});

describe('a claim naming a lead that no longer exists', () => {
  it('counts as free: a contact from its address creates a lead instead of failing', async () => {
    const person = { name: 'Eustace Folio', email: 'eustace@stale-claim.example', phone: '+44 7700 900305' };
    await putItem({
      TableName: tableName,
      Item: { ...leadEmailKey(person.email), entity: 'lead_email', leadId: 'erased-long-ago', email: person.email },
    });
    await expect(capture(person)).resolves.toMatchObject({ status: 'captured' });
    const lead = await leadOf(person.email);
    expect(lead.id).not.toBe('erased-long-ago');
  });
});
