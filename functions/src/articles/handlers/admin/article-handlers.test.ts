import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import type { AdminArticle } from '@meridian/shared/articles/article-admin';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffHeaders } from '../../../testing/staff';
import { listAuditEntries } from '../../../privacy/data/audit-log';
import { type InvokeResult, invokeHttp } from '../../../testing/http-events';
import { useTestTable } from '../../../testing/table';
import { handler as createHandler } from './create';
import { handler as getHandler } from './get';
import { handler as listHandler } from './list';
import { handler as publishHandler } from './publish';
import { handler as unpublishHandler } from './unpublish';
import { handler as updateHandler } from './update';

// The publish and unpublish handlers validate their environment when their modules load.
vi.hoisted(() => {
  process.env.ARTICLE_SCHEDULE_GROUP = 'meridian-article-publications';
  process.env.ARTICLE_PUBLISH_TARGET_ARN = 'arn:aws:lambda:eu-west-2:111111111111:function:publish-article';
  process.env.ARTICLE_PUBLISH_ROLE_ARN = 'arn:aws:iam::111111111111:role/article-publish-invoke';
  process.env.ARTICLE_PUBLISH_DLQ_ARN = 'arn:aws:sqs:eu-west-2:111111111111:article-publish-dlq';
});

useTestTable();
const scheduler = mockClient(SchedulerClient);
const eventBridge = mockClient(EventBridgeClient);
scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' });
scheduler.on(DeleteScheduleCommand).resolves({});
eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
afterAll(() => {
  scheduler.restore();
  eventBridge.restore();
});

let session: Record<string, string>;
beforeAll(async () => {
  session = await staffHeaders();
});

const BODY = {
  title: 'Handler test article',
  category: 'Business Growth',
  excerpt: 'An excerpt.',
  content: 'A body.',
  author: 'Staff Writer',
};
type Call = (headers: Record<string, string>, body?: unknown) => Promise<InvokeResult>;
const onArticle = (id: string, suffix = '') => ({
  path: `/api/admin/articles/${id}${suffix}`,
  routePath: `/api/admin/articles/{id}${suffix}`,
  pathParameters: { id },
});
const calls = (id: string): Record<string, Call> => ({
  'GET /api/admin/articles': (headers) => invokeHttp(listHandler, { path: '/api/admin/articles', headers }),
  'POST /api/admin/articles': (headers, body = BODY) =>
    invokeHttp(createHandler, { method: 'POST', path: '/api/admin/articles', body, headers }),
  'GET /api/admin/articles/{id}': (headers) => invokeHttp(getHandler, { ...onArticle(id), headers }),
  'PUT /api/admin/articles/{id}': (headers, body = { ...BODY, version: 1 }) =>
    invokeHttp(updateHandler, { method: 'PUT', ...onArticle(id), body, headers }),
  'POST /api/admin/articles/{id}/publish': (headers, body = { version: 1 }) =>
    invokeHttp(publishHandler, { method: 'POST', ...onArticle(id, '/publish'), body, headers }),
  'POST /api/admin/articles/{id}/unpublish': (headers, body = { version: 1 }) =>
    invokeHttp(unpublishHandler, { method: 'POST', ...onArticle(id, '/unpublish'), body, headers }),
});
const call = (route: string, id: string, body?: unknown) => calls(id)[route]!(session, body);

async function newDraft(overrides: Record<string, unknown> = {}): Promise<AdminArticle> {
  const result = await call('POST /api/admin/articles', '', { ...BODY, ...overrides });
  expect(result.statusCode, JSON.stringify(result.body)).toBe(201);
  return result.body as AdminArticle;
}

describe('article routes without a valid session', () => {
  it.each(Object.keys(calls('x')))('%s answers 401 before validating input', async (route) => {
    for (const headers of [{}, { 'x-session-id': 'not-a-session' }] as Record<string, string>[]) {
      const result = await calls('x')[route]!(headers, { nonsense: true });
      expect(result.statusCode).toBe(401);
      expect(result.body).toEqual({ error: 'Unauthorized' });
    }
  });
});

