import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { computeAssessmentResult } from '@meridian/shared/assessment/assessment';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { dynamoDbClient } from './lib/clients';
import { assessmentAnswers } from './testing/events';
import { invokeHttp } from './testing/http-events';
import { ScanForbiddenError, sentCommands } from './testing/scan-guard';
import { useTestTable } from './testing/table';
import { handler as getArticle } from './articles/handlers/get-article';
import { handler as listArticles } from './articles/handlers/list-articles';
import { handler as postAssessment } from './assessment/handlers/post-assessment-email';
import { handler as postContact } from './contact/handlers/post-contact';
import { handler as postNewsletter } from './newsletter/handlers/post-newsletter';
import { handler as postPageView } from './analytics/handlers/post-page-view';

/**
 * Property-based fuzzing of every public body (docs/product/security.md#input-validation): whatever arrives, the answer
 * is never a 5xx, and a rejected request stores and publishes nothing.
 */

const tableName = useTestTable();
const eventBridge = mockClient(EventBridgeClient);
afterAll(() => eventBridge.restore());
beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt' }] });
});

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
const WRITES = /Put|Update|Delete|TransactWrite|BatchWrite/;

const r = computeAssessmentResult(assessmentAnswers(2));
const validAssessment = {
  email: 'a@example.com',
  assessmentType: 'strategic_readiness',
  score: r.percentage,
  category: r.category,
  results: {
    percentage: r.percentage,
    category: r.category,
    description: r.description,
    recommendations: r.recommendations,
  },
  answers: assessmentAnswers(2),
};

const routes: { name: string; handler: Handler; valid: Record<string, unknown> }[] = [
  {
    name: 'POST /api/contact',
    handler: postContact,
    valid: { name: 'Jane', email: 'j@example.com', message: 'Hello there, friends' },
  },
  { name: 'POST /api/assessment-email', handler: postAssessment, valid: validAssessment },
  { name: 'POST /api/newsletter', handler: postNewsletter, valid: { email: 'n@example.com' } },
  { name: 'POST /api/page-views', handler: postPageView, valid: { page: '/about' } },
];

/** Bodies: arbitrary JSON, arbitrary text, and the valid body with fields replaced or added. */
function bodies(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 300 }),
    fc.constantFrom('', '{', 'null', '[]', '{"__proto__":{"admin":true}}', '\u0000', '{"email":"a@b.c"'),
    fc
      .record({
        key: fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 20 })),
        value: fc.oneof(fc.jsonValue(), fc.string({ maxLength: 6000 })),
      })
      .map(({ key, value }) => JSON.stringify({ ...valid, [key]: value })),
  );
}

describe('fuzzing public bodies', () => {
  for (const route of routes) {
    it(`${route.name}: never 5xx; rejections store and publish nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(
          bodies(route.valid),
          fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8'),
          async (body, type) => {
            eventBridge.resetHistory();
            const before = sentCommands.length;
            const res = await invokeHttp(route.handler, {
              path: '/api/x',
              method: 'POST',
              body,
              headers: { 'content-type': type },
            });
            expect(res.statusCode).toBeLessThan(500);
            expect(res.headers['content-type'] ?? 'application/json').toMatch(/^application\/json/);
            if (res.statusCode >= 400) {
              expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
              expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
              expect(sentCommands.slice(before).filter((name) => WRITES.test(name))).toEqual([]);
            }
          },
        ),
        { numRuns: 120 },
      );
    });
  }

  it('GET /api/articles/{slug}: never 5xx for any slug', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (slug) => {
        const res = await invokeHttp(getArticle, { path: '/api/articles/x', pathParameters: { slug } });
        expect([200, 400, 404]).toContain(res.statusCode);
      }),
      { numRuns: 100 },
    );
  });
});

describe('no Scan', () => {
  it('no route sent a Scan, and the guard would have refused one', async () => {
    await invokeHttp(listArticles, { path: '/api/articles' });
    expect(sentCommands.length).toBeGreaterThan(0);
    expect(sentCommands).not.toContain('ScanCommand');
    await expect(dynamoDbClient().send(new ScanCommand({ TableName: tableName }))).rejects.toBeInstanceOf(
      ScanForbiddenError,
    );
  });
});
