/**
 * Admin API benchmark (issue 4): `GET /api/admin/leads` over 10,000 leads (p50, p99, bytes per
 * page, all pages) and `PUT /api/admin/leads/{id}`, each beside the bare DynamoDB Local calls the
 * handler makes (same commands, no middy, validation or mapping) as a ratio (target <= 1.5), and
 * the login's scrypt hash time with the production parameters.
 *
 * Run: `npx tsx functions/bench/admin.ts` (starts an in-memory DynamoDB Local on a free port and
 * stops it afterwards), or with `DYNAMODB_ENDPOINT` set to use a running one. Prints JSON.
 * `runAdminBench()` is exported for an `npm run bench:api` harness.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { BatchWriteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { COMPANY_REVENUES, EMPLOYEE_COUNTS, INDUSTRY_TYPES, LEAD_SOURCES, URGENCIES } from '@meridian/shared/options';
import { STAGE_KEYS } from '@meridian/shared/pipeline-stages';
import { scoreLead } from '@meridian/shared/lead-score';
import type { Lead } from '@meridian/shared/lead';
import type { Context } from 'aws-lambda';

const LEAD_COUNT = Number(process.env.BENCH_LEADS ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);

/** Percentile (0-100) of samples in ms. */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * Runs a handler call and its bare DynamoDB counterpart alternately (A, B, A, B, ...) so both see
 * the same machine load, after a warm-up of each.
 */
async function measurePair(
  iterations: number,
  handlerCall: () => Promise<unknown>,
  bareCall: () => Promise<unknown>,
): Promise<{ handler: number[]; bare: number[] }> {
  for (let i = 0; i < 3; i += 1) {
    await handlerCall();
    await bareCall();
  }
  const handler: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    let start = performance.now();
    await handlerCall();
    handler.push(performance.now() - start);
    start = performance.now();
    await bareCall();
    bare.push(performance.now() - start);
  }
  return { handler, bare };
}

async function measure(iterations: number, fn: () => Promise<unknown>): Promise<{ p50: number; p99: number; samples: number[] }> {
  await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), samples };
}

