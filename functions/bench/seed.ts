import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  COMPANY_REVENUES,
  EMPLOYEE_COUNTS,
  INDUSTRY_TYPES,
  LEAD_SOURCES,
  URGENCIES,
} from '@meridian/shared/leads/options';
import { STAGE_KEYS } from '@meridian/shared/pipeline/pipeline-stages';
import { scoreLead } from '@meridian/shared/leads/lead-score';
import type { Lead } from '@meridian/shared/leads/lead';
import { leadEmailKey } from '../src/table/keys';
import { leadOwnerEntry } from '../src/leads/data/lead-owner-entries';
import { toLeadItem } from '../src/leads/data/leads';

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/**
 * Writes `count` realistic leads (every field the CRM list shows filled, so page sizes are not
 * flattered) (with their email claims) straight into the table with
 * BatchWriteItem, 8 batches in flight. With `owner`, every `owner.every`-th lead belongs to
 * `owner.id`, with its owner entry (docs/decisions/049-my-day-by-owner-index.md), so My day reads
 * a member's share of the leads as it would in a firm.
 *
 * @returns the lead ids, oldest first.
 */
export async function seedLeads(
  client: DynamoDBDocumentClient,
  tableName: string,
  count: number,
  owner?: { id: string; every: number },
): Promise<string[]> {
  const base = Date.parse('2024-01-01T00:00:00.000Z');
  const items: Record<string, unknown>[] = [];
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const at = new Date(base + i * 60_000).toISOString();
    const email = `seed${i}@bench.example.com`;
    const partial = {
      id,
      name: `Bench Lead ${i} Example-Person`,
      email,
      company: `Company ${i % 700} Holdings Ltd`,
      phone: '+44 20 7946 0000',
      jobTitle: 'Chief Operating Officer',
      linkedinUrl: `https://www.linkedin.com/in/bench-lead-${i}`,
      urgency: pick(URGENCIES, i),
      currentChallenges: 'Scaling operations across three sites while keeping quality consistent. '.repeat(3),
      nextAction: 'Send Email 2 (Value demo)',
      source: pick(LEAD_SOURCES, i),
      status: pick(STAGE_KEYS, i),
      priorityScore: (i % 10) + 1,
      probabilityPercent: 25,
      industryType: pick(INDUSTRY_TYPES, i),
      companyRevenue: pick(COMPANY_REVENUES, i),
      employeeCount: pick(EMPLOYEE_COUNTS, i),
      estimatedValueMin: 10_000 + (i % 50) * 1000,
      estimatedValueMax: 40_000 + (i % 50) * 1000,
      message: 'We would like to talk about our strategic plan and how to execute it over the next year. '.repeat(4),
      notes: 'Seeded by the benchmark.',
      version: 1,
      createdAt: at,
      updatedAt: at,
    } satisfies Omit<Lead, 'aiScore'>;
    const ownerId = owner && i % owner.every === 0 ? owner.id : undefined;
    const lead: Lead = { ...partial, ...(ownerId ? { ownerId } : {}), aiScore: scoreLead(partial).score };
    ids.push(id);
    if (ownerId) items.push(leadOwnerEntry({ ...lead, ownerId }));
    items.push(toLeadItem(lead), {
      ...leadEmailKey(email),
      entity: 'lead_email',
      leadId: id,
      email,
    });
  }
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++] ?? [];
      let pending: Record<string, unknown>[] = batch;
      while (pending.length > 0) {
        const result = await client.send(
          new BatchWriteCommand({ RequestItems: { [tableName]: pending.map((Item) => ({ PutRequest: { Item } })) } }),
        );
        pending = (result.UnprocessedItems?.[tableName] ?? []).map((request) => request.PutRequest?.Item ?? {});
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return ids;
}
