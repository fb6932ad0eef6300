/**
 * Admin API group of `npm run bench:api` (docs/product/admin.md#crm-screens): `GET /api/admin/leads` over the
 * seeded 10,000 leads (first page p50/p99 and bytes, then every page as the CRM loads them) and
 * `PUT /api/admin/leads/{id}`, each through the local runner over HTTP beside the bare DynamoDB
 * Local calls the handler makes (same commands, no middy, validation or mapping) as a ratio, the
 * CSV export, and the login's scrypt hash time with the production parameters.
 */
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { leadSummarySchema } from '@meridian/shared/leads/lead';
import { STAGE_KEYS } from '@meridian/shared/pipeline/pipeline-stages';
import { PRODUCTION_SCRYPT_PARAMS, hashPassword, verifyPassword } from '../src/staff-auth/services/password';
import { hashSessionId } from '../src/staff-auth/services/sessions';
import { activityKey, LEAD_INDEX_PARTITION, leadKey, sessionKey } from '../src/table/keys';
import { queryPages } from '../src/table/paging';
import { httpEvent, lambdaContext } from '../src/testing/http-events';
import type { BenchContext, BenchGroup, LatencyRow } from './context';
import { httpCall } from './http';
import { enrolAndSignIn } from '../src/testing/sign-in';
import { measureLeadChanges } from './lead-changes';
import { measure, measureInterleaved, percentile } from './stats';

/** The heavy list page gets fewer samples than the cheap routes. */
const LIST_ITERATIONS = Number(process.env.BENCH_LIST_ITERATIONS ?? 60);

