import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import { CONSENT_PURPOSES } from '@meridian/shared/privacy/privacy-consent';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffHeaders } from '../../testing/staff';
import { handler as captureHandler } from '../../leads/consumers/capture-lead';
import { listAuditEntries } from '../data/audit-log';
import { claimAcknowledgementWindow } from '../../contact/data/acknowledgement-windows';
import { changeBookingPlan, createBookingPlan, listBookingsOfEmail } from '../../booking/data/bookings';
import { bookingSlotKey, erasureKey } from '../../table/keys';
import { addActivityStep, buildActivity, findLeadByEmail, getLeadWithActivity } from '../../leads/data/leads';
import { claimNotificationWindow } from '../../leads/data/notification-windows';
import {
  confirmedSubscriberCount,
  confirmSubscriberPlan,
  startPendingSubscription,
} from '../../newsletter/data/subscribers';
import { commitPlan } from '../../table/write-plan';
import { handler as deleteLeadHandler } from '../../leads/handlers/delete-lead';
import { handler as getLeadHandler } from '../../leads/handlers/get-lead';
import { dynamoDbClient } from '../../lib/clients';
import { everyItem as everyTableItem, itemsHolding as itemsInTableHolding } from '../../testing/table-contents';
import { emailHashOf } from '../../lib/privacy-key';
import { eventBridgeEvent } from '../../testing/events';
import { invokeHttp, lambdaContext } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';

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

const everyItem = () => everyTableItem(tableName);
const itemsHolding = (...needles: string[]) => itemsInTableHolding(tableName, ...needles);

function contactEvent(person: { name: string; email: string; phone: string }, submittedAt: string) {
  return eventBridgeEvent(
    DETAIL_TYPES.contactSubmitted,
    {
      submissionId: `sub-${Math.random().toString(36).slice(2)}`,
      submittedAt,
      contact: {
        ...person,
        company: 'Quill & Co',
        message: 'Please call me about our growth plan.',
        consent: { noticeVersion: '2026-11-23' },
      },
    },
    EVENT_SOURCES.website,
  );
}

const capture = (event: ReturnType<typeof contactEvent>) => captureHandler(event, lambdaContext());
const leadPath = (id: string) => ({
  path: `/api/admin/leads/${id}`,
  routePath: '/api/admin/leads/{id}',
  pathParameters: { id },
  headers: session,
});

