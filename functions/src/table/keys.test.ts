import { describe, expect, it } from 'vitest';
import {
  acknowledgementWindowKey,
  activityKey,
  adminCredentialKey,
  assessmentBenchmarkKey,
  emailSuppressionKey,
  availabilityKey,
  bookingIndexKey,
  bookingKey,
  bookingSlotKey,
  ipSaltKey,
  LEADING_KEYS,
  leadChangeIndexKey,
  leadEmailKey,
  leadIndexKey,
  leadKey,
  loginFailuresKey,
  notificationWindowKey,
  pageViewKey,
  processedEventKey,
  processedEventPattern,
  reportAllowanceKey,
  sessionIndexKey,
  sessionKey,
  settingKey,
  subscriberIndexKey,
  subscriberKey,
  subscriberCountKey,
  erasureKey,
  auditEntryKey,
  auditIndexKey,
} from './keys';
import { articleAdminIndexKey, articleIndexKey, articleKey, articleSlugKey } from '../articles/data/article-keys';
import { articleDeliveryKey, articleSendKey } from '../articles/data/article-send-keys';

/** IAM's `dynamodb:LeadingKeys` string match: `*` is any run of characters, everything else literal. */
const matches = (pattern: string, value: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(value);

const AT = '2026-01-02T03:04:05.000Z';

describe('every item key falls under its own LeadingKeys pattern and under no other', () => {
  it.each<[keyof typeof LEADING_KEYS, string]>([
    ['lead', leadKey('l1').pk],
    ['lead', activityKey('l1', AT, 'a1').pk],
    ['leadEmail', leadEmailKey(' Jane@Example.com ').pk],
    ['article', articleKey('slug').pk],
    ['subscriber', subscriberKey('A@example.com').pk],
    ['pageView', pageViewKey(AT, 'v1').pk],
    ['processedEvent', processedEventKey('capture-lead', 'e1').pk],
    ['notificationWindow', notificationWindowKey('a@example.com').pk],
    ['acknowledgementWindow', acknowledgementWindowKey('a@example.com').pk],
    ['emailSuppression', emailSuppressionKey('a@example.com').pk],
    ['reportAllowance', reportAllowanceKey('a@example.com').pk],
    ['assessmentBenchmark', assessmentBenchmarkKey('strategic_readiness').pk],
    ['session', sessionKey('abc').pk],
    ['loginFailures', loginFailuresKey('abc', 0).pk],
    ['adminCredential', adminCredentialKey().pk],
    ['setting', settingKey('page-view-ip-salt').pk],
    ['leadIndex', leadIndexKey(AT, 'l1').gsi1pk],
    ['articleIndex', articleIndexKey(AT, 'slug').gsi1pk],
    ['articleSlug', articleSlugKey('slug').pk],
    ['articleAdminIndex', articleAdminIndexKey(AT, 'id').gsi2pk],
    ['subscriberIndex', subscriberIndexKey(AT, 'a@example.com').gsi1pk],
    ['sessionIndex', sessionIndexKey(AT, 'abc').gsi1pk],
    ['subscriberCount', subscriberCountKey().pk],
    ['erasure', erasureKey('k3Jz9Qp0aB1cD2eF3gH4').pk],
    ['audit', auditEntryKey('k3Jz9Qp0aB1cD2eF3gH4').pk],
    ['auditIndex', auditIndexKey(AT, 'k3Jz9Qp0aB1cD2eF3gH4').gsi1pk],
    ['article', articleSendKey('a1').pk],
    ['article', articleDeliveryKey('a1', 's1').pk],
    ['ipSalt', ipSaltKey('2026-01-02').pk],
    ['availability', availabilityKey().pk],
    ['booking', bookingKey('b1').pk],
    ['bookingIndex', bookingIndexKey(AT, 'b1').gsi1pk],
    ['bookingSlot', bookingSlotKey(AT).pk],
    ['leadChangeIndex', leadChangeIndexKey(AT, 'l1').gsi2pk],
  ])('%s: %s', (type, value) => {
    const matching = Object.entries(LEADING_KEYS)
      .filter(([, pattern]) => matches(pattern, value))
      .map(([name]) => name);
    expect(matching).toEqual([type]);
  });

  it('narrows processed events to one consumer', () => {
    expect(matches(processedEventPattern('notify-lead'), processedEventKey('notify-lead', 'e1').pk)).toBe(true);
    expect(matches(processedEventPattern('notify-lead'), processedEventKey('capture-lead', 'e1').pk)).toBe(false);
  });
});

describe('key builders', () => {
  it.each([
    ['email claims', leadEmailKey(' Jane@Example.com '), leadEmailKey('jane@example.com')],
    ['notification windows', notificationWindowKey('A@Example.com '), notificationWindowKey('a@example.com')],
    ['acknowledgement windows', acknowledgementWindowKey('A@Example.com '), acknowledgementWindowKey('a@example.com')],
    ['suppressions', emailSuppressionKey(' A@Example.COM'), emailSuppressionKey('a@example.com')],
    ['report allowances', reportAllowanceKey('A@Example.com'), reportAllowanceKey('a@example.com')],
  ])('compare %s case-insensitively', (_, a, b) => {
    expect(a).toEqual(b);
  });

  it('puts a timeline entry in its lead partition, sorted by time', () => {
    expect(activityKey('l1', AT, 'a1').pk).toBe(leadKey('l1').pk);
    expect(activityKey('l1', AT, 'a1').sk < activityKey('l1', '2026-01-02T03:04:06.000Z', 'a0').sk).toBe(true);
  });

  it('puts a page view in the partition of its UTC day', () => {
    expect(pageViewKey(AT, 'v1').pk).toBe(pageViewKey('2026-01-02T23:59:59.999Z', 'v2').pk);
    expect(pageViewKey(AT, 'v1').pk).not.toBe(pageViewKey('2026-01-03T00:00:00.000Z', 'v1').pk);
  });
});
