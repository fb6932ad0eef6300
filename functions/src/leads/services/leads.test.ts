import { describe, expect, it } from 'vitest';
import { listLeadSummaries } from '../data/lead-lists';
import { findLeadByEmail, getLead, getLeadWithActivity, replaceLeadPlan } from '../data/leads';
import { LeadEmailTakenError, LeadNotFoundError, VersionConflictError } from '../../lib/errors';
import { updateItem } from '../../lib/dynamodb';
import { leadKey } from '../../table/keys';
import { tableName } from '../../table/table';
import { commitPlan } from '../../table/write-plan';
import { useTestTable } from '../../testing/table';
import { appendActivity, createLead, updateLead } from './leads';

useTestTable();

const unique = () => Math.random().toString(36).slice(2, 10);

describe('lead repository', () => {
  it('creates a lead with the SPEC defaults, a server score and version 1', async () => {
    const email = `Jane.${unique()}@Example.com`;
    const lead = await createLead({
      name: 'Jane Doe',
      email,
      source: 'contact_form',
      employeeCount: '500+',
      industryType: 'Manufacturing',
    });
    expect(lead).toMatchObject({ status: 'new_lead', priorityScore: 5, probabilityPercent: 25, version: 1 });
    // 500+ 25, revenue unknown 5, Manufacturing 20, contact_form 8 = 58.
    expect(lead.aiScore).toBe(58);
    expect(await getLead(lead.id)).toEqual(lead);
  });

  it('finds a lead by email case-insensitively and refuses a second lead for it (409)', async () => {
    const email = `case.${unique()}@example.com`;
    const lead = await createLead({ name: 'Case', email, source: 'linkedin' });
    expect((await findLeadByEmail(email.toUpperCase()))?.id).toBe(lead.id);
    expect(await findLeadByEmail(`nobody.${unique()}@example.com`)).toBeNull();
    await expect(
      createLead({ name: 'Dup', email: ` ${email.toUpperCase()} `, source: 'linkedin' }),
    ).rejects.toBeInstanceOf(LeadEmailTakenError);
  });

  it('creates one lead when the same new email is created concurrently', async () => {
    const email = `race.${unique()}@example.com`;
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => createLead({ name: 'Race', email, source: 'contact_form' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(LeadEmailTakenError);
  });

  it('updates with re-scoring, version +1, null clears; stale expected version is a conflict', async () => {
    const lead = await createLead({
      name: 'Up',
      email: `up.${unique()}@example.com`,
      source: 'linkedin',
      phone: '0123',
    });
    const updated = await updateLead(lead.id, { urgency: 'Immediate', phone: null }, { expectedVersion: 1 });
    expect(updated.version).toBe(2);
    expect(updated.phone).toBeUndefined();
    expect(updated.aiScore).toBe(lead.aiScore + 15);
    await expect(updateLead(lead.id, { notes: 'stale' }, { expectedVersion: 1 })).rejects.toBeInstanceOf(
      VersionConflictError,
    );
    expect((await getLead(lead.id)).notes).toBeUndefined();
    await expect(updateLead('missing', { notes: 'x' })).rejects.toBeInstanceOf(LeadNotFoundError);
  });

  it('keeps server-owned fields another writer set between its read and its write', async () => {
    const lead = await createLead({ name: 'Race', email: `race.${unique()}@example.com`, source: 'linkedin' });
    const before = await getLead(lead.id);
    // A task change and an opt-out land after this edit read the lead; neither raises the version.
    const nextTask = { id: 'task-1', title: 'Call back', dueAt: '2026-11-30T10:00:00.000Z' };
    const doNotEmail = { at: '2026-11-27T09:00:00.000Z', reason: 'opted-out' };
    await updateItem({
      TableName: tableName(),
      Key: leadKey(lead.id),
      UpdateExpression: 'SET nextTask = :task, doNotEmail = :dne',
      ExpressionAttributeValues: { ':task': nextTask, ':dne': doNotEmail },
    });
    const after = { ...before, notes: 'Edited meanwhile', version: 2, updatedAt: new Date().toISOString() };
    await commitPlan(replaceLeadPlan(before, after));
    expect(await getLead(lead.id)).toMatchObject({ notes: 'Edited meanwhile', version: 2, nextTask, doNotEmail });
    // The version read still guards the write: a second write from the same read is a conflict.
    await expect(commitPlan(replaceLeadPlan(before, { ...after, notes: 'Again' }))).rejects.toBeInstanceOf(
      VersionConflictError,
    );
  });

  it('lets exactly one of 20 concurrent updates carrying the same version win', async () => {
    const lead = await createLead({ name: 'Concurrent', email: `cc.${unique()}@example.com`, source: 'linkedin' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => updateLead(lead.id, { notes: `writer ${i}` }, { expectedVersion: 1 })),
    );
    const winners = results.filter((r) => r.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(VersionConflictError);
    expect((await getLead(lead.id)).version).toBe(2);
  });

  it('applies every concurrent unversioned update (internal retry on fresh data)', async () => {
    const lead = await createLead({ name: 'Many', email: `many.${unique()}@example.com`, source: 'linkedin' });
    await Promise.all(
      Array.from({ length: 4 }, (_, i) => appendActivity(lead.id, { type: 'lead_updated', summary: `note ${i}` })),
    );
    await Promise.all(Array.from({ length: 4 }, (_, i) => updateLead(lead.id, { nextAction: `step ${i}` })));
    expect((await getLead(lead.id)).version).toBe(5);
  });

  it('moves the email claim when the email changes', async () => {
    const a = await createLead({ name: 'A', email: `a.${unique()}@example.com`, source: 'linkedin' });
    const b = await createLead({ name: 'B', email: `b.${unique()}@example.com`, source: 'linkedin' });
    const newEmail = `a2.${unique()}@example.com`;
    await updateLead(a.id, { email: newEmail });
    expect(await findLeadByEmail(a.email!)).toBeNull();
    expect((await findLeadByEmail(newEmail))?.id).toBe(a.id);
    await expect(updateLead(b.id, { email: newEmail.toUpperCase() })).rejects.toBeInstanceOf(LeadEmailTakenError);
    expect((await findLeadByEmail(b.email!))?.id).toBe(b.id);
  });

  it('keeps a timeline, newest first, and refuses entries for unknown leads', async () => {
    const lead = await createLead(
      { name: 'T', email: `t.${unique()}@example.com`, source: 'contact_form' },
      { activity: { type: 'contact_submitted', summary: 'first', at: '2025-01-01T00:00:00.000Z' } },
    );
    await appendActivity(lead.id, { type: 'email_sent', summary: 'second' }, new Date('2025-02-01T00:00:00.000Z'));
    const withActivity = await getLeadWithActivity(lead.id);
    expect(withActivity.activity.map((a) => a.summary)).toEqual(['second', 'first']);
    await expect(appendActivity('missing', { type: 'email_sent', summary: 'x' })).rejects.toBeInstanceOf(
      LeadNotFoundError,
    );
  });

  it('pages lead summaries newest first with a cursor, compact fields only', async () => {
    const base = Date.parse('2030-01-01T00:00:00.000Z');
    for (let i = 0; i < 5; i += 1) {
      await createLead(
        {
          name: `Page ${i}`,
          email: `page${i}.${unique()}@example.com`,
          source: 'assessment_tool',
          notes: 'long notes',
          metadata: {
            assessmentResults: {
              percentage: 70 + i,
              category: 'Strategic Execution Capable',
              sectionScores: {},
              submittedAt: 'x',
            },
          },
        },
        { now: new Date(base + i * 1000) },
      );
    }
    const first = await listLeadSummaries({ limit: 3 });
    expect(first.items.map((s) => s.name)).toEqual(['Page 4', 'Page 3', 'Page 2']);
    expect(first.items[0]).toMatchObject({
      assessmentPercentage: 74,
      assessmentCategory: 'Strategic Execution Capable',
    });
    expect(first.items[0]).not.toHaveProperty('notes');
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listLeadSummaries({ limit: 3, cursor: first.nextCursor });
    expect(second.items.map((s) => s.name).slice(0, 2)).toEqual(['Page 1', 'Page 0']);
    await expect(listLeadSummaries({ cursor: 'garbage' })).rejects.toThrow('Invalid cursor');
  });
});