/** The gsi1 Query the lead list sends (same projection), rebuilt from the summary schema. */
function summaryQuery(tableName: string) {
  const fields = Object.keys(leadSummarySchema.shape).filter(
    (field) => field !== 'assessmentPercentage' && field !== 'assessmentCategory',
  );
  const names = Object.fromEntries(fields.map((field, index) => [`#f${index}`, field]));
  return {
    TableName: tableName,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :p',
    ExpressionAttributeValues: { ':p': LEAD_INDEX_PARTITION },
    ExpressionAttributeNames: {
      ...names,
      '#metadata': 'metadata',
      '#assessmentResults': 'assessmentResults',
      '#percentage': 'percentage',
      '#category': 'category',
    },
    ProjectionExpression: [
      ...fields.map((_, index) => `#f${index}`),
      '#metadata.#assessmentResults.#percentage',
      '#metadata.#assessmentResults.#category',
    ].join(', '),
    ScanIndexForward: false,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Admin routes. */
export const adminRoutes: BenchGroup = {
  name: 'admin',
  async run(ctx: BenchContext): Promise<LatencyRow[]> {
    const { bare, tableName, baseUrl, leadIds, figures } = ctx;
    const api = (path: string) => `${baseUrl}${path}`;
    const rows: LatencyRow[] = [];

    // The password step through the runner (production scrypt parameters: the slow part by design).
    const credentials = { email: 'owner@meridian.local', password: ctx.adminPassword };
    const loginSamples = await measure(
      async () => {
        await httpCall(api('/api/admin/login'), { method: 'POST', body: credentials, expect: 200 });
      },
      5,
      1,
    );
    const stored = await hashPassword('benchmark admin password', PRODUCTION_SCRYPT_PARAMS);
    const verifySamples = await measure(() => verifyPassword('benchmark admin password', stored), 5, 1);
    figures.push(
      { name: 'scrypt verify (N=2^17, r=8, p=1), p50', value: ms(percentile(verifySamples, 50)) },
      {
        name: 'POST /api/admin/login (password step) via runner, p50 (5 runs)',
        value: ms(percentile(loginSamples, 50)),
      },
    );
    // The first partner enrols TOTP (a new challenge), which starts the session the rows use.
    const sessionId = await enrolAndSignIn(baseUrl, credentials.email, credentials.password);
    const cookie = `__Host-meridian-session=${sessionId}`;
    const headers = { cookie, 'x-requested-with': 'meridian-crm' };
    const sessionItemKey = sessionKey(hashSessionId(sessionId));
    const context = lambdaContext('bench');
    const { handler: listLeads } = await import('../src/leads/handlers/list-leads');
    const { handler: updateLead } = await import('../src/leads/handlers/update-lead');
    const query = summaryQuery(tableName);

    // GET /api/admin/leads: the first page (default limit 1000).
    let pageBody: Buffer = Buffer.alloc(0);
    const list = await measureInterleaved(
      {
        route: async () => {
          pageBody = (await httpCall(api('/api/admin/leads'), { headers, expect: 200 })).body;
        },
        // The same DynamoDB calls: session read, then gsi1 Queries with the summary projection until 1000 items.
        bare: async () => {
          await bare.send(new GetCommand({ TableName: tableName, Key: sessionItemKey, ConsistentRead: true }));
          for await (const _page of queryPages(query, { maxItems: 1000, client: bare })) {
            // Only the DynamoDB calls are timed here; the items are not used.
          }
        },
        inProcess: () => listLeads(httpEvent({ path: '/api/admin/leads', headers }), context),
      },
      LIST_ITERATIONS,
      { warmup: 3 },
    );
    const pageItems = (JSON.parse(pageBody.toString('utf8')) as { items: unknown[] }).items.length;
    rows.push({
      name: 'GET /api/admin/leads (1st page)',
      p50: percentile(list.route, 50),
      p99: percentile(list.route, 99),
      bareP50: percentile(list.bare, 50),
      handlerP50: percentile(list.inProcess, 50),
      bytes: pageBody.length,
      bareCalls: `GetItem session, Query gsi1 pages to ${pageItems} items`,
      note: `${LIST_ITERATIONS} samples`,
    });

    // The CRM's changes poll (before the PUT below changes any lead).
    rows.push(await measureLeadChanges(ctx, headers, sessionItemKey));

    // Every lead, page by page, as the CRM loads them.
    const allStart = performance.now();
    let cursor: string | null = null;
    let total = 0;
    let totalBytes = 0;
    let largestPage = 0;
    let pages = 0;
    do {
      const answer = await httpCall(api(`/api/admin/leads${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`), {
        headers,
        expect: 200,
      });
      const body = JSON.parse(answer.body.toString('utf8')) as { items: unknown[]; nextCursor: string | null };
      largestPage = Math.max(largestPage, answer.body.length);
      totalBytes += answer.body.length;
      total += body.items.length;
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    figures.push({
      name: 'GET /api/admin/leads, all pages via runner',
      value: `${total} leads in ${pages} pages, ${ms(performance.now() - allStart)}, ${kb(totalBytes)} in all, largest page ${kb(largestPage)} (Lambda limit 6144 KB)`,
    });

    // PUT /api/admin/leads/{id}: a stage move carrying the current version (one timeline entry).
    // Route, bare and in-process calls each work on their own seeded lead.
    const versions = { route: 1, bare: 1, inProcess: 1 };
    const targets = { route: leadIds[0] ?? '', bare: leadIds[1] ?? '', inProcess: leadIds[2] ?? '' };
    let putBytes = 0;
    // A move into Close needs an outcome (docs/product/pipeline.md#outcome): the moves stay in the open columns.
    const openStages = STAGE_KEYS.filter((key) => key !== 'close');
    const stage = (version: number) => openStages[version % openStages.length];
    const put = await measureInterleaved(
      {
        route: async () => {
          const answer = await httpCall(api(`/api/admin/leads/${targets.route}`), {
            method: 'PUT',
            headers,
            body: { status: stage(versions.route), version: versions.route },
            expect: 200,
          });
          putBytes = answer.body.length;
          versions.route += 1;
        },
        // Session read, lead read, one transaction (conditional lead put + activity put).
        bare: async () => {
          await bare.send(new GetCommand({ TableName: tableName, Key: sessionItemKey, ConsistentRead: true }));
          const { Item } = await bare.send(
            new GetCommand({
              TableName: tableName,
              Key: leadKey(targets.bare),
              ConsistentRead: true,
            }),
          );
          const at = new Date().toISOString();
          await bare.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Put: {
                    TableName: tableName,
                    Item: { ...Item, status: stage(versions.bare), version: versions.bare + 1, updatedAt: at },
                    ConditionExpression: 'attribute_exists(pk) AND #version = :version',
                    ExpressionAttributeNames: { '#version': 'version' },
                    ExpressionAttributeValues: { ':version': versions.bare },
                  },
                },
                {
                  Put: {
                    TableName: tableName,
                    Item: {
                      ...activityKey(targets.bare, at, randomUUID()),
                      entity: 'activity',
                      type: 'stage_changed',
                    },
                  },
                },
              ],
            }),
          );
          versions.bare += 1;
        },
        inProcess: async () => {
          const result = await updateLead(
            httpEvent({
              method: 'PUT',
              path: `/api/admin/leads/${targets.inProcess}`,
              pathParameters: { id: targets.inProcess },
              headers,
              body: { status: stage(versions.inProcess), version: versions.inProcess },
            }),
            context,
          );
          if (result.statusCode !== 200)
            throw new Error(`in-process PUT answered ${result.statusCode}: ${result.body}`);
          versions.inProcess += 1;
        },
      },
      ctx.iterations,
    );
    rows.push({
      name: 'PUT /api/admin/leads/{id}',
      p50: percentile(put.route, 50),
      p99: percentile(put.route, 99),
      bareP50: percentile(put.bare, 50),
      handlerP50: percentile(put.inProcess, 50),
      bytes: putBytes,
      bareCalls: 'GetItem session, GetItem lead, TransactWrite(2)',
    });

    // CSV export of every lead, gzip as browsers ask for it.
    const exportStart = performance.now();
    const exported = await httpCall(api('/api/admin/leads/export'), {
      headers: { ...headers, 'accept-encoding': 'gzip' },
      expect: 200,
    });
    const exportMs = performance.now() - exportStart;
    const raw =
      exported.headers['content-encoding'] === 'gzip' ? gunzipSync(exported.body).length : exported.body.length;
    figures.push({
      name: 'GET /api/admin/leads/export via runner',
      value: `${ms(exportMs)}, ${kb(exported.body.length)} sent (${kb(raw)} CSV)`,
    });
    return rows;
  },
};
