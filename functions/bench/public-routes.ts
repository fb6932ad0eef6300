import { randomUUID } from 'node:crypto';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import { ARTICLE_INDEX_PARTITION, articleKey, articleSlugKey } from '../src/articles/data/article-keys';
import { activityKey, leadEmailKey, leadKey, processedEventKey } from '../src/table/keys';
import { eventBridgeClient } from '../src/lib/clients';
import { httpEvent, lambdaContext } from '../src/testing/http-events';
import type { BenchContext, BenchGroup, LatencyRow } from './context';
import { httpCall } from './http';
import { measureInterleaved, percentile } from './stats';

const rowOf = (
  name: string,
  samples: { route: number[]; bare: number[]; inProcess?: number[] },
  bareCalls: string,
  extra: Partial<LatencyRow> = {},
): LatencyRow => ({
  name,
  p50: percentile(samples.route, 50),
  p99: percentile(samples.route, 99),
  bareP50: percentile(samples.bare, 50),
  ...(samples.inProcess ? { handlerP50: percentile(samples.inProcess, 50) } : {}),
  bareCalls,
  ...extra,
});

/** Public routes and the capture-lead consumer. */
export const publicRoutes: BenchGroup = {
  name: 'public',
  async run(ctx: BenchContext): Promise<LatencyRow[]> {
    const { bare, tableName, iterations, baseUrl } = ctx;
    const rows: LatencyRow[] = [];

    const slug = 'strategic-planning-mistakes';
    const { handler: listArticles } = await import('../src/articles/handlers/list-articles');
    const { handler: getArticle } = await import('../src/articles/handlers/get-article');
    const { handler: postContact } = await import('../src/contact/handlers/post-contact');
    let bytes = 0;

    const list = await measureInterleaved(
      {
        route: async () => {
          bytes = (await httpCall(`${baseUrl}/api/articles`, { expect: 200 })).body.length;
        },
        bare: () =>
          bare.send(
            new QueryCommand({
              TableName: tableName,
              IndexName: 'gsi1',
              KeyConditionExpression: 'gsi1pk = :p',
              ExpressionAttributeValues: { ':p': ARTICLE_INDEX_PARTITION },
              ScanIndexForward: false,
              Limit: 200,
            }),
          ),
        inProcess: () => listArticles(httpEvent({ path: '/api/articles' }), lambdaContext()),
      },
      iterations,
    );
    rows.push(rowOf('GET /api/articles', list, '1 Query (gsi1)', { bytes }));

    const get = await measureInterleaved(
      {
        route: async () => {
          bytes = (await httpCall(`${baseUrl}/api/articles/${slug}`, { expect: 200 })).body.length;
        },
        bare: async () => {
          const { Item } = await bare.send(new GetCommand({ TableName: tableName, Key: articleSlugKey(slug) }));
          await bare.send(new GetCommand({ TableName: tableName, Key: articleKey(String(Item?.articleId)) }));
        },
        inProcess: () =>
          getArticle(httpEvent({ path: `/api/articles/${slug}`, pathParameters: { slug } }), lambdaContext()),
      },
      iterations,
    );
    rows.push(rowOf('GET /api/articles/{slug}', get, '2 GetItem (slug claim, article)', { bytes }));

    const contactBody = (i: number) =>
      JSON.stringify({
        name: 'Bench Visitor',
        email: `visitor${i}.${randomUUID().slice(0, 6)}@bench.example.com`,
        message: 'Benchmark contact message.',
      });
    // The route makes no DynamoDB call: its one AWS call is PutEvents (to the runner's bus endpoint).
    // The bare call uses a detail type no rule matches, so nothing is dispatched. Each accepted
    // contact starts capture-lead and notify-lead in the runner: `settle` waits for them (untimed)
    // so that no sample competes with a backlog of event deliveries.
    const contact = await measureInterleaved(
      {
        route: async (i) => {
          bytes = (await httpCall(`${baseUrl}/api/contact`, { method: 'POST', body: contactBody(i) })).body.length;
        },
        bare: () =>
          eventBridgeClient().send(
            new PutEventsCommand({
              Entries: [
                {
                  EventBusName: ctx.env.EVENT_BUS_NAME,
                  Source: 'meridian.bench',
                  DetailType: 'BenchNoop',
                  Detail: '{}',
                },
              ],
            }),
          ),
        inProcess: (i) => postContact(httpEvent({ path: '/api/contact', body: contactBody(i) }), lambdaContext()),
      },
      iterations,
      { settle: () => ctx.whenIdle() },
    );
    rows.push(rowOf('POST /api/contact', contact, '1 PutEvents (no DynamoDB)', { bytes }));

    await ctx.whenIdle();

    const { handler: captureLead } = await import('../src/leads/consumers/capture-lead');
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
        contact: {
          name: 'Bench Capture',
          email: `capture${i}.${randomUUID().slice(0, 6)}@bench.example.com`,
          message: 'Benchmark capture message.',
        },
      },
    });
    const capture = await measureInterleaved(
      {
        route: (i) => captureLead(captureEvent(i), lambdaContext()),
        bare: async (i) => {
          const id = randomUUID();
          const email = `bare${i}.${randomUUID().slice(0, 6)}@bench.example.com`;
          const now = new Date().toISOString();
          await bare.send(
            new GetCommand({
              TableName: tableName,
              Key: leadEmailKey(email),
              ConsistentRead: true,
            }),
          );
          const eventKey = processedEventKey('bench', id);
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
                {
                  Put: {
                    TableName: tableName,
                    Item: {
                      ...leadKey(id),
                      name: 'Bare',
                      email,
                      createdAt: now,
                      version: 1,
                      message: 'Benchmark capture message.',
                    },
                    ConditionExpression: 'attribute_not_exists(pk)',
                  },
                },
                {
                  Put: {
                    TableName: tableName,
                    Item: { ...leadEmailKey(email), leadId: id },
                    ConditionExpression: 'attribute_not_exists(pk)',
                  },
                },
                {
                  Put: {
                    TableName: tableName,
                    Item: { ...activityKey(id, now, id), summary: 'Contact form submitted' },
                  },
                },
                {
                  Update: {
                    TableName: tableName,
                    Key: eventKey,
                    UpdateExpression: 'SET #s = :s',
                    ConditionExpression: 'leaseToken = :t',
                    ExpressionAttributeNames: { '#s': 'status' },
                    ExpressionAttributeValues: { ':s': 'stored', ':t': id },
                  },
                },
              ],
            }),
          );
          await eventBridgeClient().send(
            new PutEventsCommand({
              Entries: [
                {
                  EventBusName: ctx.env.EVENT_BUS_NAME,
                  Source: 'meridian.bench',
                  DetailType: 'BenchNoop',
                  Detail: '{}',
                },
              ],
            }),
          );
          await bare.send(
            new UpdateCommand({
              TableName: tableName,
              Key: eventKey,
              UpdateExpression: 'SET #s = :d',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ':d': 'done' },
            }),
          );
        },
      },
      iterations,
      { settle: () => ctx.whenIdle() },
    );
    rows.push(
      rowOf('capture-lead (new lead)', capture, 'GetItem, UpdateItem, TransactWrite(4), PutEvents, UpdateItem', {
        note: 'handler invoked in-process, as the runner does',
      }),
    );
    return rows;
  },
};
