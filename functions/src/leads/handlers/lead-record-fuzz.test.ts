import { LOST_REASONS } from '@meridian/shared/leads/lead-outcome';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffHeaders } from '../../testing/staff';
import { createLead } from '../services/leads';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler as addActivityHandler } from './add-lead-activity';
import { handler as mergeHandler } from './merge-leads';
import { handler as updateLeadHandler } from './update-lead';

/**
 * Fuzzing of the lead record's inputs (docs/product/security.md#input-validation: bad input is a
 * 4xx JSON error, never a 5xx): staff timeline entries, merges and outcomes built from their real
 * field names with values of every JSON type.
 */

useTestTable();

const RUNS = 80;
let session: Record<string, string>;
let leadId: string;

beforeAll(async () => {
  session = await staffHeaders();
  leadId = (await createLead({ name: 'Fuzz Record', source: 'linkedin', email: 'record@example.test' })).id;
});

const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    '',
    ' ',
    'call',
    'note',
    'won',
    'lost',
    'close',
    '2026-05-01',
    '2026-02-30',
    'x'.repeat(6000),
    '\u0000',
  ),
  fc.constantFrom(...LOST_REASONS),
  fc.constantFrom(null, true, -1, 0, 1, 1e308, Number.MAX_SAFE_INTEGER, 1.5),
);
const body = (names: string[]) => fc.dictionary(fc.constantFrom(...names), oddValue, { maxKeys: 5 });
const outcome = fc.dictionary(fc.constantFrom('result', 'value', 'reason', 'note', 'extra'), oddValue, { maxKeys: 4 });

function expectClientOutcome(result: { statusCode: number; body: unknown }) {
  expect(result.statusCode).toBeLessThan(500);
  if (result.statusCode >= 400) expect(result.body).toMatchObject({ error: expect.any(String) });
}

const route = (suffix: string) => ({
  method: 'POST' as const,
  path: `/api/admin/leads/${leadId}${suffix}`,
  routePath: `/api/admin/leads/{id}${suffix}`,
  pathParameters: { id: leadId },
  headers: session,
});

describe('fuzzing the lead record: never a 5xx', () => {
  it('POST /api/admin/leads/{id}/activities', async () => {
    await fc.assert(
      fc.asyncProperty(body(['type', 'at', 'text', 'summary', 'id']), async (input) => {
        expectClientOutcome(await invokeHttp(addActivityHandler, { ...route('/activities'), body: input }));
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/admin/leads/{id}/merge', async () => {
    await fc.assert(
      fc.asyncProperty(body(['otherId', 'version', 'otherVersion']), async (input) => {
        expectClientOutcome(await invokeHttp(mergeHandler, { ...route('/merge'), body: input }));
      }),
      { numRuns: RUNS },
    );
  });

  it('PUT /api/admin/leads/{id} with outcomes and stage moves', async () => {
    const change = fc.record(
      {
        status: fc.constantFrom('close', 'proposal', 'consultation', 'new_lead'),
        outcome: fc.oneof(outcome, fc.constant(null)),
        dealClosedDate: oddValue,
        estimatedValueMin: oddValue,
        estimatedValueMax: oddValue,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(change, async (input) => {
        expectClientOutcome(
          await invokeHttp(updateLeadHandler, {
            ...route(''),
            method: 'PUT',
            path: `/api/admin/leads/${leadId}`,
            body: input,
          }),
        );
      }),
      { numRuns: RUNS },
    );
  });
});
