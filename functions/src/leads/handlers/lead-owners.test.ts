import { randomUUID } from 'node:crypto';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import type { Lead, LeadWithActivity } from '@meridian/shared/leads/lead';
import type { AssignmentView } from '@meridian/shared/leads/lead-owners';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffUserRecord } from '../../staff-auth/data/staff-users';
import { eventBridgeEvent } from '../../testing/events';
import { invokeHttp, lambdaContext } from '../../testing/http-events';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { handler as capture } from '../consumers/capture-lead';
import { findLeadByEmail } from '../data/leads';
import { getPoolCursors } from '../data/assignment';
import { notificationRecipients } from '../services/owner-recipients';
import { createLead } from '../services/leads';
import { handler as addActivity } from './add-lead-activity';
import { handler as assignLeads } from './assign-leads';
import { handler as getAssignment } from './get-assignment';
import { handler as getLeadHandler } from './get-lead';
import { handler as getStaff } from './get-staff';
import { handler as putAssignment } from './put-assignment';
import { handler as updateLeadHandler } from './update-lead';

useTestTable();
const eventBridge = mockClient(EventBridgeClient);
afterAll(() => eventBridge.restore());
beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
});

type Staff = { user: StaffUserRecord; headers: Record<string, string> };
let partner: Staff;
let first: Staff;
let second: Staff;
let idle: Staff;

beforeAll(async () => {
  partner = await signedInStaff('partner');
  first = await signedInStaff('consultant');
  second = await signedInStaff('consultant');
  idle = await signedInStaff('consultant');
});

const contactEvent = (email: string, id?: string) =>
  eventBridgeEvent(
    DETAIL_TYPES.contactSubmitted,
    {
      submissionId: `sub-${randomUUID()}`,
      submittedAt: new Date().toISOString(),
      contact: { name: 'Jane Doe', email, company: 'Acme Ltd', message: 'We need help.' },
    },
    EVENT_SOURCES.website,
    id,
  );
const submit = async (email: string, id?: string) => {
  const event = contactEvent(email, id);
  await capture(event, lambdaContext());
  return event;
};
const ownerOf = async (email: string) => (await findLeadByEmail(email))?.ownerId;
const leadPath = (id: string) => ({
  path: `/api/admin/leads/${id}`,
  routePath: '/api/admin/leads/{id}',
  pathParameters: { id },
});
const put = (staff: Staff, id: string, body: unknown) =>
  invokeHttp(updateLeadHandler, { method: 'PUT', ...leadPath(id), body, headers: staff.headers });
const saveRule = (rule: 'round_robin' | 'by_service', copyPartners = false) =>
  invokeHttp(putAssignment, {
    method: 'PUT',
    path: '/api/admin/assignment',
    headers: partner.headers,
    body: {
      rule,
      copyPartners,
      people: [
        { userId: first.user.id, takesNewLeads: true, services: ['Strategic Planning'] },
        { userId: second.user.id, takesNewLeads: true, services: [] },
        { userId: idle.user.id, takesNewLeads: false, services: ['Strategic Planning'] },
      ],
    },
  });

