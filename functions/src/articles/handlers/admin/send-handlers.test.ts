import { randomUUID } from 'node:crypto';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { articleSendProgressSchema } from '@meridian/shared/articles/article-admin';
import { articleSendRequestedDetailSchema } from '@meridian/shared/articles/article-events';
import { ARTICLE_DETAIL_TYPES, ARTICLE_EVENT_SOURCE } from '@meridian/shared/articles/article-event-names';
import { CONSENT_PURPOSES } from '@meridian/shared/privacy/privacy-consent';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffHeaders } from '../../../testing/staff';
import { handler as sendArticleNewsletter } from '../../consumers/send-article-newsletter';
import { createArticle } from '../../data/articles';
import { confirmSubscriberPlan, getSubscriber, startPendingSubscription } from '../../../newsletter/data/subscribers';
import { commitPlan } from '../../../table/write-plan';
import { emailHashOf, verifyToken } from '../../../lib/privacy-key';
import { TEST_UNSUBSCRIBE_ID } from '../../services/article-newsletter';
import { unsubscribe } from '../../../newsletter/services/newsletter';
import { eventBridgeEvent, sesEmails } from '../../../testing/events';
import { invokeHttp, lambdaContext } from '../../../testing/http-events';
import { useTestTable } from '../../../testing/table';
import { getItem } from '../../../lib/dynamodb';
import { articleSendKey } from '../../data/article-send-keys';
import { handler as sendHandler } from './send';
import { handler as progressHandler } from './send-progress';
import { handler as sendTestHandler } from './send-test';

const tableName = useTestTable();

const eventBridge = mockClient(EventBridgeClient);
afterAll(() => eventBridge.restore());
beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
});

let session: Record<string, string>;
beforeAll(async () => {
  session = await staffHeaders();
});

async function storeArticle(published: boolean, title = 'Send me'): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await createArticle({
    id,
    slug: `send-${id.slice(0, 8)}`,
    title,
    excerpt: 'An excerpt',
    content: 'The body.',
    category: 'Business Growth',
    readTime: 1,
    author: 'Meridian Advisory',
    published,
    publishedAt: published ? at : '',
    createdAt: at,
    updatedAt: at,
    version: 1,
  });
  return id;
}

/** A confirmed subscriber; returns the address. */
async function confirmedSubscriber(email = `reader-${randomUUID().slice(0, 8)}@send.example`): Promise<string> {
  const id = emailHashOf(email);
  const at = new Date();
  await startPendingSubscription(
    id,
    email,
    { form: 'newsletter', purpose: CONSENT_PURPOSES.newsletter, at: at.toISOString() },
    at,
  );
  await commitPlan(confirmSubscriberPlan(id, at, () => new Error('not pending')));
  return email;
}

const paths = (id: string) => ({
  test: { path: `/api/admin/articles/${id}/send-test`, routePath: '/api/admin/articles/{id}/send-test' },
  send: { path: `/api/admin/articles/${id}/send`, routePath: '/api/admin/articles/{id}/send' },
});

const sendTest = (id: string, to: unknown, headers = session) =>
  invokeHttp(sendTestHandler, { ...paths(id).test, method: 'POST', pathParameters: { id }, headers, body: { to } });
const start = (id: string) =>
  invokeHttp(sendHandler, { ...paths(id).send, method: 'POST', pathParameters: { id }, headers: session });
const progress = async (id: string) => {
  const answer = await invokeHttp(progressHandler, { ...paths(id).send, pathParameters: { id }, headers: session });
  expect(answer.statusCode).toBe(200);
  return articleSendProgressSchema.parse(answer.body);
};