describe('DELETE /api/admin/leads/{id}: erasure', () => {
  it('leaves no item holding the email, name or phone, and a redelivered submission creates nothing', async () => {
    const person = { name: 'Philippa Quartermaine', email: 'Philippa.Q@erase.example', phone: '+44 7700 900123' };
    const original = contactEvent(person, new Date(Date.now() - 60_000).toISOString());
    await capture(original);
    await capture(contactEvent(person, new Date(Date.now() - 30_000).toISOString()));
    const lead = await findLeadByEmail(person.email);
    if (!lead) throw new Error('the submission did not create a lead');
    const now = new Date().toISOString();
    await commitPlan([
      addActivityStep(buildActivity(lead.id, { type: 'note', summary: 'Note', text: `Rang ${person.phone}` }, now)),
    ]);
    await claimNotificationWindow(person.email, original.id, now);
    await claimAcknowledgementWindow(person.email, original.id, now);
    const subscriberId = emailHashOf(person.email);
    const consent = { form: 'newsletter' as const, purpose: CONSENT_PURPOSES.newsletter, at: now };
    await startPendingSubscription(subscriberId, person.email, consent, new Date());
    await commitPlan(confirmSubscriberPlan(subscriberId, new Date(), () => new Error('not pending')));
    const countBefore = await confirmedSubscriberCount();
    const held = await itemsHolding(person.email, person.name, person.phone);
    // lead, claim, 3 timeline entries, 2 capture records, 2 windows, subscriber
    expect(held.length).toBeGreaterThanOrEqual(10);
    expect(held.map((item) => String(item.pk))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^EVENT#capture-lead#/)]),
    );

    const erased = await invokeHttp(deleteLeadHandler, { ...leadPath(lead.id), method: 'DELETE' });
    expect(erased.statusCode).toBe(204);

    expect(await itemsHolding(person.email, person.name, person.phone)).toEqual([]);
    expect((await invokeHttp(getLeadHandler, leadPath(lead.id))).statusCode).toBe(404);
    expect(await confirmedSubscriberCount()).toBe(countBefore - 1);
    const tombstone = (await everyItem()).find((item) => item.pk === erasureKey(subscriberId).pk);
    expect(tombstone).toMatchObject({ ...erasureKey(subscriberId), entity: 'erasure' });
    expect(Object.keys(tombstone ?? {}).sort()).toEqual(['entity', 'erasedAt', 'expiresAt', 'pk', 'sk']);
    const audit = await listAuditEntries();
    expect(audit.items[0]).toMatchObject({ action: 'lead_erased', target: lead.id });
    expect(audit.items[0]?.ipHash).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const before = (await everyItem()).length;
    eventBridge.resetHistory();
    await expect(capture(original)).resolves.toEqual({ status: 'erased' });
    expect(await findLeadByEmail(person.email)).toBeNull();
    expect(await itemsHolding(person.email, person.name, person.phone)).toEqual([]);
    expect((await everyItem()).length).toBe(before);
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
  });

  it("erases the person's consultation bookings too, freeing a booked time", async () => {
    const person = { name: 'Bartholomew Keel', email: 'Bart.Keel@erase.example', phone: '+44 7700 900789' };
    await capture(contactEvent(person, new Date(Date.now() - 60_000).toISOString()));
    const lead = await findLeadByEmail(person.email);
    if (!lead) throw new Error('no lead');
    const now = new Date().toISOString();
    const booking = (id: string, start: string, status: 'booked') => ({
      id,
      start,
      end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
      status,
      sequence: 0,
      name: person.name,
      email: person.email.toLowerCase(),
      message: `Call me on ${person.phone}`,
      createdAt: now,
      updatedAt: now,
    });
    const booked = booking(`erase-booked-${Date.now()}`, '2031-03-04T10:00:00.000Z', 'booked');
    const cancelled = booking(`erase-cancelled-${Date.now()}`, '2031-03-04T11:00:00.000Z', 'booked');
    await commitPlan(createBookingPlan(booked));
    await commitPlan(createBookingPlan(cancelled));
    await commitPlan(changeBookingPlan(cancelled, { ...cancelled, status: 'cancelled', sequence: 1 }));
    expect(await listBookingsOfEmail(person.email)).toHaveLength(2);

    expect((await invokeHttp(deleteLeadHandler, { ...leadPath(lead.id), method: 'DELETE' })).statusCode).toBe(204);

    expect(await itemsHolding(person.email, person.name, person.phone)).toEqual([]);
    expect(await listBookingsOfEmail(person.email)).toEqual([]);
    const slots = (await everyItem()).filter((item) => item.pk === bookingSlotKey(booked.start).pk);
    expect(slots.map((item) => item.sk)).not.toContain(booked.start);
  });

  it('lets a submission made after the erasure create a new lead as usual', async () => {
    const person = { name: 'Ottoline Marsh', email: 'ottoline@erase.example', phone: '+44 7700 900456' };
    await capture(contactEvent(person, new Date(Date.now() - 60_000).toISOString()));
    const first = await findLeadByEmail(person.email);
    if (!first) throw new Error('no lead');
    expect((await invokeHttp(deleteLeadHandler, { ...leadPath(first.id), method: 'DELETE' })).statusCode).toBe(204);

    await capture(contactEvent(person, new Date(Date.now() + 1000).toISOString()));
    const second = await findLeadByEmail(person.email);
    expect(second).not.toBeNull();
    expect(second?.id).not.toBe(first.id);
    expect(second?.returningUnverified).toBeUndefined();
  });

  it('answers 404 for an unknown or already erased lead and 401 without a session', async () => {
    const unknown = await invokeHttp(deleteLeadHandler, { ...leadPath('no-such-lead'), method: 'DELETE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toEqual({ error: 'Lead not found' });
    const anonymous = await invokeHttp(deleteLeadHandler, {
      ...leadPath('no-such-lead'),
      method: 'DELETE',
      headers: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const invalid = await invokeHttp(deleteLeadHandler, { ...leadPath('bad id!'), method: 'DELETE' });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('consent records (docs/product/privacy.md#consent-records)', () => {
  it.each([
    [
      'with the notice version the page sent',
      { consent: { noticeVersion: '2026-11-23' } },
      { noticeVersion: '2026-11-23' },
    ],
    ['without a version from a page cached before consent existed', { consent: undefined }, {}],
  ])('stores the form, purpose and time with each submission, %s', async (_name, extra, expected) => {
    const email = `consent-${Math.random().toString(36).slice(2, 8)}@erase.example`;
    const submittedAt = new Date(Date.now() - 1000).toISOString();
    const event = contactEvent({ name: 'Consenting Adult', email, phone: '01632 960000' }, submittedAt);
    const contact = (event.detail as { contact: Record<string, unknown> }).contact;
    contact.consent = extra.consent;
    await capture(event);
    const lead = await findLeadByEmail(email);
    const { activity } = await getLeadWithActivity(lead?.id ?? '');
    expect(activity.find((entry) => entry.type === 'contact_submitted')?.details?.consent).toEqual({
      form: 'contact',
      purpose: CONSENT_PURPOSES.contact,
      at: submittedAt,
      ...expected,
    });
  });
});

describe('an erasure interrupted by a DynamoDB failure', () => {
  it('answers 503, keeps the lead, and a repeated request finishes the erasure', async () => {
    const person = { name: 'Interrupted Person', email: 'interrupted@erase.example', phone: '+44 7700 900789' };
    await capture(contactEvent(person, new Date(Date.now() - 60_000).toISOString()));
    const lead = await findLeadByEmail(person.email);
    if (!lead) throw new Error('no lead');
    let failures = 1;
    const stack = dynamoDbClient().middlewareStack;
    stack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'BatchWriteItemCommand' && failures-- > 0) {
          throw Object.assign(new Error('Throughput exceeds the current capacity'), {
            name: 'ProvisionedThroughputExceededException',
          });
        }
        return next(args);
      },
      { step: 'initialize', name: 'erasureFailureInjection' },
    );
    try {
      const failed = await invokeHttp(deleteLeadHandler, { ...leadPath(lead.id), method: 'DELETE' });
      expect(failed.statusCode).toBe(503);
      expect((await invokeHttp(getLeadHandler, leadPath(lead.id))).statusCode).toBe(200);
      const again = await invokeHttp(deleteLeadHandler, { ...leadPath(lead.id), method: 'DELETE' });
      expect(again.statusCode).toBe(204);
    } finally {
      stack.remove('erasureFailureInjection');
    }
    expect(await itemsHolding(person.email, person.name, person.phone)).toEqual([]);
  });
});