describe('assignment of inbound leads (docs/product/assignment.md#the-rule)', () => {
  it('saves and answers the settings with every staff member', async () => {
    expect((await saveRule('round_robin')).statusCode).toBe(200);
    const view = (await invokeHttp(getAssignment, { path: '/api/admin/assignment', headers: partner.headers }))
      .body as AssignmentView;
    expect(view.settings.rule).toBe('round_robin');
    expect(view.settings.people).toContainEqual({
      userId: idle.user.id,
      takesNewLeads: false,
      services: ['Strategic Planning'],
    });
    expect(view.users.map((user) => user.id)).toEqual(expect.arrayContaining([partner.user.id, first.user.id]));
    expect(JSON.stringify(view)).not.toContain('@meridian.test');
    const bad = await invokeHttp(putAssignment, {
      method: 'PUT',
      path: '/api/admin/assignment',
      headers: partner.headers,
      body: {
        rule: 'round_robin',
        copyPartners: false,
        people: [{ userId: 'nobody', takesNewLeads: true, services: [] }],
      },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('goes round the consultants who take new leads, once per lead, never again on redelivery', async () => {
    await saveRule('round_robin');
    const emails = [1, 2, 3].map((n) => `rr-${n}-${randomUUID()}@example.test`);
    const events = [];
    for (const email of emails) events.push(await submit(email));
    const owners = await Promise.all(emails.map(ownerOf));
    expect(new Set([owners[0], owners[1]])).toEqual(new Set([first.user.id, second.user.id]));
    expect(owners[2]).toBe(owners[0]);
    const before = await getPoolCursors();
    const [again] = events;
    if (again) await capture(again, lambdaContext());
    expect(await getPoolCursors()).toEqual(before);
    expect(await ownerOf(emails[0] ?? '')).toBe(owners[0]);
  });

  it('deals concurrent captures out in turn (the cursor moves with each lead)', async () => {
    await saveRule('round_robin');
    const emails = [1, 2, 3, 4].map((n) => `cc-${n}-${randomUUID()}@example.test`);
    await Promise.all(emails.map((email) => submit(email)));
    const owners = await Promise.all(emails.map(ownerOf));
    expect(owners.filter((owner) => owner === first.user.id)).toHaveLength(2);
    expect(owners.filter((owner) => owner === second.user.id)).toHaveLength(2);
  });

  it('by service falls back to the partners when nobody covers the lead', async () => {
    await saveRule('by_service');
    const email = `bs-${randomUUID()}@example.test`;
    await submit(email);
    const owner = await ownerOf(email);
    expect([first.user.id, second.user.id, idle.user.id]).not.toContain(owner);
    const staff = (await invokeHttp(getStaff, { path: '/api/admin/staff', headers: first.headers })).body as {
      users: { id: string; role: string }[];
    };
    expect(staff.users.find((user) => user.id === owner)?.role).toBe('partner');
  });
});

describe('who may change a lead (docs/product/assignment.md#who-may-change-a-lead)', () => {
  const newLead = (ownerId?: string) =>
    createLead({ name: 'Owned Lead', source: 'linkedin', ...(ownerId ? { ownerId } : {}) });

  it('answers 403 naming the owner to a consultant on someone else’s lead, on every state-changing route', async () => {
    const lead = await newLead(first.user.id);
    const edit = await put(second, lead.id, { notes: 'mine now' });
    expect(edit.statusCode).toBe(403);
    expect(edit.body).toEqual({
      error: `This lead belongs to ${first.user.name}; ask a partner to reassign it`,
    });
    const note = await invokeHttp(addActivity, {
      method: 'POST',
      ...leadPath(lead.id),
      path: `/api/admin/leads/${lead.id}/activities`,
      routePath: '/api/admin/leads/{id}/activities',
      body: { type: 'note', at: new Date().toISOString(), text: 'hello' },
      headers: second.headers,
    });
    expect(note.statusCode).toBe(403);
    expect((await put(first, lead.id, { notes: 'my own' })).statusCode).toBe(200);
    expect((await put(partner, lead.id, { notes: 'a partner' })).statusCode).toBe(200);
  });

  it('lets a consultant take an unowned lead, not give it to someone else', async () => {
    const lead = await newLead();
    expect((await put(second, lead.id, { ownerId: first.user.id })).statusCode).toBe(403);
    const taken = await put(second, lead.id, { ownerId: second.user.id });
    expect(taken.statusCode).toBe(200);
    expect((taken.body as Lead).ownerId).toBe(second.user.id);
    expect((await put(partner, lead.id, { ownerId: 'not-a-user' })).statusCode).toBe(400);
  });

  it('reassigns in bulk with the acting user on each timeline entry', async () => {
    const leads: Lead[] = await Promise.all([newLead(first.user.id), newLead(), newLead(second.user.id)]);
    const ids = leads.map((lead) => lead.id);
    const bulk = (staff: Staff, body: unknown) =>
      invokeHttp(assignLeads, { method: 'POST', path: '/api/admin/leads/assign', headers: staff.headers, body });
    expect((await bulk(partner, { leadIds: ids, ownerId: second.user.id })).body).toEqual({ assigned: 2 });
    const [one] = ids;
    const detail = (await invokeHttp(getLeadHandler, { ...leadPath(one ?? ''), headers: partner.headers }))
      .body as LeadWithActivity;
    expect(detail.ownerId).toBe(second.user.id);
    expect(detail.activity[0]).toMatchObject({
      type: 'owner_changed',
      summary: `Assigned to ${second.user.name}`,
      actorId: partner.user.id,
    });
    expect((await bulk(partner, { leadIds: ids, ownerId: null })).body).toEqual({ assigned: 3 });
    expect((await bulk(partner, { leadIds: [], ownerId: null })).statusCode).toBe(400);
    expect(
      (await bulk(partner, { leadIds: Array.from({ length: 101 }, (_, i) => `l${i}`), ownerId: null })).statusCode,
    ).toBe(400);
  });
});

describe('the owner’s notification (docs/product/assignment.md#notifications)', () => {
  it('goes to the owner, partners copied when they chose so, the firm for nobody', async () => {
    await saveRule('round_robin', false);
    expect(await notificationRecipients(first.user.id)).toEqual([first.user.email]);
    expect(await notificationRecipients(undefined)).toBeUndefined();
    expect(await notificationRecipients('gone')).toBeUndefined();
    await saveRule('round_robin', true);
    const copied = await notificationRecipients(first.user.id);
    expect(copied?.[0]).toBe(first.user.email);
    expect(copied).toContain(partner.user.email);
    expect(copied).not.toContain(second.user.email);
  });
});
