import { leadFieldsShape } from '@meridian/shared/leads/lead';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPartner } from './staff-auth/services/staff-accounts';
import { sessionHeaders } from './testing/staff';
import { staffHeaders } from './testing/staff';
import {
  activityKey,
  leadIndexKey,
  leadKey,
  pageViewKey,
  sessionIndexKey,
  sessionKey,
  subscriberIndexKey,
  subscriberKey,
} from './table/keys';
import { createLead } from './leads/services/leads';
import { invokeHttp } from './testing/http-events';
import { useTestTable } from './testing/table';
import { handler as authStatus } from './staff-auth/handlers/auth-status';
import { handler as createLeadHandler } from './leads/handlers/create-lead';
import { handler as getLeadHandler } from './leads/handlers/get-lead';
import { handler as listLeads } from './leads/handlers/list-leads';
import { handler as listSubscribers } from './newsletter/handlers/list-subscribers';
import { handler as login } from './staff-auth/handlers/login';
import { handler as logout } from './staff-auth/handlers/logout';
import { handler as updateLeadHandler } from './leads/handlers/update-lead';

/**
 * Fuzzing of every admin input (docs/product/security.md#input-validation: bad input is a 4xx
 * JSON error, never a 5xx): bodies built from the real field names with values of every JSON type, arbitrary JSON,
 * and raw non-JSON text. Every answer must be below 500 and carry a JSON `error` when not 2xx.
 */

useTestTable();

const RUNS = 120;
let session: Record<string, string>;
let leadId: string;

beforeAll(async () => {
  await createPartner('fuzz@meridian.test', 'fuzzing admin password', {
    params: { N: 2 ** 10, r: 8, p: 1, keyLength: 32 },
  });
  session = await staffHeaders();
  leadId = (await createLead({ name: 'Fuzz Target', source: 'linkedin', email: 'fuzz@example.test' })).id;
});

const fieldNames = [
  ...Object.keys(leadFieldsShape),
  'version',
  'aiScore',
  'id',
  'metadata',
  'createdAt',
  '__proto__',
  'constructor',
  'password',
];
const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    '',
    ' ',
    '=1+1',
    '£75M+',
    'Growth',
    'Mature',
    'Positive',
    'value_demo',
    'linkedin',
    'x'.repeat(6000),
    '\u0000',
    '2026-01-05T09:00:00.000Z',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, -1, 0, 1, 1e308, Number.MAX_SAFE_INTEGER),
);
/** Objects made of real (and forbidden) field names with odd values. */
const fieldBody = fc.dictionary(fc.constantFrom(...fieldNames), oddValue, { maxKeys: 8 });
const anyBody = fc.oneof(
  fieldBody,
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }).map((text) => ({ raw: text })),
);

function bodyOf(value: unknown): unknown {
  // `{ raw }` sends the text as is (not JSON-encoded); anything else is sent as JSON.
  if (
    value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    'raw' in value
  ) {
    return String((value as { raw: unknown }).raw) || ' ';
  }
  return JSON.stringify(value ?? null);
}

function expectClientOutcome(result: { statusCode: number; body: unknown }) {
  expect(result.statusCode).toBeLessThan(500);
  if (result.statusCode >= 400) expect(result.body).toMatchObject({ error: expect.any(String) });
}

