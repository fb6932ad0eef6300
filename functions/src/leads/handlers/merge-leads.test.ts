import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { leadDetailSchema } from '@meridian/shared/admin-api-responses';
import type { Lead } from '@meridian/shared/leads/lead';
import { MERGE_SELF_MESSAGE } from '@meridian/shared/leads/lead-requests';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffHeaders } from '../../testing/staff';
import { MAX_MERGED_ACTIVITIES } from '../data/lead-merge';
import { leadPartition } from '../../table/keys';
import { findLeadByEmail } from '../data/leads';
import { tableName } from '../../table/table';
import { documentDbClient } from '../../lib/clients';
import { appendActivity, createLead } from '../services/leads';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler as getLeadHandler } from './get-lead';
import { handler as mergeHandler } from './merge-leads';

useTestTable();

let session: Record<string, string>;
beforeAll(async () => {
  session = await staffHeaders();
});

const merge = (id: string, body: unknown) =>
  invokeHttp(mergeHandler, {
    method: 'POST',
    path: `/api/admin/leads/${id}/merge`,
    routePath: '/api/admin/leads/{id}/merge',
    pathParameters: { id },
    body,
    headers: session,
  });
const get = (id: string) =>
  invokeHttp(getLeadHandler, {
    path: `/api/admin/leads/${id}`,
    routePath: '/api/admin/leads/{id}',
    pathParameters: { id },
    headers: session,
  });

/** Every item left in a lead's partition (the lead and its timeline). */
async function partitionItems(id: string) {
  const { Items = [] } = await documentDbClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': leadPartition(id) },
      ConsistentRead: true,
    }),
  );
  return Items;
}

/** A hand-added prospect and the inbound lead it duplicates. */
async function duplicates(suffix: string): Promise<{ prospect: Lead; inbound: Lead }> {
  const prospect = await createLead(
    { name: 'Grace Hopper', company: 'Compilers Ltd', source: 'linkedin', jobTitle: 'CTO', notes: 'Met at a meetup' },
    { activity: { type: 'lead_created', summary: 'Added by an admin (LinkedIn)' } },
  );
  const inbound = await createLead(
    {
      name: 'G. Hopper',
      email: `grace.${suffix}@compilers.test`,
      company: 'Compilers International',
      phone: '+44 20 7946 0001',
      source: 'contact_form',
      message: 'Please call me',
    },
    { activity: { type: 'contact_submitted', summary: 'Contact form submitted', text: 'Please call me' } },
  );
  return { prospect, inbound };
}

describe('POST /api/admin/leads/{id}/merge (docs/product/pipeline.md#merge)', () => {
  it('keeps the survivor fields, fills its empty ones, moves the email claim and both timelines', async () => {
    const { prospect, inbound } = await duplicates('a');
    const result = await merge(prospect.id, { otherId: inbound.id, version: 1, otherVersion: 1 });
    expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({
      id: prospect.id,
      name: 'Grace Hopper',
      company: 'Compilers Ltd',
      jobTitle: 'CTO',
      notes: 'Met at a meetup',
      source: 'linkedin',
      email: inbound.email,
      phone: '+44 20 7946 0001',
      message: 'Please call me',
      version: 2,
    });

    expect((await get(inbound.id)).statusCode).toBe(404);
    expect(await partitionItems(inbound.id)).toEqual([]);
    expect((await findLeadByEmail(inbound.email ?? ''))?.id).toBe(prospect.id);

    const detail = leadDetailSchema.parse((await get(prospect.id)).body);
    expect(detail.timeline.map((entry) => entry.type).sort()).toEqual(
      ['contact_submitted', 'lead_created', 'leads_merged'].sort(),
    );
    expect(detail.timeline[0]).toMatchObject({
      type: 'leads_merged',
      summary: 'Merged with G. Hopper (Compilers International)',
    });
    expect(detail.timeline.every((entry) => entry.leadId === prospect.id)).toBe(true);
    expect(detail.timeline.find((entry) => entry.type === 'contact_submitted')?.text).toBe('Please call me');
    expect(detail.scoreBreakdown.reduce((sum, row) => sum + row.points, 0)).toBe(detail.aiScore);
  });

  it('points the other email claim at a survivor that keeps its own email', async () => {
    const survivor = await createLead({ name: 'Ann', email: 'ann@work.test', source: 'contact_form' });
    const other = await createLead({ name: 'Ann', email: 'ann@home.test', source: 'contact_form' });
    expect((await merge(survivor.id, { otherId: other.id })).body).toMatchObject({ email: 'ann@work.test' });
    expect((await findLeadByEmail('ann@home.test'))?.id).toBe(survivor.id);
    expect((await findLeadByEmail('ann@work.test'))?.id).toBe(survivor.id);
  });

  it('answers 409 for a stale version and writes nothing', async () => {
    const { prospect, inbound } = await duplicates('b');
    for (const body of [
      { otherId: inbound.id, version: 2 },
      { otherId: inbound.id, otherVersion: 3 },
    ]) {
      expect((await merge(prospect.id, body)).statusCode, JSON.stringify(body)).toBe(409);
    }
    expect((await get(inbound.id)).statusCode).toBe(200);
    expect((await get(prospect.id)).body).toMatchObject({ version: 1 });
    expect((await findLeadByEmail(inbound.email ?? ''))?.id).toBe(inbound.id);
  });

  it('answers 400 for the same lead twice or a bad body, 404 for an unknown lead', async () => {
    const { prospect } = await duplicates('c');
    expect(await merge(prospect.id, { otherId: prospect.id })).toMatchObject({
      statusCode: 400,
      body: { details: [{ path: 'otherId', message: MERGE_SELF_MESSAGE }] },
    });
    for (const body of [{}, { otherId: '../x' }, { otherId: 'x', colour: 'red' }]) {
      expect((await merge(prospect.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await merge(prospect.id, { otherId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await merge('00000000-0000-4000-8000-000000000000', { otherId: prospect.id })).statusCode).toBe(404);
    expect((await get(prospect.id)).body).toMatchObject({ version: 1 });
  });

  it('refuses with 409 an other lead whose timeline is too long for one transaction, writing nothing', async () => {
    const { prospect, inbound } = await duplicates('d');
    for (let i = 0; i < MAX_MERGED_ACTIVITIES; i += 1) {
      await appendActivity(inbound.id, { type: 'note', summary: 'Note', text: `note ${i}` });
    }
    const result = await merge(prospect.id, { otherId: inbound.id });
    expect(result.statusCode).toBe(409);
    expect(result.body).toMatchObject({ error: expect.stringContaining(`more than ${MAX_MERGED_ACTIVITIES}`) });
    expect((await get(inbound.id)).statusCode).toBe(200);
    expect((await partitionItems(inbound.id)).length).toBe(MAX_MERGED_ACTIVITIES + 2);
  });

  it(`merges an other lead with exactly ${MAX_MERGED_ACTIVITIES} entries (a full 100-item transaction)`, async () => {
    const { prospect, inbound } = await duplicates('e');
    for (let i = 1; i < MAX_MERGED_ACTIVITIES; i += 1) {
      await appendActivity(inbound.id, { type: 'note', summary: 'Note', text: `note ${i}` });
    }
    const result = await merge(prospect.id, { otherId: inbound.id });
    expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
    expect(await partitionItems(inbound.id)).toEqual([]);
    // the survivor: its item, its own entry, the moved entries and the merge entry
    expect((await partitionItems(prospect.id)).length).toBe(1 + 1 + MAX_MERGED_ACTIVITIES + 1);
  });
});
