import { describe, expect, it } from 'vitest';
import { type SesFeedbackDetail, sesFeedbackDetailSchema, suppressedRecipientsOf } from './email-feedback';

const bounce = (bounceType: string, ...emails: string[]): SesFeedbackDetail => ({
  eventType: 'Bounce',
  bounce: { bounceType, bouncedRecipients: emails.map((emailAddress) => ({ emailAddress })) },
});
const complaint = (...emails: string[]): SesFeedbackDetail => ({
  eventType: 'Complaint',
  complaint: { complainedRecipients: emails.map((emailAddress) => ({ emailAddress })) },
});

describe('suppressedRecipientsOf', () => {
  it.each<[string, SesFeedbackDetail, { email: string; reason: string }[]]>([
    ['a permanent bounce', bounce('Permanent', 'Gone@Example.com'), [{ email: 'gone@example.com', reason: 'bounce' }]],
    ['a transient bounce (full mailbox)', bounce('Transient', 'full@example.com'), []],
    ['an undetermined bounce', bounce('Undetermined', 'odd@example.com'), []],
    ['a complaint', complaint('angry@example.com'), [{ email: 'angry@example.com', reason: 'complaint' }]],
    [
      'several recipients, one repeated in another case',
      complaint('a@example.com', ' A@example.com ', 'b@example.com'),
      [
        { email: 'a@example.com', reason: 'complaint' },
        { email: 'b@example.com', reason: 'complaint' },
      ],
    ],
    ['a recipient that is no address', bounce('Permanent', 'postmaster'), []],
    ['a complaint event without its complaint record', { eventType: 'Complaint' }, []],
  ])('%s', (_, detail, expected) => {
    expect(suppressedRecipientsOf(detail)).toEqual(expected);
  });
});

describe('sesFeedbackDetailSchema', () => {
  it('reads SES event records and keeps their other fields', () => {
    const parsed = sesFeedbackDetailSchema.parse({
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [{ emailAddress: 'x@example.com', status: '5.1.1', diagnosticCode: 'smtp; 550' }],
        timestamp: '2026-11-23T10:00:00.000Z',
        feedbackId: 'f1',
      },
      mail: { messageId: 'm1', timestamp: '2026-11-23T09:59:58.000Z', tags: {} },
    });
    expect(suppressedRecipientsOf(parsed)).toEqual([{ email: 'x@example.com', reason: 'bounce' }]);
  });

  it.each([
    ['a delivery event', { eventType: 'Delivery' }],
    ['recipients without addresses', { eventType: 'Complaint', complaint: { complainedRecipients: [{}] } }],
  ])('refuses %s', (_, detail) => {
    expect(sesFeedbackDetailSchema.safeParse(detail).success).toBe(false);
  });
});
