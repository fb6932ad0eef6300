import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ANALYTICS_EVENT_NAMES } from '@meridian/shared/analytics/page-view';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageViewPartition } from '../../table/keys';
import { listPageViewsByDay, recordPageView } from '../data/page-views';
import { documentDbClient } from '../../lib/clients';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler as postPageView } from './post-page-view';

const tableName = useTestTable();

/** Raw items of one day's partition (what DynamoDB holds, not what the schema returns). */
async function rawItems(day: string) {
  const result = await documentDbClient().send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pageViewPartition(day) },
    }),
  );
  return result.Items ?? [];
}

describe('POST /api/page-views with a named event (docs/product/site.md#analytics-and-consent)', () => {
  it('stores the event with its category, label and value next to the page views of the day', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const before = (await listPageViewsByDay(day)).items.length;
    const view = await invokeHttp(postPageView, {
      path: '/api/page-views',
      body: { page: '/strategic-assessment', sessionId: 'visit-1' },
    });
    const event = await invokeHttp(postPageView, {
      path: '/api/page-views',
      body: {
        page: '/strategic-assessment',
        sessionId: 'visit-1',
        event: { name: 'assessment_completed', category: 'assessment', label: 'Strategic Leader', value: 85 },
      },
      headers: { 'user-agent': 'Mozilla/5.0 test' },
      sourceIp: '198.51.100.7',
    });
    expect(view).toMatchObject({ statusCode: 201, body: { recorded: true } });
    expect(event).toMatchObject({ statusCode: 201, body: { recorded: true } });

    const { items } = await listPageViewsByDay(day);
    const mine = items.slice(before);
    expect(mine).toHaveLength(2);
    expect(mine[0]?.event).toBeUndefined();
    expect(mine[1]).toMatchObject({
      page: '/strategic-assessment',
      sessionId: 'visit-1',
      userAgent: 'Mozilla/5.0 test',
      event: { name: 'assessment_completed', category: 'assessment', label: 'Strategic Leader', value: 85 },
    });
    expect(mine[1]?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    const raw = (await rawItems(day)).filter((item) => item.sessionId === 'visit-1');
    expect(raw.map((item) => item.entity).sort()).toEqual(['analytics_event', 'page_view']);
    expect(JSON.stringify(raw)).not.toContain('198.51.100.7');
  });

  it('applies the defaults of docs/product/site.md#analytics-and-consent: category engagement, label unknown, value 0', async () => {
    const res = await invokeHttp(postPageView, {
      path: '/api/page-views',
      body: { page: '/contact', sessionId: 'visit-defaults', event: { name: 'cta_click' } },
    });
    expect(res.statusCode).toBe(201);
    const { items } = await listPageViewsByDay(new Date().toISOString().slice(0, 10));
    expect(items.find((item) => item.sessionId === 'visit-defaults')?.event).toEqual({
      name: 'cta_click',
      category: 'engagement',
      label: 'unknown',
      value: 0,
    });
  });

  it('accepts every named event of docs/product/site.md#analytics-and-consent', async () => {
    for (const name of ANALYTICS_EVENT_NAMES) {
      const res = await invokeHttp(postPageView, { path: '/api/page-views', body: { page: '/', event: { name } } });
      expect(res.statusCode, name).toBe(201);
    }
  });

  it.each([
    ['an unknown event name', { name: 'test_event' }],
    ['an unknown key', { name: 'cta_click', extra: 1 }],
    ['a text value', { name: 'cta_click', value: '85' }],
    ['a value out of bounds', { name: 'assessment_completed', value: 1e12 }],
    ['an over-long label', { name: 'article_cta_click', label: 'x'.repeat(501) }],
    ['an over-long category', { name: 'cta_click', category: 'c'.repeat(101) }],
    ['an empty label', { name: 'cta_click', label: '  ' }],
    ['an event that is not an object', 'cta_click'],
  ])('rejects %s with 400 and stores nothing', async (_case, event) => {
    const sessionId = `rejected-${Math.random().toString(36).slice(2)}`;
    const res = await invokeHttp(postPageView, { path: '/api/page-views', body: { page: '/about', sessionId, event } });
    expect(res.statusCode).toBe(400);
    const raw = await rawItems(new Date().toISOString().slice(0, 10));
    expect(raw.some((item) => item.sessionId === sessionId)).toBe(false);
  });

  it('never answers 5xx and stores nothing it rejects, whatever the event holds (fuzz)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (event) => {
        const sessionId = `fuzz-${Math.random().toString(36).slice(2)}`;
        const res = await invokeHttp(postPageView, { path: '/api/page-views', body: { page: '/', sessionId, event } });
        expect([201, 400]).toContain(res.statusCode);
        if (res.statusCode === 400) {
          const raw = await rawItems(new Date().toISOString().slice(0, 10));
          expect(raw.some((item) => item.sessionId === sessionId)).toBe(false);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('recordPageView', () => {
  it('keeps plain page views free of an event and files them under their UTC day', async () => {
    const now = new Date('2026-03-01T23:59:59.000Z');
    const stored = await recordPageView({ page: '/tools', sessionId: 'visit-day' }, {}, now);
    expect(stored.event).toBeUndefined();
    const { items } = await listPageViewsByDay('2026-03-01');
    expect(items).toEqual([stored]);
    const raw = await rawItems('2026-03-01');
    expect(raw[0]).toMatchObject({ entity: 'page_view', sk: `2026-03-01T23:59:59.000Z#${stored.id}` });
  });
});
