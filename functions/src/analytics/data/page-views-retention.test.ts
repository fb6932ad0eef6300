import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentDbClient } from '../../lib/clients';
import { useTestTable } from '../../testing/table';
import { pageViewKey } from '../../table/keys';
import { recordPageView } from './page-views';

const tableName = useTestTable();

describe('page view retention (docs/product/privacy.md#retention)', () => {
  it.each([
    ['a page view', { page: '/insights' }],
    ['a named event', { page: '/assessment', event: { name: 'assessment_started' } }],
  ])('%s expires 13 months after it was recorded, by the TTL', async (_name, view) => {
    const now = new Date('2026-01-31T10:00:00.000Z');
    const stored = await recordPageView(view as Parameters<typeof recordPageView>[0], {}, now);
    const { Item } = await documentDbClient().send(
      new GetCommand({ TableName: tableName, Key: pageViewKey(stored.timestamp, stored.id) }),
    );
    const expiresAt = new Date(Number(Item?.expiresAt) * 1000);
    const thirteenMonthsLater = new Date('2027-02-28T10:00:00.000Z');
    const fourteenMonthsLater = new Date('2027-03-31T10:00:00.000Z');
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(thirteenMonthsLater.getTime());
    expect(expiresAt.getTime()).toBeLessThan(fourteenMonthsLater.getTime());
  });
});