describe('fuzzing admin inputs: never a 5xx', () => {
  it('POST /api/admin/login', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, fc.ipV4(), async (body, ip) => {
        const result = await invokeHttp(login, {
          method: 'POST',
          path: '/api/admin/login',
          body: bodyOf(body),
          sourceIp: ip,
        });
        expectClientOutcome(result);
        expect(result.statusCode).not.toBe(200);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/admin/leads', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        expectClientOutcome(
          await invokeHttp(createLeadHandler, {
            method: 'POST',
            path: '/api/admin/leads',
            body: bodyOf(body),
            headers: session,
          }),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/admin/leads with valid-looking prospects', async () => {
    const prospect = fc.record(
      {
        name: fc.string({ maxLength: 250 }),
        company: fc.string({ maxLength: 250 }),
        email: fc.oneof(fc.emailAddress(), fc.string()),
        linkedinUrl: fc.oneof(fc.webUrl(), fc.string()),
        growthStage: fc.constantFrom('Startup', 'Growth', 'Growing', 'Mature', 'Established', 'Turnaround', 'Other'),
        priorityScore: fc.integer({ min: -2, max: 12 }),
        estimatedValueMin: fc.oneof(fc.integer({ min: -10, max: 2_000_000_000 }), fc.double()),
        source: fc.constantFrom('linkedin', 'contact_form', 'assessment_tool', 'consultation_booking', 'web'),
      },
      { requiredKeys: [] },
    );
    // Found by this test: a value the prospect schema accepts but the stored lead does not.
    expectClientOutcome(
      await invokeHttp(createLeadHandler, {
        method: 'POST',
        path: '/api/admin/leads',
        body: { name: '!', company: '!', estimatedValueMin: 1000000001 },
        headers: session,
      }),
    );
    await fc.assert(
      fc.asyncProperty(prospect, async (body) => {
        const result = await invokeHttp(createLeadHandler, {
          method: 'POST',
          path: '/api/admin/leads',
          body,
          headers: session,
        });
        expectClientOutcome(result);
      }),
      { numRuns: RUNS },
    );
  });

  it('PUT /api/admin/leads/{id}', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, fc.oneof(fc.constant(leadId), fc.string({ maxLength: 120 })), async (body, id) => {
        const result = await invokeHttp(updateLeadHandler, {
          method: 'PUT',
          path: `/api/admin/leads/${id}`,
          pathParameters: { id },
          body: bodyOf(body),
          headers: session,
        });
        expectClientOutcome(result);
      }),
      { numRuns: RUNS },
    );
  });

  it('PUT /api/admin/leads/{id} with valid-looking partial updates', async () => {
    const update = fc.record(
      {
        status: fc.constantFrom('new_lead', 'value_demo', 'close', 'new', 'won'),
        email1SentDate: fc.oneof(fc.constant(null), fc.string({ maxLength: 40 })),
        email2Response: fc.constantFrom('Positive', 'Interested', 'Not interested', 'Yes', null),
        growthStage: fc.constantFrom('Growth', 'Mature', 'Growing', 'Turnaround', null, 'Big'),
        email: fc.oneof(fc.emailAddress(), fc.constant(null), fc.string({ maxLength: 20 })),
        estimatedValueMin: fc.oneof(fc.integer({ min: -5, max: 2_000_000_000 }), fc.constant(null)),
        version: fc.integer({ min: -1, max: 400 }),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(update, async (body) => {
        const result = await invokeHttp(updateLeadHandler, {
          method: 'PUT',
          path: `/api/admin/leads/${leadId}`,
          pathParameters: { id: leadId },
          body,
          headers: session,
        });
        expectClientOutcome(result);
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /api/admin/leads, GET /api/admin/leads/{id}, auth-status and logout with odd query, path and headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('cursor', 'limit', 'x'), fc.string({ maxLength: 3000 }), { maxKeys: 3 }),
        fc.string({ maxLength: 200 }),
        async (query, text) => {
          expectClientOutcome(await invokeHttp(listLeads, { path: '/api/admin/leads', query, headers: session }));
          expectClientOutcome(
            await invokeHttp(getLeadHandler, {
              path: '/api/admin/leads/x',
              pathParameters: { id: text },
              headers: session,
            }),
          );
          expectClientOutcome(
            await invokeHttp(authStatus, { path: '/api/admin/auth-status', headers: sessionHeaders(text) }),
          );
          expectClientOutcome(
            await invokeHttp(logout, { method: 'POST', path: '/api/admin/logout', headers: sessionHeaders(text) }),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('GET /api/admin/leads and /api/admin/subscribers: a well-formed cursor of the wrong key shape is 400 Invalid cursor', async () => {
    const at = fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.string({ minLength: 1 }),
    );
    const id = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 }));
    const email = fc.emailAddress();
    const text = fc.string({ minLength: 1, maxLength: 60 });
    // Real keys of other item types or indexes, mixed and mutated: base64url JSON objects of strings.
    const key = fc.oneof(
      fc.tuple(id, at).map(([i, t]) => ({ ...leadKey(i), ...subscriberIndexKey(t, 'a@example.com') })),
      fc.tuple(email, at).map(([e, t]) => ({ ...subscriberKey(e), ...leadIndexKey(t, e) })),
      fc.tuple(id, at).map(([i, t]) => ({ ...leadKey(i), ...leadIndexKey(t, `${i}x`) })),
      fc.tuple(id, at).map(([i, t]) => ({ ...sessionKey(i), ...sessionIndexKey(t, i) })),
      fc.tuple(id, at).map(([i, t]) => activityKey(i, t, i)),
      fc.tuple(id, at).map(([i, t]) => ({ ...pageViewKey(new Date(0).toISOString(), i), gsi1pk: t, gsi1sk: i })),
      fc.tuple(id, at, text).map(([i, t, extra]) => ({ ...leadKey(i), ...leadIndexKey(t, i), extra })),
      fc.dictionary(fc.constantFrom('pk', 'sk', 'gsi1pk', 'gsi1sk', 'id'), text, { minKeys: 1, maxKeys: 4 }),
    );
    const forged = (value: Record<string, string>) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const routes = [
      { handler: listLeads, path: '/api/admin/leads' },
      { handler: listSubscribers, path: '/api/admin/subscribers' },
    ];
    await fc.assert(
      fc.asyncProperty(key, fc.constantFrom(...routes), async (value, route) => {
        const cursor = forged(value);
        fc.pre(cursor.length <= 2048);
        const result = await invokeHttp(route.handler, { path: route.path, query: { cursor }, headers: session });
        expect(result.statusCode).toBe(400);
        expect(result.body).toMatchObject({ error: 'Invalid cursor' });
      }),
      { numRuns: RUNS },
    );
  });
});