describe('article routes with bad input answer 4xx JSON and change nothing', () => {
  it.each<[string, unknown]>([
    ['no title', { ...BODY, title: '' }],
    ['a malformed slug', { ...BODY, slug: 'Not A Slug' }],
    ['a body over 100,000 characters', { ...BODY, content: 'x'.repeat(100_001) }],
    ['a number for a title', { ...BODY, title: 42 }],
  ])('POST with %s: 400 with field details', async (_case, body) => {
    const result = await call('POST /api/admin/articles', '', body);
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ error: 'Invalid request body', details: expect.any(Array) });
  });

  it('accepts a long body above the default 32 KB limit, and answers 413 above 512 KB', async () => {
    expect((await newDraft({ content: 'word '.repeat(12_000) })).readTime).toBe(60);
    const huge = await call('POST /api/admin/articles', '', { ...BODY, content: 'x'.repeat(600_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('answers 409 for a taken slug, 404 for an unknown id and 400 for a malformed one', async () => {
    await newDraft({ slug: 'handler-taken' });
    const taken = await call('POST /api/admin/articles', '', { ...BODY, slug: 'handler-taken' });
    expect(taken).toMatchObject({ statusCode: 409, body: { error: 'Another article already uses this slug' } });
    for (const route of ['GET /api/admin/articles/{id}', 'PUT /api/admin/articles/{id}']) {
      expect(await call(route, 'no-such-article')).toMatchObject({
        statusCode: 404,
        body: { error: 'Article not found' },
      });
      expect((await call(route, 'bad id!')).statusCode).toBe(400);
    }
  });

  it('answers 409 on a stale version and 400 without one; the article keeps its version', async () => {
    const draft = await newDraft();
    const put = 'PUT /api/admin/articles/{id}';
    expect((await call(put, draft.id, { ...BODY, version: 1 })).statusCode).toBe(200);
    const stale = await call(put, draft.id, { ...BODY, title: 'Lost', version: 1 });
    expect(stale).toMatchObject({
      statusCode: 409,
      body: { error: 'The article was changed by someone else; reload and try again' },
    });
    expect((await call(put, draft.id, BODY)).statusCode).toBe(400);
    const stored = (await call('GET /api/admin/articles/{id}', draft.id)).body as AdminArticle;
    expect(stored).toMatchObject({ version: 2, title: BODY.title });
  });

  it.each<[string, unknown]>([
    ['a malformed time', { at: 'tomorrow at nine', version: 1 }],
    ['a time without a zone', { at: '2030-01-01T09:00:00', version: 1 }],
    ['a time more than a year ahead', { at: '2099-01-01T09:00:00Z', version: 1 }],
    ['no version', {}],
  ])('publish with %s: 400', async (_case, body) => {
    const draft = await newDraft();
    const result = await call('POST /api/admin/articles/{id}/publish', draft.id, body);
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ error: expect.any(String) });
    expect(((await call('GET /api/admin/articles/{id}', draft.id)).body as AdminArticle).version).toBe(1);
  });

  it('answers 409 when publishing a published article or unpublishing a draft', async () => {
    const draft = await newDraft();
    const unpublishDraft = await call('POST /api/admin/articles/{id}/unpublish', draft.id, { version: 1 });
    expect(unpublishDraft.statusCode).toBe(409);
    const published = await call('POST /api/admin/articles/{id}/publish', draft.id, { version: 1 });
    expect(published).toMatchObject({ statusCode: 200, body: { state: 'published', version: 2 } });
    const again = await call('POST /api/admin/articles/{id}/publish', draft.id, { version: 2 });
    expect(again).toMatchObject({ statusCode: 409, body: { error: 'The article is already published' } });
  });
});

describe('the audit log (docs/product/privacy.md#audit-log)', () => {
  it('records publications, schedules and unpublications of an article', async () => {
    const draft = await newDraft();
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect((await call('POST /api/admin/articles/{id}/publish', draft.id, { at, version: 1 })).statusCode).toBe(200);
    expect((await call('POST /api/admin/articles/{id}/publish', draft.id, { version: 2 })).statusCode).toBe(200);
    expect((await call('POST /api/admin/articles/{id}/unpublish', draft.id, { version: 3 })).statusCode).toBe(200);
    const { items } = await listAuditEntries({ limit: 100 });
    const actions = items.filter((entry) => entry.target === `article:${draft.id}`).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['article_published', 'article_scheduled', 'article_unpublished']);
    expect(items.find((entry) => entry.target === `article:${draft.id}`)?.ipHash).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('GET /api/admin/articles', () => {
  it('lists every article newest change first, without bodies, as one page', async () => {
    const latest = await newDraft({ title: 'The newest draft' });
    const result = await call('GET /api/admin/articles', '');
    expect(result.statusCode).toBe(200);
    const page = result.body as { items: AdminArticle[]; nextCursor: null };
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toMatchObject({ id: latest.id, slug: 'the-newest-draft', state: 'draft' });
    expect(page.items.every((item) => !('content' in item))).toBe(true);
  });
});
