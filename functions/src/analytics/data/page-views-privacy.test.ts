import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentDbClient } from '../../lib/clients';
import { useTestTable } from '../../testing/table';
import { ipSaltKey, settingKey } from '../../table/keys';
import { IP_SALT_KEPT_SECONDS, recordPageView, referrerOrigin } from './page-views';

const tableName = useTestTable();

describe('page-view privacy (docs/product/site.md#analytics-and-consent)', () => {
  it('hashes an IP with a salt of the day: same day same hash, next day a different one', async () => {
    const ip = '198.51.100.42';
    const morning = await recordPageView({ page: '/' }, { ip }, new Date('2026-11-23T08:00:00Z'));
    const evening = await recordPageView({ page: '/' }, { ip }, new Date('2026-11-23T23:59:59Z'));
    const nextDay = await recordPageView({ page: '/' }, { ip }, new Date('2026-11-24T00:00:01Z'));
    expect(morning.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(evening.ipHash).toBe(morning.ipHash);
    expect(nextDay.ipHash).not.toBe(morning.ipHash);
  });

  it('lets the day salt expire shortly after its day, so old hashes cannot be recomputed', async () => {
    await recordPageView({ page: '/' }, { ip: '192.0.2.1' }, new Date('2026-11-25T12:00:00Z'));
    const { Item } = await documentDbClient().send(
      new GetCommand({ TableName: tableName, Key: ipSaltKey('2026-11-25') }),
    );
    const endOfDay = Date.parse('2026-11-26T00:00:00Z') / 1000;
    expect(Item?.expiresAt).toBe(endOfDay + IP_SALT_KEPT_SECONDS);
    const { Item: setting } = await documentDbClient().send(
      new GetCommand({ TableName: tableName, Key: settingKey('page-view-ip-salt#2026-11-25') }),
    );
    expect(setting, 'the salt is its own item, never a setting').toBeUndefined();
    expect(IP_SALT_KEPT_SECONDS).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it.each([
    ['https://news.example.com/articles/42?utm_source=x&email=ada@example.com#top', 'https://news.example.com'],
    ['http://intranet.example:8080/path', 'http://intranet.example:8080'],
    ['https://www.meridian.test/insights', 'https://www.meridian.test'],
    ['android-app://com.google.android.gm/', undefined],
    ['javascript:alert(1)', undefined],
    ['not a url', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('keeps only the origin of the referrer %j', async (referrer, expected) => {
    expect(referrerOrigin(referrer)).toBe(expected);
    const view = await recordPageView({ page: '/', ...(referrer === undefined ? {} : { referrer }) }, {});
    expect(view.referrer).toBe(expected);
  });
});
