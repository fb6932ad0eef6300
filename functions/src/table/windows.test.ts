import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getItem } from '../lib/dynamodb';
import { useTestTable } from '../testing/table';
import type { ItemKey } from './keys';
import { tableName } from './table';
import { claimWindow, type WindowSpec } from './windows';

useTestTable();

const HOUR_MS = 3_600_000;
const key = (email: string): ItemKey => ({ pk: `WINDOW_TEST#${email.toLowerCase()}`, sk: 'WINDOW_TEST' });
const single: WindowSpec = { key, entity: 'window_test', windowMs: HOUR_MS, capacity: 1, retentionSeconds: 60 };
const shared: WindowSpec = { key, entity: 'window_test', windowMs: HOUR_MS, capacity: 3 };
const T0 = '2030-01-01T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
const address = () => `${randomUUID().slice(0, 8)}@Example.com`;

describe('claimWindow', () => {
  it.each([
    ['one event per window', single, 1],
    ['three events per window', shared, 3],
  ])('%s: admits its capacity, then refuses others until the window closed', async (_name, spec, capacity) => {
    const email = address();
    for (let i = 0; i < capacity; i += 1) expect(await claimWindow(spec, email, `e${i}`, later(i * 1000))).toBe(true);
    expect(await claimWindow(spec, email.toUpperCase(), 'other', later(HOUR_MS - 1))).toBe(false);
    // A redelivery of an admitted event is admitted again (its send is retried).
    expect(await claimWindow(spec, email, 'e0', T0)).toBe(true);
    expect(await claimWindow(spec, email, 'next', later(HOUR_MS + capacity * 1000))).toBe(true);
  });

  it('keeps the item retentionSeconds after the window closed', async () => {
    const email = address();
    await claimWindow(single, email, 'e1', T0);
    const { Item } = await getItem({ TableName: tableName(), Key: key(email), ConsistentRead: true });
    expect(Item).toMatchObject({
      entity: 'window_test',
      eventId: 'e1',
      openedAt: Date.parse(T0),
      expiresAt: (Date.parse(T0) + HOUR_MS) / 1000 + 60,
    });
  });

  it('admits no more than the capacity to concurrent events', async () => {
    const email = address();
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimWindow(shared, email, `c${i}`, later(i))),
    );
    expect(claims.filter(Boolean)).toHaveLength(3);
  });

  it('refuses an unparseable time', async () => {
    await expect(claimWindow(single, address(), 'e', 'yesterday')).rejects.toThrow('Invalid submission time');
  });
});