/** p50/p99 of both sides and the p50 ratio. */
function pairFigures(pair: { handler: number[]; bare: number[] }) {
  const p50 = percentile(pair.handler, 50);
  const bareP50 = percentile(pair.bare, 50);
  return {
    p50Ms: round(p50),
    p99Ms: round(percentile(pair.handler, 99)),
    bareP50Ms: round(bareP50),
    bareP99Ms: round(percentile(pair.bare, 99)),
    ratioP50: round(p50 / bareP50),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

function fakeLead(i: number, now: number): Lead {
  const pick = <T>(list: readonly T[]) => list[i % list.length] as T;
  const createdAt = new Date(now - i * 60_000).toISOString();
  const lead: Omit<Lead, 'aiScore'> = {
    id: randomUUID(),
    name: `Lead ${i} Example-Person`,
    email: `lead${i}@company${i % 700}.example`,
    company: `Company ${i % 700} Holdings Ltd`,
    phone: '+44 20 7946 0000',
    jobTitle: 'Chief Operating Officer',
    linkedinUrl: `https://www.linkedin.com/in/lead-${i}`,
    industryType: pick(INDUSTRY_TYPES),
    companyRevenue: pick(COMPANY_REVENUES),
    employeeCount: pick(EMPLOYEE_COUNTS),
    source: pick(LEAD_SOURCES),
    status: pick(STAGE_KEYS),
    priorityScore: (i % 10) + 1,
    probabilityPercent: 25,
    urgency: pick(URGENCIES),
    currentChallenges: 'Scaling operations across three sites while keeping quality consistent. '.repeat(3),
    message: 'We would like to talk about our strategic plan and how to execute it over the next year. '.repeat(4),
    nextAction: 'Send Email 2 (Value demo)',
    estimatedValueMin: 20_000 + (i % 50) * 1000,
    estimatedValueMax: 60_000 + (i % 50) * 1000,
    version: 1,
    createdAt,
    updatedAt: createdAt,
  };
  return { ...lead, aiScore: scoreLead(lead).score };
}

/** Runs the benchmark against the table in `TABLE_NAME` at `DYNAMODB_ENDPOINT` and returns the figures. */
export async function runAdminBench(): Promise<Record<string, unknown>> {
  // Imported here: the modules read the environment prepared by the caller.
  const { ensureTable } = await import('../src/data/table-definition');
  const { documentDbClient, dynamoDbClient } = await import('../src/lib/clients');
  const { toLeadItem } = await import('../src/data/leads');
  const { hashSessionId, startSession } = await import('../src/auth/sessions');
  const { hashPassword, verifyPassword, PRODUCTION_SCRYPT_PARAMS } = await import('../src/auth/password');
  const { setAdminPassword } = await import('../src/auth/admin-password');
  const { handler: listLeads } = await import('../src/handlers/admin/list-leads');
  const { handler: updateLead } = await import('../src/handlers/admin/update-lead');
  const { handler: login } = await import('../src/handlers/admin/login');
  const { handler: exportLeads } = await import('../src/handlers/admin/export-leads');
  const { httpEvent, lambdaContext } = await import('../src/testing/http-events');

  const table = process.env.TABLE_NAME as string;
  const db = documentDbClient();
  await ensureTable(dynamoDbClient(), table);

  // Seed
  const seedStart = performance.now();
  const now = Date.now();
  const leads = Array.from({ length: LEAD_COUNT }, (_, i) => fakeLead(i, now));
  const batches: Promise<unknown>[] = [];
  for (let i = 0; i < leads.length; i += 25) {
    const chunk = leads.slice(i, i + 25);
    batches.push(db.send(new BatchWriteCommand({ RequestItems: { [table]: chunk.map((lead) => ({ PutRequest: { Item: toLeadItem(lead) } })) } })));
    if (batches.length >= 8) await Promise.all(batches.splice(0));
  }
  await Promise.all(batches);
  const seedMs = performance.now() - seedStart;

  const context: Context = lambdaContext('bench');
  const sessionId = await startSession();
  const headers = { 'x-session-id': sessionId };
  const sessionKey = { pk: `SESSION#${hashSessionId(sessionId)}`, sk: 'SESSION' };

  // GET /api/admin/leads: first page (default limit 1000)
  let pageBytes = 0;
  let pageItems = 0;
  const { SUMMARY_QUERY } = await summaryQuery();
  const list = await measurePair(ITERATIONS, async () => {
    const result = await listLeads(httpEvent({ path: '/api/admin/leads', headers }), context);
    if (result.statusCode !== 200) throw new Error(`list answered ${result.statusCode}`);
    pageBytes = Buffer.byteLength(result.body ?? '');
    pageItems = (JSON.parse(result.body ?? '{}') as { items: unknown[] }).items.length;
  },
  // Bare: the same DynamoDB calls (session read, then gsi1 Queries with the summary projection until 1000 items).
  async () => {
    await db.send(new GetCommand({ TableName: table, Key: sessionKey, ConsistentRead: true }));
    let count = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new QueryCommand({ ...SUMMARY_QUERY, TableName: table, Limit: 1000 - count, ExclusiveStartKey: start }));
      count += page.Items?.length ?? 0;
      start = page.LastEvaluatedKey;
    } while (start && count < 1000);
  });

  // All 10,000 leads page by page, as the CRM loads them.
  const allStart = performance.now();
  let cursor: string | null = null;
  let total = 0;
  let largestPage = 0;
  let pages = 0;
  do {
    const result = await listLeads(httpEvent({ path: '/api/admin/leads', headers, query: cursor ? { cursor } : {} }), context);
    const body = JSON.parse(result.body ?? '{}') as { items: unknown[]; nextCursor: string | null };
    largestPage = Math.max(largestPage, Buffer.byteLength(result.body ?? ''));
    total += body.items.length;
    cursor = body.nextCursor;
    pages += 1;
  } while (cursor);
  const allMs = performance.now() - allStart;

  // PUT /api/admin/leads/{id}: a stage move with the current version (one timeline entry).
  const target = leads[0] as Lead;
  let version = 1;
  let stage = 0;
  const bareTarget = leads[1] as Lead;
  let bareVersion = 1;
  const put = await measurePair(ITERATIONS, async () => {
    stage = (stage + 1) % STAGE_KEYS.length;
    const result = await updateLead(
      httpEvent({ method: 'PUT', path: `/api/admin/leads/${target.id}`, pathParameters: { id: target.id }, headers, body: { status: STAGE_KEYS[stage], version } }),
      context,
    );
    if (result.statusCode !== 200) throw new Error(`put answered ${result.statusCode}: ${result.body}`);
    version += 1;
  },
  // Bare: session read, lead read, one transaction (conditional lead put + activity put).
  async () => {
    await db.send(new GetCommand({ TableName: table, Key: sessionKey, ConsistentRead: true }));
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: { pk: `LEAD#${bareTarget.id}`, sk: 'LEAD' }, ConsistentRead: true }));
    const at = new Date().toISOString();
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: { ...Item, version: bareVersion + 1, updatedAt: at },
              ConditionExpression: 'attribute_exists(pk) AND #version = :version',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':version': bareVersion },
            },
          },
          { Put: { TableName: table, Item: { pk: `LEAD#${bareTarget.id}`, sk: `ACTIVITY#${at}#${randomUUID()}`, entity: 'activity', type: 'stage_changed' } } },
        ],
      }),
    );
    bareVersion += 1;
  });

  // CSV export of all leads, gzip as browsers ask for it.
  const exportStart = performance.now();
  const exported = await exportLeads(httpEvent({ path: '/api/admin/leads/export', headers: { ...headers, 'accept-encoding': 'gzip' } }), context);
  const exportMs = performance.now() - exportStart;
  const exportBody = Buffer.from(exported.body ?? '', 'base64');
  const { gunzipSync } = await import('node:zlib');
  const exportRawBytes = exported.statusCode === 200 ? gunzipSync(exportBody).length : 0;

  // Login hash time (production scrypt parameters).
  const stored = await hashPassword('benchmark admin password', PRODUCTION_SCRYPT_PARAMS);
  const hash = await measure(5, () => verifyPassword('benchmark admin password', stored));
  await setAdminPassword('benchmark admin password');
  const loginTimes = await measure(5, async () => {
    const result = await login(httpEvent({ method: 'POST', path: '/api/admin/login', body: { password: 'benchmark admin password' }, sourceIp: `192.0.2.${Math.floor(Math.random() * 200)}` }), context);
    if (result.statusCode !== 200) throw new Error(`login answered ${result.statusCode}`);
  });

  return {
    leads: LEAD_COUNT,
    iterations: ITERATIONS,
    seedMs: round(seedMs),
    listFirstPage: { items: pageItems, bytes: pageBytes, ...pairFigures(list) },
    listAllPages: { leads: total, pages, totalMs: round(allMs), largestPageBytes: largestPage, lambdaLimitBytes: 6 * 1024 * 1024 },
    put: pairFigures(put),
    exportCsv: { status: exported.statusCode, ms: round(exportMs), gzipBytes: exportBody.length, rawBytes: exportRawBytes },
    loginHash: { params: PRODUCTION_SCRYPT_PARAMS, verifyP50Ms: round(hash.p50), verifyMaxMs: round(Math.max(...hash.samples)), loginP50Ms: round(loginTimes.p50) },
  };
}

