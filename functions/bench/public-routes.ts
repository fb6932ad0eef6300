import { randomUUID } from 'node:crypto';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/events';
import { eventBridgeClient } from '../src/lib/clients';
import { httpEvent, lambdaContext } from '../src/testing/http-events';
import type { BenchContext, BenchGroup, LatencyRow } from './context';
import { measure, percentile } from './stats';

async function http(url: string, init?: RequestInit): Promise<void> {
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status}`);
}

function row(name: string, route: number[], bare: number[], bareCalls: string, note?: string): LatencyRow {
  return { name, p50: percentile(route, 50), p99: percentile(route, 99), bareP50: percentile(bare, 50), bareCalls, ...(note ? { note } : {}) };
}

/** Public routes and the capture-lead consumer (issue 3). */
export const publicRoutes: BenchGroup = {
  name: 'public',
  handlers: [
    'handlers/articles/list-articles',
    'handlers/articles/get-article',
    'handlers/submissions/post-contact',
    'handlers/submissions/post-assessment-email',
    'handlers/submissions/post-newsletter',
    'handlers/submissions/post-page-view',
    'consumers/capture-lead',
    'consumers/notify-lead',
  ],
  async run(ctx: BenchContext): Promise<LatencyRow[]> {
    const { bare, tableName, iterations, baseUrl } = ctx;
    const rows: LatencyRow[] = [];

    const listRoute = await measure(() => http(`${baseUrl}/api/articles`), iterations);
    const listBare = await measure(
      () =>
        bare.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :p',
            ExpressionAttributeValues: { ':p': 'ARTICLES_PUBLISHED' },
            ScanIndexForward: false,
            Limit: 200,
          }),
        ),
      iterations,
    );
    const { handler: listArticles } = await import('../src/handlers/articles/list-articles');
    const listInProcess = await measure(() => listArticles(httpEvent({ path: '/api/articles' }), lambdaContext()), iterations);
    rows.push({ ...row('GET /api/articles', listRoute, listBare, '1 Query (gsi1)'), handlerP50: percentile(listInProcess, 50) });

    const slug = 'strategic-planning-mistakes';
    const getRoute = await measure(() => http(`${baseUrl}/api/articles/${slug}`), iterations);
    const getBare = await measure(() => bare.send(new GetCommand({ TableName: tableName, Key: { pk: `ARTICLE#${slug}`, sk: 'ARTICLE' } })), iterations);
    const { handler: getArticle } = await import('../src/handlers/articles/get-article');
    const getInProcess = await measure(
      () => getArticle(httpEvent({ path: `/api/articles/${slug}`, pathParameters: { slug } }), lambdaContext()),
      iterations,
    );
    rows.push({ ...row('GET /api/articles/{slug}', getRoute, getBare, '1 GetItem'), handlerP50: percentile(getInProcess, 50) });

    const contactBody = (i: number) =>
      JSON.stringify({ name: 'Bench Visitor', email: `visitor${i}.${randomUUID().slice(0, 6)}@bench.example.com`, message: 'Benchmark contact message.' });
    const contactRoute = await measure(
      (i) => http(`${baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: contactBody(i) }),
      iterations,
    );
    // The route makes no DynamoDB call: its one AWS call is PutEvents (to the runner's bus endpoint).
    // A detail type no rule matches, so nothing is dispatched.
    const putBare = await measure(
      () =>
        eventBridgeClient().send(
          new PutEventsCommand({ Entries: [{ EventBusName: ctx.env.EVENT_BUS_NAME, Source: 'meridian.bench', DetailType: 'BenchNoop', Detail: '{}' }] }),
        ),
      iterations,
    );
    const { handler: postContact } = await import('../src/handlers/submissions/post-contact');
    const contactInProcess = await measure((i) => postContact(httpEvent({ path: '/api/contact', body: contactBody(i) }), lambdaContext()), iterations);
    rows.push({ ...row('POST /api/contact', contactRoute, putBare, '1 PutEvents (no DynamoDB)'), handlerP50: percentile(contactInProcess, 50) });

    // Wait for the consumers triggered by the contact posts to settle before timing the consumer.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const { handler: captureLead } = await import('../src/consumers/capture-lead');
    const captureEvent = (i: number) => ({
      version: '0',
      id: randomUUID(),
      'detail-type': DETAIL_TYPES.contactSubmitted,
      source: EVENT_SOURCES.website,
      account: '111111111111',
      time: new Date().toISOString(),
      region: 'eu-west-2',
      resources: [],
      detail: {
        submissionId: randomUUID(),
        submittedAt: new Date().toISOString(),
        contact: { name: 'Bench Capture', email: `capture${i}.${randomUUID().slice(0, 6)}@bench.example.com`, message: 'Benchmark capture message.' },
      },
    });
    const captureRoute = await measure((i) => captureLead(captureEvent(i)), iterations);
    const captureBare = await measure(async (i) => {
      const id = randomUUID();
      const email = `bare${i}.${randomUUID().slice(0, 6)}@bench.example.com`;
      const now = new Date().toISOString();
      await bare.send(new GetCommand({ TableName: tableName, Key: { pk: `LEAD_EMAIL#${email}`, sk: 'LEAD_EMAIL' }, ConsistentRead: true }));
      const eventKey = { pk: `EVENT#bench#${id}`, sk: 'EVENT' };
      await bare.send(
        new UpdateCommand({
          TableName: tableName,
          Key: eventKey,
          UpdateExpression: 'SET leaseToken = :t, leaseUntil = :u',
          ConditionExpression: 'attribute_not_exists(pk)',
          ExpressionAttributeValues: { ':t': id, ':u': Date.now() + 60_000 },
        }),
      );
      await bare.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName, Item: { pk: `BENCH#${id}`, sk: 'LEAD', name: 'Bare', email, createdAt: now, version: 1, message: 'Benchmark capture message.' }, ConditionExpression: 'attribute_not_exists(pk)' } },
            { Put: { TableName: tableName, Item: { pk: `BENCH_EMAIL#${email}`, sk: 'LEAD_EMAIL', leadId: id }, ConditionExpression: 'attribute_not_exists(pk)' } },
            { Put: { TableName: tableName, Item: { pk: `BENCH#${id}`, sk: `ACTIVITY#${now}#${id}`, summary: 'Contact form submitted' } } },
            { Update: { TableName: tableName, Key: eventKey, UpdateExpression: 'SET #s = :s', ConditionExpression: 'leaseToken = :t', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': 'stored', ':t': id } } },
          ],
        }),
      );
      await eventBridgeClient().send(
        new PutEventsCommand({ Entries: [{ EventBusName: ctx.env.EVENT_BUS_NAME, Source: 'meridian.bench', DetailType: 'BenchNoop', Detail: '{}' }] }),
      );
      await bare.send(
        new UpdateCommand({ TableName: tableName, Key: eventKey, UpdateExpression: 'SET #s = :d', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':d': 'done' } }),
      );
    }, iterations);
    rows.push(
      row('capture-lead (new lead)', captureRoute, captureBare, 'GetItem, UpdateItem, TransactWrite(4), PutEvents, UpdateItem', 'handler invoked in-process, as the runner does'),
    );
    return rows;
  },
};
