import { randomUUID } from 'node:crypto';
import type { Booking } from '@meridian/shared/booking/booking-events';
import type { MyDayAnswer } from '@meridian/shared/my-day/my-day-answer';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBookingPlan } from '../../booking/data/bookings';
import { getItem } from '../../lib/dynamodb';
import { eraseLead } from '../../privacy/services/erasure';
import { createTask } from '../../tasks/services/tasks';
import { commitPlan } from '../../table/write-plan';
import { invokeHttp } from '../../testing/http-events';
import { sentCommands } from '../../testing/scan-guard';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { handler } from '../handlers/get-my-day';
import { leadOwnerKey } from '../data/lead-owner-entries';
import { assignLeads } from './lead-assign';
import { createLead, updateLead } from './leads';
import { myDayOf } from './my-day';

const tableName = useTestTable();

/**
 * `GET /api/admin/my-day` and its service (docs/product/my-day.md#route) against DynamoDB Local:
 * the member's tasks, consultations, new and stale leads by Queries of the owner index, never a Scan;
 * the owner entry follows assignment, reassignment and erasure.
 */

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
let partner: Staff;
let consultant: Staff;
beforeAll(async () => {
  partner = await signedInStaff('partner');
  consultant = await signedInStaff('consultant');
});

// 09:00 GMT on Wednesday 10 March 2032.
const NOW = new Date('2032-03-10T09:00:00.000Z');
const ids = (section: { items: { id: string }[] }) => section.items.map((lead) => lead.id);

async function booking(start: string, email: string): Promise<void> {
  const stored: Booking = {
    id: randomUUID(),
    start,
    end: new Date(Date.parse(start) + 1_800_000).toISOString(),
    status: 'booked',
    sequence: 0,
    name: 'Booked Person',
    email,
    message: 'A consultation for the My day test.',
    createdAt: '2032-03-01T09:00:00.000Z',
    updatedAt: '2032-03-01T09:00:00.000Z',
  };
  await commitPlan(createBookingPlan(stored));
}

describe('myDayOf (docs/product/my-day.md#route)', () => {
  it("answers the member's day from the indexes, with Queries and batch reads only", async () => {
    const me = consultant.user.id;
    const other = partner.user.id;
    const mine = { source: 'linkedin', ownerId: me } as const;
    const fresh = await createLead({ name: 'Fresh Mine', ...mine }, { now: new Date('2032-03-10T08:00:00.000Z') });
    const stale = await createLead({ name: 'Stale Mine', ...mine }, { now: new Date('2032-03-01T08:00:00.000Z') });
    const theirs = await createLead(
      { name: 'Theirs', source: 'linkedin', ownerId: other, email: 'theirs@example.com' },
      { now: new Date('2032-03-10T08:00:00.000Z') },
    );
    const unowned = await createLead(
      { name: 'Nobody', source: 'linkedin', email: 'nobody@example.com' },
      { now: new Date('2032-03-01T08:00:00.000Z') },
    );
    const actor = { id: me, role: 'consultant' as const };
    await createTask(
      theirs.id,
      { title: 'Help out', dueAt: '2032-03-10T15:00:00.000Z', assigneeId: me },
      {
        id: other,
        role: 'partner',
      },
      NOW,
    );
    await createTask(fresh.id, { title: 'Overdue call', dueAt: '2032-03-09T10:00:00.000Z' }, actor, NOW);
    await createTask(fresh.id, { title: 'Next week', dueAt: '2032-03-17T10:00:00.000Z' }, actor, NOW);
    await booking('2032-03-10T14:00:00.000Z', 'NOBODY@example.com');
    await booking('2032-03-11T10:00:00.000Z', 'theirs@example.com');
    await booking('2032-03-12T10:00:00.000Z', 'nobody@example.com');

    const before = sentCommands.length;
    const day = await myDayOf(me, NOW);
    const sent = sentCommands.slice(before);
    expect(sent).not.toContain('ScanCommand');
    expect(new Set(sent)).toEqual(new Set(['QueryCommand', 'GetItemCommand', 'BatchGetItemCommand']));

    expect(day.overdueTasks.map((task) => [task.title, task.leadName])).toEqual([['Overdue call', 'Fresh Mine']]);
    expect(day.dueTodayTasks.map((task) => [task.title, task.leadName])).toEqual([['Help out', 'Theirs']]);
    // An unowned lead's consultation shows for everyone; another member's lead's does not.
    expect(day.consultationsToday.map((item) => item.leadId)).toEqual([unowned.id]);
    expect(day.consultationsTomorrow).toEqual([]);
    expect(ids(day.newLeads)).toEqual([fresh.id]);
    expect(ids(day.staleLeads)).toEqual([stale.id]);
    expect(day).toMatchObject({ newLeads: { total: 1 }, staleLeads: { total: 1 }, truncated: false });
  });

  it('follows the owner: assigned, reassigned, unassigned and erased leads', async () => {
    const me = consultant.user.id;
    // Assignments write at the real time: the day is today's.
    const lead = await createLead({ name: 'Moving Lead', source: 'linkedin' });
    const newIds = async () => ids((await myDayOf(me)).newLeads);
    const asPartner = { id: partner.user.id, role: 'partner' as const };
    expect(await newIds()).not.toContain(lead.id);
    await assignLeads([lead.id], me, asPartner);
    expect(await newIds()).toContain(lead.id);
    await assignLeads([lead.id], partner.user.id, asPartner);
    expect(await newIds()).not.toContain(lead.id);
    expect(ids((await myDayOf(partner.user.id)).newLeads)).toContain(lead.id);
    await updateLead(lead.id, { ownerId: null });
    const ownerEntry = async () => (await getItem({ TableName: tableName, Key: leadOwnerKey(lead.id) })).Item;
    expect(await ownerEntry()).toBeUndefined();
    await assignLeads([lead.id], me, asPartner);
    expect(await ownerEntry()).toMatchObject({ ownerId: me, leadId: lead.id });
    await eraseLead(lead.id, { actorId: partner.user.id, ipHash: 'test' });
    expect(await newIds()).not.toContain(lead.id);
    expect(await ownerEntry()).toBeUndefined();
  });
});

describe('GET /api/admin/my-day', () => {
  it('answers 401 without a session and the day with one', async () => {
    expect((await invokeHttp(handler, { path: '/api/admin/my-day' })).statusCode).toBe(401);
    const result = await invokeHttp(handler, { path: '/api/admin/my-day', headers: consultant.headers });
    expect(result.statusCode).toBe(200);
    const body = result.body as MyDayAnswer;
    expect(Object.keys(body).sort()).toEqual(
      [
        'consultationsToday',
        'consultationsTomorrow',
        'dueTodayTasks',
        'newLeads',
        'overdueTasks',
        'staleLeads',
        'truncated',
      ].sort(),
    );
  });
});
