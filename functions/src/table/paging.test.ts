import { describe, expect, it } from 'vitest';
import { ValidationError } from '../lib/errors';
import {
  isLeadIndexCursor,
  isSubscriberIndexCursor,
  leadIndexKey,
  leadKey,
  pageViewCursorOf,
  pageViewKey,
  subscriberIndexKey,
  subscriberKey,
} from './keys';
import { clampLimit, decodeCursor, encodeCursor } from './paging';

const AT = '2026-01-02T03:04:05.000Z';
const leadCursor = { ...leadKey('lead-1'), ...leadIndexKey(AT, 'lead-1') };
const SUBSCRIBER_ID = 'k3Jz9Qp0aB1cD2eF3gH4iJ5kL6mN7oP8qR9sT0uV1wX';
const subscriberCursor = { ...subscriberKey(SUBSCRIBER_ID), ...subscriberIndexKey(AT, SUBSCRIBER_ID) };
const raw = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('decodeCursor', () => {
  it.each([
    ['a lead index key', leadCursor, isLeadIndexCursor],
    ['a subscriber index key', subscriberCursor, isSubscriberIndexCursor],
    ['a key of the day paged', pageViewKey(AT, 'view-1'), pageViewCursorOf('2026-01-02')],
  ])('accepts %s', (_, key, check) => {
    expect(decodeCursor(encodeCursor(key) as string, check)).toEqual(key);
  });

  it.each<[string, string, (key: Readonly<Record<string, string>>) => boolean]>([
    ['not base64url', '!!!', isLeadIndexCursor],
    ['not JSON', raw('{'), isLeadIndexCursor],
    ['an array', raw('[]'), isLeadIndexCursor],
    ['a number value', raw(JSON.stringify({ ...leadCursor, sk: 1 })), isLeadIndexCursor],
    ['an empty value', raw(JSON.stringify({ ...leadCursor, gsi1pk: '' })), isLeadIndexCursor],
    ['a subscriber key on the lead index', encodeCursor(subscriberCursor) as string, isLeadIndexCursor],
    ['a lead key on the subscriber index', encodeCursor(leadCursor) as string, isSubscriberIndexCursor],
    ['a lead key without gsi1', encodeCursor(leadKey('lead-1')) as string, isLeadIndexCursor],
    ['an extra attribute', encodeCursor({ ...leadCursor, extra: 'x' }) as string, isLeadIndexCursor],
    [
      'another id in the sort key',
      encodeCursor({ ...leadCursor, gsi1sk: `${AT}#lead-2` }) as string,
      isLeadIndexCursor,
    ],
    ['an empty time in the sort key', encodeCursor({ ...leadCursor, gsi1sk: '#lead-1' }) as string, isLeadIndexCursor],
    ['a wrong sort key', encodeCursor({ ...leadCursor, sk: 'ACTIVITY' }) as string, isLeadIndexCursor],
    [
      'unrelated attributes on the subscriber index',
      encodeCursor({ pk: 'x', sk: 'y', gsi1pk: 'z', gsi1sk: 'w' }) as string,
      isSubscriberIndexCursor,
    ],
    [
      'an address instead of a subscriber id',
      encodeCursor({ ...subscriberKey('a@example.com'), ...subscriberIndexKey(AT, 'a@example.com') }) as string,
      isSubscriberIndexCursor,
    ],
    ['a key of another day', encodeCursor(pageViewKey(AT, 'v')) as string, pageViewCursorOf('2026-01-03')],
    ['too long', 'a'.repeat(3000), isLeadIndexCursor],
  ])('refuses %s with 400 Invalid cursor', (_, cursor, check) => {
    expect(() => decodeCursor(cursor, check)).toThrow(ValidationError);
    expect(() => decodeCursor(cursor, check)).toThrow('Invalid cursor');
  });
});

describe('clampLimit', () => {
  it.each([
    [undefined, 100],
    [0, 1],
    [5.7, 5],
    [5000, 1000],
    [-3, 1],
  ])('clamps %s to %s', (limit, expected) => {
    expect(clampLimit(limit, 100, 1000)).toBe(expected);
  });
});
