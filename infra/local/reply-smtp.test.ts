import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { receiptsOf } from '@meridian/functions/lib/ses-receipt';
import { MAX_INBOUND_MESSAGE_BYTES } from '@meridian/shared/outreach/inbound-mail';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HandlerFunction } from './handler-modules';
import { type ReplySmtp, startReplySmtp } from './reply-smtp';

/** Speaks SMTP to the server; resolves with every reply line, rejects on the first 4xx/5xx (with its line). */
function smtp(port: number, commands: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    const answers: string[] = [];
    let buffer = '';
    let next = 0;
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      const lines = buffer.split('\r\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (/^\d{3}-/.test(line)) {
          answers.push(line);
          continue;
        }
        answers.push(line);
        if (/^[45]\d\d /.test(line)) {
          socket.destroy();
          return reject(new Error(line));
        }
        const command = commands[next];
        next += 1;
        if (command === undefined) {
          socket.end();
          return resolve(answers);
        }
        socket.write(`${command}\r\n`);
      }
    });
    socket.on('error', reject);
    socket.connect(port, '127.0.0.1');
  });
}

const message = (to: string) =>
  ['From: <bob@lead.example>', `To: <${to}>`, 'Subject: Re: Hi', '', 'Yes.', '.'].join('\r\n');

let dir: string;
let server: ReplySmtp;
let invocations: { event: unknown }[];
let failuresLeft: number;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reply-smtp-'));
  invocations = [];
  failuresLeft = 0;
  const handler: HandlerFunction = async (event) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('transient');
    }
    invocations.push({ event });
    return [];
  };
  server = await startReplySmtp({
    port: 0,
    replyDomain: 'reply.localhost.test',
    inboundDir: dir,
    receivers: [{ handler: 'outreach/consumers/receive-reply', receivesMail: true }],
    loadHandler: async () => handler,
    region: 'eu-west-2',
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    retryDelaysMs: [10, 20],
  });
});

afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the reply domain SMTP server', () => {
  it('stores the raw message under inbound/ and invokes the receiver with the SES receipt event', async () => {
    const to = 'reply+abc@reply.localhost.test';
    const answers = await smtp(server.port, [
      'EHLO test',
      'MAIL FROM:<bob@lead.example>',
      `RCPT TO:<${to}>`,
      'DATA',
      message(to),
      'QUIT',
    ]);
    expect(answers).toContainEqual(expect.stringMatching(new RegExp(`^250[- ]SIZE ${MAX_INBOUND_MESSAGE_BYTES}$`)));
    const queued = answers.find((line) => line.includes('Queued as'));
    const messageId = /Queued as (\S+)/.exec(queued ?? '')?.[1] ?? '';
    await server.idle();
    expect(await readFile(join(dir, 'inbound', messageId), 'utf8')).toContain('Subject: Re: Hi');
    expect(invocations).toHaveLength(1);
    expect(invocations[0]?.event).toMatchObject({
      Records: [
        {
          eventSource: 'aws:ses',
          ses: {
            mail: { messageId, source: 'bob@lead.example' },
            receipt: { recipients: [to], spamVerdict: { status: 'PASS' }, virusVerdict: { status: 'PASS' } },
          },
        },
      ],
    });
  });

  it("gives the reply function's parser the same receipt as the SNS notification AWS sends for a London home", async () => {
    const to = 'reply+abc@reply.localhost.test';
    await smtp(server.port, [
      'EHLO test',
      'MAIL FROM:<bob@lead.example>',
      `RCPT TO:<${to}>`,
      'DATA',
      message(to),
      'QUIT',
    ]);
    await server.idle();
    const local = invocations[0]?.event as { Records: [{ ses: { mail: { messageId: string }; receipt: object } }] };
    const { mail, receipt } = local.Records[0].ses;
    // SES's "Received" notification of the eu-west-1 rule's S3 action, as the topic delivers it.
    const notification = {
      notificationType: 'Received',
      mail,
      receipt: {
        ...receipt,
        action: { type: 'S3', bucketName: 'b', objectKeyPrefix: 'inbound/', objectKey: `inbound/${mail.messageId}` },
      },
    };
    const sns = {
      Records: [{ EventSource: 'aws:sns', Sns: { Type: 'Notification', Message: JSON.stringify(notification) } }],
    };
    const fromSes = receiptsOf(local);
    expect(fromSes.rejected).toEqual([]);
    expect(fromSes.receipts).toEqual([expect.objectContaining({ messageId: mail.messageId, recipients: [to] })]);
    expect(receiptsOf(sns)).toEqual(fromSes);
  });

  it('refuses a recipient outside the reply domain (550)', async () => {
    await expect(
      smtp(server.port, ['EHLO test', 'MAIL FROM:<bob@lead.example>', 'RCPT TO:<someone@elsewhere.example>']),
    ).rejects.toThrow(/^550 /);
  });

  it('refuses a message declared over the size limit (552) before it is sent', async () => {
    await expect(
      smtp(server.port, ['EHLO test', `MAIL FROM:<bob@lead.example> SIZE=${10 * 1024 * 1024}`]),
    ).rejects.toThrow(/^552 /);
  });

  it('retries a failed invocation as Lambda does', async () => {
    failuresLeft = 2;
    const to = 'reply+abc@reply.localhost.test';
    await smtp(server.port, [
      'EHLO test',
      'MAIL FROM:<bob@lead.example>',
      `RCPT TO:<${to}>`,
      'DATA',
      message(to),
      'QUIT',
    ]);
    await server.idle();
    expect(invocations).toHaveLength(1);
  });
});
