import { erasedOutcomesResponseSchema } from '@meridian/shared/pipeline/erased-outcome';
import { outcomeMetrics } from '@meridian/shared/pipeline/outcome-metrics';
import type { Lead } from '@meridian/shared/leads/lead';
import { beforeAll, describe, expect, it } from 'vitest';
import { getLead } from '../../leads/records';
import { createLead, updateLead } from '../../leads/services/leads';
import { handler as deleteLeadHandler } from '../../leads/handlers/delete-lead';
import { handler as listErasedOutcomesHandler } from '../handlers/list-erased-outcomes';
import { listErasedOutcomes } from '../data/erased-outcomes';
import { staffHeaders } from '../../testing/staff';
import { itemsHolding } from '../../testing/table-contents';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';

const tableName = useTestTable();

let session: Record<string, string>;
beforeAll(async () => {
  session = await staffHeaders();
});

async function closedLead(name: string, email: string, phone: string, outcome: Lead['outcome']): Promise<Lead> {
  const lead = await createLead({
    name,
    email,
    company: `${name} Holdings`,
    phone,
    source: 'linkedin',
    message: `Please ring ${name}`,
  });
  return updateLead(lead.id, { status: 'close', outcome, dealClosedDate: '2026-11-02T10:00:00.000Z' });
}

const erase = (id: string) =>
  invokeHttp(deleteLeadHandler, {
    method: 'DELETE',
    path: `/api/admin/leads/${id}`,
    routePath: '/api/admin/leads/{id}',
    pathParameters: { id },
    headers: session,
  });

/** The win rate as the dashboard computes it: the remaining leads and the kept outcomes. */
async function winRateOf(ids: readonly string[]) {
  const leads = await Promise.all(ids.map((id) => getLead(id).catch(() => null)));
  return outcomeMetrics(
    leads.filter((lead) => lead !== null),
    await listErasedOutcomes(),
  );
}

describe('an erased closed deal keeps its outcome without personal data (docs/product/privacy.md#erasure)', () => {
  it('erasing a lost lead leaves the win rate unchanged, and no item holds its name or address', async () => {
    const won = await closedLead('Winifred Wonderly', 'winifred@outcome.example', '+44 7700 900111', {
      result: 'won',
      value: 25_000,
    });
    const lost = await closedLead('Lorcan Lostwithiel', 'Lorcan.L@outcome.example', '+44 7700 900456', {
      result: 'lost',
      reason: 'Price',
      note: 'Lorcan found us too dear',
    });
    const before = await winRateOf([won.id, lost.id]);
    expect(before).toMatchObject({ won: 1, lost: 1, winRate: 50 });

    expect((await erase(lost.id)).statusCode).toBe(204);

    const after = await winRateOf([won.id, lost.id]);
    expect(after).toEqual(before);
    expect(
      await itemsHolding(tableName, 'Lorcan', 'lorcan.l@outcome.example', 'Lostwithiel', '900456', 'too dear'),
    ).toEqual([]);
    // Only the audit entry names the erased lead's id; the kept outcome has an id of its own.
    const kept = await itemsHolding(tableName, 'ERASED_OUTCOME#');
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain(lost.id);
    const answer = await invokeHttp(listErasedOutcomesHandler, {
      method: 'GET',
      path: '/api/admin/outcomes/erased',
      routePath: '/api/admin/outcomes/erased',
      headers: session,
    });
    expect(answer.statusCode).toBe(200);
    const { items } = erasedOutcomesResponseSchema.parse(answer.body);
    expect(items).toEqual([
      expect.objectContaining({
        result: 'lost',
        reason: 'Price',
        stage: 'close',
        source: 'linkedin',
        closedAt: '2026-11-02T10:00:00.000Z',
      }),
    ]);
  });

  it('keeps nothing for an open lead, and the outcome list needs a session', async () => {
    const open = await createLead({ name: 'Olive Openshaw', email: 'olive@outcome.example', source: 'contact_form' });
    const kept = (await listErasedOutcomes()).length;
    expect((await erase(open.id)).statusCode).toBe(204);
    expect(await listErasedOutcomes()).toHaveLength(kept);
    const anonymous = await invokeHttp(listErasedOutcomesHandler, {
      method: 'GET',
      path: '/api/admin/outcomes/erased',
      routePath: '/api/admin/outcomes/erased',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
