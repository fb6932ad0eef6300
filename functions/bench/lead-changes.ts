/**
 * `GET /api/admin/leads?updatedSince=` in `npm run bench:api` (docs/product/admin.md#changes-since):
 * the CRM's 30-second poll over the seeded 10,000 leads, asking for the last 20 changes, through the
 * local runner beside the bare DynamoDB Local calls it makes (session read, one gsi2 Query with the
 * summary projection) and the handler in process.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { leadSummarySchema } from '@meridian/shared/leads/lead';
import { type ItemKey, LEAD_CHANGE_INDEX_PARTITION, leadChangedAfterBound } from '../src/table/keys';
import { queryPages } from '../src/table/paging';
import { httpEvent, lambdaContext } from '../src/testing/http-events';
import type { BenchContext, LatencyRow } from './context';
import { httpCall } from './http';
import { measureInterleaved, percentile } from './stats';

/** Changes the measured poll returns. */
const CHANGES = 20;

/** The gsi2 Query the changes list sends (same projection as the lead list). */
function changesQuery(tableName: string, bound: string) {
  const fields = Object.keys(leadSummarySchema.shape).filter(
    (field) => field !== 'assessmentPercentage' && field !== 'assessmentCategory',
  );
  return {
    TableName: tableName,
    IndexName: 'gsi2',
    KeyConditionExpression: '#gsi2pk = :p AND #gsi2sk > :after',
    ExpressionAttributeValues: { ':p': LEAD_CHANGE_INDEX_PARTITION, ':after': bound },
    ExpressionAttributeNames: {
      ...Object.fromEntries(fields.map((field, index) => [`#f${index}`, field])),
      '#metadata': 'metadata',
      '#assessmentResults': 'assessmentResults',
      '#percentage': 'percentage',
      '#category': 'category',
      '#gsi2pk': 'gsi2pk',
      '#gsi2sk': 'gsi2sk',
    },
    ProjectionExpression: [
      ...fields.map((_, index) => `#f${index}`),
      '#metadata.#assessmentResults.#percentage',
      '#metadata.#assessmentResults.#category',
    ].join(', '),
    ScanIndexForward: true,
  };
}

/**
 * Measures the changes poll; run before any lead is changed by the other measurements.
 *
 * @param headers - the session header of a logged-in admin.
 * @param sessionItemKey - the session item's key (the bare calls read it like the route does).
 * @returns the latency row.
 */
export async function measureLeadChanges(
  ctx: BenchContext,
  headers: Record<string, string>,
  sessionItemKey: ItemKey,
): Promise<LatencyRow> {
  const { bare, tableName, baseUrl, leadIds } = ctx;
  // The instant before the 20 newest changes (the public group before this one changed leads too).
  const newest = await bare.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :p',
      ExpressionAttributeValues: { ':p': LEAD_CHANGE_INDEX_PARTITION },
      ProjectionExpression: 'updatedAt',
      ScanIndexForward: false,
      Limit: CHANGES + 1,
    }),
  );
  const updatedSince = String(newest.Items?.[CHANGES]?.updatedAt);
  const path = `/api/admin/leads?updatedSince=${encodeURIComponent(updatedSince)}`;
  const query = changesQuery(tableName, leadChangedAfterBound(new Date(updatedSince).toISOString()));
  const { handler: listLeads } = await import('../src/leads/handlers/list-leads');
  const context = lambdaContext('bench');
  let body: Buffer = Buffer.alloc(0);
  const samples = await measureInterleaved(
    {
      route: async () => {
        body = (await httpCall(`${baseUrl}${path}`, { headers, expect: 200 })).body;
      },
      bare: async () => {
        await bare.send(new GetCommand({ TableName: tableName, Key: sessionItemKey, ConsistentRead: true }));
        for await (const _page of queryPages(query, { maxItems: 1000, client: bare })) {
          // Only the DynamoDB calls are timed.
        }
      },
      inProcess: () => listLeads(httpEvent({ path: '/api/admin/leads', query: { updatedSince }, headers }), context),
    },
    ctx.iterations,
    { warmup: 3 },
  );
  const items = (JSON.parse(body.toString('utf8')) as { items: unknown[] }).items.length;
  if (items < CHANGES) throw new Error(`the changes poll answered ${items} leads, expected at least ${CHANGES}`);
  return {
    name: `GET /api/admin/leads?updatedSince= (${items} of ${leadIds.length}+ changed)`,
    p50: percentile(samples.route, 50),
    p99: percentile(samples.route, 99),
    bareP50: percentile(samples.bare, 50),
    handlerP50: percentile(samples.inProcess, 50),
    bytes: body.length,
    bareCalls: `GetItem session, Query gsi2 to ${items} items`,
  };
}