/** The summary Query the lead list sends (same projection), rebuilt from the summary schema. */
async function summaryQuery() {
  const { leadSummarySchema } = await import('@meridian/shared/lead');
  const fields = Object.keys(leadSummarySchema.shape).filter((field) => field !== 'assessmentPercentage' && field !== 'assessmentCategory');
  const names = Object.fromEntries(fields.map((field, index) => [`#f${index}`, field]));
  return {
    SUMMARY_QUERY: {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': 'LEADS' },
      ExpressionAttributeNames: { ...names, '#metadata': 'metadata', '#assessmentResults': 'assessmentResults', '#percentage': 'percentage', '#category': 'category' },
      ProjectionExpression: [...fields.map((_, index) => `#f${index}`), '#metadata.#assessmentResults.#percentage', '#metadata.#assessmentResults.#category'].join(', '),
      ScanIndexForward: false,
    },
  };
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'SILENT';
  process.env.AWS_REGION ||= 'eu-west-2';
  process.env.AWS_ACCESS_KEY_ID ||= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ||= 'local';
  process.env.TABLE_NAME = `bench-admin-${randomUUID().slice(0, 8)}`;
  let stop: (() => Promise<void>) | undefined;
  if (!process.env.DYNAMODB_ENDPOINT) {
    const { getFreePort, startDynamoDbLocal } = await import('../../infra/local/emulators');
    const dynamo = await startDynamoDbLocal({ port: await getFreePort() });
    process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
    stop = dynamo.stop;
  }
  try {
    console.log(JSON.stringify(await runAdminBench(), null, 2));
  } finally {
    await stop?.();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
