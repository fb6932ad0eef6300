import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { pageViewPartition } from '../../table/keys';
import { listPageViewsByDay } from '../../analytics/data/page-views';
import { listSubscribers } from '../../newsletter/data/subscribers';
import { documentDbClient } from '../../lib/clients';
import { assessmentAnswers, assessmentEmailBody } from '../../testing/events';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler as postAssessment } from '../../assessment/handlers/post-assessment-email';
import { handler as postContact } from './post-contact';
import { handler as postNewsletter } from '../../newsletter/handlers/post-newsletter';
import { handler as postPageView } from '../../analytics/handlers/post-page-view';

const tableName = useTestTable();
const eventBridge = mockClient(EventBridgeClient);
afterAll(() => eventBridge.restore());
beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
});
const publishedDetails = () =>
  eventBridge.commandCalls(PutEventsCommand).map((c) => JSON.parse(c.args[0].input.Entries?.[0]?.Detail ?? '{}'));

const contact = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  company: 'Acme',
  phone: '',
  message: 'Please help us plan our growth.',
};

const assessmentBody = (answers = assessmentAnswers(3)) => assessmentEmailBody(answers);

describe('POST /api/contact', () => {
  it('with an Idempotency-Key: the same request sent again answers with the same submission id', async () => {
    const headers = { 'idempotency-key': 'c0ffee00-key-one' };
    const first = await invokeHttp(postContact, { path: '/api/contact', headers, body: contact });
    const again = await invokeHttp(postContact, { path: '/api/contact', headers, body: contact });
    expect(first).toMatchObject({ statusCode: 202, body: { received: true, submissionId: expect.any(String) } });
    expect(again.body).toEqual(first.body);
    // Both were published under one submission id: the consumers act on it once.
    expect(publishedDetails().map((detail) => detail.submissionId)).toEqual([
      (first.body as { submissionId: string }).submissionId,
      (first.body as { submissionId: string }).submissionId,
    ]);
    const other = await invokeHttp(postContact, {
      path: '/api/contact',
      headers,
      body: { ...contact, message: 'A different question.' },
    });
    expect((other.body as { submissionId: string }).submissionId).not.toBe(
      (first.body as { submissionId: string }).submissionId,
    );
    const withoutKey = await invokeHttp(postContact, { path: '/api/contact', body: contact });
    expect((withoutKey.body as { submissionId: string }).submissionId).not.toBe(
      (first.body as { submissionId: string }).submissionId,
    );
  });

  it.each([
    ['POST /api/contact', postContact, '/api/contact', () => contact],
    ['POST /api/assessment-email', postAssessment, '/api/assessment-email', () => assessmentBody()],
    ['POST /api/newsletter', postNewsletter, '/api/newsletter', () => ({ email: 'key.check@example.com' })],
  ])('%s with a malformed Idempotency-Key → 400, nothing published', async (_label, handler, path, body) => {
    const res = await invokeHttp(handler, { path, headers: { 'idempotency-key': 'short' }, body: body() });
    expect(res).toMatchObject({ statusCode: 400, body: { error: expect.stringContaining('Idempotency-Key') } });
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
  });

  it('publishes ContactSubmitted and answers 202', async () => {
    const res = await invokeHttp(postContact, {
      path: '/api/contact',
      body: { ...contact, email: '  jane@example.com ' },
    });
    expect(res).toMatchObject({ statusCode: 202, body: { received: true, submissionId: expect.any(String) } });
    const [entry] = eventBridge.commandCalls(PutEventsCommand).map((c) => c.args[0].input.Entries?.[0]);
    expect(entry).toMatchObject({
      Source: 'meridian.website',
      DetailType: 'ContactSubmitted',
      EventBusName: 'meridian-test',
    });
    expect(publishedDetails()[0]).toMatchObject({
      contact: { email: 'jane@example.com', name: 'Jane Doe' },
      context: { userAgent: 'vitest' },
    });
    expect(publishedDetails()[0].contact).not.toHaveProperty('phone');
  });

  it("answers 400 with SPEC section 5's messages and publishes nothing", async () => {
    const res = await invokeHttp(postContact, {
      path: '/api/contact',
      body: { name: 'J', email: 'nope', message: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const messages = (res.body as { details: { message: string }[] }).details.map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Name must be at least 2 characters',
        'Please enter a valid email address',
        'Message must be at least 10 characters',
      ]),
    );
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
  });

  it('rejects over-long fields (email over 254, message over 5,000) and unknown fields', async () => {
    const long = await invokeHttp(postContact, {
      path: '/api/contact',
      body: { ...contact, email: `${'a'.repeat(250)}@example.com` },
    });
    expect(long.statusCode).toBe(400);
    expect(
      (await invokeHttp(postContact, { path: '/api/contact', body: { ...contact, message: 'x'.repeat(5001) } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await invokeHttp(postContact, { path: '/api/contact', body: { ...contact, admin: true } })).statusCode,
    ).toBe(400);
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
  });

  it('answers 503 with Retry-After when PutEvents reports a failed entry, or throws', async () => {
    eventBridge.on(PutEventsCommand).resolves({
      FailedEntryCount: 1,
      Entries: [{ ErrorCode: 'ThrottlingException', ErrorMessage: 'Rate exceeded' }],
    });
    const partial = await invokeHttp(postContact, { path: '/api/contact', body: contact });
    expect(partial.statusCode).toBe(503);
    expect(partial.headers['retry-after']).toBe('5');
    expect((partial.body as { error: string }).error).toMatch(/try again/);
    expect(partial.rawBody).not.toMatch(/Throttling|Rate exceeded/);
    eventBridge
      .on(PutEventsCommand)
      .rejects(Object.assign(new Error('AccessDeniedException: not authorized'), { name: 'AccessDeniedException' }));
    const thrown = await invokeHttp(postContact, { path: '/api/contact', body: contact });
    expect(thrown.statusCode).toBe(503);
    expect(thrown.rawBody).not.toMatch(/AccessDenied/);
  });
});

describe('POST /api/assessment-email', () => {
  it('recomputes the result and publishes AssessmentSubmitted with section scores', async () => {
    const res = await invokeHttp(postAssessment, { path: '/api/assessment-email', body: assessmentBody() });
    expect(res.statusCode).toBe(202);
    expect(publishedDetails()[0]).toMatchObject({
      computed: {
        percentage: 75,
        category: 'Strategic Execution Capable',
        sectionScores: { 'Strategic Translation': 75 },
      },
    });
  });

  it('publishes the optional company size, industry and urgency (docs/product/leads.md#scoring-inputs)', async () => {
    const inputs = { employeeCount: '150-300', industryType: 'Facility Services', urgency: 'Immediate' };
    const res = await invokeHttp(postAssessment, {
      path: '/api/assessment-email',
      body: { ...assessmentBody(), ...inputs },
    });
    expect(res.statusCode).toBe(202);
    expect(publishedDetails()[0]).toMatchObject({ submission: inputs });
  });

  it.each([
    [{ employeeCount: '5000+' }, 'employeeCount'],
    [{ industryType: 'manufacturing' }, 'industryType'],
    [{ urgency: '' }, 'urgency'],
  ])('refuses %o with 400 naming the field, nothing published', async (bad, path) => {
    const res = await invokeHttp(postAssessment, {
      path: '/api/assessment-email',
      body: { ...assessmentBody(), ...bad },
    });
    expect(res).toMatchObject({ statusCode: 400, body: { details: [expect.objectContaining({ path })] } });
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
  });

  it('rejects a submitted score or category that disagrees with the answers (400, nothing published)', async () => {
    for (const tamper of [{ score: 100 }, { category: 'Strategic Execution Leader' }]) {
      const res = await invokeHttp(postAssessment, {
        path: '/api/assessment-email',
        body: { ...assessmentBody(), ...tamper },
      });
      expect(res.statusCode).toBe(400);
      expect((res.body as { error: string }).error).toBe('The submitted score does not match the answers');
    }
    const body = assessmentBody();
    const tampered = { ...body, results: { ...body.results, percentage: 99 } };
    expect((await invokeHttp(postAssessment, { path: '/api/assessment-email', body: tampered })).statusCode).toBe(400);
    const { '20': _, ...nineteen } = assessmentAnswers(2);
    expect(
      (
        await invokeHttp(postAssessment, {
          path: '/api/assessment-email',
          body: { ...assessmentBody(), answers: nineteen },
        })
      ).statusCode,
    ).toBe(400);
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
  });
});

describe('POST /api/newsletter', () => {
  it('stores a subscriber once per email, case-insensitively; a new and a known address get the same answer', async () => {
    const first = await invokeHttp(postNewsletter, { path: '/api/newsletter', body: { email: 'Reader@Example.com' } });
    const again = await invokeHttp(postNewsletter, { path: '/api/newsletter', body: { email: 'reader@example.COM' } });
    // 202 Accepted for both: who is subscribed does not leak (docs/product/site.md#newsletter).
    expect(first).toMatchObject({ statusCode: 202, body: { subscribed: true } });
    expect(again).toEqual(first);
    const { items } = await listSubscribers();
    expect(items.filter((s) => s.email === 'reader@example.com')).toHaveLength(1);
    expect((await invokeHttp(postNewsletter, { path: '/api/newsletter', body: { email: '' } })).statusCode).toBe(400);
  });

  it('answers a generic 500 for a DynamoDB failure, without the AWS error name', async () => {
    const ddb = mockClient(DynamoDBDocumentClient);
    ddb.on(PutCommand).rejects(
      Object.assign(new Error('User is not authorized to perform dynamodb:PutItem'), {
        name: 'AccessDeniedException',
      }),
    );
    try {
      const res = await invokeHttp(postNewsletter, { path: '/api/newsletter', body: { email: 'x@example.com' } });
      expect(res).toMatchObject({ statusCode: 500, body: { error: 'Internal server error' } });
      expect(res.rawBody).not.toMatch(/AccessDenied|authorized/);
    } finally {
      ddb.restore();
    }
  });
});

describe('POST /api/page-views', () => {
  it('stores a page view with user agent and a salted IP hash, never the IP', async () => {
    const res = await invokeHttp(postPageView, {
      path: '/api/page-views',
      body: { page: '/insights', referrer: 'https://www.google.com/', sessionId: 'abc' },
      headers: { 'cloudfront-viewer-address': '198.51.100.23:51234', 'user-agent': 'Mozilla/5.0 test' },
      sourceIp: '130.176.0.1',
    });
    expect(res).toMatchObject({ statusCode: 201, body: { recorded: true } });
    await invokeHttp(postPageView, { path: '/api/page-views', body: { page: '/contact' }, sourceIp: '198.51.100.23' });
    await invokeHttp(postPageView, { path: '/api/page-views', body: { page: '/about' }, sourceIp: '203.0.113.99' });
    const { items } = await listPageViewsByDay(new Date().toISOString().slice(0, 10));
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({
      page: '/insights',
      userAgent: 'Mozilla/5.0 test',
      referrer: 'https://www.google.com',
      sessionId: 'abc',
    });
    expect(items[0]?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(items[1]?.ipHash).toBe(items[0]?.ipHash); // same viewer IP, via header or source IP
    expect(items[2]?.ipHash).not.toBe(items[0]?.ipHash);
    const raw = await documentDbClient().send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pageViewPartition(new Date().toISOString().slice(0, 10)) },
      }),
    );
    expect(JSON.stringify(raw.Items)).not.toContain('198.51.100.23');
    expect(JSON.stringify(raw.Items)).not.toContain('130.176.0.1');
  });

  it('rejects a page that is not a site path', async () => {
    expect(
      (await invokeHttp(postPageView, { path: '/api/page-views', body: { page: 'https://evil.example' } })).statusCode,
    ).toBe(400);
  });
});
