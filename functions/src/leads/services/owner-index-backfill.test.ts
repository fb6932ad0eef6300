import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deleteItem, getItem } from '../../lib/dynamodb';
import { tableName } from '../../table/table';
import { useTestTable } from '../../testing/table';
import { leadOwnerKey } from '../data/lead-owner-entries';
import { listOwnedLeads } from '../data/owned-leads';
import { createLead } from './leads';
import { backfillOwnerIndex } from './owner-index-backfill';

useTestTable();

/** The owner entry of a lead, or undefined. */
async function ownerEntry(leadId: string): Promise<Record<string, unknown> | undefined> {
  return (await getItem({ TableName: tableName(), Key: leadOwnerKey(leadId), ConsistentRead: true })).Item;
}

describe('backfillOwnerIndex (docs/decisions/049-my-day-by-owner-index.md)', () => {
  it('puts the entry of every owned lead that lacks one, none for unowned leads, and can run again', async () => {
    const owner = randomUUID();
    const owned = await createLead({ name: 'Owned before the index', source: 'linkedin', ownerId: owner });
    const unowned = await createLead({ name: 'Nobody’s', source: 'linkedin' });
    // A lead owned before the index existed: no entry beside it.
    await deleteItem({ TableName: tableName(), Key: leadOwnerKey(owned.id) });
    expect((await listOwnedLeads(owner, 10)).leads).toEqual([]);

    const first = await backfillOwnerIndex();
    expect(first).toMatchObject({ examined: 2, written: 1, skipped: 0 });
    expect(await ownerEntry(owned.id)).toMatchObject({ leadId: owned.id, ownerId: owner });
    expect(await ownerEntry(unowned.id)).toBeUndefined();
    expect((await listOwnedLeads(owner, 10)).leads.map((lead) => lead.id)).toEqual([owned.id]);

    expect(await backfillOwnerIndex()).toMatchObject({ examined: 2, written: 1 });
    expect((await listOwnedLeads(owner, 10)).leads).toHaveLength(1);
  });
});
