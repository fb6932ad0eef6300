import { MY_DAY_SECTION_ROWS } from '@meridian/shared/my-day/my-day';
import { beforeAll, describe, expect, it } from 'vitest';
import { getItem, putItem } from '../../lib/dynamodb';
import { createTask } from '../../tasks/services/tasks';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { leadOwnerIndexKey, leadOwnerKey } from '../data/lead-owner-entries';
import { addStaffActivity } from './lead-record';
import { VersionConflictError } from '../../lib/errors';
import { appendActivity, createLead, updateLead } from './leads';
import { myDayOf } from './my-day';

const tableName = useTestTable();

/**
 * My day's lead sections from the owner entries (docs/decisions/059-my-day-from-owner-entries.md)
 * against DynamoDB Local: the entry carries the lead's stage and activity dates, a touch of the lead
 * moves the entry's `updatedAt`, an entry written before it carried them is read from its lead, and
 * the sections count every lead while only their first rows are read whole.
 */

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
let consultant: Staff;
beforeAll(async () => {
  consultant = await signedInStaff('consultant');
});

// 09:00 GMT on Wednesday 10 March 2032; a lead created on 1 March is stale in New Lead (3 days).
const NOW = new Date('2032-03-10T09:00:00.000Z');
const OLD = new Date('2032-03-01T08:00:00.000Z');

describe('My day from the owner entries', () => {
  it("writes the lead's stage and activity dates on the entry, and no personal data", async () => {
    const me = consultant.user.id;
    const lead = await createLead({ name: 'Entry Lead', email: 'entry@example.com', source: 'linkedin', ownerId: me });
    const { Item } = await getItem({ TableName: tableName, Key: leadOwnerKey(lead.id) });
    expect(Item).toMatchObject({ leadId: lead.id, ownerId: me, status: 'new_lead', updatedAt: lead.updatedAt });
    expect(JSON.stringify(Item)).not.toMatch(/Entry Lead|entry@example\.com/);
  });

  it('a note or a task on a stale lead moves its entry, so it is no longer stale', async () => {
    // A note is written at the real time: the day is today's, the leads ten days old.
    const me = (await signedInStaff('consultant')).user.id;
    const now = new Date();
    const tenDaysAgo = { now: new Date(now.getTime() - 10 * 86_400_000) };
    const noted = await createLead({ name: 'Noted', source: 'linkedin', ownerId: me }, tenDaysAgo);
    const tasked = await createLead({ name: 'Tasked', source: 'linkedin', ownerId: me }, tenDaysAgo);
    const staleNow = async () => (await myDayOf(me, now)).staleLeads.items.map((lead) => lead.id);
    expect(await staleNow()).toEqual(expect.arrayContaining([noted.id, tasked.id]));
    const actor = { id: me, role: 'consultant' as const };
    await addStaffActivity(noted.id, { type: 'note', at: now.toISOString(), text: 'Called back' }, actor);
    const dueAt = new Date(now.getTime() + 7 * 86_400_000).toISOString();
    await createTask(tasked.id, { title: 'Send the deck', dueAt }, actor, now);
    const entry = await getItem({ TableName: tableName, Key: leadOwnerKey(noted.id) });
    expect(entry.Item?.updatedAt).not.toBe(noted.updatedAt);
    const stale = await staleNow();
    expect(stale).not.toContain(noted.id);
    expect(stale).not.toContain(tasked.id);
  });

  it('a touch of a lead whose owner was taken away since it was read answers 409 and writes nothing', async () => {
    const me = consultant.user.id;
    const lead = await createLead({ name: 'Released', source: 'linkedin', ownerId: me });
    await updateLead(lead.id, { ownerId: null });
    const note = { type: 'note' as const, summary: 'Note', text: 'Too late' };
    await expect(appendActivity(lead.id, note, new Date(), me)).rejects.toBeInstanceOf(VersionConflictError);
    expect((await getItem({ TableName: tableName, Key: leadOwnerKey(lead.id) })).Item).toBeUndefined();
  });

  it('reads the lead of an entry written before entries carried its fields', async () => {
    const me = (await signedInStaff('consultant')).user.id;
    const lead = await createLead({ name: 'Older Entry', source: 'linkedin', ownerId: me }, { now: OLD });
    await putItem({
      TableName: tableName,
      Item: {
        ...leadOwnerKey(lead.id),
        entity: 'leadOwner',
        ...leadOwnerIndexKey(me, lead.createdAt, lead.id),
        leadId: lead.id,
        ownerId: me,
      },
    });
    const day = await myDayOf(me, NOW);
    expect(day.staleLeads).toMatchObject({ total: 1, items: [{ id: lead.id, name: 'Older Entry' }] });
  });

  it('counts every stale lead and sends the first rows, longest without activity first', async () => {
    const me = (await signedInStaff('consultant')).user.id;
    const count = MY_DAY_SECTION_ROWS + 3;
    const leads = [];
    for (let i = 0; i < count; i += 1) {
      const at = new Date(OLD.getTime() - (count - i) * 3_600_000);
      leads.push(await createLead({ name: `Stale ${i}`, source: 'linkedin', ownerId: me }, { now: at }));
    }
    const day = await myDayOf(me, NOW);
    expect(day.staleLeads.total).toBe(count);
    expect(day.staleLeads.items.map((lead) => lead.name)).toEqual(
      leads.slice(0, MY_DAY_SECTION_ROWS).map((lead) => lead.name),
    );
  });
});
