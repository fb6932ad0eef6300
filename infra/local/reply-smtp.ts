import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { MailReceiverDefinition } from '@meridian/functions/topology';
import { INBOUND_MAIL_PREFIX, MAX_INBOUND_MESSAGE_BYTES } from '@meridian/shared/outreach/inbound-mail';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { writeFileAtomically } from './atomic-file';
import type { HandlerLoader } from './handler-modules';
import { createLambdaContext, functionNameFor } from './lambda-adapter';
import type { Logger } from './logger';

/**
 * The local stand-in for SES receiving (docs/product/outreach.md#replies): an SMTP server for the
 * reply domain that does what the production receipt rule does. It accepts recipients at the reply
 * domain only, refuses messages over the size limit at the SMTP level (the `SIZE` extension, and
 * 552 when a client sends more anyway), stores each raw message in the inbound mail bucket of the
 * S3 stand-in (`<inboundDir>/inbound/<message id>`), answers 250, and then invokes the mail
 * receiver functions asynchronously with SES's receipt event (verdicts `PASS`), retrying a failed
 * invocation twice as Lambda does.
 */

/** Options of {@link startReplySmtp}. */
export interface ReplySmtpOptions {
  /** Port; 0 = a free one. */
  port: number;
  /** The reply domain (`REPLY_DOMAIN`): the only domain it accepts mail for. */
  replyDomain: string;
  /** The folder the S3 stand-in serves the inbound mail bucket from. */
  inboundDir: string;
  /** The functions to invoke with each message (`mailReceivers` of the areas). */
  receivers: readonly MailReceiverDefinition[];
  loadHandler: HandlerLoader;
  region: string;
  logger: Logger;
  /** Delay before each retry of a failed invocation, in ms (default 1 000 and 2 000). */
  retryDelaysMs?: readonly number[];
}

/** The running server. */
export interface ReplySmtp {
  port: number;
  /** Waits until every message received so far has been handed to the functions (tests, stop). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** SES's receipt event for one stored message (`SESEvent` of `aws-lambda`). */
export function sesReceiptEvent(messageId: string, envelope: { from: string; recipients: string[] }, region: string) {
  const pass = { status: 'PASS' };
  return {
    Records: [
      {
        eventSource: 'aws:ses',
        eventVersion: '1.0',
        ses: {
          mail: {
            timestamp: new Date().toISOString(),
            source: envelope.from,
            messageId,
            destination: envelope.recipients,
            headersTruncated: false,
            headers: [],
            commonHeaders: { returnPath: envelope.from, messageId },
          },
          receipt: {
            timestamp: new Date().toISOString(),
            processingTimeMillis: 0,
            recipients: envelope.recipients,
            spamVerdict: pass,
            virusVerdict: pass,
            spfVerdict: pass,
            dkimVerdict: pass,
            dmarcVerdict: pass,
            action: {
              type: 'Lambda',
              functionArn: `arn:aws:lambda:${region}:000000000000:function:local`,
              invocationType: 'Event',
            },
          },
        },
      },
    ],
  };
}

const readAll = async (stream: SMTPServerDataStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Starts the SMTP server on 127.0.0.1.
 *
 * @returns its port, `idle()` and `close()`.
 */
export async function startReplySmtp(options: ReplySmtpOptions): Promise<ReplySmtp> {
  const domain = `@${options.replyDomain.toLowerCase()}`;
  const pending = new Set<Promise<void>>();
  const delays = options.retryDelaysMs ?? [1000, 2000];

  const invokeAll = async (messageId: string, event: unknown): Promise<void> => {
    for (const receiver of options.receivers) {
      for (let attempt = 0; attempt <= delays.length; attempt += 1) {
        try {
          const handler = await options.loadHandler(receiver.handler);
          const context = createLambdaContext({
            functionName: functionNameFor(receiver.handler),
            region: options.region,
            ...(receiver.memoryMb === undefined ? {} : { memoryMb: receiver.memoryMb }),
            ...(receiver.timeoutSeconds === undefined ? {} : { timeoutSeconds: receiver.timeoutSeconds }),
          });
          await handler(event, context);
          break;
        } catch (error) {
          const delay = delays[attempt];
          if (delay === undefined) {
            options.logger.error(`Reply ${messageId}: ${receiver.handler} failed every attempt`, { error });
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_INBOUND_MESSAGE_BYTES,
    banner: 'Meridian local reply domain',
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!address.address.toLowerCase().endsWith(domain)) {
        return callback(Object.assign(new Error(`Only mail for ${domain} is accepted here`), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      // Read before answering: the server resets the envelope for the next transaction.
      const envelope = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
      };
      readAll(stream)
        .then(async (raw) => {
          if ((stream as SMTPServerDataStream & { sizeExceeded?: boolean }).sizeExceeded) {
            return callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
          }
          const messageId = `local-${randomUUID()}`;
          const file = join(options.inboundDir, INBOUND_MAIL_PREFIX, messageId);
          await mkdir(join(options.inboundDir, INBOUND_MAIL_PREFIX), { recursive: true });
          await writeFileAtomically(file, raw, { fsync: false });
          callback(null, `Queued as ${messageId}`);
          const run = invokeAll(messageId, sesReceiptEvent(messageId, envelope, options.region));
          pending.add(run);
          run.finally(() => pending.delete(run));
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const idle = async (): Promise<void> => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  return {
    port,
    idle,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await idle();
    },
  };
}
