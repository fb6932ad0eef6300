import { describe, expect, it } from 'vitest';
import type { PrivacyKeyRing } from '../../lib/privacy-key-ring';
import {
  emailIdOfRecipients,
  emailIdOfReplyToken,
  newOutreachEmailId,
  OUTREACH_EMAIL_ID_PATTERN,
  replyAddressOf,
  replyTokenOf,
} from './reply-token';

const OLD = { id: 'k1', key: 'an old privacy key of at least thirty-two characters' };
const NEW = { id: 'k2', key: 'a new privacy key of at least thirty-two characters!' };
const BEFORE: PrivacyKeyRing = { current: OLD, identifierKey: OLD.key };
const AFTER: PrivacyKeyRing = { current: NEW, previous: OLD, identifierKey: OLD.key };
const LATER: PrivacyKeyRing = {
  current: { id: 'k3', key: 'a third privacy key of at least thirty-two chars' },
  previous: NEW,
  identifierKey: OLD.key,
};
const EMAIL_ID = '0123456789abcdef0123';

describe('reply tokens', () => {
  it('makes email ids of 20 lower-case hex digits, each new', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newOutreachEmailId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(OUTREACH_EMAIL_ID_PATTERN);
  });

  it('gives a reply address whose local part fits in 64 characters', () => {
    const address = replyAddressOf(EMAIL_ID, 'Reply.Example.com', BEFORE);
    expect(address).toMatch(/^reply\+0123456789abcdef0123\.k1\.[0-9a-f]{20}@reply\.example\.com$/);
    expect(address.split('@')[0]?.length).toBeLessThanOrEqual(64);
  });

  it.each([
    ['the signing ring', BEFORE, EMAIL_ID],
    ['a ring that rotated once (previous key)', AFTER, EMAIL_ID],
    ['a ring that rotated twice (key gone)', LATER, undefined],
  ])('reads a token signed before under %s', (_name, ring, expected) => {
    expect(emailIdOfReplyToken(replyTokenOf(EMAIL_ID, BEFORE), ring)).toBe(expected);
  });

  it('reads a token whose case a mail server changed', () => {
    expect(emailIdOfReplyToken(replyTokenOf(EMAIL_ID, BEFORE).toUpperCase(), BEFORE)).toBe(EMAIL_ID);
  });

  it.each([
    ['another email id with the same signature', (token: string) => `1${token.slice(1)}`],
    ['a changed signature', (token: string) => `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`],
    ['an unknown key id', (token: string) => token.replace('.k1.', '.k9.')],
    ['a shortened signature', (token: string) => token.slice(0, -2)],
    ['an empty token', () => ''],
    ['markup', () => '<script>alert(1)</script>'],
  ])('refuses %s', (_name, forge) => {
    expect(emailIdOfReplyToken(forge(replyTokenOf(EMAIL_ID, BEFORE)), BEFORE)).toBeUndefined();
  });

  it('refuses an id that is not an outreach email id when signing', () => {
    expect(() => replyTokenOf('not-an-id', BEFORE)).toThrow('Not an outreach email id');
  });

  it('finds the email among the recipients of an inbound message', () => {
    const address = replyAddressOf(EMAIL_ID, 'reply.example.com', BEFORE);
    const forged = address.replace(/[0-9a-f]@/, (match) => (match === '0@' ? '1@' : '0@'));
    expect(emailIdOfRecipients(['hello@example.com', forged, address.toUpperCase()], 'reply.example.com', BEFORE)).toBe(
      EMAIL_ID,
    );
    expect(emailIdOfRecipients([forged], 'reply.example.com', BEFORE)).toBeUndefined();
    expect(emailIdOfRecipients([address], 'other.example.com', BEFORE)).toBeUndefined();
  });
});