describe('POST /api/admin/articles/{id}/send-test', () => {
  it('needs a session, a known and published article and a valid address', async () => {
    const draft = await storeArticle(false);
    expect((await sendTest(draft, 'editor@firm.example', {})).statusCode).toBe(401);
    expect((await sendTest(randomUUID(), 'editor@firm.example')).statusCode).toBe(404);
    const refused = await sendTest(draft, 'editor@firm.example');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ error: expect.stringContaining('publish it first') });
    const published = await storeArticle(true);
    expect((await sendTest(published, 'not an address')).statusCode).toBe(400);
    expect((await sendTest(published, 'a\r\nBcc: x@example.com')).statusCode).toBe(400);
    expect(await progress(published)).toMatchObject({ state: 'none' });
  });

  it.each([
    ['no body', undefined],
    ['null', null],
    ['an array', ['editor@firm.example']],
    ['a number', { to: 5 }],
    ['an overlong address', { to: `${'a'.repeat(250)}@firm.example` }],
    ['a header injection', { to: 'editor@firm.example\nBcc: x@example.com' }],
    ['text that is not JSON', '{"to":'],
  ])('answers 400 JSON for %s and sends nothing', async (_name, body) => {
    const id = await storeArticle(true);
    const answer = await invokeHttp(sendTestHandler, {
      ...paths(id).test,
      method: 'POST',
      pathParameters: { id },
      headers: { ...session, 'content-type': 'application/json' },
      body: body === undefined ? '' : body,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ error: expect.any(String) });
    expect(await progress(id)).toMatchObject({ state: 'none' });
    expect((await start(id)).statusCode).toBe(409);
  });

  it('answers 400 for an overlong article id on every route', async () => {
    const id = 'x'.repeat(101);
    expect((await sendTest(id, 'editor@firm.example')).statusCode).toBe(400);
    expect((await start(id)).statusCode).toBe(400);
    const answer = await invokeHttp(progressHandler, { ...paths(id).send, pathParameters: { id }, headers: session });
    expect(answer.statusCode).toBe(400);
  });

  it('emails the marked test, whose unsubscribe link unsubscribes nobody, and records it', async () => {
    const id = await storeArticle(true, `Test of ${randomUUID()}`);
    const to = `editor-${randomUUID().slice(0, 8)}@firm.example`;
    const answer = await sendTest(id, to);
    expect(answer.statusCode).toBe(200);
    expect(articleSendProgressSchema.parse(answer.body)).toMatchObject({ state: 'none', testSentTo: to });
    const [email] = (await sesEmails()).filter((stored) => stored.destination.to.includes(to));
    expect(email?.subject).toMatch(/^\[Test\] Test of /);
    const header = email?.headers?.find((h) => h.name === 'List-Unsubscribe')?.value ?? '';
    const token = decodeURIComponent(/token=([^>]+)>$/.exec(header)?.[1] ?? '');
    expect(verifyToken(token, 'unsubscribe').subscriberId).toBe(TEST_UNSUBSCRIBE_ID);
    // The editor may be a subscriber too: the test link leaves them subscribed.
    const subscriberId = emailHashOf(await confirmedSubscriber(to));
    const result = await unsubscribe(token);
    expect(result.message).toContain('unsubscribed');
    expect((await getSubscriber(subscriberId))?.state).toBe('confirmed');
    // Only the time is kept: no item holds the test address (docs/product/publishing.md#send).
    expect(await progress(id)).toMatchObject({ testSentAt: expect.any(String) });
    expect((await progress(id)).testSentTo).toBeUndefined();
    const { Item } = await getItem({ TableName: tableName, Key: articleSendKey(id), ConsistentRead: true });
    expect(JSON.stringify(Item)).not.toContain(to);
  });
});

describe('POST and GET /api/admin/articles/{id}/send', () => {
  it('starts once after a test, emits one event, and the consumer sends to every confirmed subscriber', async () => {
    const title = `Newsletter ${randomUUID()}`;
    const id = await storeArticle(true, title);
    const readers = [await confirmedSubscriber(), await confirmedSubscriber()];
    const noTest = await start(id);
    expect(noTest.statusCode).toBe(409);
    expect(noTest.body).toMatchObject({ error: expect.stringContaining('Send a test email') });
    expect((await sendTest(id, 'editor@firm.example')).statusCode).toBe(200);

    const answers = await Promise.all([start(id), start(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    const started = articleSendProgressSchema.parse(answers.find((answer) => answer.statusCode === 202)?.body);
    expect(started).toMatchObject({ state: 'sending', sent: 0, testSentAt: expect.any(String) });
    expect(started.total).toBeGreaterThanOrEqual(readers.length);
    expect((await start(id)).body).toMatchObject({ error: expect.stringContaining('already been sent') });
    const calls = eventBridge.commandCalls(PutEventsCommand);
    expect(calls).toHaveLength(1);
    const entry = calls[0]?.args[0].input.Entries?.[0];
    expect(entry).toMatchObject({ Source: ARTICLE_EVENT_SOURCE, DetailType: ARTICLE_DETAIL_TYPES.sendRequested });
    const detail = articleSendRequestedDetailSchema.parse(JSON.parse(entry?.Detail ?? '{}'));
    expect(detail.articleId).toBe(id);

    const context = { ...lambdaContext('send-article-newsletter'), getRemainingTimeInMillis: () => 300_000 };
    const event = eventBridgeEvent(ARTICLE_DETAIL_TYPES.sendRequested, detail, ARTICLE_EVENT_SOURCE);
    await sendArticleNewsletter(event, context);
    const done = await progress(id);
    expect(done).toMatchObject({ state: 'done', total: started.total, sent: started.total, failed: 0 });
    expect(done.finishedAt).toBeDefined();
    const emails = (await sesEmails()).filter((email) => email.subject === title);
    expect(emails).toHaveLength(started.total);
    for (const reader of readers)
      expect(emails.filter((email) => email.destination.to.includes(reader))).toHaveLength(1);
  });

  it('undoes the start when the bus refuses the event (503), so that staff can try again', async () => {
    const id = await storeArticle(true);
    await sendTest(id, 'editor@firm.example');
    eventBridge.on(PutEventsCommand).rejects(new Error('bus down'));
    const refused = await start(id);
    expect(refused.statusCode).toBe(503);
    expect(await progress(id)).toMatchObject({ state: 'none' });
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-2' }] });
    expect((await start(id)).statusCode).toBe(202);
  });

  it('answers none before anything and 404 for an unknown article', async () => {
    expect(await progress(await storeArticle(true))).toEqual({
      state: 'none',
      total: 0,
      sent: 0,
      skipped: 0,
      failed: 0,
    });
    const unknown = randomUUID();
    const answer = await invokeHttp(progressHandler, {
      ...paths(unknown).send,
      pathParameters: { id: unknown },
      headers: session,
    });
    expect(answer.statusCode).toBe(404);
  });
});
