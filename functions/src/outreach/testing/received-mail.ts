import { randomUUID } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { INBOUND_MAIL_PREFIX } from '@meridian/shared/outreach/inbound-mail';
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach } from 'vitest';

/**
 * Test data for the reply function (docs/product/outreach.md#replies): raw RFC 5322 messages, the
 * inbound mail bucket as an S3 mock, and the two event shapes a received message arrives in
 * (SES's Lambda action; SNS with SES's "Received" notification, docs/deploy.md#receiving-replies).
 */

/** The parts of a raw test message. */
export interface MessageParts {
  to: string;
  from?: string;
  subject?: string;
  text?: string;
  html?: string;
  inReplyTo?: string;
  attachment?: { name: string; content: string };
}

/** A raw RFC 5322 message: text and/or HTML, optionally with one attachment. */
export function rawMessage(parts: MessageParts): string {
  const boundary = `b-${randomUUID()}`;
  const head = [
    `From: Bob Lead <${parts.from ?? 'bob@lead.example'}>`,
    `To: ${parts.to}`,
    `Subject: ${parts.subject ?? 'Re: Hello'}`,
    `Message-ID: <${randomUUID()}@lead.example>`,
    ...(parts.inReplyTo ? [`In-Reply-To: ${parts.inReplyTo}`, `References: ${parts.inReplyTo}`] : []),
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  const body: string[] = [];
  if (parts.text !== undefined) body.push(`--${boundary}`, 'Content-Type: text/plain; charset=utf-8', '', parts.text);
  if (parts.html !== undefined) body.push(`--${boundary}`, 'Content-Type: text/html; charset=utf-8', '', parts.html);
  if (parts.attachment) {
    body.push(
      `--${boundary}`,
      `Content-Type: application/pdf; name="${parts.attachment.name}"`,
      `Content-Disposition: attachment; filename="${parts.attachment.name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(parts.attachment.content).toString('base64'),
    );
  }
  return [...head, '', ...body, `--${boundary}--`, ''].join('\r\n');
}

/** The inbound mail bucket as an S3 mock: raw messages by key, and errors for the next reads. */
export interface InboundMailStore {
  s3: AwsClientStub<S3Client>;
  stored: Map<string, Uint8Array>;
  /** Errors the next GetObject calls throw, in order. */
  failures: Error[];
  /** Stores a raw message under a new SES message id and returns that id. */
  store(raw: string | Uint8Array): string;
}

/** Mocks S3 for the test file: GetObject answers from {@link InboundMailStore.stored}. */
export function useInboundMailStore(): InboundMailStore {
  const s3 = mockClient(S3Client);
  const stored = new Map<string, Uint8Array>();
  const failures: Error[] = [];
  beforeEach(() => {
    s3.reset();
    s3.on(GetObjectCommand).callsFake((input: { Key: string }) => {
      const failure = failures.shift();
      if (failure) throw failure;
      const raw = stored.get(input.Key);
      if (!raw) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' });
      return {
        ContentLength: raw.byteLength,
        Body: { transformToByteArray: async () => raw, transformToWebStream: () => new ReadableStream() },
      };
    });
  });
  afterEach(() => stored.clear());
  return {
    s3,
    stored,
    failures,
    store(raw) {
      const messageId = `in-${randomUUID()}`;
      stored.set(`${INBOUND_MAIL_PREFIX}${messageId}`, typeof raw === 'string' ? Buffer.from(raw) : raw);
      return messageId;
    },
  };
}

/** Spam and virus verdicts of a test receipt (default `PASS`). */
export type TestVerdicts = Partial<Record<'spam' | 'virus', string>>;

const receiptOf = (recipients: string[], verdicts: TestVerdicts) => ({
  timestamp: new Date().toISOString(),
  recipients,
  spamVerdict: { status: verdicts.spam ?? 'PASS' },
  virusVerdict: { status: verdicts.virus ?? 'PASS' },
  spfVerdict: { status: 'PASS' },
  dkimVerdict: { status: 'PASS' },
  dmarcVerdict: { status: 'PASS' },
});

const mailOf = (messageId: string) => ({
  messageId,
  source: 'bob@lead.example',
  timestamp: new Date().toISOString(),
  commonHeaders: {},
});

/** SES's receipt-rule Lambda action event of one message. */
export function sesReceiptEvent(messageId: string, recipients: string[], verdicts: TestVerdicts = {}) {
  const action = { type: 'Lambda', functionArn: 'arn:aws:lambda:eu-west-1:1:function:x', invocationType: 'Event' };
  return {
    Records: [
      {
        eventSource: 'aws:ses',
        eventVersion: '1.0',
        ses: { mail: mailOf(messageId), receipt: { ...receiptOf(recipients, verdicts), action } },
      },
    ],
  };
}

/** SES's "Received" notification of an S3 action (the SNS message), before `JSON.stringify`. */
export function sesReceivedNotification(messageId: string, recipients: string[], verdicts: TestVerdicts = {}) {
  const action = {
    type: 'S3',
    topicArn: 'arn:aws:sns:eu-west-1:111111111111:Meridian-replies',
    bucketName: 'meridian-inbound-mail',
    objectKeyPrefix: INBOUND_MAIL_PREFIX,
    objectKey: `${INBOUND_MAIL_PREFIX}${messageId}`,
  };
  return {
    notificationType: 'Received',
    mail: mailOf(messageId),
    receipt: { ...receiptOf(recipients, verdicts), processingTimeMillis: 420, action },
  };
}

/** The SNS event the receiving region's topic invokes the function with, carrying `message` as is. */
export function snsEvent(message: string) {
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: 'arn:aws:sns:eu-west-1:111111111111:Meridian-replies:2f0c',
        Sns: {
          Type: 'Notification',
          MessageId: randomUUID(),
          TopicArn: 'arn:aws:sns:eu-west-1:111111111111:Meridian-replies',
          Subject: 'Amazon SES Email Receipt Notification',
          Message: message,
          Timestamp: new Date().toISOString(),
          MessageAttributes: {},
        },
      },
    ],
  };
}
