import { describe, expect, it } from 'vitest';
import { sesReceiptEvent, sesReceivedNotification, snsEvent } from '../outreach/testing/received-mail';
import { receiptsOf } from './ses-receipt';

const TO = ['reply+abc@reply.meridian.test'];

/** The notification with one field changed by `change`. */
function changed(change: (notification: ReturnType<typeof sesReceivedNotification>) => void): string {
  const notification = sesReceivedNotification('m-1', TO);
  change(notification);
  return JSON.stringify(notification);
}

describe('receiptsOf (docs/deploy.md#receiving-replies)', () => {
  it.each([
    ['SES Lambda action', sesReceiptEvent('m-1', TO, { spam: 'GRAY' })],
    [
      'SNS with the "Received" notification',
      snsEvent(JSON.stringify(sesReceivedNotification('m-1', TO, { spam: 'GRAY' }))),
    ],
  ])('reads the same receipt from the %s shape', (_shape, event) => {
    expect(receiptsOf(event)).toEqual({
      receipts: [
        {
          messageId: 'm-1',
          recipients: TO,
          verdicts: { spam: 'GRAY', virus: 'PASS', spf: 'PASS', dkim: 'PASS', dmarc: 'PASS' },
        },
      ],
      rejected: [],
    });
  });

  it.each<[string, unknown, 'ses' | 'sns' | 'unknown', string]>([
    ['no Records', { hello: 'world' }, 'unknown', 'Records'],
    ['an empty Records', { Records: [] }, 'unknown', 'Records'],
    ['a string event', 'Records', 'unknown', '(root)'],
    [
      'an SES record without a message id',
      { Records: [{ ses: { mail: {}, receipt: {} } }] },
      'ses',
      'ses.mail.messageId',
    ],
    ['a record of neither shape', { Records: [{ eventSource: 'aws:s3' }] }, 'unknown', 'ses'],
    ['an SNS record without a message', { Records: [{ Sns: { Subject: 'x' } }] }, 'sns', 'Sns.Message'],
    ['an SNS message that is not JSON', snsEvent('{"notificationType":'), 'sns', 'not JSON'],
    ['an SNS message of JSON null', snsEvent('null'), 'sns', '(root)'],
    [
      'another notification type',
      snsEvent(changed((n) => Object.assign(n, { notificationType: 'Bounce' }))),
      'sns',
      'notificationType',
    ],
    [
      'a Lambda action instead of the S3 action',
      snsEvent(changed((n) => Object.assign(n.receipt.action, { type: 'Lambda' }))),
      'sns',
      'receipt.action.type',
    ],
    [
      'an object key that is not inbound/<message id>',
      snsEvent(changed((n) => Object.assign(n.receipt.action, { objectKey: 'inbound/../secrets' }))),
      'sns',
      'receipt.action.objectKey',
    ],
    [
      'a message id with a slash',
      snsEvent(changed((n) => Object.assign(n.mail, { messageId: '../x' }))),
      'sns',
      'mail.messageId',
    ],
    [
      'no recipients',
      snsEvent(changed((n) => Object.assign(n.receipt, { recipients: [] }))),
      'sns',
      'receipt.recipients',
    ],
    [
      'no spam verdict',
      snsEvent(changed((n) => Object.assign(n.receipt, { spamVerdict: undefined }))),
      'sns',
      'spamVerdict',
    ],
  ])('rejects %s, naming the problem and not the content', (_case, event, shape, issue) => {
    const { receipts, rejected } = receiptsOf(event);
    expect(receipts).toEqual([]);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.shape).toBe(shape);
    expect(rejected[0]?.issues.join('; ')).toContain(issue);
    expect(JSON.stringify(rejected)).not.toContain('bob@lead.example');
  });

  it('keeps the good records of an event and rejects only the bad one', () => {
    const good = sesReceiptEvent('m-2', TO).Records[0];
    const { receipts, rejected } = receiptsOf({ Records: [{ Sns: { Message: '[]' } }, good] });
    expect(receipts.map((receipt) => receipt.messageId)).toEqual(['m-2']);
    expect(rejected.map((record) => record.index)).toEqual([0]);
  });
});
